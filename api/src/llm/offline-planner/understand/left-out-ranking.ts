import type { DataDictionary } from '../../../../../src/agent/dataset';
import leftOut from './left-out-words.json';
import { fieldLabel } from './number-fields';
import type { QuestionPlan } from './question-plan';

const phrases = (list: readonly string[]): RegExp =>
  new RegExp(`\\b(?:${list.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
const MOST = phrases(leftOut.most);
const LEAST = phrases(leftOut.least);
const ASKING = phrases(leftOut.asking);

/**
 * "Apart from Payments, which gets the most complaints?", "Besides Breakfast, what do guests
 * complain about most?", "Other than Harrogate, where do we get the most queries?": a count
 * ranked with no grouping named ranks the field of the one value left out (every value but it).
 */
export function leftOutRanking(
  question: string,
  dictionary: DataDictionary,
  plan: QuestionPlan,
): void {
  if (plan.groupBy || plan.compare || plan.lookup || plan.records) return;
  if (plan.measure.kind !== 'count') return;
  if (!ASKING.test(question)) return;
  const least = LEAST.test(question);
  if (!least && !MOST.test(question)) return;
  const left = plan.filters.filter((filter) => filter.negate && !filter.op);
  if (left.length !== 1) return;
  const [filter] = left;
  const field = dictionary.fields.find(
    (candidate) =>
      candidate.name === filter!.field &&
      candidate.entity === filter!.entity &&
      candidate.type === 'category',
  );
  if (!field) return;
  plan.groupBy = { field: field.name, label: fieldLabel(field) };
  plan.rank = { direction: least ? 'asc' : 'desc', limit: 1 };
}
