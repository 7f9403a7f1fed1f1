import type { PlanFilter, QuestionPlan } from './question-plan';
import { rawWords } from './number-fields';

/**
 * The two sides of a share, by where the question says them: "what proportion of complaints are
 * about Payments & Transfers" has its population after "proportion of" and its part after the
 * verb; a share never goes without a part.
 */

/** Where the first word a filter was said with stands in the question (-1: not found). */
function saidAt(lower: string, filter: PlanFilter): number {
  const first = rawWords(filter.said)[0];
  if (!first) return -1;
  const match = new RegExp(`\\b${first.replace(/[^\p{L}\p{N}]/gu, '')}`, 'u').exec(lower);
  return match ? match.index : -1;
}

/**
 * "What proportion of complaints are about Payments & Transfers?": the population is what
 * follows "proportion of" (complaints), the part what follows the verb; never a share without a
 * part.
 */
export function sharePart(question: string, plan: QuestionPlan): void {
  // A ranking's winner is the part, found when the ranking is observed (share-winner.ts).
  if (plan.measure.kind !== 'share' || plan.winnerAsPart) return;
  const lower = question.toLowerCase();
  // "What share of complaints come from students": when the parse put the population said
  // after "share of" as the part and the words after the verb as the population, swap them.
  if ((plan.measure.part?.length ?? 0) > 0) {
    swapSides(lower, plan);
    return;
  }
  if (plan.filters.length === 0) return;
  const shareAt = Math.max(
    0,
    lower.search(/\b(share|proportion|percentage|percent|fraction|ratio)\b/),
  );
  const verb =
    /\b(are|were|is|was|that|which|who|end(ed)? up|got|get|had|have|came|come|comes|being|with|about|mention\w*)\b/.exec(
      lower.slice(shareAt),
    );
  const cutAt = verb ? shareAt + verb.index : -1;
  const ordered = [...plan.filters].sort((a, b) => saidAt(lower, a) - saidAt(lower, b));
  let part = cutAt >= 0 ? ordered.filter((filter) => saidAt(lower, filter) >= cutAt) : [];
  if (part.length === 0) part = ordered.slice(-1);
  plan.measure.part = part;
  plan.filters = plan.filters.filter((filter) => !part.includes(filter));
}

/** Where the verb after "share of …" stands: the population comes before it, the part after. */
function cutOf(lower: string): number {
  const shareAt = lower.search(/\b(share|proportion|percentage|percent|fraction)\s+of\b/);
  if (shareAt < 0) return -1;
  const verb =
    /\b(are|were|is|was|that|which|who|end(ed)? up|got|get|had|have|came|come|comes|being|with|about|mention\w*)\b/.exec(
      lower.slice(shareAt),
    );
  return verb ? shareAt + verb.index : -1;
}

function swapSides(lower: string, plan: QuestionPlan): void {
  const cutAt = cutOf(lower);
  const part = plan.measure.part!;
  if (cutAt < 0 || plan.filters.length === 0) return;
  const positions = [...part, ...plan.filters].map((filter) => saidAt(lower, filter));
  if (positions.some((at) => at < 0)) return;
  const partBefore = part.every((filter) => saidAt(lower, filter) < cutAt);
  const restAfter = plan.filters.every((filter) => saidAt(lower, filter) >= cutAt);
  if (!partBefore || !restAfter) return;
  const population = part;
  plan.measure.part = plan.filters;
  plan.filters = population;
}
