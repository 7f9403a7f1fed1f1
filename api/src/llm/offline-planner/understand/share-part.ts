import type { Measure, PlanFilter } from './question-plan';
import { SHARE_WORDS } from './question-reading';

/**
 * Where the words of a share's part begin: its verb after the share word ("what share of refund
 * cases WERE escalated"), or -1.
 */
export function shareCutAt(question: string): number {
  const shareAt = question.search(SHARE_WORDS);
  const cut =
    /\b(are|were|is|was|that|which|who|end(ed)? up|got|get|had|have|came|being|with)\b/i.exec(
      question.slice(Math.max(0, shareAt)),
    );
  return cut ? shareAt + cut.index : -1;
}

/**
 * The part of a share among the filters said ("what share of refund cases were escalated":
 * escalated is the part, refund cases the whole): set on the measure; the rest are returned.
 */
export function splitSharePart(
  question: string,
  measure: Measure,
  given: PlanFilter[],
): PlanFilter[] {
  let filters = given;
  const lower = question.toLowerCase();
  const cutAt = shareCutAt(question);
  // "the negative tweet rate for United": what is measured comes before "for", the base after.
  const baseAt = cutAt < 0 ? lower.search(/\b(for|among|at|across)\b/) : -1;
  const saidAt = (filter: PlanFilter) => lower.indexOf(filter.said.toLowerCase());
  const beforeBase = filters.filter((filter) => saidAt(filter) >= 0 && saidAt(filter) < baseAt);
  // "North Leeds's share of the billing errors", "the clubs' share of …": the owner said
  // before "'s share of" is the part, what follows the base.
  const ownerAt = lower.search(
    /(?:['’]s|s['’])\s+(?:share|proportion|percentage|fraction|portion|part)\s+of\b/,
  );
  const owners = filters.filter((filter) => saidAt(filter) >= 0 && saidAt(filter) < ownerAt);
  let part =
    ownerAt >= 0 && owners.length > 0 && owners.length < filters.length
      ? owners
      : cutAt >= 0
        ? filters.filter((filter) => lower.indexOf(filter.said, cutAt) >= cutAt)
        : baseAt >= 0 && beforeBase.length > 0 && beforeBase.length < filters.length
          ? beforeBase
          : filters.slice(-1);
  // "What share of responses were timely": the one filter there is, is the part.
  if (part.length === 0 && filters.length === 1) part = filters;
  if (part.length > 0) {
    measure.part = part;
    filters = filters.filter((filter) => !part.includes(filter));
  }
  return filters;
}
