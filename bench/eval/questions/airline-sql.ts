// Plain SQL over the raw airline CSV (the table `tweets` of bench/eval/airline-data.ts).
import type { Store } from '../../../api/src/store/db';
import { column, ranking, value } from './truth';

export const NEGATIVE_SHARE = `avg(sentiment = 'negative')`;

export function tweets(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM tweets WHERE ${where}`, ...params);
}

export function negativeShare(db: Store, airline: string): number {
  return (
    tweets(db, `airline = ? AND sentiment = 'negative'`, airline) /
    tweets(db, 'airline = ?', airline)
  );
}

export function reasonsOf(db: Store, airline: string): { keys: string[]; values: number[] } {
  return ranking(
    db,
    `SELECT reason k, count(*) v FROM tweets WHERE airline = ? AND reason IS NOT NULL GROUP BY k ORDER BY v DESC`,
    airline,
  );
}

export function airlinesBy(
  db: Store,
  measure: string,
  order: 'ASC' | 'DESC',
): { keys: string[]; values: number[] } {
  return ranking(db, `SELECT airline k, ${measure} v FROM tweets GROUP BY k ORDER BY v ${order}`);
}

export function busiestDays(db: Store): string[] {
  return column(db, `SELECT day FROM tweets GROUP BY day ORDER BY count(*) DESC`);
}

export function lastDays(db: Store, days: number): [string, string] {
  const last = column(db, 'SELECT max(day) FROM tweets')[0]!;
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * 86_400_000);
  return [first.toISOString().slice(0, 10), last];
}
