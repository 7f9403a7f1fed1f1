import type { FieldRole, FieldType } from '../../../src/agent/dataset';
import type { Store } from '../store/db';
import { customFields } from '../store/custom-fields';
import { periodSql } from './periods';

/** A field query_data may use: the fixed SQL it stands for, what it means and its type. */
export interface QueryField {
  readonly sql: string;
  readonly numeric?: boolean;
  /** Needs the customers table joined as `c` (for communications and cases). */
  readonly customer?: boolean;
  /** What the field stands for in the data dictionary. */
  readonly role: FieldRole;
  readonly type: FieldType;
  /** Computed from another field (a day, week or month of a timestamp): not described on its own. */
  readonly derived?: boolean;
  /** The label an import gave a custom field. */
  readonly label?: string;
  /** The days between the entity's own time and this custom date field (computed, described). */
  readonly span?: string;
}

/** The hour of a timestamp as `08:00` (UTC, as the store keeps it), for "what hour …". */
function hourSql(timestamp: string): string {
  return `(CASE WHEN length(${timestamp}) >= 13 THEN substr(${timestamp}, 12, 2) || ':00' END)`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday of a timestamp by name (`Monday`), for "which weekday", "at the weekend". */
function weekdaySql(timestamp: string): string {
  const cases = WEEKDAYS.map((name, index) => `WHEN '${index}' THEN '${name}'`).join(' ');
  return `(CASE strftime('%w', substr(${timestamp}, 1, 10)) ${cases} END)`;
}

/** Groupings by the time of day and week, derived from an entity's timestamp. */
export const TIME_OF_WEEK_FIELDS = ['hour', 'weekday'] as const;

export const ENTITIES = ['communications', 'cases', 'customers'] as const;
export type Entity = (typeof ENTITIES)[number];

const CUSTOMER_JOIN_FIELDS = {
  segment: { sql: 'c.segment', customer: true, role: 'attribute', type: 'category' },
  region: { sql: 'c.region', customer: true, role: 'attribute', type: 'category' },
} satisfies Record<string, QueryField>;

/** The built-in allow-list: every field name and the only SQL text it can become. */
export const FIELDS: Record<Entity, Record<string, QueryField>> = {
  communications: {
    id: { sql: 'm.id', role: 'id', type: 'text' },
    customerId: { sql: 'm.customer_id', role: 'customer', type: 'text' },
    at: { sql: 'm.at', role: 'time', type: 'date' },
    day: { sql: 'm.day', role: 'time', type: 'date', derived: true },
    // From `at`, not the generated `day`, so a grouping can be read from the covering index.
    week: {
      sql: periodSql('substr(m.at, 1, 10)', 'week'),
      role: 'time',
      type: 'date',
      derived: true,
    },
    month: {
      sql: periodSql('substr(m.at, 1, 10)', 'month'),
      role: 'time',
      type: 'date',
      derived: true,
    },
    hour: { sql: hourSql('m.at'), role: 'time', type: 'category', derived: true },
    weekday: { sql: weekdaySql('m.at'), role: 'time', type: 'category', derived: true },
    channel: { sql: 'm.channel', role: 'channel', type: 'category' },
    chatMode: { sql: 'm.chat_mode', role: 'attribute', type: 'category' },
    escalatedFrom: { sql: 'm.escalated_from', role: 'attribute', type: 'category' },
    direction: { sql: 'm.direction', role: 'attribute', type: 'category' },
    intent: { sql: 'm.intent', role: 'intent', type: 'category' },
    product: { sql: 'm.product', role: 'product', type: 'category' },
    category: { sql: 'm.category', role: 'category', type: 'category' },
    subcategory: { sql: 'm.subcategory', role: 'subcategory', type: 'category' },
    subject: { sql: 'm.subject', role: 'subject', type: 'text' },
    body: { sql: 'm.body', role: 'text', type: 'text' },
    sentiment: { sql: 'm.sentiment', numeric: true, role: 'sentiment', type: 'number' },
    sentimentLabel: { sql: 'm.sentiment_label', role: 'sentiment_label', type: 'category' },
    status: { sql: 'm.status', role: 'status', type: 'category' },
    caseId: { sql: 'm.case_id', role: 'case', type: 'text' },
    ...CUSTOMER_JOIN_FIELDS,
  },
  cases: {
    id: { sql: 'k.id', role: 'id', type: 'text' },
    customerId: { sql: 'k.customer_id', role: 'customer', type: 'text' },
    type: { sql: 'k.type', role: 'attribute', type: 'category' },
    category: { sql: 'k.category', role: 'category', type: 'category' },
    reason: { sql: 'k.reason', role: 'attribute', type: 'category' },
    openedAt: { sql: 'k.opened_at', role: 'time', type: 'date' },
    closedAt: { sql: 'k.closed_at', role: 'attribute', type: 'date' },
    openedDay: { sql: 'substr(k.opened_at, 1, 10)', role: 'time', type: 'date', derived: true },
    week: {
      sql: periodSql('substr(k.opened_at, 1, 10)', 'week'),
      role: 'time',
      type: 'date',
      derived: true,
    },
    month: { sql: 'substr(k.opened_at, 1, 7)', role: 'time', type: 'date', derived: true },
    hour: { sql: hourSql('k.opened_at'), role: 'time', type: 'category', derived: true },
    weekday: { sql: weekdaySql('k.opened_at'), role: 'time', type: 'category', derived: true },
    status: { sql: 'k.status', role: 'status', type: 'category' },
    priority: { sql: 'k.priority', role: 'attribute', type: 'category' },
    slaHours: { sql: 'k.sla_hours', numeric: true, role: 'attribute', type: 'number' },
    slaBreached: { sql: 'k.sla_breached', numeric: true, role: 'attribute', type: 'boolean' },
    accountRestricted: {
      sql: 'k.account_restricted',
      numeric: true,
      role: 'attribute',
      type: 'boolean',
    },
    resolutionDays: {
      sql: '(julianday(k.closed_at) - julianday(k.opened_at))',
      numeric: true,
      role: 'attribute',
      type: 'number',
      derived: true,
    },
    resolution: { sql: 'k.resolution', role: 'attribute', type: 'text' },
    ...CUSTOMER_JOIN_FIELDS,
  },
  customers: {
    id: { sql: 'c.id', role: 'id', type: 'text' },
    name: { sql: 'c.name', role: 'attribute', type: 'text' },
    segment: { sql: 'c.segment', role: 'attribute', type: 'category' },
    region: { sql: 'c.region', role: 'attribute', type: 'category' },
    joinedAt: { sql: 'c.joined_at', role: 'time', type: 'date' },
    joinedMonth: { sql: 'substr(c.joined_at, 1, 7)', role: 'time', type: 'date', derived: true },
    products: { sql: 'c.products', role: 'attribute', type: 'text' },
  },
};

/** The SQL alias of each entity's table in tool queries. */
export const ENTITY_ALIAS: Record<Entity, string> = {
  communications: 'm',
  cases: 'k',
  customers: 'c',
};

/**
 * Every field of `entity` that tools accept in this database: the built-in ones and the custom
 * fields an import added (`airline`, `state`…). A custom field's SQL is its column, checked
 * against the `fields` table's naming rule, never text from a caller.
 */
export function queryFields(db: Store, entity: Entity): Record<string, QueryField> {
  const custom = customFields(db, entity);
  if (custom.length === 0) return FIELDS[entity];
  const fields: Record<string, QueryField> = { ...FIELDS[entity] };
  for (const field of custom) {
    fields[field.name] = {
      sql: `${ENTITY_ALIAS[entity]}."${field.column}"`,
      numeric: field.type === 'number' || field.type === 'boolean',
      role: 'custom',
      type: field.type,
      label: field.label,
    };
  }
  // A second date of each record ("closed at", "resolved"): the days from the record's own time
  // to it, a number the tools can average, so "how long do cases stay open" has an answer where
  // the data keeps two dates but no duration.
  const own = Object.values(FIELDS[entity]).find(
    (field) => field.role === 'time' && !field.derived,
  );
  for (const field of custom) {
    if (field.type !== 'date' || !own) continue;
    const name = `days_to_${field.name}`.slice(0, 40);
    if (fields[name]) continue;
    fields[name] = {
      sql: `(julianday(${ENTITY_ALIAS[entity]}."${field.column}") - julianday(${own.sql}))`,
      numeric: true,
      role: 'custom',
      type: 'number',
      label: `days to ${field.label ?? field.name.replace(/_/g, ' ')}`,
      span: field.name,
    };
  }
  return fields;
}

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
