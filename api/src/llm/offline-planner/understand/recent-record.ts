import type { QuestionInput } from './question-reading';
import type { QuestionPlan } from './question-plan';

/**
 * "What was customer U-487568's most recent complaint about?", "the last message from C-2",
 * "C-9's latest ticket": a customer looked up for their newest record, which the answer leads
 * with (from their card, or their records read newest first when the card lists none).
 * "Last month" is a period, not a record: the recency word must stand before a noun that is no
 * period.
 */
const RECENT =
  /\b(?:most\s+recent|latest|last|newest|final)\s+(?!(?:day|days|week|weeks|month|months|year|years|quarter|quarters|hour|hours|time|times|\d)\b)[\p{L}-]+/iu;

export function recentRecord(input: QuestionInput, plan: QuestionPlan): QuestionPlan {
  const lookup = plan.lookup;
  if (!lookup || (lookup.kind !== 'customer' && lookup.kind !== 'any')) return plan;
  if (!RECENT.test(input.question)) return plan;
  return { ...plan, lookup: { ...lookup, recent: true } };
}
