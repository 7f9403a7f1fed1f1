import type { ObservedCall } from './observed-values';
import type { CorpusPeriod } from './prompts';
import type { Constraint } from './question-constraints';
import { isPlainObject } from './validate-input';

export interface ConstraintCheck {
  constraint: Constraint;
  /** covered: some tool call computed with it; uncovered: none did; outside: the data has no such period/value. */
  outcome: 'covered' | 'uncovered' | 'outside';
  /** A sentence for the analyst when the outcome is not `covered`. */
  explanation?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const ISO_MONTH = /^\d{4}-\d{2}$/;
const PERIOD_KEYS = new Set(['period', 'day', 'date', 'month', 'week', 'at']);

/**
 * Checks each constraint of the question against what the successful tool calls actually used:
 * their inputs, the `filters` their outputs state, and the groups or per-period series they return.
 */
export function checkConstraints(
  constraints: readonly Constraint[],
  calls: readonly ObservedCall[],
  span: CorpusPeriod,
): ConstraintCheck[] {
  const checks = constraints.map((constraint) => checkOne(constraint, calls, span));
  // A comparison holds when each of its sides does.
  const sidesCovered = checks.every(
    (check) =>
      check.outcome === 'covered' ||
      (check.constraint.kind !== 'period' && check.constraint.kind !== 'value'),
  );
  return checks.map((check) =>
    check.constraint.kind === 'compare'
      ? sidesCovered
        ? { ...check, outcome: 'covered' as const }
        : {
            ...check,
            outcome: 'uncovered' as const,
            explanation: `The question compares ${check.constraint.label}; not every side was computed.`,
          }
      : check,
  );
}

function checkOne(
  constraint: Constraint,
  calls: readonly ObservedCall[],
  span: CorpusPeriod,
): ConstraintCheck {
  switch (constraint.kind) {
    case 'period': {
      if (constraint.to < span.from || constraint.from > span.to) {
        return {
          constraint,
          outcome: 'outside',
          explanation: `The question asks about ${constraint.label}; the data covers ${span.from} to ${span.to} only.`,
        };
      }
      const wanted = {
        from: constraint.from < span.from ? span.from : constraint.from,
        to: constraint.to > span.to ? span.to : constraint.to,
      };
      if (calls.some((call) => coversPeriod(call, wanted, span)))
        return { constraint, outcome: 'covered' };
      const used = calls
        .map((call) => callRange(call, span))
        .map((range) => `${range.from} to ${range.to}`);
      return {
        constraint,
        outcome: 'uncovered',
        explanation: `The question asks about ${constraint.label}; the figures cover ${
          used.length ? [...new Set(used)].join(', ') : 'no period'
        }.`,
      };
    }
    case 'value': {
      const covered = calls.some((call) => usesValue(call, constraint.field, constraint.value));
      return covered
        ? { constraint, outcome: 'covered' }
        : {
            constraint,
            outcome: 'uncovered',
            explanation: `The question asks about ${constraint.label}; no tool call filtered or grouped by it.`,
          };
    }
    case 'id': {
      const seen = calls.some((call) => containsString(call.output, constraint.id, false));
      return seen
        ? { constraint, outcome: 'covered' }
        : {
            constraint,
            outcome: 'outside',
            explanation: `The question asks about ${constraint.id}; no tool result contains it.`,
          };
    }
    case 'rank':
      return calls.some((call) => hasRankedList(call.output))
        ? { constraint, outcome: 'covered' }
        : {
            constraint,
            outcome: 'uncovered',
            explanation: `The question asks for ${constraint.label}; no tool result lists groups to rank.`,
          };
    case 'compare':
      return { constraint, outcome: 'covered' };
  }
}

/** The days a call computed over: its stated filters, else its input, else the whole data. */
function callRange(call: ObservedCall, span: CorpusPeriod): CorpusPeriod {
  const filters =
    isPlainObject(call.output) && isPlainObject(call.output['filters'])
      ? call.output['filters']
      : {};
  const input = isPlainObject(call.input) ? call.input : {};
  const from =
    dayOf(filters['from']) ?? dayOf(input['from']) ?? dayOf(input['date']) ?? dayOf(input['day']);
  const to =
    dayOf(filters['to']) ?? dayOf(input['to']) ?? dayOf(input['date']) ?? dayOf(input['day']);
  const period = typeof input['period'] === 'string' ? input['period'] : undefined;
  if (!from && period && ISO_MONTH.test(period)) {
    return { from: `${period}-01`, to: `${period}-31` };
  }
  return { from: from ?? span.from, to: to ?? span.to };
}

function coversPeriod(call: ObservedCall, wanted: CorpusPeriod, span: CorpusPeriod): boolean {
  const range = callRange(call, span);
  if (range.from >= wanted.from && range.to <= wanted.to && range.from <= range.to) return true;
  // A per-period series that reaches into the wanted period has its figures.
  return periodEntries(call.output).some(
    (entry) => entry >= wanted.from.slice(0, entry.length) && entry <= wanted.to,
  );
}

/** Period values of series items (`day`, `period`, `month`…) in the output's arrays. */
function periodEntries(output: unknown): string[] {
  const entries: string[] = [];
  if (!isPlainObject(output)) return entries;
  for (const value of Object.values(output)) {
    if (!Array.isArray(value)) continue;
    for (const item of value.slice(0, 2000)) {
      if (!isPlainObject(item)) continue;
      for (const [key, field] of Object.entries(item)) {
        if (
          PERIOD_KEYS.has(key) &&
          typeof field === 'string' &&
          (ISO_DAY.test(field) || ISO_MONTH.test(field))
        ) {
          entries.push(field.slice(0, 10));
        }
      }
    }
  }
  return entries;
}

function usesValue(call: ObservedCall, field: string, value: string): boolean {
  if (containsString(call.input, value, true)) return true;
  const output = isPlainObject(call.output) ? call.output : {};
  if (containsString(output['filters'], value, true)) return true;
  // Grouped results: an item whose `key` (or the field itself, in a list of distinct groups) is the value.
  for (const list of Object.values(output)) {
    if (!Array.isArray(list) || !list.every(isPlainObject)) continue;
    const items = list as Record<string, unknown>[];
    const hit = items.some((item) => sameText(item['key'], value));
    if (hit) return true;
    const column = items.map((item) => item[field]);
    if (new Set(column).size === column.length && column.some((cell) => sameText(cell, value)))
      return true;
  }
  return false;
}

function containsString(value: unknown, wanted: string, ignoreCase: boolean, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return ignoreCase ? sameText(value, wanted) : value === wanted;
  if (Array.isArray(value))
    return value.some((item) => containsString(item, wanted, ignoreCase, depth + 1));
  if (isPlainObject(value)) {
    return Object.values(value).some((item) => containsString(item, wanted, ignoreCase, depth + 1));
  }
  return false;
}

function sameText(value: unknown, wanted: string): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === wanted.trim().toLowerCase();
}

function hasRankedList(output: unknown): boolean {
  if (!isPlainObject(output)) return false;
  return Object.values(output).some(
    (value) => Array.isArray(value) && value.length >= 2 && value.every(isPlainObject),
  );
}

function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && ISO_DAY.test(value) ? value.slice(0, 10) : undefined;
}
