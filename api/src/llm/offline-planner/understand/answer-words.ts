import type { DataDictionary } from '../../../../../src/agent/dataset';
import { num, rows, type Json } from '../observations';
import type { ExecutionContext } from './execute-plan';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { recordNounOf, saysValue } from './record-noun';
import { words } from './vocabulary';

/**
 * The words an answer says its figures in: a field's label, the filters, a share's part, the
 * period, a figure in its measure's unit.
 */
export function label(dictionary: DataDictionary, name: string): string {
  const field = dictionary.fields.find((candidate) => candidate.name === name);
  return field?.label ?? words(name).join(' ');
}

/** What the answer calls the plan's records: the question's own noun, else the data's. */
export function nounOf(plan: QuestionPlan, dictionary: DataDictionary): string {
  const own = plan.entity === 'communications' ? recordNounOf(dictionary) : plan.entity;
  // "claims in review" where Review is a value: the word named a value, not the records.
  const said = [...plan.filters, ...(plan.measure.part ?? [])];
  return plan.noun && !saysValue(plan.noun, said) ? plan.noun : own;
}

/**
 * A tool's own words (its summary, its error) in the data's record noun: the tools call every
 * imported record a "communication", which the demo's records are and an import's are not
 * ("No communication with id PTS.99.99999" over patient journeys is "No journey with id …").
 */
export function inRecordNoun(text: string, dictionary: DataDictionary): string {
  const plural = recordNounOf(dictionary);
  if (plural === 'communications') return text;
  const single = plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
  return text.replace(/\bcommunications\b/g, plural).replace(/\bcommunication\b/g, single);
}

/** A bound on a number field in words ("at most 3"). */
const BOUND_WORDS = {
  gt: 'above',
  gte: 'at least',
  lt: 'below',
  lte: 'at most',
  not_null: 'given',
  is_null: 'not given',
  // A name looked up in a free-text field ("company is named Harbor Analytics").
  contains: 'named',
} as const;

/** "at most 3", "given" (a filled field has no value to show). */
export function boundWords(filter: PlanFilter): string {
  const op = filter.op!;
  return filter.values.length > 0
    ? `${BOUND_WORDS[op]} ${String(filter.values[0])}`
    : BOUND_WORDS[op];
}

/** "where intent is complaint and product is Credit Card": the filters in words. */
export function filterWords(dictionary: DataDictionary, filters: readonly PlanFilter[]): string {
  if (filters.length === 0) return '';
  const parts = filters.map((filter) =>
    filter.linked
      ? linkedWords(dictionary, filter)
      : filter.op
        ? `${label(dictionary, filter.field)} is ${boundWords(filter)}`
        : `${label(dictionary, filter.field)} is ${filter.negate ? 'not ' : ''}${filter.values.join(' or ')}`,
  );
  // A filter said twice ("complaints" and a declared count of complaints) is said once.
  return ` where ${[...new Set(parts)].join(' and ')}`;
}

/**
 * "the customer is one of the 120 with cases where account restricted is true": people picked by
 * their other records (linked-records.ts), said by what picked them, not their ids.
 */
function linkedWords(dictionary: DataDictionary, filter: PlanFilter): string {
  const linked = filter.linked!;
  const people = label(dictionary, filter.field).replace(/\s+id$/i, '');
  return `the ${people} is one of the ${filter.values.length} with ${linked.entity}${filterWords(dictionary, linked.filters)}`;
}

/** "topic Payments & Transfers", "SLA breached true": what the part of a share holds. */
export function partPhrase(dictionary: DataDictionary, part: readonly PlanFilter[]): string {
  return part
    .map((filter) =>
      filter.op
        ? `${label(dictionary, filter.field)} ${boundWords(filter)}`
        : `${label(dictionary, filter.field)} ${filter.negate ? 'other than ' : ''}${filter.values.join(' or ')}`,
    )
    .join(' and ');
}

export function periodWords(
  plan: QuestionPlan,
  span: { from: string; to: string },
  period = plan.period,
): string {
  if (!period) return `over all the data (${span.from} to ${span.to})`;
  return period.label.includes(period.from)
    ? `from ${period.from} to ${period.to}`
    : `in ${period.label} (${period.from} to ${period.to})`;
}

export function figure(value: unknown, kind: QuestionPlan['measure']['kind']): string {
  const number = num(value);
  if (number === undefined) return String(value);
  if (kind === 'rate' || kind === 'share') return `${(number * 100).toFixed(1)}%`;
  if (kind === 'count') return String(number);
  return String(Math.round(number * 1000) / 1000);
}

export function measureWords(dictionary: DataDictionary, plan: QuestionPlan): string {
  const measure = plan.measure;
  if (measure.kind === 'count') return `number of ${nounOf(plan, dictionary)}`;
  if (measure.kind === 'share') return 'share';
  const known = dictionary.fields.some((candidate) => candidate.name === measure.field);
  // A declared measure over a field the dictionary does not list: the measure's own name.
  const field = !measure.field ? '' : known ? label(dictionary, measure.field) : measure.label;
  if (measure.kind === 'rate') return `${field} rate`;
  // "the total refund amount", never "the sum refund amount".
  if (measure.kind === 'max' || measure.kind === 'min')
    return `${measure.kind === 'max' ? 'highest' : 'lowest'} ${field} of any one ${nounOf(plan, dictionary).replace(/s$/, '')}`;
  return `${measure.kind === 'sum' ? 'total' : measure.kind} ${field}`;
}

export function firstRow(output: Json | undefined): Json | undefined {
  return rows(output?.['rows'])[0];
}

export function partWords(context: ExecutionContext, plan: QuestionPlan): string {
  return filterWords(context.dictionary, plan.measure.part ?? []).replace(/^ where /, '');
}

/** "+22" / "−0.05": a signed difference in the measure's own unit. */
export function signed(value: number, kind: QuestionPlan['measure']['kind']): string {
  // A change of a rate or share is in percentage points: "+4.4% points", not a relative "+4.4%".
  const size =
    kind === 'rate' || kind === 'share'
      ? `${(Math.abs(value) * 100).toFixed(1)}% points`
      : figure(Math.abs(value), kind);
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${size}`;
}
