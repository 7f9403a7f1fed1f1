import type { DatasetEntity, DatasetField } from '../../../../../src/agent/dataset';
import type { Measure } from './question-plan';
import {
  AVERAGE_WORDS,
  COUNT_WORDS,
  IN_TOTAL,
  LABEL_COUNTED,
  MEDIAN_WORDS,
  HIGH_MOOD,
  LOW_MOOD,
  MOOD,
  SHARE_WORDS,
  SUM_WORDS,
  TYPICAL_WORDS,
} from './question-words';
import {
  type FieldTerm,
  type MeasureTerm,
  normaliseWord,
  type TermMatch,
  type Vocabulary,
  words,
} from './vocabulary';
import { namesTheRecords } from './unknown-words';
import amountWords from '../../../../../src/agent/words/amount-words.json';

/** A verb of spending (time or money), amount-words.json. */
const SPENT = new RegExp(`\\b(${amountWords.spendingVerbs.join('|')})\\b`, 'i');
/** "per incident", "each time", "typically", "how long": a value of one record asked. */
const PER_RECORD =
  /\b(per|each|every|a single|one|typical(ly)?|usual(ly)?|normally|median|mean|how long|max(imum)?|min(imum)?|longest|shortest|highest|lowest|biggest|largest|smallest)\b/i;

/** The measure a question asks: a count, share, average, median, sum or rate of a field. */

/** Whether the question asks for the median, and whether it must make do with the mean. */
export function typical(text: string, medianOffered: boolean): 'median' | 'mean' | undefined {
  if (MEDIAN_WORDS.test(text)) return medianOffered ? 'median' : 'mean';
  if (TYPICAL_WORDS.test(text) && !AVERAGE_WORDS.test(text))
    return medianOffered ? 'median' : 'mean';
  return undefined;
}

export function numericField(field: DatasetField): boolean {
  return field.type === 'number' || field.role === 'sentiment';
}

export function fieldWords(field: DatasetField): string {
  return field.label ?? words(field.name).join(' ');
}

/** The measure a declared one stands for, with the question's own aggregate word winning. */
export function declaredMeasure(
  text: string,
  vocabulary: Vocabulary,
  term: MeasureTerm,
  medianOffered = true,
): Measure | undefined {
  const label = term.measure.label ?? words(term.measure.name).join(' ');
  if (!term.fn || (term.fn !== 'count' && !term.field)) return undefined;
  if (term.fn === 'count') return { kind: 'count', label };
  const field = vocabulary.dictionary.fields.find(
    (candidate) => candidate.name === term.field && candidate.entity === term.measure.entity,
  );
  const boolean = field?.type === 'boolean';
  const middle = boolean ? undefined : typical(text, medianOffered);
  if (middle === 'median') return { kind: 'median', field: term.field!, label };
  if (middle === 'mean')
    return { kind: 'average', field: term.field!, label, meanForTypical: true };
  if (AVERAGE_WORDS.test(text) && !boolean) return { kind: 'average', field: term.field!, label };
  if (term.fn === 'median' && medianOffered) return { kind: 'median', field: term.field!, label };
  if (term.fn === 'median')
    return { kind: 'average', field: term.field!, label, meanForTypical: true };
  if (term.fn === 'sum') return { kind: 'sum', field: term.field!, label };
  return { kind: boolean ? 'rate' : 'average', field: term.field!, label };
}

export function measureOf(
  text: string,
  vocabulary: Vocabulary,
  fieldMatches: TermMatch<FieldTerm>[],
  entity: DatasetEntity,
  medianOffered = true,
): Measure {
  const fields = vocabulary.dictionary.fields;
  const sentiment =
    fields.find(
      (field) => field.entity === entity && field.role === 'sentiment' && field.type === 'number',
    ) ?? fields.find((field) => field.role === 'sentiment' && field.type === 'number');
  const named = fieldMatches
    .map((match) => match.term.field)
    .map(
      (field) =>
        fields.find((candidate) => candidate.entity === entity && candidate.name === field.name) ??
        field,
    )
    .filter((field) => field.entity === entity);
  // "Did solo guests or couples rate us higher?", "rated best": the verb names the number
  // field whose name is a rating.
  const rated =
    /\b(rated|rates|rating|rate (?:us|it|them|the|their|our|this|that|higher|lower|better|worse|best|worst|highest|lowest))\b/i.test(
      text,
    )
      ? fields.find(
          (field) =>
            field.entity === entity &&
            field.type === 'number' &&
            field.role !== 'sentiment' &&
            words(`${field.name} ${field.label ?? ''}`).some((word) =>
              /^rat(ing|ed|e)s?$/.test(word),
            ),
        )
      : undefined;
  const numeric = named.find((field) => numericField(field) && field.type !== 'boolean') ?? rated;
  const flag = named.find((field) => field.type === 'boolean');
  // "how many days does it take": a value of a numeric field in its unit, not a count of records.
  const unitSaid = /\bhow many (\w+)(?:\s+(\w+))?/i.exec(text);
  const unit = unitSaid?.[1];
  // "how many repair jobs": a word before the records' own noun says which records, no unit.
  const recordsNext =
    unitSaid?.[2] !== undefined &&
    namesTheRecords(vocabulary, unitSaid[2]) &&
    !words(`${numeric?.name ?? ''} ${numeric?.label ?? ''}`).includes(normaliseWord(unitSaid[2]));
  const valueInUnit =
    numeric !== undefined &&
    unit !== undefined &&
    !recordsNext &&
    words(`${numeric.name} ${numeric.label ?? ''}`).includes(normaliseWord(unit));
  // "the average number of nights", "the total number of nights": the number field's own value
  // averaged or added up, not a count of records.
  const ofField =
    numeric !== undefined &&
    /\b(average|mean|avg|median|typical|total|combined)\s+(number|count|amount)\s+of\b/i.test(text);
  const counting = COUNT_WORDS.test(text) && !valueInUnit && !ofField;
  // "avg hours to close for urgent requests": an average of the number field, over the flagged.
  const numberAsked =
    numeric !== undefined && (AVERAGE_WORDS.test(text) || MEDIAN_WORDS.test(text));
  // "How negative or positive are fast-track claims?": their mood is asked, the flag says which.
  const moodOfFlagged = sentiment !== undefined && /\bhow (negative|positive)\b/i.test(text);
  if (flag && !counting && !numberAsked && !moodOfFlagged)
    return { kind: 'rate', field: flag.name, label: `${fieldWords(flag)} rate` };
  const middle = numeric && numeric.role !== 'sentiment' ? typical(text, medianOffered) : undefined;
  if (numeric && middle === 'median') {
    return { kind: 'median', field: numeric.name, label: `median ${fieldWords(numeric)}` };
  }
  if (numeric && middle === 'mean' && !counting) {
    return {
      kind: 'average',
      field: numeric.name,
      label: `average ${fieldWords(numeric)}`,
      meanForTypical: true,
    };
  }
  const summed =
    SUM_WORDS.test(text) ||
    (IN_TOTAL.test(text) && !AVERAGE_WORDS.test(text)) ||
    (ofField && /\b(total|combined)\s+(number|count|amount)\s+of\b/i.test(text));
  // "how many hours did we spend last month", "hours spent on printing": what was spent, said in
  // the field's unit or by a verb of spending with no average or rate asked, is added up.
  const spentInAll =
    SPENT.test(text) &&
    !PER_RECORD.test(text) &&
    !AVERAGE_WORDS.test(text) &&
    (valueInUnit || (unit === undefined && !counting));
  if (numeric && (summed || spentInAll) && numeric.role !== 'sentiment') {
    return { kind: 'sum', field: numeric.name, label: `total ${fieldWords(numeric)}` };
  }
  // "What percentage of tweets carry a neutral sentiment": the share of a label, though the
  // sentiment is named (where the data labels each record's sentiment).
  if (
    numeric?.role === 'sentiment' &&
    fields.some(
      (field) => field.entity === entity && field.role === 'sentiment_label' && field.filled > 0,
    ) &&
    !counting &&
    SHARE_WORDS.test(text) &&
    !AVERAGE_WORDS.test(text)
  ) {
    return { kind: 'share', label: 'share' };
  }
  if (numeric && !counting) {
    return { kind: 'average', field: numeric.name, label: `average ${fieldWords(numeric)}` };
  }
  const moody =
    /\b(how|more|less|most|least) (negative|positive)\b/i.test(text) ||
    MOOD.test(text) ||
    LOW_MOOD.test(text) ||
    HIGH_MOOD.test(text);
  // "the most negative messages on average": the average, though records are named.
  const labelCounted = LABEL_COUNTED.test(text) && !AVERAGE_WORDS.test(text);
  // "What percent of calls were negative in tone": the share of a label, not the average.
  const shareAsked = SHARE_WORDS.test(text) && !AVERAGE_WORDS.test(text);
  if (!counting && sentiment && moody && !labelCounted && !shareAsked) {
    return { kind: 'average', field: sentiment.name, label: 'average sentiment' };
  }
  if (SHARE_WORDS.test(text) && !counting) return { kind: 'share', label: 'share' };
  return { kind: 'count', label: 'count' };
}
