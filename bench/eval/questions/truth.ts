// Small builders for truths: plain SQL in, expectations out. The SQL stays in the case files.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure, ExpectedName, Expectation } from '../eval-case';

type Param = string | number;

/** The first column of the first row of `sql`. */
export function value(db: Store, sql: string, ...params: Param[]): number {
  const result = db
    .prepare(sql)
    .pluck()
    .get(...params);
  if (typeof result !== 'number') throw new Error(`Truth SQL gave no number: ${sql}`);
  return result;
}

/** The first column of every row of `sql`, as text. */
export function column(db: Store, sql: string, ...params: Param[]): string[] {
  return db
    .prepare(sql)
    .pluck()
    .all(...params)
    .map((entry) => String(entry));
}

/** A count; `relative` widens the tolerance for periods whose edges an answer may place a day off. */
export function count(label: string, amount: number, relative = 0): ExpectedFigure {
  return { label, value: amount, tolerance: Math.round(amount * relative), lead: true };
}

/** A share (0..1), right within one percentage point unless said otherwise. */
export function share(label: string, amount: number, tolerance = 0.01): ExpectedFigure {
  return { label, value: amount, tolerance, share: true, lead: true };
}

/** An average sentiment or similar score, right when rounded to two decimals (±0.006) unless said otherwise. */
export function score(label: string, amount: number, tolerance = 0.006): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** A number that must appear but need not lead (the second side of a comparison, a sample size). */
export function also(figure: ExpectedFigure): ExpectedFigure {
  return { ...figure, lead: false };
}

/** The first of `ranked` (best first) must be named, before any of the others. */
export function top(label: string, ranked: readonly string[]): ExpectedName {
  if (ranked.length === 0) throw new Error(`No rows to rank for ${label}`);
  return { label, anyOf: [ranked[0]!], rivals: ranked.slice(1) };
}

/** A value that must be named somewhere. */
export function named(label: string, ...anyOf: string[]): ExpectedName {
  return { label, anyOf };
}

export function answer(
  figures: readonly ExpectedFigure[],
  names: readonly ExpectedName[] = [],
): Expectation {
  return { kind: 'answer', figures, names };
}

export function decline(why: string): Expectation {
  return { kind: 'decline', why };
}

/** Average of a sentiment expression over communications matching `where`. */
export function averageSentiment(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT avg(sentiment) FROM communications WHERE ${where}`, ...params);
}

/** Communications matching `where`. */
export function communications(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT count(*) FROM communications WHERE ${where}`, ...params);
}

/** Cases matching `where`. */
export function cases(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT count(*) FROM cases WHERE ${where}`, ...params);
}

/** Rows of `sql` selecting `k` (the key) and `v` (its value), best first. */
export function ranking(
  db: Store,
  sql: string,
  ...params: Param[]
): { keys: string[]; values: number[] } {
  const rows = db.prepare(sql).all(...params) as { k: unknown; v: unknown }[];
  if (rows.length === 0) throw new Error(`Ranking SQL gave no rows: ${sql}`);
  return { keys: rows.map((row) => String(row.k)), values: rows.map((row) => Number(row.v)) };
}

/** A ranking's expectation: its leader named before the others, with the leader's value. */
export function leader(
  label: string,
  ranked: { keys: string[]; values: number[] },
  figure: (amount: number) => ExpectedFigure,
): Expectation {
  return answer([also(figure(ranked.values[0]!))], [top(label, ranked.keys)]);
}

/**
 * A ranking by an average or a share: the leader named before the others and its value the first
 * figure of its kind, so a list of every group that picks none (in an order of its own) is no pick.
 */
export function picked(
  label: string,
  ranked: { keys: string[]; values: number[] },
  figure: (amount: number) => ExpectedFigure,
): Expectation {
  return answer([figure(ranked.values[0]!)], [top(label, ranked.keys)]);
}

/** The demo's last day, `YYYY-MM-DD`. */
export function lastDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM communications').pluck().get());
}

/** The first and last day of the `days` days ending on the demo's last day. */
export function lastDays(db: Store, days: number): [string, string] {
  const end = Date.parse(`${lastDay(db)}T00:00:00Z`);
  const start = end - (days - 1) * 86_400_000;
  return [new Date(start).toISOString().slice(0, 10), new Date(end).toISOString().slice(0, 10)];
}

/** Communications joined to the customer who sent them. */
export const WITH_CUSTOMER = `communications JOIN customers ON customers.id = communications.customer_id`;
