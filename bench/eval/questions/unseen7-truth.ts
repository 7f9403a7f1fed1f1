// Truth helpers over the generated parcel claims (table `claims`, bench/eval/parcel-data.ts):
// counts, aggregates, rankings and periods relative to the data's last day, all plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure } from '../eval-case';
import { ranking, value } from './truth';

type Param = string | number;

/** Claims matching `where`. */
export function claims(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT count(*) FROM claims WHERE ${where}`, ...params);
}

/** `fn(expression)` over the claims matching `where`. */
export function over(
  db: Store,
  fn: 'avg' | 'sum' | 'max' | 'min',
  expression: string,
  where: string,
  ...params: Param[]
): number {
  return value(db, `SELECT ${fn}(${expression}) FROM claims WHERE ${where}`, ...params);
}

/** `field` values ranked by `measure` over the claims matching `where`, best first. */
export function ranked(
  db: Store,
  field: string,
  measure: string,
  where = '1',
  order: 'DESC' | 'ASC' = 'DESC',
  ...params: Param[]
): { keys: string[]; values: number[] } {
  return ranking(
    db,
    `SELECT ${field} AS k, ${measure} AS v FROM claims WHERE ${where}
     GROUP BY ${field} HAVING v IS NOT NULL ORDER BY v ${order}, k`,
    ...params,
  );
}

/** A mean, right when written to one decimal (±0.051) unless said otherwise. */
export function mean(label: string, amount: number, tolerance = 0.051): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** Pounds, right to the pound (or to 0.05 % of a large total). */
export function gbp(label: string, amount: number): ExpectedFigure {
  return { label, value: amount, tolerance: Math.max(1, Math.abs(amount) * 0.0005), lead: true };
}

/** The data's last day, `YYYY-MM-DD`. */
export function lastDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM claims').pluck().get());
}

/** `YYYY-MM` of the month `back` months before the last day's month. */
export function monthBefore(db: Store, back: number): string {
  const [year, month] = lastDay(db).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of the `days` days ending on the data's last day. */
export function lastDays(db: Store, days: number): [string, string] {
  const end = Date.parse(`${lastDay(db)}T00:00:00Z`);
  const start = end - (days - 1) * 86_400_000;
  return [new Date(start).toISOString().slice(0, 10), new Date(end).toISOString().slice(0, 10)];
}
