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
 * An import adds cases (settling the SLA of its own open ones) and communications, which may
 * follow the opening of a case already there; it never changes a case it did not add. So an
 * import adds to the rollup what it added, in its own transaction: its cases whole, and the
 * communications it brought that follow the opening of a case already there (a whole rebuild
 * takes 1–4 s at a million communications). It is trusted only while `meta.case_rollup_state` matches the data
 * (data version and the size of both tables).
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

/** Where the data stood when the rollup last summed it exactly: a writer's starting point. */
export interface CaseRollupCheckpoint {
  readonly lastCaseRowid: number;
  readonly lastCommunicationRowid: number;
}

/** Before a writer adds rows: its starting point when the rollup is fresh (else none). */
export function caseRollupCheckpoint(db: Store): CaseRollupCheckpoint | undefined {
  const state = freshCaseRollup(db);
  return state && hasClosedDays(db)
    ? { lastCaseRowid: state.lastCaseRowid, lastCommunicationRowid: state.lastCommunicationRowid }
    : undefined;
}

const KEYS = ['month', ...CASE_ROLLUP_DIMENSIONS];
const KEY_COLUMNS = KEYS.join(', ');
const CASE_KEY = `substr(k.opened_at, 1, 7), ${CASE_ROLLUP_DIMENSIONS.map((name) => `k.${name}`).join(', ')}`;
const FIGURES = 'n, breached, open, after_n, after_sentiment';
const DELTA = 'temp.case_rollup_delta';

/**
 * The rollup rows of the cases `condition` (on cases `k`) selects: per month and combination.
 * Correlated sums per case (the covering index on (customer_id, at, sentiment) answers each),
 * then summed per combination: a communication after two openings counts once for each case, as
 * the join in analyze_cases counts it.
 */
function rollupRowsOf(condition: string): string {
  return `SELECT ${CASE_KEY}, count(*), sum(k.sla_breached),
       count(*) FILTER (WHERE k.closed_at IS NULL), sum(k.after_n), total(k.after_sentiment)
     FROM (
       SELECT c.*, c.rowid AS case_rowid,
         (SELECT count(*) FROM communications m
           WHERE m.customer_id = c.customer_id AND m.at >= c.opened_at) AS after_n,
         (SELECT total(m.sentiment) FROM communications m
           WHERE m.customer_id = c.customer_id AND m.at >= c.opened_at) AS after_sentiment
       FROM cases c
     ) k
     WHERE ${condition}
     GROUP BY ${CASE_KEY}`;
}

/**
 * Adds what a writer added since `since` to the rollup, one row per combination kept: the cases it
 * added, whole, and for the cases already there the communications it added from their opening on
 * (all an import changes: it never alters a case it did not add).
 */
function addToRollup(db: Store, since: CaseRollupCheckpoint): void {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS case_rollup_delta (${KEY_COLUMNS}, ${FIGURES})`);
  db.prepare(`DELETE FROM ${DELTA}`).run();
  db.prepare(`INSERT INTO ${DELTA} ${rollupRowsOf('k.case_rowid > ?')}`).run(since.lastCaseRowid);
  // The added communications lead (CROSS JOIN): each finds its customer's cases by index.
  db.prepare(
    `INSERT INTO ${DELTA}
     SELECT ${CASE_KEY}, 0, 0, 0, count(*), total(m.sentiment)
     FROM communications m
       CROSS JOIN cases k ON k.customer_id = m.customer_id AND m.at >= k.opened_at
     WHERE m.rowid > ? AND +k.rowid <= ?
     GROUP BY ${CASE_KEY}`,
  ).run(since.lastCommunicationRowid, since.lastCaseRowid);
  const sameKey = (left: string, right: string) =>
    `(${KEYS.map((key) => `${left}.${key}`).join(', ')}) = (${KEYS.map((key) => `${right}.${key}`).join(', ')})`;
  db.prepare(
    `INSERT INTO rollup_cases (${KEY_COLUMNS}, ${FIGURES})
     SELECT DISTINCT ${KEY_COLUMNS}, 0, 0, 0, 0, 0 FROM ${DELTA} d
     WHERE NOT EXISTS (SELECT 1 FROM rollup_cases r WHERE ${sameKey('r', 'd')})`,
  ).run();
  db.prepare(
    `UPDATE rollup_cases AS r SET n = r.n + d.n, breached = r.breached + d.breached,
       open = r.open + d.open, after_n = r.after_n + d.after_n,
       after_sentiment = r.after_sentiment + d.after_sentiment
     FROM (SELECT ${KEY_COLUMNS}, sum(n) AS n, sum(breached) AS breached, sum(open) AS open,
             sum(after_n) AS after_n, total(after_sentiment) AS after_sentiment
           FROM ${DELTA} GROUP BY ${KEY_COLUMNS}) d
     WHERE ${sameKey('r', 'd')}`,
  ).run();
  mergeClosedDays(db, since.lastCaseRowid);
}

/** Merges the resolution days of the closed cases after `lastCaseRowid` into their rows. */
function mergeClosedDays(db: Store, lastCaseRowid: number): void {
  const added = new Map<string, { key: unknown[]; days: number[] }>();
  for (const row of db
    .prepare(
      `SELECT ${CASE_KEY}, julianday(k.closed_at) - julianday(k.opened_at)
       FROM cases k WHERE k.rowid > ? AND k.closed_at IS NOT NULL`,
    )
    .raw()
    .iterate(lastCaseRowid) as Iterable<unknown[]>) {
    const key = row.slice(0, KEYS.length);
    const id = JSON.stringify(key);
    const entry = added.get(id) ?? { key, days: [] };
    entry.days.push(row[KEYS.length] as number);
    added.set(id, entry);
  }
  const where = KEYS.map((key) => `${key} = ?`).join(' AND ');
  const read = db.prepare(`SELECT rowid, closed_days FROM rollup_cases WHERE ${where}`).raw();
  const write = db.prepare('UPDATE rollup_cases SET closed_days = ? WHERE rowid = ?');
  for (const { key, days } of added.values()) {
    const [rowid, blob] = read.get(...key) as [number, Uint8Array | null];
    const merged = Float64Array.from([...readClosedDays(blob), ...days]).sort();
    write.run(Buffer.from(merged.buffer), rowid);
  }
}

/**
 * Brings the case rollup up to date within the caller's transaction: from every case, or, given
 * the checkpoint a writer took before adding rows, by adding what it added.
 */
export function updateCaseRollup(db: Store, since?: CaseRollupCheckpoint): void {
  const state = dataState(db);
  if (state.cases === 0) {
    db.prepare('DELETE FROM rollup_cases').run();
    // Nothing to sum: an empty database has no rollup state at all (as for the daily rollup).
    db.prepare("DELETE FROM meta WHERE key = 'case_rollup_state'").run();
    return;
  }
  if (since) addToRollup(db, since);
  else {
    db.prepare('DELETE FROM rollup_cases').run();
    db.prepare(
      `INSERT INTO rollup_cases (${KEY_COLUMNS}, ${FIGURES}) ${rollupRowsOf('1 = 1')}`,
    ).run();
    if (hasClosedDays(db)) writeClosedDays(db);
  }
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
      `SELECT ${CASE_KEY}, julianday(k.closed_at) - julianday(k.opened_at)
       FROM cases k WHERE k.closed_at IS NOT NULL`,
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
