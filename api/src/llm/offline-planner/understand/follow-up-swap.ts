import type { QuestionPlan } from './question-plan';
import { COUNT_WORDS, SHARE_WORDS, AVERAGE_WORDS } from './question-reading';
import { FUNCTION_WORDS, words } from './vocabulary';

/** "And for Delta?", "what about April?", "same for Wales": another subject, the same question. */
const SWAP_LEAD = /^\s*(and|what about|how about|same for|same in|now|then|also|but|ok(ay)?,?)\b/i;
/** Words that point back at the earlier records or figure rather than asking it again. */
const POINTS_BACK = /\b(them|those|these|they|their|it|its|that|this|one|ones)\b/i;
/** "the Central Annex ones", "the urgent ones": words before "ones" that name the subject. */
const NAMED_ONES = /\b(?:the|those|these)\s+((?:[\w'-]+\s+){0,2}[\w'-]+)\s+ones\b/gi;

/**
 * Whether a follow-up only swaps or adds a filter or a period ("What was the top reason for
 * United?" then "And for Delta?"): the earlier ranking (its grouping and order) is asked again
 * over the new subject. A follow-up that counts, measures, groups or points back asks something
 * of its own.
 */
export function swapsSubjectOnly(question: string, plan: QuestionPlan): boolean {
  // "what about the airport ones": a subject said before "ones" is named, not pointed back at.
  if (POINTS_BACK.test(question.replace(NAMED_ONES, '$1'))) return false;
  if (!SWAP_LEAD.test(question) && !saysOnlyValues(question, plan)) return false;
  if (COUNT_WORDS.test(question) || SHARE_WORDS.test(question) || AVERAGE_WORDS.test(question))
    return false;
  if (plan.measure.kind !== 'count' || plan.groupBy || plan.compare || plan.lookup) return false;
  if (plan.records || plan.topic || plan.tool || plan.why || plan.direction) return false;
  return plan.filters.length > 0 || plan.period !== undefined;
}

/** "Delta?", "Wales and Scotland?": the question is nothing but values of the data. */
export function saysOnlyValues(question: string, plan: QuestionPlan): boolean {
  const said = new Set(plan.filters.flatMap((filter) => words(filter.said)));
  const content = words(question).filter((word) => !FUNCTION_WORDS.has(word));
  return content.length > 0 && content.every((word) => said.has(word));
}
