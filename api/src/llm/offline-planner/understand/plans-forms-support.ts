import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { describedSides } from './described-sides';
import { followUpScope } from './follow-up-scope';
import { vocabularyOf } from './forms-test-support';
import { parseQuestion, type QuestionInput } from './parse-question';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { refinePlan } from './refine-plan';
import { secondAskPlan, splitAsks, withCarriedFilters } from './split-asks';

/**
 * Plans of a question as the dictionary planner reads them (its asks, each refined; a follow-up
 * read with the turns before it), written short for table-driven tests over fixture domains:
 * `m=<kind>[:field][<part>] f=<filters> p=<from>..<to> g=<group> c=<sides> refers(<plan>)`.
 */
function filtersSaid(filters: readonly PlanFilter[] | undefined): string {
  return (filters ?? [])
    .map(
      (filter) =>
        `${filter.negate ? '!' : ''}${filter.field}${filter.op ?? '='}${filter.values.join('|')}`,
    )
    .sort()
    .join(',');
}

/** A plan in the short form above. */
export function planSaid(plan: QuestionPlan): string {
  const measure = plan.measure;
  const parts = [
    `m=${measure.kind}${measure.field ? `:${measure.field}` : ''}${measure.part ? `[${filtersSaid(measure.part)}]` : ''}`,
  ];
  if (plan.filters.length > 0) parts.push(`f=${filtersSaid(plan.filters)}`);
  if (plan.period) parts.push(`p=${plan.period.from}..${plan.period.to}`);
  if (plan.distinct) parts.push(`d=${plan.distinct.field}`);
  if (plan.groupBy) parts.push(`g=${plan.groupBy.field}`);
  if (plan.rank) parts.push(`r=${plan.rank.direction}${plan.rank.limit}`);
  if (plan.compare) {
    parts.push(
      'periods' in plan.compare
        ? `c=${plan.compare.periods.map((period) => `${period.from}..${period.to}`).join('|')}`
        : `c=${plan.compare.field}:${plan.compare.values.join('|')}`,
    );
  }
  if (plan.records?.attribute) {
    parts.push(`h=${plan.records.attribute}@${plan.records.direction}:${plan.records.field}`);
  }
  if (plan.refers) parts.push(`refers(${planSaid(plan.refers)})`);
  return parts.join(' ');
}

/** The plans of the last of `turns` (one per ask), read after the turns before it. */
export function plansOf(dictionary: DataDictionary, ...turns: string[]): string[] {
  return readPlans(dictionary, ...turns).map(planSaid);
}

/** The plans themselves, as `plansOf` reads them. */
export function readPlans(dictionary: DataDictionary, ...turns: string[]): QuestionPlan[] {
  const vocabulary = vocabularyOf(dictionary);
  const question = turns.at(-1)!;
  const earlier = turns.slice(0, -1);
  const input: QuestionInput = {
    question,
    vocabulary,
    span: { from: dictionary.from!, to: dictionary.to! },
    tools: [],
    ...(earlier.length > 0 ? { previous: earlier.at(-1)!, before: earlier.slice(0, -1) } : {}),
  };
  const planned = (asked: string) => {
    const own = { ...input, question: asked };
    const refined = refinePlan(asked, vocabulary, parseQuestion(own));
    return describedSides(own, followUpScope(own, refined));
  };
  const asks = splitAsks(question);
  const first = planned(asks[0]!);
  if (asks.length < 2) return [first];
  const further = asks
    .slice(1)
    .map((ask) =>
      withCarriedFilters(
        refinePlan(ask, vocabulary, secondAskPlan({ ...input, question: ask }, first, asks[0])),
        { vocabulary, question: ask },
      ),
    );
  return [first, ...further];
}

/**
 * One test per case, named by its data set and question: what `read` makes of the question over
 * that dictionary (a plan written short, a lookup, a decline) is the expected reading.
 */
export function expectEach<T>(
  read: (dictionary: DataDictionary, question: string) => T,
  cases: readonly (readonly [DataDictionary, string, T])[],
): void {
  for (const [dictionary, question, expected] of cases) {
    it(`${dictionary.name}: "${question}"`, () =>
      assert.deepEqual(read(dictionary, question), expected));
  }
}
