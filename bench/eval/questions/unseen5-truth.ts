// Truth helpers over the generated rail passenger feedback (table `feedback`,
// bench/eval/rail-data.ts): counts, aggregates and periods relative to the data's last day, all
// plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure } from '../eval-case';
import { value } from './truth';

type Param = string | number;

/** Feedback records matching `where`. */
export function records(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT count(*) FROM feedback WHERE ${where}`, ...params);
}

/** `fn(expression)` over the feedback matching `where`. */
export function agg(
  db: Store,
  fn: 'avg' | 'sum' | 'max' | 'min',
  expression: string,
  where: string,
  ...params: Param[]
): number {
  return value(db, `SELECT ${fn}(${expression}) FROM feedback WHERE ${where}`, ...params);
}

/** An average, right when written to one decimal (±0.051) unless said otherwise. */
export function avgOf(label: string, amount: number, tolerance = 0.051): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** An amount in euros, right to the nearest euro unless said otherwise. */
export function euros(label: string, amount: number, tolerance = 1): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** The data's last day, `YYYY-MM-DD`. */
export function finalDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM feedback').pluck().get());
}

/** `YYYY-MM` of the month `back` months before the last day's month. */
export function monthsBack(db: Store, back: number): string {
  const [year, month] = finalDay(db).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of the `days` days ending on the data's last day (`skip` days earlier). */
export function window(db: Store, days: number, skip = 0): [string, string] {
  const end = Date.parse(`${finalDay(db)}T00:00:00Z`) - skip * 86_400_000;
  const start = end - (days - 1) * 86_400_000;
  return [new Date(start).toISOString().slice(0, 10), new Date(end).toISOString().slice(0, 10)];
}
