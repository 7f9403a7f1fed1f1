import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { PLAIN, fieldLabel, fieldStems, rawWords, stemOf } from './number-fields';
import type { PlanFilter, QuestionPlan } from './question-plan';
import timeUnits from './time-units.json';
import { namesTheRecords } from './unknown-words';
import type { Vocabulary } from './vocabulary';
import { AVERAGE_WORDS, COUNT_WORDS, MEDIAN_WORDS, SHARE_WORDS, SUM_WORDS } from './question-words';

/**
 * "How many complaints were about delays", "what proportion of Celtic Star complaints were about
 * delays", "which vessel had the highest share of complaints about delays": a word that names a
 * number field ("delay (minutes)") and, in another form, one value of a category ("Sailing
 * Delayed"), said where records are counted or a share of them is asked and no aggregate of the
 * number is, names the records of that value — not the number's average, and not nothing. The
 * reverse, "the average delay" of a "delay" value, is measured-values.ts.
 */

/** Words that ask the number itself, aggregated or bounded, whatever else is said. */
const NUMBER_ASKED =
  /\b(how much|in total|altogether|longest|shortest|highest|lowest|biggest|largest|smallest|maximum|minimum|max|min|typical|typically|usual|usually)\b/i;
/** "how many days pass", "how many hours did it take": a span of time asked, no records counted. */
const TIME_COUNTED = new RegExp(
  `\\bhow many (?:${timeUnits.units.flatMap((unit) => unit.words).join('|')})\\b`,
  'i',
);
/** "the highest share", "the lowest rate": a ranking by the share, not the number's extreme. */
const RANKED_SHARE =
  /\b(highest|lowest|biggest|largest|smallest|greatest)\s+(share|percent(age)?|proportion|fraction|ratio|rate)\b/gi;

/** The number field the measure or an unused word names, and the words of the question naming it. */
function numberSaid(
  question: string,
  vocabulary: Vocabulary,
  plan: QuestionPlan,
): { field: DatasetField; said: string[] } | undefined {
  const dictionary = vocabulary.dictionary;
  const measured =
    plan.measure.kind === 'average' && plan.measure.field
      ? dictionary.fields.find(
          (field) => field.entity === plan.entity && field.name === plan.measure.field,
        )
      : undefined;
  const candidates = measured
    ? [measured]
    : ['count', 'share', 'rate'].includes(plan.measure.kind)
      ? dictionary.fields.filter(
          (field) =>
            field.entity === plan.entity && field.type === 'number' && field.role !== 'sentiment',
        )
      : [];
  // "How many repair jobs": a word of the records' own name ("Repair jobs") names no number.
  const named = new Set(rawWords(dictionary.name.split(/[([–—:]|\s-\s/)[0]!).map(stemOf));
  const spoken = rawWords(question);
  // "How many items were sent back": the noun counted, not a number's word, unless the records'
  // own noun follows it ("how many delay complaints").
  const counted = (at: number) =>
    /^(how|number)$/.test(spoken[at - 2] ?? '') &&
    /^(many|of)$/.test(spoken[at - 1] ?? '') &&
    !namesTheRecords(vocabulary, spoken[at + 1] ?? '');
  const questionWords = spoken.filter((word, at) => !named.has(stemOf(word)) && !counted(at));
  const found = candidates
    .map((field) => {
      const stems = fieldStems(field);
      const said = questionWords.filter((word) => !PLAIN.has(word) && stems.has(stemOf(word)));
      return { field, said };
    })
    .filter(({ said }) => said.length > 0);
  return found.length === 1 ? found[0] : undefined;
}

/** The one category value of the records with a word of the same stem as one of `said`. */
function valueOfWords(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  said: readonly string[],
): { field: DatasetField; value: string } | undefined {
  const stems = new Set(said.map(stemOf));
  const found: { field: DatasetField; value: string }[] = [];
  for (const field of dictionary.fields) {
    if (field.entity !== plan.entity || field.type !== 'category') continue;
    for (const { value } of field.values ?? []) {
      const text = String(value);
      if (rawWords(text).some((word) => word.length > 3 && stems.has(stemOf(word))))
        found.push({ field, value: text });
    }
  }
  return found.length === 1 ? found[0] : undefined;
}

export function numberWordValue(question: string, vocabulary: Vocabulary, plan: QuestionPlan) {
  const dictionary = vocabulary.dictionary;
  if (plan.lookup || plan.records || plan.tool || plan.compare) return;
  const unranked = question.replace(RANKED_SHARE, ' ');
  if (
    AVERAGE_WORDS.test(question) ||
    MEDIAN_WORDS.test(question) ||
    SUM_WORDS.test(question) ||
    NUMBER_ASKED.test(unranked) ||
    TIME_COUNTED.test(question)
  )
    return;
  const counted =
    COUNT_WORDS.test(question) || /\bmost\s+\w+\s+(?:about|over|for)\b/i.test(question);
  const shared = SHARE_WORDS.test(question);
  if (!counted && !shared) return;
  const number = numberSaid(question, vocabulary, plan);
  if (!number) return;
  // Bounded or required present ("a delay over 60 minutes", "with a delay"): the number itself.
  if (plan.filters.some((filter) => filter.field === number.field.name)) return;
  if (plan.groupBy?.field === number.field.name) return;
  const named = valueOfWords(dictionary, plan, number.said);
  if (!named) return;
  const filter: PlanFilter = {
    entity: plan.entity,
    field: named.field.name,
    values: [named.value],
    said: number.said.join(' '),
  };
  if (plan.filters.some((other) => other.field === named.field.name && !other.op)) return;
  // "What proportion of urgent requests were about delays": the flag's records are the whole,
  // the value's the part (said after the flag; "of delay requests, how many were urgent" is not).
  const flag =
    plan.measure.kind === 'rate' && plan.measure.field
      ? dictionary.fields.find(
          (field) =>
            field.entity === plan.entity &&
            field.name === plan.measure.field &&
            field.type === 'boolean',
        )
      : undefined;
  if (plan.measure.kind === 'rate') {
    const said = rawWords(question);
    const flagAt = flag ? said.indexOf(rawWords(fieldLabel(flag))[0] ?? '') : -1;
    const numberAt = said.indexOf(number.said[0]!);
    if (!flag || !shared || flagAt < 0 || numberAt < flagAt) return;
    plan.filters.push({
      entity: plan.entity,
      field: flag.name,
      values: [true],
      said: fieldLabel(flag),
    });
  }
  if (shared && !counted) {
    plan.measure = { kind: 'share', label: 'share', part: [filter] };
  } else {
    plan.measure = { kind: 'count', label: 'count' };
    plan.filters.push(filter);
  }
}
