import type { DatasetField } from '../../../../../src/agent/dataset';
import { dropFieldWords } from './amounts';
import extremeWords from './extreme-words.json';
import {
  fieldLabel,
  fieldStems,
  fieldWords,
  namedNumberFields,
  rawWords,
  stemOf,
} from './number-fields';
import type { QuestionPlan } from './question-plan';
import { typical } from './question-measure';
import { AVERAGE_WORDS, COUNT_WORDS } from './question-reading';
import { spokenField } from './spoken-measures';
import timeUnits from './time-units.json';
import type { Vocabulary } from './vocabulary';

/**
 * "What is the largest amount disputed?", "the most anyone paid", "the weakest signal ever
 * recorded", "the slowest response we ever gave", "the quickest any job was closed": a superlative
 * said of one record asks that record's value of the number field — its maximum or minimum — not
 * the field's average. The words are extreme-words.json's: the plain superlatives of a number ask
 * it alone, the others with a word of one record ("ever", "any", "on record", "we made", "single").
 * Which end depends on the word and, for words of speed, on whether the field counts time taken
 * (a slow response is a long one, a slow line a low speed).
 */

type Side = 'higher' | 'lower' | 'slower' | 'faster';

const phrase = (words: string) => words.replace(/\s+/g, '\\s+');
const either = (list: readonly string[]) => list.map(phrase).join('|');

const SIDES = new Map<string, Side>(
  (['higher', 'lower', 'slower', 'faster'] as const).flatMap((side) =>
    extremeWords[side].map((word) => [word, side] as const),
  ),
);
/** Every superlative, the longest phrases first ("most expensive" before "most"). */
const SUPERLATIVE = new RegExp(
  `\\b(?:${either([...SIDES.keys()].sort((a, b) => b.length - a.length))})\\b`,
  'i',
);
const ALONE = new RegExp(`\\b(?:${either(extremeWords.alone)})\\b`, 'i');
const ALONE_WORDS = either(extremeWords.alone);

/** "The single highest declared value", "the largest fee on any one request": one record's value. */
const ONE_RECORD = new RegExp(
  `\\b(?:single|one)\\s+(?:${ALONE_WORDS})\\b|\\b(?:${ALONE_WORDS})\\s+(?:single|individual|one)\\b|\\b(?:${ALONE_WORDS})\\b.*\\b(?:on|of|for|in|from|by)\\s+(?:any|a single|any one|any single|one single)\\b`,
  'i',
);

/** Words that say the figure is one record's, not the records' typical one. */
const ONE_RECORD_SAID =
  /\bever\b|\bon\s+record\b|\bof\s+all\s+time\b|\bany\s+(?:one\s+|single\s+)?(?:[a-z]+\s+)?(?:took|had|got|needed|waited|was|were|has|saw|recorded|logged)\b|\b(?:we|they|you|i)\s+(?:have\s+)?(?:ever\s+)?(?:made|gave|given|had|recorded|logged|saw|seen|paid|did|done|measured|got)\b|\b(?:single|individual)\b/i;

/**
 * "the most anyone paid", "the least anybody has waited", "the most a single guest spent", "the
 * most ever refunded": one record's value said by "the most" and who or when, never a total.
 */
const MOST_ANYONE =
  /\bthe\s+(most|least)\s+(?:that\s+)?(?:(?:any|some)\s?(?:one|body)|any\s+(?:single\s+)?[a-z]+|a\s+single\s+[a-z]+|one\s+[a-z]+|(?:[a-z]+\s+){0,2}ever)\b/i;

/** Words of one record or of a superlative, which name nothing the data lacks once read. */
const SAID_WORDS = new Set([
  'single',
  'one',
  'any',
  'anyone',
  'anybody',
  'someone',
  'somebody',
  'ever',
  'individual',
  ...extremeWords.alone.flatMap((words) => rawWords(words).slice(-1)),
]);

const TIME_WORDS = new Set(timeUnits.units.flatMap((unit) => unit.words));

/** Whether the field counts time taken (a span between two dates, or a field in a time unit). */
function timeTaken(field: DatasetField): boolean {
  return (
    (field as { span?: unknown }).span !== undefined ||
    fieldWords(field).some((word) => TIME_WORDS.has(word)) ||
    TIME_WORDS.has((field.unit ?? '').toLowerCase())
  );
}

/**
 * The number field a superlative is said of when the plan names none yet: the one number field
 * the question names ("the weakest signal", "the largest single refund"), else the one its kind of
 * quantity says ("the longest distance": the one distance field), else the one span of time whose
 * end the question names ("the slowest response": the days to the responded date).
 */
function saidField(question: string, vocabulary: Vocabulary, plan: QuestionPlan) {
  const fields = vocabulary.dictionary.fields.filter(
    (field) => field.entity === plan.entity && field.filled > 0,
  );
  const named = namedNumberFields(question, vocabulary.dictionary, plan.entity);
  if (named.length === 1) return named[0];
  // "the longest distance any crew drove": the number said by its kind of quantity.
  const spoken = named.length === 0 ? spokenField(question, vocabulary, plan) : undefined;
  if (spoken) return spoken;
  // "the slowest response …, in days": of the spans counted in days, the one to the date named.
  const said = new Set(rawWords(question).map(stemOf));
  const spans = fields.filter((field) => {
    const end = (field as { span?: { to: string } }).span?.to;
    const date = fields.find((candidate) => candidate.name === end);
    return date !== undefined && fieldWords(date).some((word) => said.has(stemOf(word)));
  });
  return spans.length === 1 && (named.length === 0 || named.includes(spans[0]!))
    ? spans[0]
    : undefined;
}

/** A value of one record asked of the whole data: the maximum or minimum, not an average. */
export function recordExtreme(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  const anyone = MOST_ANYONE.exec(question);
  // "the most a single passenger was refunded": who is said to be one of them, not a ranking
  // of them (that asks "which passenger").
  if (
    anyone &&
    plan.groupBy &&
    !plan.groupBy.time &&
    plan.rank?.limit === 1 &&
    !plan.compare &&
    !/\b(which|what|who|whose|name)\b/i.test(question)
  ) {
    delete plan.groupBy;
    delete plan.rank;
  }
  if (plan.groupBy || plan.rank || plan.compare || plan.records || plan.lookup || plan.tool) return;
  if (anyone && plan.measure.kind === 'sum' && plan.measure.field) {
    plan.measure = { ...plan.measure, kind: 'average' };
  }
  const said = SUPERLATIVE.exec(question)?.[0].toLowerCase().replace(/\s+/g, ' ');
  const oneRecord = ONE_RECORD.test(question);
  const bare = !oneRecord && ALONE.test(question);
  if (!(oneRecord || bare || anyone || (said && ONE_RECORD_SAID.test(question)))) return;
  if (AVERAGE_WORDS.test(question)) return;
  if (bare && typical(question, true)) return;
  // "list the requests with the highest fee": the records asked for, ranked, not one figure.
  if (bare && /\b(?:list|show|display)\b|\bwith\s+the\s+\w+est\b/i.test(question)) return;
  const measure = plan.measure;
  const field =
    measure.kind === 'average' && measure.field
      ? vocabulary.dictionary.fields.find(
          (candidate) => candidate.entity === plan.entity && candidate.name === measure.field,
        )
      : measure.kind === 'count' && !COUNT_WORDS.test(question)
        ? saidField(question, vocabulary, plan)
        : undefined;
  if (!field || field.type !== 'number') return;
  // "the largest single refund", "the biggest single compensation payment": read as records
  // counted, the number field the words name is the value asked, not a filter or a word unknown.
  if (measure.kind === 'count') {
    dropFieldWords(plan, field, /^(payment|payments|amount|amounts|sum|sums)$/);
  }
  const side: Side =
    (said ? SIDES.get(said) : undefined) ??
    (anyone?.[1]?.toLowerCase() === 'least' ? 'lower' : 'higher');
  const high =
    side === 'higher' ||
    (side === 'slower' && timeTaken(field)) ||
    (side === 'faster' && !timeTaken(field));
  const label =
    measure.kind === 'average' && /^(average|mean)\s+/i.test(measure.label)
      ? measure.label.replace(/^(average|mean)\s+/i, high ? 'highest ' : 'lowest ')
      : `${high ? 'highest' : 'lowest'} ${fieldLabel(field)}`;
  plan.measure = { kind: high ? 'max' : 'min', field: field.name, label };
  plan.unknown = plan.unknown.filter(
    (word) => !SAID_WORDS.has(word.toLowerCase()) && word.toLowerCase() !== said,
  );
  // "on a single job": how one record is said, not a value that holds the word ("Single Visit").
  // "the most anyone was refunded" of a refund amount: the verb is the number's, not the value
  // "Refund" of another field; a value of the field itself is no filter either.
  const stems = fieldStems(field);
  plan.filters = plan.filters.filter(
    (filter) =>
      !/^(?:a\s+)?(single|one)$/i.test(filter.said) &&
      (filter.op !== undefined ||
        (filter.field !== field.name &&
          (filter.negate || !rawWords(filter.said).every((word) => stems.has(stemOf(word)))))),
  );
}
