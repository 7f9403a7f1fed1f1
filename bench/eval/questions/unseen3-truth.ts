// Truth builders for the fourth held-out round (generated support tickets, table `tickets`; the
// demo corpus; the airline tweets): plain SQL in, numbers out. The SQL itself stays in the cases.
import type { Store } from '../../../api/src/store/db';
import type { ExpectedFigure } from '../eval-case';
import { value } from './truth';

/** Tickets matching `where`. */
export function tickets(db: Store, where: string, ...params: (string | number)[]): number {
  return value(db, `SELECT count(*) FROM tickets WHERE ${where}`, ...params);
}

/** The average of `expression` over the tickets matching `where` (NULLs left out, as SQL does). */
export function ticketAverage(
  db: Store,
  expression: string,
  where: string,
  ...params: (string | number)[]
): number {
  return value(db, `SELECT avg(${expression}) FROM tickets WHERE ${where}`, ...params);
}

/** An average written to one decimal ("32.5 hours", "3.7 replies"): right within ±0.06. */
export function mean(label: string, amount: number, tolerance = 0.06): ExpectedFigure {
  return { label, value: amount, tolerance, lead: true };
}

/** The first and last day of `table`'s `day` column. */
export function span(db: Store, table: string): { first: string; last: string } {
  const row = db.prepare(`SELECT min(day) first, max(day) last FROM ${table}`).get() as {
    first: string;
    last: string;
  };
  return row;
}

/** `YYYY-MM-DD` plus `days` (negative to go back). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last `n` days of `table`, ending on its last day: [from, to]. */
export function trailingDays(db: Store, table: string, n: number): [string, string] {
  const { last } = span(db, table);
  return [shiftDay(last, -(n - 1)), last];
}

/** The month (`YYYY-MM`) `back` calendar months before the last day's month (0: that month). */
export function monthBack(db: Store, table: string, back: number): string {
  const { last } = span(db, table);
  const date = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)) - 1 - back, 1));
  return date.toISOString().slice(0, 7);
}
