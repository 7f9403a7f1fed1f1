import type { ObservedCall } from './observed-values';
import type { CorpusPeriod } from './prompts';
import { type Constraint, tokens } from './question-constraints';
import { addDays } from './question-periods';
import { isPlainObject } from './validate-input';
import { namesFieldRead } from './number-readings';

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
  question?: string,
): ConstraintCheck[] {
  const questionWords = question ? tokens(question) : [];
  const checked = constraints.map((constraint) => checkOne(constraint, calls, span, questionWords));
  // A word that is a value of several fields ("complaint" as an intent and a case type) is
  // covered when any one of them was used.
  const coveredValues = new Set(
    checked.flatMap((check) =>
      check.constraint.kind === 'value' && check.outcome === 'covered'
        ? [check.constraint.value.toLowerCase()]
        : [],
    ),
  );
  // Words read as two values ("credit card fee": a product and a sub-topic) are covered when
  // either reading was computed.
  const coveredWords = checked.flatMap((check) =>
    check.constraint.kind === 'value' && check.outcome === 'covered' && check.constraint.words
      ? [check.constraint.words]
      : [],
  );
  const overlapsCovered = (words: [number, number] | undefined) =>
    !!words && coveredWords.some(([start, end]) => words[0] < end && start < words[1]);
  const seenValues = new Set<string>();
  const checks = checked
    .filter((check) => {
      if (check.constraint.kind !== 'value') return true;
      const value = check.constraint.value.toLowerCase();
      if (seenValues.has(value)) return false;
      seenValues.add(value);
      return true;
    })
    .map((check) =>
      check.constraint.kind === 'value' &&
      (coveredValues.has(check.constraint.value.toLowerCase()) ||
        overlapsCovered(check.constraint.words))
        ? { constraint: check.constraint, outcome: 'covered' as const }
        : check,
    );
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

/**
 * Whether the question names a one-word value as a value of its field, not as the measure a call
 * read ("how much was refunded" sums refunds): beside its field's own word ("the Overstay breach",
 * "breach type Overstay"), or said twice ("Overstay appeals … their average overstay"), once for
 * the records and once for the measure. A number field of the same word then does not stand in for
 * the filter the question asked.
 */
function namedAsValue(
  constraint: Extract<Constraint, { kind: 'value' }>,
  questionWords: readonly string[],
): boolean {
  const value = tokens(constraint.value);
  if (value.length !== 1 || !questionWords.length) return false;
  const at = questionWords.flatMap((word, index) => (word === value[0] ? [index] : []));
  if (at.length > 1) return true;
  const fieldWords = new Set(tokens(constraint.label).filter((word) => word !== value[0]));
  return at.some(
    (index) =>
      fieldWords.has(questionWords[index - 1] ?? '') ||
      fieldWords.has(questionWords[index + 1] ?? ''),
  );
}

function checkOne(
  constraint: Constraint,
  calls: readonly ObservedCall[],
  span: CorpusPeriod,
  questionWords: readonly string[],
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
      const covered =
        calls.some((call) => usesValue(call, constraint.field, constraint.value)) ||
        (!namedAsValue(constraint, questionWords) &&
          namesFieldRead(
            constraint.value,
            calls.map((call) => call.input),
          ));
      return covered
        ? { constraint, outcome: 'covered' }
        : {
            constraint,
            outcome: 'uncovered',
            explanation: `The question asks about ${constraint.label}; no tool call filtered or grouped by it.`,
          };
    }
    case 'id': {
      const seen = calls.some((call) => holdsId(call.output, constraint.id));
      return seen
        ? { constraint, outcome: 'covered' }
        : {
            constraint,
            outcome: 'outside',
            explanation: `The question asks about ${constraint.id}; no tool result contains it.`,
          };
    }
    case 'rank':
      return calls.some((call) => ranks(call))
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

/**
 * The days a call computed over: the bounds its input states (`from`/`to`, `date`, `period`, or
 * `{ field, op, value }` filters on a date), else the `filters` its output states, else the
 * whole data.
 */
function callRange(call: ObservedCall, span: CorpusPeriod): CorpusPeriod {
  const bounds = callBounds(call);
  return { from: bounds.from ?? span.from, to: bounds.to ?? span.to };
}

/** The first and last day a call's input (else its output's `filters`) holds it to, if any. */
export function callBounds(call: ObservedCall): Bounds {
  const bounds: Bounds = {};
  readBounds(call.input, '', bounds, 0);
  if (!bounds.from && !bounds.to && isPlainObject(call.output)) {
    readBounds(call.output['filters'], '', bounds, 0);
  }
  return bounds;
}

export interface Bounds {
  from?: string;
  to?: string;
}

const LOWER_KEYS = /^(from|since|start|after|gte|gt|min)$/i;
const UPPER_KEYS = /^(to|until|end|before|lte|max)$/i;
const EXACT_KEYS = /^(date|day|on)$/i;

function readBounds(value: unknown, key: string, bounds: Bounds, depth: number): void {
  if (depth > 6) return;
  if (typeof value === 'string') {
    const day = dayOf(value);
    const month = ISO_MONTH.test(value) ? value : undefined;
    if (day && LOWER_KEYS.test(key)) widen(bounds, day, undefined);
    else if (day && UPPER_KEYS.test(key)) widen(bounds, undefined, day);
    else if (day && key === 'lt') widen(bounds, undefined, addDays(day, -1));
    else if (day && (EXACT_KEYS.test(key) || key === 'eq')) widen(bounds, day, day);
    else if (month && (key === 'period' || key === 'month' || key === 'eq')) {
      widen(bounds, `${month}-01`, lastDayOf(month));
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) readBounds(item, key, bounds, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  // A filter of the form { field, op, value }: the operator says which bound the value is.
  if (typeof value['op'] === 'string' && 'value' in value) {
    readBounds(value['value'], value['op'].toLowerCase(), bounds, depth + 1);
    return;
  }
  for (const [childKey, child] of Object.entries(value))
    readBounds(child, childKey, bounds, depth + 1);
}

/** `YYYY-MM` → its last day: the first of the next month, one day back. */
function lastDayOf(month: string): string {
  const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
  return addDays(`${nextMonth}-01`, -1);
}

function widen(bounds: Bounds, from: string | undefined, to: string | undefined): void {
  if (from && (!bounds.from || from > bounds.from)) bounds.from = from;
  if (to && (!bounds.to || to < bounds.to)) bounds.to = to;
}

function coversPeriod(call: ObservedCall, wanted: CorpusPeriod, span: CorpusPeriod): boolean {
  const stated = callRange(call, span);
  // Days past the data's ends hold nothing: "2026" computed as 2026-01-01..2026-12-31 is the
  // same as up to the data's last day.
  const range = {
    from: stated.from < span.from ? span.from : stated.from,
    to: stated.to > span.to ? span.to : stated.to,
  };
  // Inside the wanted period and most of it: one day of a fortnight is not the fortnight.
  if (
    range.from >= wanted.from &&
    range.to <= wanted.to &&
    range.from <= range.to &&
    2 * daysBetween(range.from, range.to) >= daysBetween(wanted.from, wanted.to)
  ) {
    return true;
  }
  // A span of a week or more read with other ends ("the week of 19 Aug" as its calendar week,
  // "the fortnight after 10 March" from the 11th): most of both is the same days.
  const wantedDays = daysBetween(wanted.from, wanted.to);
  if (wantedDays >= 7 && range.from <= range.to) {
    const shared = daysBetween(
      range.from > wanted.from ? range.from : wanted.from,
      range.to < wanted.to ? range.to : wanted.to,
    );
    if (shared >= 0.7 * Math.max(wantedDays, daysBetween(range.from, range.to))) return true;
  }
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
    // A group named by a path or pair of values ("chatbot→human") covers each of them.
    if (
      items.length <= 50 &&
      items.some((item) => sameText(item['path'], value) || namesWord(item['path'], value))
    ) {
      return true;
    }
    const column = items.map((item) => item[field]);
    if (new Set(column).size === column.length && column.some((cell) => sameText(cell, value)))
      return true;
  }
  // The result's own summary states what it computed over.
  return namesWord(output['summary'], value);
}

/** Whether `text` has `value` as a whole word (or words), ignoring case. */
function namesWord(text: unknown, value: string): boolean {
  if (typeof text !== 'string') return false;
  const words = ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .join(' ')} `;
  const wanted = value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
  return wanted.length > 0 && words.includes(` ${wanted} `);
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

/**
 * Whether a result holds the record id: as written, or with marks the data writes around it that
 * the question's id leaves off ("#HP2405355", "[RQ88213]", "(FLT/25/0298-N)"). Only marks are
 * dropped, so a longer id ("HP24053551") or another suffix ("RQ88213-B") is another record.
 */
function holdsId(value: unknown, id: string, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return value === id || value.replace(ID_MARKS, '') === id;
  if (Array.isArray(value)) return value.some((item) => holdsId(item, id, depth + 1));
  if (isPlainObject(value))
    return Object.values(value).some((item) => holdsId(item, id, depth + 1));
  return false;
}

/** Leading or trailing characters that are neither letters nor digits. */
const ID_MARKS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

function sameText(value: unknown, wanted: string): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === wanted.trim().toLowerCase();
}

/**
 * The call grouped or ordered its result, returned a list of groups to rank, or took the highest
 * or lowest value over the records ("the biggest single payment": a maximum ranks every record).
 */
function ranks(call: ObservedCall): boolean {
  if (isPlainObject(call.input)) {
    const input = call.input;
    const metrics = Array.isArray(input['metrics']) ? input['metrics'] : [];
    if (metrics.some((metric) => isPlainObject(metric) && EXTREMES.has(String(metric['fn']))))
      return true;
    if (
      ['groupBy', 'splitBy', 'order', 'orderBy', 'sort', 'sortBy', 'rank'].some(
        (key) => input[key] !== undefined,
      )
    ) {
      return true;
    }
  }
  return hasRankedList(call.output);
}

/** Metrics that pick the extreme value of a field. */
const EXTREMES = new Set(['max', 'min']);

function hasRankedList(output: unknown): boolean {
  if (!isPlainObject(output)) return false;
  return Object.values(output).some(
    (value) => Array.isArray(value) && value.length >= 2 && value.every(isPlainObject),
  );
}

/** Days from `from` to `to`, both counted. */
function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && ISO_DAY.test(value) ? value.slice(0, 10) : undefined;
}
