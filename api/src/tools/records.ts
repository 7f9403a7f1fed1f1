import type { Store } from '../store/db';

/** A communication as the API shows it: camelCase, every column. */
export interface CommunicationRecord {
  id: string;
  customerId: string;
  at: string;
  channel: string;
  chatMode: string | null;
  escalatedFrom: string | null;
  direction: string;
  intent: string;
  product: string;
  category: string;
  subcategory: string;
  subject: string;
  body: string;
  sentiment: number;
  sentimentLabel: string;
  status: string;
  caseId: string | null;
}

export function findCommunication(db: Store, id: string): CommunicationRecord | undefined {
  return db
    .prepare(
      `SELECT id, customer_id AS customerId, at, channel, chat_mode AS chatMode,
         escalated_from AS escalatedFrom, direction, intent, product, category, subcategory,
         subject, body, sentiment, sentiment_label AS sentimentLabel, status, case_id AS caseId
       FROM communications WHERE id = ?`,
    )
    .get(id) as CommunicationRecord | undefined;
}
