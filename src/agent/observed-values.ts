import { extractFigures } from './answer-figures';
import { addDays } from './question-periods';
import { FIRST_KEPT_ITEMS } from './shorten-observation';
import { isPlainObject } from './validate-input';

/** A tool call's full result, as the `observation` event keeps it. */
export interface ObservedCall {
  step: number;
  callId: string;
  tool: string;
  input: unknown;
  output: unknown;
}

/** One value found in an observation: a number, a date/month/id string, with its JSON path. */
export interface ObservedValue {
  step: number;
  callId: string;
  tool: string;
  path: string;
  /** The last key of the path (`count`, `breachRate`), or the array's key for a length. */
  key: string;
  value: number | string;
  /** Derived by us from the output (an array's length or a column's total), not written in it. */
  computed?: 'length' | 'sum' | 'median';
  /** Read from a figure written inside a string (a `summary`): a weaker reference than a field. */
  inText?: boolean;
  /**
   * For a value of a row in a list, the row's own labels (its short string fields, e.g.
   * `United`): rows of two results with the same labels are the same group.
   */
  group?: string;
}

/**
 * A run's calls in a fixed order: by step, then by call id (its digits read as numbers, so `_2`
 * comes before `_10`). Calls of one step run in parallel and are recorded as they finish, so the
 * recorded order of one answer's calls may differ between two runs; everything that picks "the
 * first" call or value (figure-evidence.ts's refs, a figure's sample size) reads them in this
 * order so that the same answer over the same results is always scored the same.
 */
export function inCallOrder<T extends Pick<ObservedCall, 'step' | 'callId'>>(
  calls: readonly T[],
): T[] {
  return [...calls].sort((a, b) => a.step - b.step || compareIds(a.callId, b.callId));
}

/** Two ids compared chunk by chunk, runs of digits by their number. */
function compareIds(a: string, b: string): number {
  const left = a.match(/\d+|\D+/g) ?? [];
  const right = b.match(/\d+|\D+/g) ?? [];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const x = left[index]!;
    const y = right[index]!;
    if (x === y) continue;
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    if (numeric && Number(x) !== Number(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

const MAX_VALUES_PER_CALL = 5000;
const MAX_STRING_SCAN = 600;
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;

/**
 * Every number, date and id of a run's observations with its path, plus array lengths and column
 * totals (an answer may state "3 anomalies" or a total of a per-day list). Figures written inside
 * strings (a tool's `summary`) count as values at that string's path.
 */
export function collectObservedValues(calls: readonly ObservedCall[]): ObservedValue[] {
  const values: ObservedValue[] = [];
  for (const call of calls) {
    const own: ObservedValue[] = [];
    const add: Add = (path, key, value, computed, group) => {
      if (own.length < MAX_VALUES_PER_CALL) {
        own.push({
          step: call.step,
          callId: call.callId,
          tool: call.tool,
          path,
          key,
          value,
          ...(computed === 'text' ? { inText: true } : computed ? { computed } : {}),
          ...(group ? { group } : {}),
        });
      }
    };
    walk(call.output, '', '', add);
    addInputPeriods(call.input, add);
    values.push(...own);
  }
  return values;
}

type Add = (
  path: string,
  key: string,
  value: number | string,
  computed?: 'length' | 'sum' | 'median' | 'text',
  group?: string,
) => void;

const GROUP_LABEL_CHARS = 60;

function walk(
  value: unknown,
  path: string,
  key: string,
  add: Add,
  depth = 0,
  group?: string,
): void {
  if (depth > 12) return;
  if (typeof value === 'number' && Number.isFinite(value)) {
    add(path, key, value, undefined, group);
  } else if (typeof value === 'string') {
    addString(value, path, key, add);
  } else if (Array.isArray(value)) {
    add(`${path}.length`, key, value.length, 'length');
    value.forEach((item, index) =>
      walk(item, `${path}[${index}]`, key, add, depth + 1, groupOf(item)),
    );
    addColumnTotals(value, path, add);
  } else if (isPlainObject(value)) {
    for (const [childKey, child] of Object.entries(value)) {
      walk(child, path ? `${path}.${childKey}` : childKey, childKey, add, depth + 1, group);
    }
  }
}

/** A row's labels: its short string fields, in order ("United", "2026-03|phone"). */
function groupOf(item: unknown): string | undefined {
  if (!isPlainObject(item)) return undefined;
  const labels = Object.entries(item)
    .filter(([, field]) => typeof field === 'string' && field.length <= GROUP_LABEL_CHARS)
    .map(([name, field]) => `${name}=${String(field)}`);
  return labels.length ? labels.join('|') : undefined;
}

function addString(text: string, path: string, key: string, add: Add): void {
  const day = ISO_DAY.exec(text);
  if (day) {
    add(path, key, day[1]!);
    add(path, key, day[1]!.slice(0, 7));
    return;
  }
  if (/^\d{4}-\d{2}$/.test(text) || /^[A-Z]{1,3}-\d{3,}$/.test(text)) {
    add(path, key, text);
    return;
  }
  for (const figure of extractFigures(text.slice(0, MAX_STRING_SCAN))) {
    add(path, key, figure.value, 'text');
    if (figure.kind === 'date' && !String(figure.value).startsWith('--')) {
      add(path, key, String(figure.value).slice(0, 7), 'text');
    }
  }
}

/**
 * The days and months a call was asked to cover (its input's date bounds). An answer that says
 * which period its figures cover restates what was computed; the call itself is the evidence.
 * An exclusive upper bound (`lt 2026-10-01`) stands for the day before it as well, since answers
 * name the last day covered.
 */
function addInputPeriods(input: unknown, add: Add, path = 'input', depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(input)) {
    input.forEach((item, index) => addInputPeriods(item, add, `${path}[${index}]`, depth + 1));
    return;
  }
  if (!isPlainObject(input)) {
    if (typeof input === 'string') addInputDay(input, path, add);
    return;
  }
  for (const [key, value] of Object.entries(input)) {
    const childPath = `${path}.${key}`;
    if (typeof value === 'string') {
      addInputDay(value, childPath, add);
      const day = value.slice(0, 10);
      // The model wrote the input: an impossible date ("2026-13-45") has no day before it.
      const real = ISO_DAY.test(value) && !Number.isNaN(Date.parse(day));
      if ((input['op'] === 'lt' || key === 'before') && real) {
        addInputDay(addDays(day, -1), childPath, add);
      }
    } else {
      addInputPeriods(value, add, childPath, depth + 1);
    }
  }
}

function addInputDay(text: string, path: string, add: Add): void {
  const key = path.slice(path.lastIndexOf('.') + 1);
  const day = ISO_DAY.exec(text);
  if (day) {
    add(path, key, day[1]!);
    add(path, key, day[1]!.slice(0, 7));
  } else if (/^\d{4}-\d{2}$/.test(text)) {
    add(path, key, text);
  }
}

/** The sum of each numeric column of an array of objects ("total over all days"). */
function addColumnTotals(items: readonly unknown[], path: string, add: Add): void {
  if (items.length < 2 || !items.every(isPlainObject)) return;
  const totals = new Map<string, number>();
  for (const item of items as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(item)) {
      if (typeof value === 'number' && Number.isFinite(value)) {
        totals.set(key, (totals.get(key) ?? 0) + value);
      }
    }
  }
  for (const [key, total] of totals) add(`sum(${path}[*].${key})`, key, total, 'sum');
  // "A typical month has 213 (the median over the 12 months)": a column's median, stated beside
  // a ranking's leader.
  if (items.length < 3) return;
  addColumnMedians(items as Record<string, unknown>[], `${path}[*]`, [...totals.keys()], add);
  // A list longer than the model is shown (shorten-observation.ts) reaches it as its first items:
  // "the median over the 50 days" it states is of those, and so is their number.
  if (items.length > FIRST_KEPT_ITEMS) {
    const shown = `${path}[0:${FIRST_KEPT_ITEMS}]`;
    add(`${shown}.length`, 'length', FIRST_KEPT_ITEMS, 'length');
    addColumnMedians(
      items.slice(0, FIRST_KEPT_ITEMS) as Record<string, unknown>[],
      shown,
      [...totals.keys()],
      add,
    );
  }
}

function addColumnMedians(
  items: readonly Record<string, unknown>[],
  rows: string,
  keys: readonly string[],
  add: Add,
): void {
  for (const key of keys) {
    const column = items
      .map((item) => item[key])
      .filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
      .sort((a, b) => a - b);
    if (column.length < 3) continue;
    const middle = Math.floor(column.length / 2);
    const median =
      column.length % 2 ? column[middle]! : (column[middle - 1]! + column[middle]!) / 2;
    add(`median(${rows}.${key})`, key, median, 'median');
  }
}

/** The value at a path like `groups[1].breachRate` (as this module writes them). */
export function valueAt(root: unknown, path: string): unknown {
  if (!path) return root;
  let value: unknown = root;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (Array.isArray(value)) value = value[Number(part)];
    else if (isPlainObject(value)) value = value[part];
    else return undefined;
  }
  return value;
}
