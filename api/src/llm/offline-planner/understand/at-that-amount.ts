import type { DataDictionary } from '../../../../../src/agent/dataset';
import words from './at-that-amount.json';
import { fieldStems, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { COUNT_WORDS } from './question-words';

/**
 * "What was the biggest refund we paid, and how many refunds were that size?", "the highest
 * fee, and how many requests had that fee?": the second ask counts the records holding exactly
 * the amount the first ask found (its maximum or minimum of one number field), read once the
 * first ask's figure is observed (the plan refers to the first ask's, see resolveReference).
 */
const alternatives = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/\s+/g, '\\s+'))
    .join('|');

const AT_THAT_AMOUNT = new RegExp(
  `\\b(?:(?:${alternatives(words.pointers)})\\s+(?:${alternatives(words.sizes)})|${alternatives(words.as)})\\b`,
  'i',
);

/**
 * "More than that amount", "at least that fee", "exceeding the same figure": the amount is a bound
 * said of the records, not the amount they hold.
 */
const BOUND_BEFORE = new RegExp(
  `\\b(${alternatives(Object.keys(words.comparedBefore))})\\s+(?:${alternatives(words.pointers)})\\b`,
  'i',
);
type Bound = 'gt' | 'gte' | 'lt' | 'lte';
const BOUNDS: Record<string, Bound> = words.comparedBefore as Record<string, Bound>;

/** The bound said before the pointer ("more than that amount": gt), or undefined. */
function boundBefore(question: string): Bound | undefined {
  const said = BOUND_BEFORE.exec(question)?.[1];
  return said === undefined ? undefined : BOUNDS[said.toLowerCase().replace(/\s+/g, ' ')];
}

/** "That fee", "the same payout": the pointer before a word of the measured field's own name. */
function namesField(question: string, dictionary: DataDictionary, name: string): boolean {
  const field = dictionary.fields.find((candidate) => candidate.name === name);
  if (!field) return false;
  const stems = fieldStems(field);
  const said = rawWords(question);
  return said.some(
    (word, at) => stems.has(stemOf(word)) && /^(?:that|this|same)$/i.test(said[at - 1] ?? ''),
  );
}

/** The second ask as a count of the records at the first ask's extreme amount, or undefined. */
export function atFirstExtreme(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
  first: QuestionPlan,
): QuestionPlan | undefined {
  const field = first.measure.field;
  if ((first.measure.kind !== 'max' && first.measure.kind !== 'min') || !field) return undefined;
  if (first.groupBy || first.compare || !COUNT_WORDS.test(question)) return undefined;
  // "more than that amount": the records past the amount found, once it is observed.
  const bound = boundBefore(question);
  if (bound) {
    return {
      ...plan,
      entity: first.entity,
      measure: { kind: 'count', label: 'count' },
      filters: [
        ...first.filters,
        ...plan.filters.filter(
          (filter) =>
            filter.field !== field && !first.filters.some((own) => own.field === filter.field),
        ),
        { entity: first.entity, field, values: [], said: 'that amount', op: bound },
      ],
      ...(first.period && !plan.period ? { period: first.period } : {}),
      refers: first,
    };
  }
  if (!AT_THAT_AMOUNT.test(question) && !namesField(question, dictionary, field)) return undefined;
  return {
    ...plan,
    entity: first.entity,
    measure: { kind: 'count', label: 'count' },
    filters: [
      ...first.filters,
      ...plan.filters.filter(
        (filter) =>
          filter.field !== field && !first.filters.some((own) => own.field === filter.field),
      ),
    ],
    ...(first.period && !plan.period ? { period: first.period } : {}),
    refers: first,
  };
}

/** The plan over the records holding exactly `amount` of the field its reference measured. */
export function atAmount(plan: QuestionPlan, amount: number): QuestionPlan {
  const field = plan.refers?.measure.field;
  const { refers: _refers, ...rest } = plan;
  if (!field) return rest;
  // "more than that amount": the bound waiting for the amount keeps its comparison.
  const bound = rest.filters.find(
    (filter) => filter.field === field && filter.op && filter.values.length === 0,
  )?.op;
  return {
    ...rest,
    filters: [
      ...rest.filters.filter((filter) => filter.field !== field),
      {
        entity: rest.entity,
        field,
        values: [amount],
        said: String(amount),
        ...(bound ? { op: bound } : {}),
      },
    ],
  };
}
