import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import type { QuestionPlan } from './question-plan';
import { AVERAGE_WORDS } from './question-words';

/**
 * "Which ward had the most negative complaints?", "how many positive reviews last month": records
 * counted by their mood. Where the data labels each record's sentiment, the label is a filter
 * already; where it holds only a score, the negative records are those scored below the scale's
 * middle (zero on a signed scale) and the positive ones those above it.
 */
const MOOD_SAID = /\b(negative|positive)\b/i;

function middleOf(field: DatasetField): number {
  const [min, max] = [Number(field.min), Number(field.max)];
  if (field.min === undefined || field.max === undefined || Number.isNaN(min + max)) return 0;
  return min < 0 ? 0 : (min + max) / 2;
}

export function sentimentSign(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.measure.kind !== 'count' || plan.lookup || plan.tool || plan.records) return;
  if (AVERAGE_WORDS.test(question)) return;
  const said = MOOD_SAID.exec(question);
  if (!said) return;
  const own = dictionary.fields.filter((field) => field.entity === plan.entity);
  const labels = own.filter((field) => field.role === 'sentiment_label');
  const word = said[1]!.toLowerCase();
  if (labels.some((field) => field.filled > 0)) return;
  const score = own.find(
    (field) => field.role === 'sentiment' && field.type === 'number' && field.filled > 0,
  );
  if (!score || plan.filters.some((filter) => filter.field === score.name)) return;
  plan.filters.push({
    entity: plan.entity,
    field: score.name,
    values: [middleOf(score)],
    op: word === 'negative' ? 'lt' : 'gt',
    said: said[1]!,
  });
  plan.unknown = plan.unknown.filter((unknown) => unknown.toLowerCase() !== word);
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
