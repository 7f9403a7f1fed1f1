import type { FieldType } from '../../../src/agent/dataset';
import type { Store } from './db';

/**
 * Custom fields: the extra columns of an import, kept as real columns `x_<name>` of their table
 * and described in the `fields` table. Names are checked against one rule before they reach any
 * SQL text, here and when they are read back, so a crafted file cannot inject SQL.
 */

export type CustomFieldEntity = 'communications' | 'cases' | 'customers';

export interface CustomField {
  readonly entity: CustomFieldEntity;
  /** The name tools accept, e.g. `airline`, `timely_response`. */
  readonly name: string;
  /** The column holding it, `x_<name>`. */
  readonly column: string;
  readonly type: FieldType;
  readonly label?: string;
  /** The file column it came from. */
  readonly source?: string;
}

const NAME_RULE = /^[a-z][a-z0-9_]{0,39}$/;
const TYPES: readonly FieldType[] = ['text', 'category', 'number', 'boolean', 'date'];

/** The storage type of each field type (booleans are 0/1). */
const COLUMN_TYPES: Record<FieldType, string> = {
  text: 'TEXT',
  category: 'TEXT',
  number: 'REAL',
  boolean: 'INTEGER',
  date: 'TEXT',
};

/**
 * A field name as tools take it, from a file's column header: lower case, runs of anything but
 * letters and digits become `_` ("Timely response?" → `timely_response`). Undefined when nothing
 * usable is left.
 */
export function fieldName(header: string): string | undefined {
  const name = header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'f_$1')
    .slice(0, 40)
    .replace(/_+$/, '');
  return NAME_RULE.test(name) ? name : undefined;
}

export function isFieldName(name: string): boolean {
  return NAME_RULE.test(name);
}

const cache = new WeakMap<Store, { key: string; fields: readonly CustomField[] }>();

/** The custom fields of `entity` (all entities when omitted), in the order they were added. */
export function customFields(db: Store, entity?: CustomFieldEntity): readonly CustomField[] {
  const key = changeKey(db);
  let cached = cache.get(db);
  if (!cached || cached.key !== key) {
    cached = { key, fields: readFields(db) };
    cache.set(db, cached);
  }
  return entity ? cached.fields.filter((field) => field.entity === entity) : cached.fields;
}

function readFields(db: Store): readonly CustomField[] {
  const rows = db
    .prepare(
      'SELECT entity, name, column_name AS "column", type, label, source FROM fields ORDER BY rowid',
    )
    .all() as {
    entity: CustomFieldEntity;
    name: string;
    column: string;
    type: FieldType;
    label: string | null;
    source: string | null;
  }[];
  // A row that breaks the naming rule (written by hand?) is left out, never put into SQL.
  return rows
    .filter(
      (row) => isFieldName(row.name) && row.column === `x_${row.name}` && TYPES.includes(row.type),
    )
    .map((row) => ({
      entity: row.entity,
      name: row.name,
      column: row.column,
      type: row.type,
      ...(row.label ? { label: row.label } : {}),
      ...(row.source ? { source: row.source } : {}),
    }));
}

/**
 * Adds a custom field (a column and its description) unless one of that name exists; an existing
 * field must have the same type. Call inside the import's transaction.
 */
export function ensureCustomField(db: Store, field: Omit<CustomField, 'column'>): CustomField {
  if (!isFieldName(field.name)) {
    throw new Error(
      `field name "${field.name.slice(0, 60)}" must start with a letter and hold only a-z, 0-9 and _ (at most 40)`,
    );
  }
  const existing = customFields(db, field.entity).find((known) => known.name === field.name);
  if (existing) {
    if (existing.type !== field.type) {
      throw new Error(
        `field ${field.name} exists as ${existing.type}; this import declares it ${field.type}`,
      );
    }
    return existing;
  }
  const column = `x_${field.name}`;
  db.exec(`ALTER TABLE ${field.entity} ADD COLUMN "${column}" ${COLUMN_TYPES[field.type]}`);
  db.prepare(
    'INSERT INTO fields (entity, name, column_name, type, label, source) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(field.entity, field.name, column, field.type, field.label ?? null, field.source ?? null);
  cache.delete(db);
  return { ...field, column };
}

/** Moves whenever this or another connection may have changed the data. */
export function changeKey(db: Store): string {
  const row = db
    .prepare(
      'SELECT (SELECT data_version FROM pragma_data_version) AS version, total_changes() AS own',
    )
    .get() as { version: number; own: number };
  return `${row.version}:${row.own}`;
}
