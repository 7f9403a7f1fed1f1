import type { DatasetField } from '../../../../../src/agent/dataset';
import type { QuestionPlan } from './question-plan';
import { namesTheRecords } from './unknown-words';
import { normaliseWord, words, type Vocabulary } from './vocabulary';

/**
 * "How many different routes had complaints", "the number of distinct stops", "how many
 * customers complained about fares": a count of the values one field holds over the records the
 * question picks, not of the records. The field is the one whose name, label or synonym the noun
 * after the count says (an entity's own field: a route, a stop, a customer's id); the tools count
 * it as the number of groups of that field, so no value the data lacks is counted.
 */

/** "how many different", "the number of unique", "count the distinct": a count of values asked. */
const DISTINCT_COUNT =
  /\b(?:how\s+many|number\s+of|count(?:\s+of)?(?:\s+the)?|total\s+of)\s+(?:distinct|different|unique|separate|individual)\s+((?:[\p{L}'-]+\s*){1,4})/iu;

/** "how many routes had complaints", "how many stops are there": a field's values counted. */
const PLAIN_COUNT =
  /\bhow\s+many\s+((?:[\p{L}'-]+\s+){1,3}?)(?:are\s+there|were\s+there|is\s+there|do\s+we\s+(?:have|serve|cover)|does\s+(?:it|the\s+data)\s+(?:have|cover)|appear|show\s+up|(?:have|had|got|received|drew|drawn)\s+(?:at\s+least\s+one\s+|any\s+|a\s+)?|(?:complained|wrote|contacted|raised|filed|submitted|sent|made))\b/iu;

/** Nouns of the people behind the records: counted by the field holding who they are. */
const PEOPLE = /^(?:customer|client|passenger|rider|user|member|patient|caller|guest)s?$/i;

/** Kinds of field whose values are things one can count apart. */
function countable(field: DatasetField, entity: QuestionPlan['entity']): boolean {
  return (
    field.entity === entity &&
    field.type !== 'number' &&
    field.type !== 'boolean' &&
    field.type !== 'date' &&
    field.role !== 'id' &&
    field.role !== 'text' &&
    field.role !== 'time' &&
    field.filled > 0 &&
    field.distinct > 1
  );
}

/** The field the noun phrase names, its longest leading run of words a field's own words. */
function namedField(
  phrase: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): { field: DatasetField; length: number } | undefined {
  const said = words(phrase).map(normaliseWord);
  for (let length = Math.min(3, said.length); length >= 1; length--) {
    const run = said.slice(0, length);
    const term = vocabulary.fields.find(
      (candidate) =>
        countable(candidate.field, plan.entity) &&
        candidate.words.length === length &&
        candidate.words.every((word, index) => normaliseWord(word) === run[index]),
    );
    if (term) return { field: term.field, length };
  }
  // "how many customers": the field that says whose the record is.
  const head = said[0];
  if (head && PEOPLE.test(head) && plan.entity !== 'customers') {
    const field = vocabulary.dictionary.fields.find(
      (field) =>
        field.entity === plan.entity &&
        field.role === 'customer' &&
        field.filled > 0 &&
        field.distinct > 1,
    );
    return field ? { field, length: 1 } : undefined;
  }
  return undefined;
}

export function distinctCount(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool || plan.records || plan.topic || plan.compare) return;
  // "at least one complaint" is no ranking.
  if (plan.rank && !/\bat\s+least\s+(?:one|a|an|1)\b/i.test(question)) return;
  if (plan.measure.kind !== 'count' || plan.measure.part?.length) return;
  const asked = DISTINCT_COUNT.exec(question);
  const plain = asked ? undefined : PLAIN_COUNT.exec(question);
  const phrase = asked?.[1] ?? plain?.[1];
  if (!phrase) return;
  const first = words(phrase)[0];
  // "how many complaints are there": the records themselves, counted as ever.
  if (!asked && first && !PEOPLE.test(first) && namesTheRecords(vocabulary, first)) return;
  // "How many different customers appear": the customers' own records, each one customer.
  if (asked && first && PEOPLE.test(first) && plan.entity === 'customers' && plan.cannot) {
    delete plan.cannot;
    clearWords(plan, asked[0]);
    return;
  }
  const named = namedField(phrase, vocabulary, plan);
  if (!named) return;
  const field = named.field;
  // "How many distinct crew leads are there": the field read as a grouping is what is counted.
  if (
    plan.groupBy &&
    !plan.rank &&
    (!asked || plan.groupBy.time || plan.groupBy.field !== field.name)
  )
    return;
  // "How many issues were there": a plain count of the records' own kind of value stays a count
  // of records unless distinct values are asked.
  if (!asked && ['category', 'status', 'sentiment_label'].includes(field.role)) return;
  // A filter on the field itself names one value: nothing to count apart.
  if (plan.filters.some((filter) => filter.field === field.name)) return;
  const label = phrase.trim().split(/\s+/).slice(0, named.length).join(' ').toLowerCase();
  delete plan.groupBy;
  delete plan.rank;
  plan.distinct = { field: field.name, label };
  delete plan.cannot;
  clearWords(plan, asked?.[0] ?? plain?.[0] ?? '');
}

/** The count's own words ("different", "distinct") are no words the data lacks. */
function clearWords(plan: QuestionPlan, said: string): void {
  const own = new Set(words(said));
  plan.unknown = plan.unknown.filter((word) => !words(word).every((part) => own.has(part)));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
