import leftOut from './left-out-words.json';
import type { PlanFilter, QuestionPlan } from './question-plan';

const REMAINING = new RegExp(
  `\\b(?:${leftOut.remaining.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`,
  'i',
);
const REMAINING_WORDS = new Set(leftOut.remaining.flatMap((phrase) => phrase.split(' ')));

/**
 * "Leave out Hill Farm — how many are left?", "Excluding Harrogate, how many remain?": a count
 * whose only new scope is a value left out, asking what remains, leans on the previous question.
 */
export function leavesOut(question: string, plan: QuestionPlan): boolean {
  return (
    plan.filters.length > 0 &&
    plan.filters.every((filter) => filter.negate) &&
    !plan.groupBy &&
    !plan.compare &&
    !plan.lookup &&
    plan.measure.kind === 'count' &&
    REMAINING.test(question)
  );
}

/** The words asking what remains ("left", "remaining") ask nothing of the data. */
export function withoutRemainingWords(unknown: readonly string[]): string[] {
  return unknown.filter((word) => !REMAINING_WORDS.has(word.toLowerCase()));
}

/**
 * The previous question's filters with a value left out: "How many Leeds or York queries?" then
 * "Leave out York — how many are left?" keeps Leeds only; a value of another field is left out
 * beside the earlier filters.
 */
export function subtractLeftOut(
  earlier: readonly PlanFilter[],
  said: readonly PlanFilter[],
): { carried: PlanFilter[]; added: PlanFilter[] } {
  const carried = earlier.map((filter) => ({ ...filter, values: [...filter.values] }));
  const added: PlanFilter[] = [];
  for (const filter of said) {
    const held = carried.find(
      (before) =>
        before.field === filter.field &&
        before.entity === filter.entity &&
        !before.negate &&
        !before.op &&
        filter.values.every((value) => before.values.includes(value)) &&
        before.values.length > filter.values.length,
    );
    if (held) held.values = held.values.filter((value) => !filter.values.includes(value));
    else added.push(filter);
  }
  return { carried, added };
}
