import { withoutValuePhrases } from './measured-values';
import { TIME_PASSING_ASKED } from './everyday-verbs';
import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import amountWords from '../../../../../src/agent/words/amount-words.json';
import {
  fieldLabel,
  fieldStems,
  fieldWords,
  namedNumberFields,
  rawWords,
  stemOf,
} from './number-fields';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, MEDIAN_WORDS } from './question-reading';

/**
 * Amounts asked of a number field, not counts of records: "how much did we refund", "total $
 * refunded", "which item cost us the most in refunds" add the money field up; "how long … on
 * average", "sorted faster" average the duration field. Read from the data dictionary's names,
 * labels and synonyms only.
 */

/** Words of a field that holds money. */
export const MONEY_FIELD =
  /^(amount|amounts|price|prices|cost|costs|revenue|spend|spent|paid|fee|fees|sales|value|usd|eur|gbp|dollars?|euros?|charge|charges|total)$/;
/** Words of a field that holds a duration. */
const DURATION_FIELD = /^(days|hours|minutes|mins|weeks|seconds|secs|duration|durations)$/;
/** The question asks for an amount of money. */
const AMOUNT_ASKED = new RegExp(
  `\\bhow much\\b|[$€£¥]|\\b(${amountWords.moneyNouns.join('|')}|in total|altogether|total|sum)\\b|\\bcost (?:us|me|them)\\b|\\bspen[dt]\\b`,
  'i',
);
/** "refund more … or …", "the most in refunds": a comparison or ranking by the amount. */
const MORE_OR_MOST = /\b(more|most|less|least|biggest|largest|highest|lowest)\b/i;
/** Words of the money asked that name nothing in the data themselves (shared with the fit check). */
const MONEY_WORDS = new RegExp(
  `^(${[...amountWords.moneyNouns, ...amountWords.spendingVerbs, 'much'].join('|')})$`,
);
/** "how long", "faster", "take … on avg": a duration asked. */
const DURATION_ASKED =
  /\bhow long\b|\bhow many (?:days|hours|minutes|mins|weeks) (?:to|(?:[\w']+\s+){0,4}?(?:take|takes|took|taking))\b|\b(faster|slower|quicker|sooner|speedier|fastest|slowest|quickest|speediest)\b|\btakes?\b.*\b(avg|average|mean)\b|\b(?:take|takes|took|taking)\s+(?:longer|less time|more time)\b/i;
const SPEED_WORDS = [
  'faster',
  'slower',
  'quicker',
  'sooner',
  'speedier',
  'fastest',
  'slowest',
  'quickest',
  'speediest',
  'long',
  'longer',
  'take',
  'takes',
];

/** "reimbursements" → "reimburse", "payments" → "pay": a noun of an action said as its verb. */
function nounsAsVerbs(question: string): string {
  return question.replace(/\b([a-z]{4,})ments?\b/gi, '$1');
}

function usable(plan: QuestionPlan, question: string): boolean {
  return (
    plan.measure.kind === 'count' &&
    !plan.lookup &&
    !plan.records &&
    !plan.tool &&
    !plan.topic &&
    // "How many days does it take": a number of units of time, not of records.
    !COUNT_WORDS.test(question.replace(/\bhow many (?:days|hours|minutes|mins|weeks)\b/gi, ''))
  );
}

/** The filters a field's own word made ("refunded" as a resolution), which the amount replaces. */
export function dropFieldWords(plan: QuestionPlan, field: DatasetField, extra: RegExp): void {
  const stems = fieldStems(field);
  const own = (word: string) => stems.has(stemOf(word)) || extra.test(word);
  // A filter said by a word of a synonym of several ("delay" of a "delay repay" synonym) is a
  // value of its own, unless the synonym is said whole; a bound on the field itself stays.
  const phrases = (field.synonyms ?? []).filter((synonym) => /\s/.test(synonym));
  const single = fieldStems({
    ...field,
    synonyms: (field.synonyms ?? []).filter((synonym) => !/\s/.test(synonym)),
  });
  const fieldSaid = (filter: PlanFilter) =>
    filter.field !== field.name &&
    (rawWords(filter.said).every((word) => single.has(stemOf(word)) || extra.test(word)) ||
      phrases.some((phrase) => filter.said.toLowerCase().includes(phrase.toLowerCase())));
  plan.filters = plan.filters.filter((filter) => !fieldSaid(filter));
  plan.unknown = plan.unknown.filter((said) => !rawWords(said).every(own));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/**
 * "Which hall has the most refunds" where a refund is also a kind of record (a value said by the
 * money field's own word): those records are counted; the money is summed when it is asked
 * ("refunded the most money", "cost us the most in refunds", "how much", "in total").
 */
export function valueCounted(question: string, plan: QuestionPlan, field: DatasetField): boolean {
  if (plan.measure.kind !== 'count' || AMOUNT_ASKED.test(question)) return false;
  if (/\bin\s+\w+\s*[?.!]?\s*$/i.test(question)) return false;
  const stems = fieldStems(field);
  return plan.filters.some(
    (filter) =>
      !filter.negate &&
      filter.field !== field.name &&
      // The records named by a plural noun ("refunds", "refund issues"), not a verb ("did we
      // reimburse more").
      (/[^s]s$/i.test(filter.said) || recordsNamedAfter(question, filter.said, stems)) &&
      rawWords(filter.said).every((word) => stems.has(stemOf(word))),
  );
}

/**
 * "more refund issues", "price complaints": the value's word said before a plural noun that is
 * no amount ("refund amounts") names the records counted.
 */
function recordsNamedAfter(question: string, said: string, stems: ReadonlySet<string>): boolean {
  const spelled = rawWords(said);
  if (spelled.length === 0) return false;
  const after = new RegExp(`\\b${spelled.join('\\W+')}\\s+(\\p{L}+)`, 'iu').exec(question)?.[1];
  if (!after || !/[^s]s$/i.test(after)) return false;
  const noun = after.toLowerCase();
  return !MONEY_FIELD.test(noun) && !DURATION_FIELD.test(noun) && !stems.has(stemOf(noun));
}

/**
 * The question without the name of the field it groups by: "which pay method has the most
 * appeals" ranks pay methods by their appeals, the "pay" of the field's name no verb of paying.
 */
export function withoutGroupingName(
  text: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): string {
  const grouped = dictionary.fields.find(
    (field) => field.entity === plan.entity && field.name === plan.groupBy?.field,
  );
  if (!grouped) return text;
  const names = [grouped.label ?? '', ...(grouped.synonyms ?? [])]
    .map((name) => rawWords(name))
    .filter((spelled) => spelled.length > 0)
    .sort((a, b) => b.length - a.length);
  let rest = text;
  for (const spelled of names) {
    rest = rest.replace(new RegExp(`\\b${spelled.join('\\W+')}s?\\b`, 'giu'), ' ');
  }
  return rest;
}

/** "How much have we refunded", "total $ refunded": the sum of the money field named. */
export function amountMeasure(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (!usable(plan, question) || AVERAGE_WORDS.test(question) || MEDIAN_WORDS.test(question))
    return;
  const money = dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.role !== 'id' &&
      field.role !== 'sentiment' &&
      field.filled > 0 &&
      fieldWords(field).some((word) => MONEY_FIELD.test(word)) &&
      !plan.filters.some((filter) => filter.field === field.name),
  );
  if (money.length === 0) return;
  const named = namedNumberFields(
    nounsAsVerbs(withoutGroupingName(withoutValuePhrases(question, plan), dictionary, plan)),
    dictionary,
    plan.entity,
  ).filter((field) => money.includes(field));
  const asked = AMOUNT_ASKED.test(question);
  const ranked =
    (plan.compare !== undefined || plan.rank !== undefined) && MORE_OR_MOST.test(question);
  // A field named by its word ("refunded"), or the one money field when money itself is asked.
  const field =
    named.length === 1 && (asked || ranked)
      ? named[0]!
      : named.length === 0 && money.length === 1 && /[$€£¥]|\b(money|cash)\b/i.test(question)
        ? money[0]!
        : undefined;
  if (!field) return;
  if (plan.groupBy?.field === field.name) return;
  if (valueCounted(question, plan, field)) return;
  plan.measure = { kind: 'sum', field: field.name, label: `total ${fieldLabel(field)}` };
  dropFieldWords(plan, field, MONEY_WORDS);
}

/** "How long do … take on avg", "sorted faster than": the average of the duration field. */
export function durationMeasure(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (!usable(plan, question)) return;
  if (!DURATION_ASKED.test(question) && !TIME_PASSING_ASKED.test(question)) return;
  const durations = dictionary.fields.filter(
    (field) =>
      field.entity === plan.entity &&
      field.type === 'number' &&
      field.role !== 'id' &&
      field.filled > 0 &&
      fieldWords(field).some((word) => DURATION_FIELD.test(word)) &&
      !plan.filters.some((filter) => filter.field === field.name),
  );
  const named = namedNumberFields(question, dictionary, plan.entity).filter((field) =>
    durations.includes(field),
  );
  const field = named.length === 1 ? named[0] : durations.length === 1 ? durations[0] : undefined;
  if (!field || plan.groupBy?.field === field.name) return;
  plan.measure = { kind: 'average', field: field.name, label: `average ${fieldLabel(field)}` };
  // "the slowest warehouse" has the longest times; "the quickest" the shortest.
  const speed = /\b(fastest|quickest|speediest|slowest)\b/i.exec(question);
  if (plan.rank && speed) plan.rank.direction = /slowest/i.test(speed[1]!) ? 'desc' : 'asc';
  // The verb the speed is said of ("sorted faster") is the process the field times.
  const timed = [...question.matchAll(/\b([a-z]+)\s+(?:faster|slower|quicker|sooner)\b/gi)].map(
    (match) => match[1]!.toLowerCase(),
  );
  const spoken = new RegExp(`^(${[...timed, ...SPEED_WORDS].join('|')})$`);
  dropFieldWords(plan, field, spoken);
}
