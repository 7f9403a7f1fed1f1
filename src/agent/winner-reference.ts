import type { FitFinding, FitSources } from './answer-fit';
import { tokens } from './question-constraints';
import { isPlainObject } from './validate-input';

/** The previous question ranked and asked for one winner: "which queue … the most". */
const ASKS_WHICH = /\b(?:which|what)\b/i;
const RANKS =
  /\b(?:most|least|highest|lowest|top|busiest|quietest|biggest|largest|smallest|fewest|best|worst)\b/i;
/** "The top 5", "the three busiest": several winners, which "its" cannot point to. */
const SEVERAL = /\b(?:top|the)\s+(?:\d+|two|three|four|five|ten)\b/i;
const VALUE_OPS = new Set(['eq', 'in']);

/**
 * "Which queue handles the most tickets?" then "What is its average time to resolve?": "its"
 * points back at the queue the first answer named, so the figure must be of that queue. An answer
 * whose calls kept no value at all (every record, or only a period) states the average of all
 * records as if it were the winner's.
 */
export function checkWinnerReference(sources: FitSources): FitFinding[] {
  const previous = sources.previousQuestion;
  if (!previous || !ASKS_WHICH.test(previous) || !RANKS.test(previous)) return [];
  if (SEVERAL.test(previous)) return [];
  if (!tokens(sources.question).includes('its')) return [];
  if (!sources.calls.length || sources.calls.some(keepsValue)) return [];
  return [
    {
      check: 'filter',
      label:
        'The question asks about the winner of the previous ranking ("its"); no call kept the records to it, so the figures are of all records',
      delta: -0.25,
      cap: 0.44,
      capReason: 'the figures are not of the record the question points back to',
      partial: true,
    },
  ];
}

/** A call that kept the records to some value, or grouped them (the winner is then a row). */
function keepsValue(call: { input: unknown }): boolean {
  const input = call.input;
  if (!isPlainObject(input)) return true;
  const filters = Array.isArray(input['filters']) ? input['filters'] : [];
  const groupBy = Array.isArray(input['groupBy']) ? input['groupBy'] : [];
  if (groupBy.length) return true;
  if (filters.some((filter) => isPlainObject(filter) && VALUE_OPS.has(String(filter['op'])))) {
    return true;
  }
  // Tools other than a query take their scope as named inputs ("channel": "phone", an id).
  return Object.entries(input).some(
    ([key, value]) =>
      !['entity', 'filters', 'metrics', 'groupBy', 'order', 'limit', 'from', 'to'].includes(key) &&
      typeof value === 'string' &&
      value.length > 0,
  );
}
