// Truth helpers for the third held-out round's questions over the generated shop returns
// (bench/eval/returns-data.ts), loaded raw as the table `returns`: plain SQL, nothing else.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure } from '../eval-case';
import { column, value } from './truth';

type Param = string | number;

/** Return requests matching `where`. */
export function returnCount(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT count(*) FROM returns WHERE ${where}`, ...params);
}

/** An average of `expression` over the rows matching `where` (NULLs left out, as SQL does). */
export function returnAverage(
  db: Store,
  expression: string,
  where: string,
  ...params: Param[]
): number {
  return value(db, `SELECT avg(${expression}) FROM returns WHERE ${where}`, ...params);
}

/** A sum of dollars over the rows matching `where`, to the cent. */
export function refunded(db: Store, where: string, ...params: Param[]): number {
  return value(db, `SELECT round(sum(refund), 2) FROM returns WHERE ${where}`, ...params);
}

/** An average of days or of a 1–5 score: right when written to one decimal place. */
export function mean(label: string, amount: number): ExpectedFigure {
  return { label, value: amount, tolerance: 0.05, lead: true };
}

/** Dollars: right to the dollar (an answer may leave out the cents). */
export function dollars(label: string, amount: number): ExpectedFigure {
  return { label, value: amount, tolerance: 1, lead: true };
}

/** The last day of the returns: relative periods resolve against it. */
export function lastReturnDay(db: Store): string {
  return column(db, 'SELECT max(day) FROM returns')[0]!;
}

/** The `days` days ending with the last day of the data: [first, last]. */
export function lastDays(db: Store, days: number): [string, string] {
  const last = lastReturnDay(db);
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * 86_400_000);
  return [first.toISOString().slice(0, 10), last];
}

/** The `months` calendar months ending with the data's last month: [first day, last day]. */
export function lastMonths(db: Store, months: number): [string, string] {
  const last = lastReturnDay(db);
  const first = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)) - months, 1));
  return [first.toISOString().slice(0, 10), last];
}

/** One field of one return, by its id; throws unless exactly one row has it. */
export function returnField(db: Store, field: string, where: string, ...params: Param[]): string {
  const found = column(db, `SELECT ${field} FROM returns WHERE ${where}`, ...params);
  if (found.length !== 1) throw new Error(`${where} is not one return (${found.length})`);
  return found[0]!;
}
