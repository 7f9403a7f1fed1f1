// Truth helpers over the generated delivery complaints (table `complaints`, bench/eval/delivery-data.ts):
// counts, averages and the periods relative to the data's last day, all plain SQL.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure } from '../eval-case';
import { value } from './truth';

type Param = string | number;

/** Complaints matching `where`. */
export function complaints(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT count(*) FROM complaints WHERE ${where}`, ...params);
}

/** `fn(column)` over the complaints matching `where` (`avg`, `sum`, …). */
export function over(
  db: Store,
  fn: 'avg' | 'sum' | 'max' | 'min',
  column: string,
  where: string,
  ...params: Param[]
): number {
  return value(db, `SELECT ${fn}(${column}) FROM complaints WHERE ${where}`, ...params);
}

/** An average, right when written to one decimal (±0.051) unless said otherwise. */
export function mean(label: string, amount: number, tolerance = 0.051): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** An amount of money in pounds, right to the nearest pound unless said otherwise. */
export function pounds(label: string, amount: number, tolerance = 1): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** The data's last day, `YYYY-MM-DD`. */
export function lastDay(db: Store): string {
  return String(db.prepare('SELECT max(day) FROM complaints').pluck().get());
}

/** The month `back` months before the last day's month, `YYYY-MM` (0: the last day's month). */
export function monthBefore(db: Store, back: number): string {
  const [year, month] = lastDay(db).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of the `days` days ending on the data's last day. */
export function lastDays(db: Store, days: number): [string, string] {
  const end = lastDay(db);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * 86_400_000);
  return [start.toISOString().slice(0, 10), end];
}
