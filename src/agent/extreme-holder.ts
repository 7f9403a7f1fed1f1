import type { FitFinding, FitSources } from './answer-fit';
import { splitAsks } from './ask-scope';
import { numberFieldsRead } from './number-readings';
import { tokens } from './question-constraints';
import { isPlainObject } from './validate-input';
import degreeWords from './words/superlative-words.json';

const SUPERLATIVES = new Set(degreeWords.superlatives);
const NOT_SUPERLATIVES = new Set(degreeWords.notSuperlatives);
/** Aggregates that keep the one record at an extreme ("max" by group names its holder). */
const EXTREMES = new Set(['max', 'min']);
/** Words with which the second ask points at that one record ("which fault was IT for"). */
const THE_ONE = new Set(['it', 'that', 'this', 'one']);

/**
 * "What was the biggest compensation payment, and which fault was it for?": the second ask wants
 * the group of the ONE record at the extreme the first ask found. A call that groups by a field
 * and counts or averages (the fault with the most escalations, the nature with the highest AVERAGE
 * refund) names the leader of another measure, not that record's group. A call grouping with the
 * extreme itself (max by fault), or one that lists records by the amount, answers it.
 */
export function checkExtremeHolder(sources: FitSources): FitFinding[] {
  const asks = splitAsks(sources.question);
  if (asks.length < 2) return [];
  const first = tokens(asks[0]!.text);
  if (!first.some(isSuperlative)) return [];
  const second = tokens(asks[1]!.text);
  if (!['which', 'what'].includes(second[0] ?? '') && !second.includes('which')) return [];
  if (!second.some((word) => THE_ONE.has(word))) return [];
  // An extreme of an amount: a count's leader ("the busiest route") is another check's.
  if (!sources.calls.some((call) => numberFieldsRead(call.input).length > 0)) return [];
  const grouped = sources.calls.filter((call) => groupsBy(call.input));
  if (!grouped.length) return [];
  if (grouped.some((call) => keepsExtreme(call.input))) return [];
  // A call that lists or finds records by the amount answers which record it was.
  if (sources.calls.some((call) => !groupsBy(call.input) && ordersByAmount(call.input))) return [];
  return [
    {
      check: 'measure',
      label: `The second ask ("${asks[1]!.text.trim()}") asks the group of the one record at the extreme; the grouping calls rank groups by another measure (a count or an average), not by that record`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the group named is not that of the record asked about',
      partial: true,
    },
  ];
}

function isSuperlative(word: string): boolean {
  if (SUPERLATIVES.has(word)) return true;
  return /(?:est)$/.test(word) && word.length > 4 && !NOT_SUPERLATIVES.has(word);
}

function groupsBy(input: unknown): boolean {
  return isPlainObject(input) && Array.isArray(input['groupBy']) && input['groupBy'].length > 0;
}

function keepsExtreme(input: unknown): boolean {
  if (!isPlainObject(input)) return false;
  const metrics = Array.isArray(input['metrics']) ? input['metrics'] : [];
  return metrics.some(
    (metric) => isPlainObject(metric) && EXTREMES.has(String(metric['fn']).toLowerCase()),
  );
}

/** A call ordered by a number field, or holding one to a bound (the record at the extreme). */
function ordersByAmount(input: unknown): boolean {
  if (!isPlainObject(input)) return false;
  const order = input['order'];
  if (isPlainObject(order) && typeof order['by'] === 'string' && order['by'] !== 'count') {
    return true;
  }
  const filters = Array.isArray(input['filters']) ? input['filters'] : [];
  const read = new Set(numberFieldsRead(input));
  return filters.some(
    (filter) =>
      isPlainObject(filter) &&
      ['eq', 'gte', 'gt', 'lte', 'lt'].includes(String(filter['op'])) &&
      typeof filter['value'] === 'number' &&
      (read.size === 0 || read.has(String(filter['field']))),
  );
}
