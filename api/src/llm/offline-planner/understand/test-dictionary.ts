import type {
  DataDictionary,
  DatasetEntity,
  DatasetField,
  FieldRole,
  FieldType,
} from '../../../../../src/agent/dataset';
import type { Store } from '../../../store/db';

/**
 * A data dictionary built in tests from a database by plain SQL, the shape `GET /api/dataset`
 * serves, so the planner can be tested before (and independently of) the API's own builder.
 */
interface Column {
  name: string;
  sql: string;
  role: FieldRole;
  type: FieldType;
  label?: string;
}

/** query_data joins the customer's segment onto communications and cases. */
const SEGMENT: Column = {
  name: 'segment',
  sql: '(SELECT segment FROM customers c WHERE c.id = customer_id)',
  role: 'custom',
  type: 'category',
};

const TABLES: Record<DatasetEntity, { table: string; columns: Column[] }> = {
  communications: {
    table: 'communications',
    columns: [
      { name: 'id', sql: 'id', role: 'id', type: 'text' },
      { name: 'at', sql: 'at', role: 'time', type: 'date' },
      { name: 'customerId', sql: 'customer_id', role: 'customer', type: 'text' },
      { name: 'channel', sql: 'channel', role: 'channel', type: 'category' },
      { name: 'chatMode', sql: 'chat_mode', role: 'custom', type: 'category', label: 'chat mode' },
      {
        name: 'escalatedFrom',
        sql: 'escalated_from',
        role: 'custom',
        type: 'category',
        label: 'escalated from',
      },
      { name: 'direction', sql: 'direction', role: 'custom', type: 'category' },
      { name: 'intent', sql: 'intent', role: 'intent', type: 'category' },
      { name: 'product', sql: 'product', role: 'product', type: 'category' },
      { name: 'category', sql: 'category', role: 'category', type: 'category' },
      { name: 'subcategory', sql: 'subcategory', role: 'subcategory', type: 'category' },
      { name: 'body', sql: 'body', role: 'text', type: 'text' },
      { name: 'sentiment', sql: 'sentiment', role: 'sentiment', type: 'number' },
      {
        name: 'sentimentLabel',
        sql: 'sentiment_label',
        role: 'sentiment_label',
        type: 'category',
        label: 'sentiment label',
      },
      { name: 'status', sql: 'status', role: 'status', type: 'category' },
      SEGMENT,
    ],
  },
  cases: {
    table: 'cases',
    columns: [
      { name: 'id', sql: 'id', role: 'id', type: 'text' },
      { name: 'openedAt', sql: 'opened_at', role: 'time', type: 'date', label: 'opened' },
      { name: 'type', sql: 'type', role: 'custom', type: 'category', label: 'case type' },
      { name: 'reason', sql: 'reason', role: 'custom', type: 'category' },
      { name: 'status', sql: 'status', role: 'status', type: 'category' },
      { name: 'priority', sql: 'priority', role: 'custom', type: 'category' },
      {
        name: 'slaBreached',
        sql: 'sla_breached',
        role: 'custom',
        type: 'boolean',
        label: 'SLA breached',
      },
      {
        name: 'accountRestricted',
        sql: 'account_restricted',
        role: 'custom',
        type: 'boolean',
        label: 'account restricted',
      },
      SEGMENT,
      {
        name: 'resolutionDays',
        sql: '(julianday(closed_at) - julianday(opened_at))',
        role: 'custom',
        type: 'number',
        label: 'resolution time',
      },
    ],
  },
  customers: {
    table: 'customers',
    columns: [
      { name: 'id', sql: 'id', role: 'id', type: 'text' },
      { name: 'segment', sql: 'segment', role: 'custom', type: 'category' },
      { name: 'region', sql: 'region', role: 'custom', type: 'category' },
    ],
  },
};

function field(db: Store, entity: DatasetEntity, table: string, column: Column): DatasetField {
  const stats = db
    .prepare(
      `SELECT count(${column.sql}) AS filled, count(DISTINCT ${column.sql}) AS distinct_ FROM ${table}`,
    )
    .get() as { filled: number; distinct_: number };
  const result: DatasetField = {
    name: column.name,
    entity,
    role: column.role,
    type: column.type,
    filled: stats.filled,
    distinct: stats.distinct_,
    ...(column.label ? { label: column.label } : {}),
  };
  if (column.type === 'category' && stats.distinct_ <= 200) {
    const values = db
      .prepare(
        `SELECT ${column.sql} AS value, count(*) AS count FROM ${table} WHERE ${column.sql} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
      )
      .all() as { value: string; count: number }[];
    result.values = values;
    result.complete = true;
  }
  return result;
}

export function dictionaryFromDatabase(
  db: Store,
  extra: Partial<Pick<DataDictionary, 'name' | 'description' | 'measures'>> = {},
): DataDictionary {
  const fields: DatasetField[] = [];
  for (const [entity, { table, columns }] of Object.entries(TABLES) as [
    DatasetEntity,
    (typeof TABLES)[DatasetEntity],
  ][]) {
    for (const column of columns) fields.push(field(db, entity, table, column));
  }
  const count = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const span = db
    .prepare('SELECT min(substr(at, 1, 10)) AS f, max(substr(at, 1, 10)) AS t FROM communications')
    .get() as { f: string | null; t: string | null };
  return {
    name: extra.name ?? 'Test data',
    ...(extra.description ? { description: extra.description } : {}),
    counts: {
      communications: count('communications'),
      customers: count('customers'),
      cases: count('cases'),
    },
    from: span.f,
    to: span.t,
    fields,
    ...(extra.measures ? { measures: extra.measures } : {}),
  };
}
