import type { QuestionPlan } from './question-plan';
import { TIME_GRAINS } from './question-reading';
import { rawWords } from './number-fields';

/**
 * "Was there a day when late deliveries suddenly piled up?", "on what date did oven jobs spike",
 * "a week when cancellations jumped": the peak of the filtered series over that period — grouped
 * by the period and its busiest one named with its count — not a category ranking or a list.
 */

/** A period named as the one asked for ("a day when", "which week", "what date"). */
const PERIOD_ASKED =
  /\b(?:a|one|any|the|which|what|on\s+which|on\s+what|in\s+which|in\s+what)\s+(day|date|week|month)\b/i;
/** Words for a sudden rise in how many records came in. */
const PILED =
  /\b(?:pil(?:e|es|ed|ing)\s+up|spik(?:e|es|ed|ing)|jump(?:s|ed|ing)?|surg(?:e|es|ed|ing)|soar(?:s|ed|ing)?|shot\s+up|shoot\s+up|rocket(?:s|ed|ing)?|skyrocket(?:s|ed|ing)?|balloon(?:s|ed|ing)?|explod(?:e|es|ed|ing)|peak(?:s|ed|ing)?|flood(?:s|ed|ing)?\s+in|poured\s+in|through\s+the\s+roof)\b/i;
/** The words of that rise, understood once the peak is read. */
const RISE_WORDS =
  /^(pile|piles|piled|piling|up|suddenly|sudden|spike|spikes|spiked|spiking|jump|jumps|jumped|jumping|surge|surges|surged|surging|soar|soars|soared|soaring|shot|shoot|rocket|rocketed|skyrocket|skyrocketed|balloon|ballooned|explode|exploded|peak|peaked|flood|flooded|poured|roof|one|it|was|there)$/;

export function periodPeak(question: string, plan: QuestionPlan): void {
  if (plan.compare || plan.lookup || plan.tool || plan.records || plan.why) return;
  // A grouping over time read from the question stands only at the grain asked.
  if (plan.groupBy && !plan.groupBy.time) return;
  if (plan.measure.kind !== 'count') return;
  const period = PERIOD_ASKED.exec(question);
  if (!period || !PILED.test(question)) return;
  const grain = TIME_GRAINS[period[1]!.toLowerCase()];
  if (!grain) return;
  plan.groupBy = grain;
  plan.rank = { direction: 'desc', limit: 1 };
  plan.unknown = plan.unknown.filter((said) => !rawWords(said).every((w) => RISE_WORDS.test(w)));
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
