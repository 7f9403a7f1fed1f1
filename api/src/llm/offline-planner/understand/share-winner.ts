import type { PlanFilter, QuestionPlan } from './question-plan';
import { PLACE_POINTER, pointerPattern } from './winner-pointers';

/**
 * "Which channel brings in the most feedback, and what share of all feedback is that?": the
 * pointer is the ranking's winner, so its records are the share's part and what the ask names
 * (all records, "escalated requests") the base. Said "what share is that", with no base, the
 * base is what the ranking counted.
 */
const WINNER_SHARE =
  /(?:\b(?:share|percentage|percent|proportion|fraction|pct)\b|%).*\b(?:is|was|does|do|did|would|represents?)\s+(?:that|this|it)\b|\b(?:that|this|it)\s+(?:represents?|makes?\s+up|accounts?\s+for|is\s+of)\b/i;

const SHARE_ASKED = /(?:\b(?:share|percentage|percent|proportion|fraction|pct)\b|%)/i;
const ONE = `(?:${pointerPattern('source')})`;
/**
 * The winner as where the share's records came from or whose they were, after the share is
 * asked: "what share of all the praise came from it", "… went to that one", "… was theirs", "…
 * did it get", "… came from there" (never "what share of its messages …", a part of its own).
 */
const WINNER_AS_SOURCE = [
  new RegExp(
    `\\b(?:from|to|by|at|in|with|through|via|against)\\s+(?:${ONE}|${PLACE_POINTER})\\b`,
    'i',
  ),
  new RegExp(`\\b(?:did|does|do|would|will)\\s+${ONE}\\s+\\p{L}+`, 'iu'),
  new RegExp(`\\b(?:is|was|are|were)\\s+(?:${pointerPattern('owner')})\\s*[?.!]*\\s*$`, 'i'),
];

/** "What share of all X came from it": a share whose part is a ranking's one winner. */
export function winnerShareSaid(question: string): boolean {
  if (WINNER_SHARE.test(question)) return true;
  const asked = SHARE_ASKED.exec(question);
  if (!asked) return false;
  const after = question.slice(asked.index);
  return WINNER_AS_SOURCE.some((pattern) => pattern.test(after));
}

/** A base said as everything ("of all requests", "of the total", "overall"). */
const ALL_RECORDS = /\b(?:all|every|overall|total|whole|entire)\b/i;

const sameFilter = (a: PlanFilter, b: PlanFilter) =>
  a.field === b.field &&
  !a.negate === !b.negate &&
  a.values.length === b.values.length &&
  a.values.every((value) => b.values.includes(value));

/**
 * The share asked of a ranking's one winner, or undefined when the ask is no such share: the
 * plan's `refers` is the ranking, whose winner the executor adds to the part (`winnerAsPart`).
 */
export function winnerShare(
  question: string,
  plan: QuestionPlan,
  ranking: QuestionPlan,
  moved: (filters: readonly PlanFilter[]) => PlanFilter[],
): QuestionPlan | undefined {
  if (plan.measure.kind !== 'share' || !winnerShareSaid(question)) return undefined;
  const group = ranking.groupBy;
  if (!group || group.time || ranking.rank?.limit !== 1 || ranking.rank.position) return undefined;
  const named = [...plan.filters, ...(plan.measure.part ?? [])].filter(
    (filter) => filter.field !== group.field,
  );
  const base = named.length > 0 || ALL_RECORDS.test(question) ? named : moved(ranking.filters);
  const part = moved(
    ranking.filters.filter((filter) => !base.some((own) => sameFilter(own, filter))),
  );
  return {
    ...plan,
    filters: moved(base),
    measure: { ...plan.measure, part },
    refers: ranking,
    winnerAsPart: true,
  };
}

/** The winner as a filter: in the share's part when the share is the winner's. */
export function withWinner(plan: QuestionPlan, winner: PlanFilter): QuestionPlan {
  const filters = plan.filters.filter((filter) => filter.field !== winner.field);
  if (plan.winnerAsPart && plan.measure.kind === 'share') {
    const part = (plan.measure.part ?? []).filter((filter) => filter.field !== winner.field);
    return { ...plan, filters, measure: { ...plan.measure, part: [...part, winner] } };
  }
  return { ...plan, filters: [...filters, winner] };
}
