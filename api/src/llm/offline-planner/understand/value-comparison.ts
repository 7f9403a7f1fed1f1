import type { PlanFilter, QuestionPlan } from './question-plan';

/** Words that set two values against each other rather than adding them up. */
const SET_APART =
  /\b(vs\.?|versus|compared?|comparison|against|than|more|fewer|less|differ\w*|difference|which|who|whom|higher|lower|better|worse|bigger|smaller|larger|greater|each|apiece|respectively|separately|individually|between|split|breakdown|side by side|happier|angrier|relative to|stack(?:s|ed)? up)\b|\b\w+er than\b|\bboth\b(?!(?:\s+[\w'’-]+){1,4}\s+(?:and|&|plus)\s)/i;

/** "Put A beside B", "contrast A with B", "by how many does A outnumber B": two sides set apart. */
const SIDE_BY_SIDE =
  /\b(?:contrast\w*|beside|alongside|next\s+to|outnumber\w*|outweigh\w*|outstrip\w*|outpac\w*)\b/i;

/**
 * Two values of one field joined by "or", "and", "plus" with nothing setting them apart: the
 * question asks about them together ("cases still open or in progress", "X and Y combined",
 * "counting both open and on-hold ones"). "Both" sets sides apart only when it joins no values
 * ("give both counts", "numbers for both").
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

function spelledPattern(said: string): string {
  return said
    .split(/\W+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\W+');
}

/**
 * "upheld or partly upheld", "partly upheld compared with fully upheld": a value only hinted at
 * ("upheld" of "Closed - upheld") joined by "or", "and", a comma or a word of comparison right
 * beside a value said in full is an alternative of its own, not the same word said again.
 */
function joinedHints(question: string, all: PlanFilter[], full: PlanFilter[]): PlanFilter[] {
  return all.filter(
    (hint) =>
      hint.partial &&
      !hint.negate &&
      hint.values.every((value) => !full.some((filter) => filter.values.includes(value))) &&
      full.some((filter) => {
        const [a, b] = [spelledPattern(hint.said), spelledPattern(filter.said)];
        const joint =
          '\\s*(?:,|\\bor\\b|\\band\\b|\\bplus\\b|&|/|\\bvs\\b\\.?|\\bversus\\b|\\bagainst\\b|\\bthan\\b|\\bcompared\\s+(?:with|to)\\b|\\brelative\\s+to\\b)\\s*(?:\\w+\\s+)?';
        return new RegExp(`\\b(?:${a}${joint}${b}|${b}${joint}${a})\\b`, 'i').test(question);
      }),
  );
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
    // "open or in progress", "phone and email combined": one filter with both, the total asked.
    // A value matched on one telling word ("water or waste" of "Water & Sewer") joins too: two
    // values of one field can never both hold, so kept apart they would match nothing.
    // A value said in full outweighs one only hinted at ("closed but only partly upheld").
    // "Not closed, counting both open and in progress": the values named say which records; the
    // value ruled out is implied by them. Three or more said apart join too: two sides at most
    // are compared.
    const together = (
      list.length > 0 ? [...list, ...joinedHints(question, all, list)] : all
    ).filter((filter) => !filter.negate);
    const joined = [...new Set(together.flatMap((filter) => filter.values))];
    if (joined.length >= 2 && (joined.length > 2 || combinedAsk(question))) {
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
    const at = (filter: PlanFilter) =>
      new RegExp(`\\b${spelledPattern(filter.said)}\\b`, 'i').exec(question)?.index ?? -1;
    const sides = (apart === all ? all : [...apart, ...joinedHints(question, all, apart)])
      .filter((filter) => !filter.negate)
      .sort((a, b) => at(a) - at(b));
    const values = [...new Set(sides.flatMap((filter) => filter.values))];
    if (values.length !== 2 || sides.length < 2) continue;
    // Two values of one field said apart ("Storm relative to Fire", "A or B, how many each"):
    // each side its own figure, never both required of one record.
    const compare: QuestionPlan['compare'] = {
      field,
      values: [String(values[0]), String(values[1])],
    };
    return { filters: filters.filter((filter) => filter.field !== field), compare };
  }
  return { filters };
}
