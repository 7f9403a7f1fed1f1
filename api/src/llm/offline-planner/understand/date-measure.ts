import { ARRIVAL, datedFieldNamed } from './dated-field';
import { label } from './answer-words';
import type { ExecutionContext } from './execute-plan';
import type { QuestionPlan } from './question-plan';
import type { Vocabulary } from './vocabulary';

/** A span's unit after "last"/"first": a period ("the last month"), not a record. */
const SPAN_AFTER = String.raw`(?!(?:\d+\s+)?(?:days?|weeks?|months?|years?|quarters?|hours?|fortnights?|couple|few|several|half|\d)\b)`;
const EARLY = '(?:very\\s+)?(?:first|earliest|oldest)';
const LATE = '(?:very\\s+)?(?:last|latest|most\\s+recent|newest|final)';

/**
 * "When did the first Oven job come in?", "when was the most recent callback?", "the date of the
 * earliest S1 job", "when was the last time we had a burst main?", "how long ago was the last
 * one?", "when did we last get a billing complaint?": a date is the figure asked, the earliest or
 * the latest of the records' date (their own time, or a date field the question names), over the
 * filters and the period asked; never a count nor a grouping by day.
 */
const ASKS_DATE = new RegExp(
  String.raw`\b(?:when\b|what\s+(?:day|date)\b|which\s+(?:day|date)\b|(?:the\s+)?(?:date|day)\s+of\s+the\b|how\s+long\s+ago\b|how\s+(?:many\s+days|long)\s+(?:has\s+it\s+been\s+)?since\b)`,
  'i',
);
const EXTREME = new RegExp(
  String.raw`\b(?:(${EARLY})|(${LATE}))\s+${SPAN_AFTER}|\b(?:we|they|it|you|i)\s+(?:(first)|(last))\b|\b(?:(first)|(last))\s+(?:came|arrived|got|had|saw|received|logged|reported|recorded|happened)\b`,
  'i',
);

export function dateMeasure(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.lookup || plan.tool || plan.compare || plan.describe) return;
  const dates = (name: string | undefined) =>
    vocabulary.dictionary.fields.some(
      (field) => field.entity === plan.entity && field.name === name && field.type === 'date',
    );
  // "The earliest S1 job" read as records ranked by their date: the date is what is asked.
  if (plan.records && !dates(plan.records.field)) return;
  if (plan.groupBy && !plan.groupBy.time) return;
  if (!ASKS_DATE.test(question)) return;
  const extreme = EXTREME.exec(question);
  if (!extreme) return;
  const early = Boolean(extreme[1] ?? extreme[3] ?? extreme[5]);
  const dictionary = vocabulary.dictionary;
  // "When was the first claim repaired": a date field the question names, unless the verb is
  // the records' arriving ("came in", "was logged"): then their own time.
  const named = ARRIVAL.test(question) ? undefined : datedFieldNamed(question, vocabulary, plan);
  const field =
    named ??
    dictionary.fields.find(
      (candidate) => candidate.entity === plan.entity && candidate.role === 'time',
    );
  if (!field) return;
  // "The very first NHS referral", "the newest urgent request": a flag or a part read as the
  // figure is which records are meant.
  const measure = plan.measure;
  if (measure.kind === 'rate' && measure.field) {
    const flag = measure.field;
    if (!plan.filters.some((filter) => filter.field === flag)) {
      plan.filters.push({ entity: plan.entity, field: flag, values: [true], said: measure.label });
    }
  }
  if (measure.kind === 'share') plan.filters.push(...(measure.part ?? []));
  const label = early ? 'earliest date' : 'latest date';
  plan.measure = { kind: early ? 'min' : 'max', field: field.name, label };
  delete plan.groupBy;
  delete plan.rank;
  delete plan.perPeriod;
  delete plan.records;
  // "How long ago", "since": said of the date, not words the data lacks.
  plan.unknown = plan.unknown.filter(
    (word) =>
      !/^(?:when|ago|since|long|time|date|day|very|first|last|earliest|oldest|latest|newest|final|recent|most recent)$/i.test(
        word,
      ),
  );
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}

/** The whole days from one day to a later one. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * "The earliest Oven job came on **2025-03-04** (of 412 jobs where …)": a date measure's answer,
 * the day first, the time of day when the data holds one, and how long before the data's last
 * day it fell.
 */
export function dateLine(
  context: ExecutionContext,
  plan: QuestionPlan,
  value: unknown,
  matched: number,
  records: string,
  when: string,
): string | undefined {
  const measure = plan.measure;
  if (measure.kind !== 'min' && measure.kind !== 'max') return undefined;
  const field = context.dictionary.fields.find(
    (own) => own.entity === plan.entity && own.name === measure.field,
  );
  if (field?.type !== 'date' || typeof value !== 'string') return undefined;
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const time = /T(\d{2}:\d{2})/.exec(value)?.[1];
  const at = time && time !== '00:00' ? ` at ${time}` : '';
  const which = measure.kind === 'min' ? 'earliest' : 'latest';
  const own = field.role === 'time' ? 'date' : label(context.dictionary, field.name);
  const ago = daysBetween(day, context.span.to);
  const before =
    measure.kind === 'max' && ago > 0
      ? ` That is ${ago} day${ago === 1 ? '' : 's'} before the data's last day (${context.span.to}).`
      : '';
  return `The ${which} ${own} of the ${matched} ${records} is **${day}**${at}, ${when}.${before}`;
}
