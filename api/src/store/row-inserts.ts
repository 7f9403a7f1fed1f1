import type { Statement } from 'better-sqlite3';
import type { Store } from './db';

export interface RowInserts {
  /** (id, name, segment, region, joined_at, products JSON) */
  readonly customer: Statement;
  /** (id, customer_id, type, category, reason, opened_at, closed_at, status, priority, sla_hours,
   *  sla_breached, account_restricted, resolution) */
  readonly case: Statement;
  /** (id, customer_id, at, channel, chat_mode, escalated_from, direction, intent, product, category,
   *  subcategory, subject, body, sentiment, sentiment_label, status, case_id) */
  readonly communication: Statement;
}

/** The INSERT statements the generator and the importer share, with positional parameters. */
export function prepareRowInserts(db: Store): RowInserts {
  return {
    customer: db.prepare(
      'INSERT INTO customers (id, name, segment, region, joined_at, products) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    case: db.prepare(
      `INSERT INTO cases (id, customer_id, type, category, reason, opened_at, closed_at, status, priority,
         sla_hours, sla_breached, account_restricted, resolution)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    communication: db.prepare(
      `INSERT INTO communications (id, customer_id, at, channel, chat_mode, escalated_from, direction,
         intent, product, category, subcategory, subject, body, sentiment, sentiment_label, status, case_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
}
