import { readDataVersion } from './data-version';
import type { Store } from './db';

/**
 * Monthly rollup of cases (schema 6): per month a case was opened in and combination of the
 * dimensions the case tools filter and group by (type, category, reason, priority, status,
 * account restriction), the count, SLA breaches, cases still open, and the sentiment of the
 * customer's communications from the case's opening on (count and sum, for the CDD figures of
 * analyze_cases). Every figure is a sum, so a request over whole months adds rollup rows up and
 * reads only the rows of a month it covers in part (api/src/tools/case-totals.ts).
 *
 * An import may add cases, settle the SLA of existing ones and add communications after a case's
 * opening, so the rollup is rebuilt whole in the import's transaction: about a second at a
 * million communications, a few milliseconds at the demo's size. It is trusted only while
 * `meta.case_rollup_state` matches the data (data version and the size of both tables).
 */

/** The dimensions kept per month, as columns of both `cases` and `rollup_cases`. */
export const CASE_ROLLUP_DIMENSIONS = [
  'type',
  'category',
  'reason',
  'priority',
  'status',
  'account_restricted',
] as const;
export type CaseRollupDimension = (typeof CASE_ROLLUP_DIMENSIONS)[number];

export const CASE_ROLLUP_SQL = `
  CREATE TABLE rollup_cases (
    month              TEXT NOT NULL,        -- YYYY-MM of opened_at
    type, category, reason, priority, status, account_restricted,
    n                  INTEGER NOT NULL,
    breached           INTEGER NOT NULL,
    open               INTEGER NOT NULL,     -- closed_at IS NULL
    after_n            INTEGER NOT NULL,     -- the customer's communications at or after opening
    after_sentiment    REAL NOT NULL         -- and the sum of their sentiment
  );
  CREATE INDEX rollup_cases_cover ON rollup_cases (
    month, type, category, reason, priority, status, account_restricted,
    n, breached, open, after_n, after_sentiment
  );
`;

/** The first and last day a case was opened on, as the rollup summed them. */
export interface CaseRollupState {
  readonly dataVersion: number;
  readonly cases: number;
  readonly lastCaseRowid: number;
  readonly communications: number;
  readonly lastCommunicationRowid: number;
  readonly firstDay: string | null;
  readonly lastDay: string | null;
}

function dataState(db: Store): Omit<CaseRollupState, 'firstDay' | 'lastDay'> {
  const row = db
    .prepare(
      `SELECT (SELECT count(*) FROM cases) AS cases,
         (SELECT coalesce(max(rowid), 0) FROM cases) AS lastCaseRowid,
         (SELECT count(*) FROM communications) AS communications,
         (SELECT coalesce(max(rowid), 0) FROM communications) AS lastCommunicationRowid`,
    )
    .get() as Omit<CaseRollupState, 'dataVersion' | 'firstDay' | 'lastDay'>;
  return { dataVersion: readDataVersion(db), ...row };
}

/** Rebuilds the case rollup from every case, within the caller's transaction. */
export function updateCaseRollup(db: Store): void {
  db.prepare('DELETE FROM rollup_cases').run();
  const state = dataState(db);
  if (state.cases === 0) {
    // Nothing to sum: an empty database has no rollup state at all (as for the daily rollup).
    db.prepare("DELETE FROM meta WHERE key = 'case_rollup_state'").run();
    return;
  }
  const dimensions = CASE_ROLLUP_DIMENSIONS.map((name) => `k.${name}`).join(', ');
  // Correlated sums per case (the covering index on (customer_id, at, sentiment) answers each),
  // then summed per combination: a communication after two openings counts once for each case,
  // as the join in analyze_cases counts it.
  db.prepare(
    `INSERT INTO rollup_cases (month, ${CASE_ROLLUP_DIMENSIONS.join(', ')}, n, breached, open,
         after_n, after_sentiment)
     SELECT substr(k.opened_at, 1, 7), ${dimensions}, count(*), sum(k.sla_breached),
       count(*) FILTER (WHERE k.closed_at IS NULL), sum(k.after_n), total(k.after_sentiment)
     FROM (
       SELECT c.*,
         (SELECT count(*) FROM communications m
           WHERE m.customer_id = c.customer_id AND m.at >= c.opened_at) AS after_n,
         (SELECT total(m.sentiment) FROM communications m
           WHERE m.customer_id = c.customer_id AND m.at >= c.opened_at) AS after_sentiment
       FROM cases c
     ) k
     GROUP BY 1, ${dimensions}`,
  ).run();
  if (hasClosedDays(db)) writeClosedDays(db);
  const bounds = db
    .prepare(
      'SELECT substr(min(opened_at), 1, 10) AS firstDay, substr(max(opened_at), 1, 10) AS lastDay FROM cases',
    )
    .get() as { firstDay: string | null; lastDay: string | null };
  const stored: CaseRollupState = { ...state, ...bounds };
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('case_rollup_state', ?)").run(
    JSON.stringify(stored),
  );
}

/**
 * Schema 7: the resolution days (opening to closing) of each combination's closed cases, sorted, as
 * little-endian float64 bytes, so exact quantiles of whole months need no case rows. Values are
 * the ones `julianday(closed_at) - julianday(opened_at)` gives over the rows, to the bit.
 */
function writeClosedDays(db: Store): void {
  const keys = ['month', ...CASE_ROLLUP_DIMENSIONS];
  const rowidOf = new Map<string, number>();
  for (const row of db
    .prepare(`SELECT rowid, ${keys.join(', ')} FROM rollup_cases`)
    .raw()
    .iterate() as Iterable<unknown[]>) {
    rowidOf.set(JSON.stringify(row.slice(1)), row[0] as number);
  }
  const days = new Map<number, number[]>();
  const closed = db
    .prepare(
      `SELECT substr(opened_at, 1, 7), ${CASE_ROLLUP_DIMENSIONS.join(', ')},
         julianday(closed_at) - julianday(opened_at)
       FROM cases WHERE closed_at IS NOT NULL`,
    )
    .raw()
    .iterate() as Iterable<unknown[]>;
  for (const row of closed) {
    const rowid = rowidOf.get(JSON.stringify(row.slice(0, keys.length)))!;
    const list = days.get(rowid);
    const value = row[keys.length] as number;
    if (list) list.push(value);
    else days.set(rowid, [value]);
  }
  const update = db.prepare('UPDATE rollup_cases SET closed_days = ? WHERE rowid = ?');
  for (const [rowid, list] of days) {
    update.run(Buffer.from(Float64Array.from(list).sort().buffer), rowid);
  }
}

/** The days of a rollup row's closed cases, ascending. */
export function readClosedDays(blob: Uint8Array | null): Float64Array {
  if (!blob || blob.byteLength === 0) return new Float64Array(0);
  // A copy: the blob's offset in its buffer need not be a multiple of 8.
  return new Float64Array(Uint8Array.from(blob).buffer);
}

/** Migration 6 builds the rollup before migration 7 adds the column of the days. */
function hasClosedDays(db: Store): boolean {
  return (
    db
      .prepare("SELECT 1 FROM pragma_table_info('rollup_cases') WHERE name = 'closed_days'")
      .pluck()
      .get() === 1
  );
}

/** The rollup's state when it summarises exactly the data there is now, else undefined. */
export function freshCaseRollup(db: Store): CaseRollupState | undefined {
  const stored = db
    .prepare("SELECT value FROM meta WHERE key = 'case_rollup_state'")
    .pluck()
    .get() as string | undefined;
  if (stored === undefined) return undefined;
  const state = JSON.parse(stored) as CaseRollupState;
  const now = dataState(db);
  const same = (Object.keys(now) as (keyof typeof now)[]).every((key) => state[key] === now[key]);
  return same ? state : undefined;
}
