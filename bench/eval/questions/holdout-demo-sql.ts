// Plain SQL over the demo database shared by the held-out analyst questions.
import type { Store } from '../../../api/src/store/db';
import { column, value } from './truth';

/** Communications joined with their customers (`m` and `c`), for questions about segments and regions. */
export const WITH_CUSTOMERS = `FROM communications m JOIN customers c ON c.id = m.customer_id`;

export function casesWhere(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM cases WHERE ${where}`, ...params);
}

/** Share of the cases matching `where` that breached their SLA. */
export function breachRate(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT avg(sla_breached) FROM cases WHERE ${where}`, ...params);
}

/** Average sentiment of the communications of one customer segment, within `where`. */
export function segmentSentiment(db: Store, segment: string, where = '1'): number {
  return value(
    db,
    `SELECT avg(m.sentiment) ${WITH_CUSTOMERS} WHERE c.segment = ? AND ${where}`,
    segment,
  );
}

/** The first and last day of the final `days` days of the communications. */
export function finalDays(db: Store, days: number): [string, string] {
  const last = column(db, 'SELECT max(day) FROM communications')[0]!;
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * 86_400_000);
  return [first.toISOString().slice(0, 10), last];
}

/** One field of one record, for lookups; a missing record fails the truth loudly. */
export function recordField(db: Store, sql: string, id: string): string {
  const found = column(db, sql, id)[0];
  if (found === undefined) throw new Error(`No record ${id} for a lookup case`);
  return found;
}
