import { customFields, type CustomFieldEntity } from '../store/custom-fields';
import type { Store } from '../store/db';

export type CustomValue = string | number | boolean | null;

/**
 * The imported fields of one record, by the names tools take (`stars`, `airline`), so a lookup
 * shows everything the data holds about it and not only the built-in columns. Booleans stored as
 * 0/1 come back as true/false. Empty when the data has no custom fields for `entity`.
 */
export function customValues(
  db: Store,
  entity: CustomFieldEntity,
  id: string,
): Record<string, CustomValue> {
  const fields = customFields(db, entity);
  if (fields.length === 0) return {};
  // Column names come from the fields table and pass its naming rule (x_<name>); quoted anyway.
  const columns = fields.map((field) => `"${field.column}"`).join(', ');
  const row = db.prepare(`SELECT ${columns} FROM ${entity} WHERE id = ?`).get(id) as
    Record<string, unknown> | undefined;
  if (!row) return {};
  const values: Record<string, CustomValue> = {};
  for (const field of fields) {
    const value = row[field.column];
    if (value === null || value === undefined) values[field.name] = null;
    else if (field.type === 'boolean') values[field.name] = value === 1;
    else values[field.name] = value as string | number;
  }
  return values;
}

/** `stars 4, would_return yes` for a summary line: the first few set values. */
export function describeValues(values: Record<string, CustomValue>, limit = 8): string {
  return Object.entries(values)
    .filter(([, value]) => value !== null && value !== '')
    .slice(0, limit)
    .map(([name, value]) => {
      const shown = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
      return `${name} ${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}`;
    })
    .join(', ');
}
