import { periodSql } from './periods';

/** A field query_data may use: the fixed SQL it stands for, and whether it is numeric. */
export interface QueryField {
  readonly sql: string;
  readonly numeric?: boolean;
  /** Needs the customers table joined as `c` (for communications and cases). */
  readonly customer?: boolean;
}

export const ENTITIES = ['communications', 'cases', 'customers'] as const;
export type Entity = (typeof ENTITIES)[number];

const CUSTOMER_JOIN_FIELDS = {
  segment: { sql: 'c.segment', customer: true },
  region: { sql: 'c.region', customer: true },
} satisfies Record<string, QueryField>;

/** The allow-list: every field name and the only SQL text it can become. */
export const FIELDS: Record<Entity, Record<string, QueryField>> = {
  communications: {
    id: { sql: 'm.id' },
    customerId: { sql: 'm.customer_id' },
    at: { sql: 'm.at' },
    day: { sql: 'm.day' },
    // From `at`, not the generated `day`, so a grouping can be read from the covering index.
    week: { sql: periodSql('substr(m.at, 1, 10)', 'week') },
    month: { sql: periodSql('substr(m.at, 1, 10)', 'month') },
    channel: { sql: 'm.channel' },
    chatMode: { sql: 'm.chat_mode' },
    escalatedFrom: { sql: 'm.escalated_from' },
    direction: { sql: 'm.direction' },
    intent: { sql: 'm.intent' },
    product: { sql: 'm.product' },
    category: { sql: 'm.category' },
    subcategory: { sql: 'm.subcategory' },
    subject: { sql: 'm.subject' },
    sentiment: { sql: 'm.sentiment', numeric: true },
    sentimentLabel: { sql: 'm.sentiment_label' },
    status: { sql: 'm.status' },
    caseId: { sql: 'm.case_id' },
    ...CUSTOMER_JOIN_FIELDS,
  },
  cases: {
    id: { sql: 'k.id' },
    customerId: { sql: 'k.customer_id' },
    type: { sql: 'k.type' },
    category: { sql: 'k.category' },
    reason: { sql: 'k.reason' },
    openedAt: { sql: 'k.opened_at' },
    closedAt: { sql: 'k.closed_at' },
    openedDay: { sql: 'substr(k.opened_at, 1, 10)' },
    week: { sql: periodSql('substr(k.opened_at, 1, 10)', 'week') },
    month: { sql: 'substr(k.opened_at, 1, 7)' },
    status: { sql: 'k.status' },
    priority: { sql: 'k.priority' },
    slaHours: { sql: 'k.sla_hours', numeric: true },
    slaBreached: { sql: 'k.sla_breached', numeric: true },
    accountRestricted: { sql: 'k.account_restricted', numeric: true },
    resolutionDays: { sql: '(julianday(k.closed_at) - julianday(k.opened_at))', numeric: true },
    resolution: { sql: 'k.resolution' },
    ...CUSTOMER_JOIN_FIELDS,
  },
  customers: {
    id: { sql: 'c.id' },
    name: { sql: 'c.name' },
    segment: { sql: 'c.segment' },
    region: { sql: 'c.region' },
    joinedAt: { sql: 'c.joined_at' },
    joinedMonth: { sql: 'substr(c.joined_at, 1, 7)' },
    products: { sql: 'c.products' },
  },
};

export const DEFAULT_COLUMNS: Record<Entity, readonly string[]> = {
  communications: [
    'id',
    'at',
    'customerId',
    'channel',
    'intent',
    'product',
    'category',
    'subcategory',
    'subject',
    'sentiment',
  ],
  cases: [
    'id',
    'customerId',
    'type',
    'category',
    'reason',
    'openedAt',
    'closedAt',
    'status',
    'priority',
    'slaBreached',
    'accountRestricted',
  ],
  customers: ['id', 'name', 'segment', 'region', 'joinedAt', 'products'],
};

export const FROM_SQL: Record<Entity, { table: string; customerJoin?: string }> = {
  communications: {
    table: 'communications m',
    customerJoin: 'JOIN customers c ON c.id = m.customer_id',
  },
  cases: { table: 'cases k', customerJoin: 'JOIN customers c ON c.id = k.customer_id' },
  customers: { table: 'customers c' },
};
