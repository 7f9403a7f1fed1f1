import often from './more-often-share.json';
import type { PlanFilter, QuestionPlan } from './question-plan';
import { AVERAGE_WORDS, COUNT_WORDS, MEDIAN_WORDS, SUM_WORDS } from './question-words';

/**
 * "Which gets closed as 'no fault found' more often, low pressure or no water contacts?", "are
 * Delay or Cancellation claims rejected more often?": how often a value comes up on each of two
 * sides is that value's share of each side's records. The value (said in the clause that ends
 * in "more often") is the share's part and the two sides stay compared — not a count of the
 * value, which the sides' sizes decide, and not an average or total of a number a word near it
 * happens to name ("closed" of a days-to-close span, "parking" of a parking fine). Filters said
 * in another clause ("In Coalville, …") keep picking the records.
 */

/** "more often", "most often", "less frequently": how often, said of one side against another. */
const OFTEN = new RegExp(
  `\\b(?:${often.degree.join('|')})\\s+(?:${often.frequency.join('|')})\\b`,
  'i',
);

/** Where the clause holding a word starts: after the last comma, dash, colon or semicolon. */
function clauseStart(text: string, at: number): number {
  const before = text.slice(0, at);
  const marks = [...before.matchAll(/[,;:—–]|\s-\s/g)];
  const last = marks.at(-1);
  return last ? last.index + last[0].length : 0;
}

export function moreOftenShare(question: string, plan: QuestionPlan): void {
  if (!plan.compare || !('field' in plan.compare) || plan.compare.rest) return;
  if (plan.lookup || plan.tool || plan.records || plan.groupBy) return;
  if (plan.measure.kind === 'share' || plan.measure.kind === 'rate') return;
  const often = OFTEN.exec(question);
  if (!often) return;
  // An average, a median or a total asked in so many words keeps its number.
  if (AVERAGE_WORDS.test(question) || MEDIAN_WORDS.test(question) || SUM_WORDS.test(question))
    return;
  if (COUNT_WORDS.test(question)) return;
  const lower = question.toLowerCase();
  const from = clauseStart(lower, often.index);
  const sideField = plan.compare.field;
  const inClause = (filter: PlanFilter) => {
    if (filter.op || filter.negate || filter.field === sideField) return false;
    const at = lower.indexOf(filter.said.toLowerCase(), from);
    return at >= from && at < often.index;
  };
  const part = plan.filters.filter(inClause);
  if (part.length === 0) return;
  plan.filters = plan.filters.filter((filter) => !part.includes(filter));
  plan.measure = { kind: 'share', label: 'share', part };
}
