import words from './relative-share.json';
import type { QuestionPlan } from './question-plan';

/**
 * "Which hotel gets the most complaints relative to its size?", "which station has the most
 * rejected claims per head of volume?": a count ranked against each group's own size is the
 * value's share of each group's records (relative-share.json) — the values said are the part,
 * each group's records the base. A value left out ("not Noise") and a text filter keep picking
 * the records.
 */
const RELATIVE = new RegExp(
  `\\b(?:${words.relating.join('|')})\\s+(?:(?:${words.pointers.join('|')})\\s+)?(?:(?:${words.ownWords.join('|')})\\s+)?(?:${words.sizeNouns.join('|')})\\b`,
  'i',
);

export function relativeShare(question: string, plan: QuestionPlan): void {
  if (plan.measure.kind !== 'count' || !plan.groupBy || !plan.rank) return;
  if (plan.compare || plan.lookup || plan.tool || plan.records || plan.refers) return;
  const relative = RELATIVE.exec(question);
  if (!relative) return;
  const grouped = plan.groupBy.field;
  const part = plan.filters.filter(
    (filter) => !filter.op && !filter.negate && filter.field !== grouped,
  );
  if (part.length === 0) return;
  plan.measure = { kind: 'share', label: 'share', part };
  plan.filters = plan.filters.filter((filter) => !part.includes(filter));
  // "size", "workload": the group's own size, which the share's base is, no word the data lacks.
  const said = relative[0].toLowerCase();
  plan.unknown = plan.unknown.filter((word) => !said.includes(word.toLowerCase()));
}
