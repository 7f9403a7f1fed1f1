import { onEntity, type QuestionInput } from './question-reading';
import type { QuestionPlan } from './question-plan';
import { parseQuestion } from './parse-question';

/**
 * "How many cases were opened in Q3 and how many breached SLA?": one question, two asks. The
 * second ask starts with a question word of its own after "and"; a clause that leans back on the
 * first ("and how does that compare …") is not split, the whole question reads it.
 */
const SECOND_ASK =
  /^(.{8,}?)(?:\s*,)?\s+(?:and|also|plus)\s+((?:how many|how much|what(?:'s|\s+is|\s+was|\s+were|\s+are)?\s+(?:the\s+|their\s+|its\s+)?(?:share|percentage|proportion|number|average|mean|median|rate|total)|which)\b.{3,})$/i;

/** A reference back to the first ask at the start of the second: the whole question reads it. */
const LEANS_BACK = /^\S+(?:\s+\S+)?\s+(that|this|it|those|these)\b/i;

/** The question's asks: one, or the first and the second when it asks two things. */
export function splitAsks(question: string): string[] {
  const match = SECOND_ASK.exec(question.trim());
  if (!match) return [question];
  const [, first, second] = match as unknown as [string, string, string];
  if (LEANS_BACK.test(second)) return [question];
  return [first.replace(/[,;]\s*$/, '').trim(), second.trim()];
}

/**
 * The second ask's plan, reading what it leaves unsaid from the first: its period, its records
 * (when it names none) and the filters on fields it does not filter itself ("and how many of
 * those breached SLA" keeps the first ask's subject).
 */
export function secondAskPlan(input: QuestionInput, first: QuestionPlan): QuestionPlan {
  const { previous: _previous, ...alone } = input;
  const plan = parseQuestion(alone);
  const ownEntity =
    plan.filters.length > 0 || plan.measure.kind !== 'count' || plan.groupBy !== undefined;
  if (!ownEntity) plan.entity = first.entity;
  if (!plan.period && !plan.compare && first.period) plan.period = first.period;
  if (!plan.outside && first.outside && plan.period === first.period) plan.outside = first.outside;
  const own = new Set(plan.filters.map((filter) => filter.field));
  for (const filter of first.filters) {
    if (own.has(filter.field)) continue;
    const moved = onEntity(input.vocabulary, filter, plan.entity);
    if (moved) plan.filters.unshift(moved);
  }
  return plan;
}
