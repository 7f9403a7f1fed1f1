import { changeKey } from '../store/custom-fields';
import type { Store } from '../store/db';
import {
  CASE_ROLLUP_DIMENSIONS,
  freshCaseRollup,
  type CaseRollupDimension,
  type CaseRollupState,
} from '../store/case-rollup';
import { caseGroupKey } from './case-groups';
import { heldCaseRollup } from './held-case-rollup';
import { caseWhere, type CaseFilters } from './filters';
import { addDays, type DayRange } from './periods';

/**
 * Sums over cases per combination of keys, read from the monthly case rollup
 * (api/src/store/case-rollup.ts) for the months a request covers whole and from the cases of a
 * month it covers in part. Exact, never approximate: a request the rollup cannot answer to the
 * row (a customer or segment filter, weeks, a stale rollup) reads the cases.
 */

/** A dimension of the rollup, or the month or week a case was opened in. */
export type CaseKey = CaseRollupDimension | 'month' | 'week';

export interface CaseTotalsRow {
  /** The values of the requested keys, in their order. */
  readonly keys: readonly unknown[];
  n: number;
  breached: number;
  restricted: number;
  open: number;
}

export interface CaseSentimentRow {
  readonly keys: readonly unknown[];
  /** Communications of the case's customer at or after its opening, summed over the cases. */
  afterN: number;
  afterSentiment: number;
}

/** `enabled`: tests compare both paths. `served` counts requests that read the rollup. */
export const caseRollupPlanner = { enabled: true, served: 0 };

/** Count, SLA breaches, account restrictions and open cases per combination of `keys`. */
export function caseTotals(
  db: Store,
  input: Partial<CaseFilters>,
  range: DayRange,
  keys: readonly CaseKey[],
): CaseTotalsRow[] {
  return collect(
    db,
    input,
    range,
    keys,
    {
      rollup:
        'sum(r.n) AS n, sum(r.breached) AS breached, sum(r.account_restricted * r.n) AS restricted, sum(r.open) AS open',
      rows: 'count(*) AS n, sum(k.sla_breached) AS breached, sum(k.account_restricted) AS restricted, count(*) FILTER (WHERE k.closed_at IS NULL) AS open',
      join: '',
    },
    ['n', 'breached', 'restricted', 'open'],
  ) as unknown as CaseTotalsRow[];
}

/** The customers' communications from each case's opening on: count and sentiment sum per key. */
export function caseSentimentAfter(
  db: Store,
  input: Partial<CaseFilters>,
  range: DayRange,
  keys: readonly CaseKey[],
): CaseSentimentRow[] {
  return collect(
    db,
    input,
    range,
    keys,
    {
      rollup: 'sum(r.after_n) AS afterN, total(r.after_sentiment) AS afterSentiment',
      rows: 'count(*) AS afterN, total(m.sentiment) AS afterSentiment',
      join: 'JOIN communications m ON m.customer_id = k.customer_id AND m.at >= k.opened_at',
    },
    ['afterN', 'afterSentiment'],
  ) as unknown as CaseSentimentRow[];
}

interface Measures {
  readonly rollup: string;
  readonly rows: string;
  readonly join: string;
}

function collect(
  db: Store,
  input: Partial<CaseFilters>,
  range: DayRange,
  keys: readonly CaseKey[],
  measures: Measures,
  names: readonly string[],
): Record<string, unknown>[] {
  const groupBy = keys.length ? `GROUP BY ${keys.map((_, index) => `key${index}`).join(', ')}` : '';
  const parts = readParts(db, input, range, keys, {
    rollup: `${measures.rollup} FROM rollup_cases r`,
    rows: `${measures.rows} FROM cases k ${measures.join}`,
    rowCondition: '1 = 1',
    tail: groupBy,
  });
  // Sums of the parts per combination (an aggregate without GROUP BY gives one row even when
  // nothing matched: its count is 0, and such rows are left out).
  const merged = new Map<string, Record<string, unknown>>();
  for (const row of parts.flatMap((part) => part.rows)) {
    if (keys.length === 0 && !Number(row[names[0]!])) continue;
    const values = keys.map((_, index) => row[`key${index}`]);
    const id = JSON.stringify(values);
    const existing = merged.get(id);
    if (existing) {
      for (const name of names) existing[name] = Number(existing[name]) + Number(row[name]);
    } else {
      merged.set(id, {
        keys: values,
        ...Object.fromEntries(names.map((name) => [name, Number(row[name])])),
      });
    }
  }
  return [...merged.values()];
}

/**
 * Resolution days (closing minus opening) of the closed cases per combination of `keys`, each
 * group's in parts, each ascending: a month and combination of the rollup held in memory for the
 * months covered whole, the cases of a month covered in part. Exact quantiles of them come by
 * selection (order-statistics.ts), with no sort of the whole.
 */
export function caseResolutionParts(
  db: Store,
  input: Partial<CaseFilters>,
  range: DayRange,
  keys: readonly CaseKey[],
): { keys: unknown[]; parts: Float64Array[] }[] {
  const plan = casePlan(db, input, range, keys);
  const lists = new Map<string, { keys: unknown[]; sorted: Float64Array[] }>();
  const listOf = (values: unknown[]) => {
    const id = JSON.stringify(values);
    let list = lists.get(id);
    if (!list) lists.set(id, (list = { keys: values, sorted: [] }));
    return list;
  };
  if (plan.months) {
    const { from, to } = plan.months;
    const wanted = FILTERED.filter((dimension) => input[dimension] !== undefined);
    for (const row of heldCaseRollup(db)) {
      // Months are ASCII YYYY-MM: JavaScript's order is SQLite's.
      if (row.month < from || row.month > to) continue;
      if (!wanted.every((dimension) => row.values[dimension] === input[dimension])) continue;
      listOf(keys.map((key) => (key === 'month' ? row.month : row.values[key]))).sorted.push(
        row.days,
      );
    }
  }
  const width = keys.length;
  for (const rowRange of plan.rows) {
    const where = caseWhere(input, rowRange);
    const columns = keys.map((key, index) => `${rowKeySql(key)} AS key${index}`);
    const rows = db
      .prepare(
        `SELECT ${[...columns, 'julianday(k.closed_at) - julianday(k.opened_at) AS days'].join(', ')}
         FROM cases k WHERE ${where.sql} AND k.closed_at IS NOT NULL`,
      )
      .raw()
      .all(...where.params) as unknown[][];
    const days = new Map<string, { values: unknown[]; days: number[] }>();
    for (const row of rows) {
      const values = row.slice(0, width);
      const id = JSON.stringify(values);
      let list = days.get(id);
      if (!list) days.set(id, (list = { values, days: [] }));
      list.days.push(row[width] as number);
    }
    for (const list of days.values())
      listOf(list.values).sorted.push(Float64Array.from(list.days).sort());
  }
  return [...lists.values()].map(({ keys: values, sorted }) => ({ keys: values, parts: sorted }));
}

interface PartQuery {
  /** Measures and FROM of the rollup (alias r) and of the cases (alias k). */
  readonly rollup: string;
  readonly rows: string;
  /** A condition on the cases beyond the request's filters. */
  readonly rowCondition: string;
  /** GROUP BY clause (over key0…), or nothing. */
  readonly tail: string;
}

/** The statements of a plan: rollup months and row ranges, keys as key0… then the measures. */
function readParts(
  db: Store,
  input: Partial<CaseFilters>,
  range: DayRange,
  keys: readonly CaseKey[],
  query: PartQuery,
): { fromRollup: boolean; rows: Record<string, unknown>[] }[] {
  const plan = casePlan(db, input, range, keys);
  const alias = (index: number) => `AS key${index}`;
  const parts: { fromRollup: boolean; rows: Record<string, unknown>[] }[] = [];
  const run = (fromRollup: boolean, sql: string, params: unknown[]) => {
    parts.push({ fromRollup, rows: db.prepare(sql).all(...params) as Record<string, unknown>[] });
  };
  if (plan.months) {
    const conditions = ['r.month >= ? AND r.month <= ?'];
    const params: unknown[] = [plan.months.from, plan.months.to];
    for (const dimension of FILTERED) {
      const value = input[dimension];
      if (value === undefined) continue;
      conditions.push(`r.${dimension} = ?`);
      params.push(value);
    }
    const columns = keys.map((key, index) => `r.${key} ${alias(index)}`);
    run(
      true,
      `SELECT ${[...columns, query.rollup].join(', ')} WHERE ${conditions.join(' AND ')} ${query.tail}`,
      params,
    );
  }
  for (const rowRange of plan.rows) {
    const where = caseWhere(input, rowRange);
    const columns = keys.map((key, index) => `${rowKeySql(key)} ${alias(index)}`);
    run(
      false,
      `SELECT ${[...columns, query.rows].join(', ')} WHERE ${where.sql} AND ${query.rowCondition} ${query.tail}`,
      where.params,
    );
  }
  return parts;
}

/** The filters the rollup holds as dimensions (segment and customer are not among them). */
const FILTERED = ['type', 'category', 'reason', 'priority', 'status'] as const;

function rowKeySql(key: CaseKey): string {
  return key === 'month' || key === 'week' ? caseGroupKey(key) : `k.${key}`;
}

interface CasePlan {
  /** Whole months read from the rollup, YYYY-MM, inclusive. */
  readonly months?: { from: string; to: string };
  /** Day ranges read from the cases. */
  readonly rows: readonly DayRange[];
}

export function casePlan(
  db: Store,
  input: Partial<CaseFilters>,
  range: DayRange,
  keys: readonly CaseKey[],
): CasePlan {
  const state = caseRollupPlanner.enabled ? rollupState(db) : undefined;
  const answerable =
    state !== undefined &&
    input.segment === undefined &&
    input.customerId === undefined &&
    keys.every((key) => key === 'month' || CASE_ROLLUP_DIMENSIONS.includes(key as never));
  if (!answerable) return { rows: [range] };
  if (state.firstDay === null || state.lastDay === null) return { rows: [] };
  // Days without cases do not matter: clipped to the days cases were opened on, a month is
  // covered whole when the range holds every day of it that can have cases.
  const from = range.from > state.firstDay ? range.from : state.firstDay;
  const to = range.to < state.lastDay ? range.to : state.lastDay;
  if (from > to) return { rows: [] };
  const first = from.slice(0, 7);
  const last = to.slice(0, 7);
  const firstDayOf = (month: string) => `${month}-01`;
  const lastDayOf = (month: string) => addDays(firstDayOf(nextMonth(month)), -1);
  const startsWhole = from === maxDay(firstDayOf(first), state.firstDay);
  const endsWhole = to === minDay(lastDayOf(last), state.lastDay);
  const rows: DayRange[] = [];
  let monthFrom = first;
  let monthTo = last;
  if (first === last) {
    if (!(startsWhole && endsWhole)) return { rows: [{ from, to }] };
  } else {
    if (!startsWhole) {
      rows.push({ from, to: lastDayOf(first) });
      monthFrom = nextMonth(first);
    }
    if (!endsWhole) {
      rows.push({ from: firstDayOf(last), to });
      monthTo = previousMonth(last);
    }
  }
  caseRollupPlanner.served++;
  return monthFrom <= monthTo ? { months: { from: monthFrom, to: monthTo }, rows } : { rows };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);

function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

function previousMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}

const stateCache = new WeakMap<Store, { key: string; state: CaseRollupState | undefined }>();

/** The case rollup's state while it matches the data, checked once per change of the data. */
function rollupState(db: Store): CaseRollupState | undefined {
  const key = changeKey(db);
  let cached = stateCache.get(db);
  if (cached?.key !== key) {
    cached = { key, state: hasCaseRollup(db) ? freshCaseRollup(db) : undefined };
    stateCache.set(db, cached);
  }
  return cached.state;
}

/** A database opened read-only at an older schema has no rollup table to read. */
function hasCaseRollup(db: Store): boolean {
  return (
    db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rollup_cases'")
      .get() !== undefined
  );
}
