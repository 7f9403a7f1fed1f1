import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { fieldWords, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';

/**
 * "How many returns have a satisfaction score", "how many requests with a rating": the records
 * where that field is filled, when some leave it empty. A second ask about "them" ("and what is
 * their average score") then keeps to the same records, as split-asks carries the filters on.
 */
const HAVE_A =
  /\bhow\s+many\b[^?,;]*?\b(?:have|has|had|with|gave|give|left|include|includes)\s+(?:a|an|any|some)\s+([^?,;]+)/i;

export function countedPresence(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.measure.kind !== 'count' || plan.lookup || plan.tool || plan.records) return;
  // The phrase ends where the question goes on ("… a rating, and what …", "… a rating in May").
  const phrase = HAVE_A.exec(question)?.[1]?.split(/\b(?:and|in|during|from|for|since|by)\b/i)[0];
  if (!phrase) return;
  const said = new Set(rawWords(phrase).map(stemOf));
  const total = dictionary.counts[plan.entity] ?? 0;
  const field = dictionary.fields.find(
    (candidate) =>
      candidate.entity === plan.entity &&
      candidate.filled > 0 &&
      candidate.filled < total &&
      !['id', 'time', 'text'].includes(candidate.role) &&
      [candidate.name, candidate.label, ...(candidate.synonyms ?? [])].some((name) => {
        const own = name ? rawWords(name).map(stemOf) : [];
        return own.length > 0 && own.every((word) => said.has(word));
      }),
  );
  if (!field || plan.filters.some((filter) => filter.field === field.name)) return;
  // "closed with a charge": the words already name a value ("Closed - charged"), not the field.
  const words = phrase.trim().toLowerCase();
  if (plan.filters.some((filter) => filter.said?.toLowerCase().includes(words))) return;
  plan.filters.push({
    entity: plan.entity,
    field: field.name,
    values: [],
    said: phrase.trim(),
    op: 'not_null',
  });
  const own = new Set(fieldWords(field).map(stemOf));
  plan.unknown = plan.unknown.filter((word) => !rawWords(word).every((w) => own.has(stemOf(w))));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/**
 * "How many CSAT scores do we have", "how many ratings were left", "how many fee values are
 * there": the records that hold a figure of that number field, counted (neither its sum nor its
 * average). The words between "how many" and the verb name the field alone, bar a word for a
 * figure ("scores", "values").
 */
const HOW_MANY_HELD =
  /\bhow\s+many\s+([^?,;]+?)\s+(?:(?:do|did|have|has)\s+(?:we|you|they|i)\s+(?:got|have|hold|held|collected|received|recorded)|(?:do|did)\s+(?:we|you|they|i)\s+(?:have|hold|get|collect|receive|record)|(?:are|were|have\s+been|has\s+been)\s+(?:there|recorded|given|left|collected|received|filled\s+in|logged|entered))\b/i;
const FIGURE_WORDS = new Set(
  ['value', 'values', 'score', 'scores', 'figure', 'figures', 'reading', 'readings', 'entry']
    .concat(['entries', 'number', 'numbers', 'response', 'responses', 'the', 'of', 'any'])
    .map(stemOf),
);

/** The number field "how many <its name> do we have" names, if any. */
export function heldValuesField(
  question: string,
  dictionary: DataDictionary,
  entity: QuestionPlan['entity'],
): { field: DatasetField; said: string } | undefined {
  const held = HOW_MANY_HELD.exec(question);
  const phrase = held?.[1];
  if (!held || !phrase) return undefined;
  // "How many minutes of hearings": a unit of a quantity, its sum, not values counted.
  if (/\bof\b/i.test(phrase)) return undefined;
  const stems = rawWords(phrase).map(stemOf);
  const said = stems.filter((word) => !FIGURE_WORDS.has(word));
  // "How many refunds were there": records that are refunds, unless a word for a figure says
  // the field's values are counted ("how many refund amounts were recorded").
  const there = /\bthere$/i.test(held[0]);
  if (said.length === 0 || (there && said.length === stems.length)) return undefined;
  const field = dictionary.fields.find(
    (candidate) =>
      candidate.entity === entity &&
      candidate.type === 'number' &&
      candidate.filled > 0 &&
      said.every((word) => fieldWords(candidate).map(stemOf).includes(word)),
  );
  return field ? { field, said: phrase.trim() } : undefined;
}

export function countedValues(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.lookup || plan.tool || plan.records || plan.groupBy || plan.compare || plan.rank) return;
  const held = heldValuesField(question, dictionary, plan.entity);
  if (!held) return;
  const { field, said } = held;
  // "How many refunds do we have": the words name a value of the data (records of that kind).
  const words = new Set(rawWords(said).map(stemOf));
  if (
    plan.filters.some((filter) => rawWords(filter.said ?? '').some((w) => words.has(stemOf(w))))
  ) {
    return;
  }
  plan.measure = { kind: 'count', label: 'count' };
  const total = dictionary.counts[plan.entity] ?? 0;
  if (field.filled < total && !plan.filters.some((filter) => filter.field === field.name)) {
    plan.filters.push({ entity: plan.entity, field: field.name, values: [], said, op: 'not_null' });
  }
  const own = new Set(fieldWords(field).map(stemOf));
  plan.unknown = plan.unknown.filter(
    (word) => !rawWords(word).every((w) => own.has(stemOf(w)) || FIGURE_WORDS.has(stemOf(w))),
  );
}
