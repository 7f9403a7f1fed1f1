import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { parseQuestion } from './parse-question';
import type { QuestionPlan } from './question-plan';
import { refinePlan } from './refine-plan';
import { buildVocabulary, type Vocabulary } from './vocabulary';

/**
 * Phrasings of our own checked against the plan they must make: the plan a dictionary reads a
 * question (and, for a follow-up, the questions before it) into, summed up in a few words.
 */

const vocabularies = new Map<DataDictionary, Vocabulary>();

/** A fixture dictionary's vocabulary, built once per test process. */
export function vocabularyOf(dictionary: DataDictionary): Vocabulary {
  let vocabulary = vocabularies.get(dictionary);
  if (!vocabulary) {
    vocabulary = buildVocabulary(dictionary);
    vocabularies.set(dictionary, vocabulary);
  }
  return vocabulary;
}

/** The plan of a question, or of the last of a conversation's questions. */
export function planOfTurns(dictionary: DataDictionary, turns: readonly string[]): QuestionPlan {
  const vocabulary = vocabularyOf(dictionary);
  const span = { from: dictionary.from!, to: dictionary.to! };
  const question = turns.at(-1)!;
  const earlier = turns.slice(0, -1);
  const previous = earlier.at(-1);
  const parsed = parseQuestion({
    question,
    vocabulary,
    span,
    ...(previous !== undefined ? { previous, before: earlier.slice(0, -1) } : {}),
  });
  return refinePlan(question, vocabulary, parsed);
}

/** What a plan must hold; a key left out is not checked. */
export interface FormExpected {
  /** `kind field`, or `kind` for a count or a share: "average rating", "average|median fee". */
  measure?: string;
  groupBy?: string;
  rank?: 'desc' | 'asc' | '';
  /** `field=value|value`, `!field=value` when negated, in the plan's order. */
  filters?: string[];
  /** `field:a|b` for two values side by side, `periods` for two periods. */
  compare?: string;
  declined?: boolean;
}

export function formSummary(plan: QuestionPlan): Required<FormExpected> {
  const compare = plan.compare
    ? 'periods' in plan.compare
      ? 'periods'
      : `${plan.compare.field}:${plan.compare.values.join('|')}`
    : '';
  const filters = [...plan.filters, ...(plan.measure.part ?? [])];
  return {
    measure: plan.measure.field ? `${plan.measure.kind} ${plan.measure.field}` : plan.measure.kind,
    groupBy: plan.groupBy?.field ?? '',
    rank: plan.rank?.direction ?? '',
    filters: filters.map(
      (filter) => `${filter.negate ? '!' : ''}${filter.field}=${filter.values.join('|')}`,
    ),
    compare,
    declined: Boolean(plan.unknownIsAsked || plan.cannot),
  };
}

/** A case: the dictionary, the question (or the conversation's questions), what it must plan. */
export type FormCase = readonly [DataDictionary, string | readonly string[], FormExpected];

export function checkForms(title: string, cases: readonly FormCase[]): void {
  describe(title, () => {
    for (const [dictionary, asked, expected] of cases) {
      const turns = typeof asked === 'string' ? [asked] : asked;
      it(`${dictionary.name}: ${turns.join(' → ')}`, () => {
        const got = formSummary(planOfTurns(dictionary, turns));
        const wanted: FormExpected = { declined: false, ...expected };
        // "average|median fee": a typical value may be read as either.
        const choices = /^([\w|]+) (\S+)$/.exec(wanted.measure ?? '');
        const either =
          choices !== null &&
          choices[1]!.split('|').some((kind) => `${kind} ${choices[2]}` === got.measure);
        const picked = Object.fromEntries(
          Object.keys(wanted).map((key) => [
            key,
            key === 'measure' && either ? wanted.measure : got[key as keyof FormExpected],
          ]),
        );
        assert.deepEqual(picked, wanted, JSON.stringify(got));
      });
    }
  });
}
