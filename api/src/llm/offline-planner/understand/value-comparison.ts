import type { PlanFilter, QuestionPlan } from './question-plan';
import { COMPARE_WORDS } from './question-reading';

/** Words that set two values against each other rather than adding them up. */
const SET_APART =
  /\b(vs\.?|versus|compared?|comparison|against|than|more|fewer|less|differ\w*|difference|which|who|whom|higher|lower|better|worse|bigger|smaller|larger|greater|each|respectively|separately|between|split|breakdown|side by side|happier|angrier|both)\b|\b\w+er than\b/i;

/** "Put A beside B", "contrast A with B", "by how many does A outnumber B": two sides set apart. */
const SIDE_BY_SIDE =
  /\b(?:contrast\w*|beside|alongside|next\s+to|outnumber\w*|outweigh\w*|outstrip\w*|outpac\w*)\b/i;

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
  return !SET_APART.test(question) && !SIDE_BY_SIDE.test(question);
}

/** The filters with those of `field` replaced by `merged`, where the first of them stood. */
function inPlaceOf(filters: PlanFilter[], field: string, merged: PlanFilter): PlanFilter[] {
  const at = filters.findIndex((filter) => filter.field === field);
  return filters.flatMap((filter, index) =>
    index === at ? [merged] : filter.field === field ? [] : [filter],
  );
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
    // "Priya or Tom" of "Priya Shah" and "Tom Ellis": values hinted at by different words are
    // said apart all the same.
    const apart =
      list.length === 0 &&
      all.length >= 2 &&
      all.every((filter) => filter.values.length === 1) &&
      new Set(all.map((filter) => filter.said.toLowerCase())).size === all.length
        ? all
        : list;
    const distinct = [...new Set(apart.flatMap((filter) => filter.values))];
    // "open or in progress", "phone and email combined": one filter with both, the total asked.
    // A value matched on one telling word ("water or waste" of "Water & Sewer") joins too: two
    // values of one field can never both hold, so kept apart they would match nothing.
    // A value said in full outweighs one only hinted at ("closed but only partly upheld").
    const together = list.length > 0 ? list : all;
    const joined = [...new Set(together.flatMap((filter) => filter.values))];
    if (joined.length >= 2 && !together.some((filter) => filter.negate) && combinedAsk(question)) {
      const merged: PlanFilter = {
        ...together[0]!,
        values: joined,
        said: together.map((f) => f.said).join(' or '),
      };
      // Values said in full have always gone last; hinted ones keep their place.
      filters =
        list.length > 0
          ? [...filters.filter((filter) => filter.field !== field), merged]
          : inPlaceOf(filters, field, merged);
      continue;
    }
    if (distinct.length < 2 || apart.length < 2 || apart.some((filter) => filter.negate)) continue;
    if (COMPARE_WORDS.test(lower) || /\band\b/.test(lower) || SIDE_BY_SIDE.test(lower)) {
      const compare: QuestionPlan['compare'] = {
        field,
        values: [String(distinct[0]), String(distinct[1])],
      };
      return { filters: filters.filter((filter) => filter.field !== field), compare };
    }
  }
  return { filters };
}
