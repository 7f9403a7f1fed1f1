// Plain SQL over the demo database that several cases share.
import type { Store } from '../../../api/src/store/db';
import { column, communications } from './truth';

/** Chatbot chats handed to a person ÷ chatbot chats (docs/contracts.md), within `where`. */
export function handOffRate(db: Store, where = '1'): number {
  return (
    communications(db, `chat_mode = 'human' AND escalated_from = 'chatbot' AND ${where}`) /
    communications(db, `chat_mode = 'chatbot' AND ${where}`)
  );
}

/** Median days from opening to closing of the closed cases matching `where`. */
export function medianResolutionDays(db: Store, where = '1'): number {
  const sorted = column(
    db,
    `SELECT julianday(closed_at) - julianday(opened_at) FROM cases WHERE closed_at IS NOT NULL AND ${where}`,
  )
    .map(Number)
    .sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
