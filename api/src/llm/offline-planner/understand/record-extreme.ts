import type { DatasetField } from '../../../../../src/agent/dataset';
import extremeWords from './extreme-words.json';
import { fieldLabel, fieldWords, namedNumberFields, rawWords, stemOf } from './number-fields';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS } from './question-reading';
import timeUnits from './time-units.json';
import type { Vocabulary } from './vocabulary';

/**
 * "What was the weakest signal ever recorded?", "the slowest response we ever gave", "the
 * quickest any job was closed": a superlative said of one record ("ever", "any", "on record",
 * "we made") asks that record's value of the number field — its maximum or minimum — not the
 * field's average. Which end depends on the word (extreme-words.json) and, for words of speed, on
 * whether the field counts time taken (a slow response is a long one, a slow line a low speed).
 */

/** Words that say the figure is one record's, not the records' typical one. */
const ONE_RECORD_SAID =
  /\bever\b|\bon\s+record\b|\bof\s+all\s+time\b|\bany\s+(?:one\s+|single\s+)?(?:[a-z]+\s+)?(?:took|had|got|needed|waited|was|were|has|saw|recorded|logged)\b|\b(?:we|they|you|i)\s+(?:have\s+)?(?:ever\s+)?(?:made|gave|given|had|recorded|logged|saw|seen|paid|did|done|measured|got)\b|\b(?:single|individual)\b/i;

const WORDS = new Map<string, 'higher' | 'lower' | 'slower' | 'faster'>(
  (['higher', 'lower', 'slower', 'faster'] as const).flatMap((side) =>
    extremeWords[side].map((word) => [word, side] as const),
  ),
);

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
 * the question names ("the weakest signal"), else the one span of time whose end the question
 * names ("the slowest response": the days to the responded date).
 */
function saidField(question: string, vocabulary: Vocabulary, plan: QuestionPlan) {
  const fields = vocabulary.dictionary.fields.filter(
    (field) => field.entity === plan.entity && field.filled > 0,
  );
  const named = namedNumberFields(question, vocabulary.dictionary, plan.entity);
  if (named.length === 1) return named[0];
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

export function recordExtreme(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.groupBy || plan.rank || plan.compare || plan.records || plan.lookup || plan.tool) return;
  if (AVERAGE_WORDS.test(question) || !ONE_RECORD_SAID.test(question)) return;
  const said = question
    .toLowerCase()
    .split(/[^a-z]+/)
    .find((word) => WORDS.has(word));
  const side = said ? WORDS.get(said) : undefined;
  if (!side || !said) return;
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
  const high =
    side === 'higher' ||
    (side === 'slower' && timeTaken(field)) ||
    (side === 'faster' && !timeTaken(field));
  plan.measure = {
    kind: high ? 'max' : 'min',
    field: field.name,
    label: `${high ? 'highest' : 'lowest'} ${fieldLabel(field)}`,
  };
  plan.filters = plan.filters.filter((filter) => filter.field !== field.name || filter.op);
  plan.unknown = plan.unknown.filter((word) => word.toLowerCase() !== said && word !== 'ever');
}
