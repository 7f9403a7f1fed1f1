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

/** Words that set values against each other, so "A or B" is a choice between them. */
export const SET_AGAINST =
  /\b(vs\.?|versus|compared?|comparison|against|than|between|differ\w*)\b/i;

/**
 * "Which handler had the most claims in the North or East?": values of one field joined by "or"
 * (or commas) while the question groups by another field are where to look, one filter holding
 * them all, not two sides to compare: the groups asked for are the other field's.
 */
export function joinAlternativesUnderGrouping(
  question: string,
  given: PlanFilter[],
  groupedBy: string | undefined,
): PlanFilter[] {
  if (!groupedBy || SET_AGAINST.test(question)) return given;
  const lower = question.toLowerCase();
  let filters = given;
  const fields = new Set(given.map((filter) => filter.field));
  for (const field of fields) {
    if (field === groupedBy) continue;
    const same = filters.filter(
      (filter) => filter.field === field && !filter.negate && !filter.op && !filter.partial,
    );
    if (same.length < 2) continue;
    // Only values said one after another, with nothing but commas and "or" between them.
    // "fly tipping" as said of "fly-tipping": found with the punctuation read as spaces.
    const plain = lower.replace(/[^a-z0-9]/g, ' ');
    const at = same.map((filter) =>
      plain.indexOf(filter.said.toLowerCase().replace(/[^a-z0-9]/g, ' ')),
    );
    if (at.some((index) => index < 0)) continue;
    const order = same
      .map((filter, index) => ({ filter, at: at[index]! }))
      .sort((a, b) => a.at - b.at);
    const joined = order.slice(1).every((item, index) => {
      const before = order[index]!;
      const between = lower.slice(before.at + before.filter.said.length, item.at);
      return /^\s*(?:,\s*)?(?:or\s+)?(?:the\s+)?$/.test(between) && /,|\bor\b/.test(between);
    });
    if (!joined) continue;
    const merged: PlanFilter = {
      ...order[0]!.filter,
      values: [...new Set(order.flatMap((item) => item.filter.values))],
      said: order.map((item) => item.filter.said).join(' or '),
    };
    const first = filters.indexOf(order[0]!.filter);
    filters = filters.flatMap((filter, index) =>
      index === first ? [merged] : same.includes(filter) ? [] : [filter],
    );
  }
  return filters;
}
