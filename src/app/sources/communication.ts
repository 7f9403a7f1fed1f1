/** `GET /api/communications/:id` (docs/contracts.md, get_communication). */
export interface Communication {
  id: string;
  customerId: string;
  at: string;
  channel: string;
  chatMode: string | null;
  escalatedFrom: string | null;
  direction: string;
  intent?: string;
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

/** The API may answer the record itself or wrap it as the tool does (`{ communication }`). */
export function unwrapCommunication(payload: unknown): Communication | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const wrapped = (payload as { communication?: unknown }).communication;
  const record = (
    typeof wrapped === 'object' && wrapped !== null ? wrapped : payload
  ) as Partial<Communication>;
  return typeof record.id === 'string' ? (record as Communication) : null;
}

/** Only communications (M-…) have a viewer; cases (K-…) and customers (C-…) are cited by id. */
export function isCommunicationId(id: string): boolean {
  return /^M-\d+$/.test(id);
}
