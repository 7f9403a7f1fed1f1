import type { QuestionPlan } from './question-plan';

/**
 * "What about for urgent requests only?", "for TEL requests only", "just the APP ones?", "only
 * among first class passengers": a follow-up that narrows the earlier records to a value and
 * asks the earlier figure again over them.
 */
const NARROWS =
  /^\s*(?:(?:and|but|ok(?:ay)?|so|now|then)\s*,?\s+)?(?:(?:what|how)\s+about\s+)?(?:(?:for|among|with|in|on|from|to)\s+)?(?:(?:the|those|these)\s+)?(?:only|just|solely|exclusively)\b|\b(?:only|alone|exclusively)\s*[?.!]*\s*$/i;

/** How many words a narrowing follow-up has at most: a longer question asks its own thing. */
const MOST_WORDS = 9;

/** Whether the question narrows the earlier turn's records ("for first class only?"). */
export function narrowsPrevious(question: string): boolean {
  return NARROWS.test(question) && question.trim().split(/\s+/).length <= MOST_WORDS;
}

/**
 * A yes/no field named in a narrowing follow-up is a filter on its yes value, not its rate asked
 * ("what about for urgent requests only?" after an average keeps the average, over the urgent):
 * the plan's rate becomes that filter and the measure is left for the earlier turn's.
 */
export function narrowedByFlag(question: string, plan: QuestionPlan): QuestionPlan {
  if (!narrowsPrevious(question) || plan.measure.kind !== 'rate' || !plan.measure.field) {
    return plan;
  }
  const field = plan.measure.field;
  if (plan.filters.some((filter) => filter.field === field)) return plan;
  return {
    ...plan,
    measure: { kind: 'count', label: 'count' },
    filters: [...plan.filters, { entity: plan.entity, field, values: [true], said: field }],
  };
}
