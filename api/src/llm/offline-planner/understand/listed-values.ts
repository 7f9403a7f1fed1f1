import type { PlanFilter } from './question-plan';

/** "(billing, refunds or fees)", "[North, East]": a bracketed list of several items. */
const BRACKETED = /[([{]([^()[\]{}]+)[)\]}]/g;
const LIST_SEPARATOR = /,|;|\/|\bor\b|\band\b|\bnor\b/i;

/** The lower-cased contents of each bracket in the question that lists several items. */
function bracketedLists(question: string): string[] {
  return [...question.matchAll(BRACKETED)]
    .map((match) => match[1]!.toLowerCase())
    .filter((inside) => LIST_SEPARATOR.test(inside));
}

/** Whether the words `said` stand whole within a list's text. */
function saidWithin(list: string, said: string): boolean {
  const escaped = said
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\W+');
  return new RegExp(`(?:^|\\W)${escaped}(?:$|\\W)`).test(list);
}

/**
 * The values of one field listed in brackets ("complaints about (billing, refunds or fees)",
 * "claims in [North, East]") are one filter holding them all, whatever else the question says:
 * the brackets make them one set. A value matched on one telling word ("water" of "Escape of
 * water") counts as listed too, since the brackets say it is one of the items.
 */
export function joinListedValues(question: string, given: PlanFilter[]): PlanFilter[] {
  const lists = bracketedLists(question);
  if (lists.length === 0) return given;
  let filters = given;
  for (const list of lists) {
    const listed = filters.filter(
      (filter) => !filter.negate && !filter.op && saidWithin(list, filter.said),
    );
    const fields = new Set(listed.map((filter) => `${filter.entity}.${filter.field}`));
    for (const key of fields) {
      const same = listed.filter((filter) => `${filter.entity}.${filter.field}` === key);
      if (same.length < 2) continue;
      const values = [...new Set(same.flatMap((filter) => filter.values))];
      const joined: PlanFilter = {
        ...same[0]!,
        values,
        said: same.map((filter) => filter.said).join(' or '),
      };
      delete joined.partial;
      const at = filters.indexOf(same[0]!);
      filters = filters.flatMap((filter, index) =>
        index === at ? [joined] : same.includes(filter) ? [] : [filter],
      );
    }
  }
  return filters;
}

/**
 * "(water, lighting or waste)" read as "(water or lighting or waste)": the commas, slashes and
 * semicolons of a bracketed list say "or", so each item is read as a value of its own and not
 * run together with the next ("water waste").
 */
export function listedAsAlternatives(question: string): string {
  return question.replace(BRACKETED, (whole: string) =>
    LIST_SEPARATOR.test(whole)
      ? whole.replace(/\s*[,;]\s*(?:(?:or|and)\s+)?|(?<=[a-z])\s*\/\s*(?=[a-z])/gi, ' or ')
      : whole,
  );
}
