import type { PlanFilter, QuestionPlan } from './question-plan';
import { COMPARE_WORDS } from './question-reading';

/** Words that set two values against each other rather than adding them up. */
const SET_APART =
  /\b(vs\.?|versus|compared?|comparison|against|than|more|fewer|less|differ\w*|difference|which|who|whom|higher|lower|better|worse|bigger|smaller|larger|greater|each|respectively|separately|between|split|breakdown|side by side|happier|angrier)\b|\b\w+er than\b/i;

/**
 * Two values of one field joined by "or", "and", "plus" with nothing setting them apart: the
 * question asks about them together ("cases still open or in progress", "X and Y combined").
 */
export function combinedAsk(question: string): boolean {
  if (
    /\b(combined|together|altogether|in total|taken together|put together|jointly|between them|in all)\b/i.test(
      question,
    )
  )
    return true;
  return !SET_APART.test(question);
}

/**
 * Two values of one field said apart ("premier vs student"): a comparison of the two; joined
 * ("open or in progress", "phone and email combined"): one filter with both, the total asked.
 */
export function compareTwoValues(
  question: string,
  given: PlanFilter[],
): { filters: PlanFilter[]; compare?: QuestionPlan['compare'] } {
  let filters = given;
  const lower = question.toLowerCase();
  const byField = new Map<string, PlanFilter[]>();
  for (const filter of filters)
    byField.set(filter.field, [...(byField.get(filter.field) ?? []), filter]);
  for (const [field, all] of byField) {
    // A value matched on one telling word ("delivery") is no second value said apart.
    const list = all.filter((filter) => !filter.partial);
    const distinct = [...new Set(list.flatMap((filter) => filter.values))];
    if (distinct.length < 2 || list.length < 2 || list.some((filter) => filter.negate)) continue;
    // "open or in progress", "phone and email combined": one filter with both, the total asked.
    if (combinedAsk(question)) {
      const merged: PlanFilter = {
        ...list[0]!,
        values: distinct,
        said: list.map((f) => f.said).join(' or '),
      };
      filters = [...filters.filter((filter) => filter.field !== field), merged];
      continue;
    }
    if (COMPARE_WORDS.test(lower) || /\band\b/.test(lower)) {
      const compare: QuestionPlan['compare'] = {
        field,
        values: [String(distinct[0]), String(distinct[1])],
      };
      return { filters: filters.filter((filter) => filter.field !== field), compare };
    }
  }
  return { filters };
}
