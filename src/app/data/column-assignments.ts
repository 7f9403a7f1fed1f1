import type { ColumnProfile, FieldType, ImportMapping, RoleSpec } from './import-api';

/** What the analyst decides per column on the Data page: a role, a custom field, or nothing. */
export interface ColumnAssignment {
  readonly column: string;
  /** A role (`at`, `body`, `channel`…), `custom` (a field of its own) or `ignore`. */
  readonly use: string;
  /** The custom field's name and type. */
  readonly name: string;
  readonly type: FieldType;
  /** Date format of `at` and date fields. */
  readonly format?: string;
}

export const ROLES = [
  'at',
  'body',
  'subject',
  'id',
  'customerId',
  'channel',
  'product',
  'category',
  'subcategory',
  'intent',
  'status',
  'sentiment',
  'sentimentLabel',
] as const;

/** A field name the API accepts, from a column header (mirrors the API's rule). */
export function fieldNameOf(header: string): string {
  const name = header
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'f_$1')
    .slice(0, 40);
  return name || 'field';
}

/** Reads a mapping (the API's suggestion) as one assignment per column of the file. */
export function assignmentsOf(
  mapping: ImportMapping,
  columns: readonly ColumnProfile[],
): ColumnAssignment[] {
  return columns.map((profile) => {
    const base = { column: profile.column, name: fieldNameOf(profile.column), type: profile.type };
    const role = Object.entries(mapping.fields ?? {}).find(
      ([, spec]) => spec.column === profile.column,
    );
    if (role) return { ...base, use: role[0], format: role[1].format };
    const custom = Object.entries(mapping.custom ?? {}).find(
      ([, spec]) => spec.column === profile.column,
    );
    if (custom) {
      return { ...base, use: 'custom', name: custom[0], type: custom[1].type, format: custom[1].format };
    }
    if (mapping.ignore?.includes(profile.column) || mapping.keepOtherColumns === false) {
      return { ...base, use: 'ignore' };
    }
    return { ...base, use: 'custom', format: profile.dateFormats[0] };
  });
}

/**
 * The mapping the assignments stand for; what `base` says beyond columns (constants, value maps,
 * the zone, the declaration) is kept.
 */
export function mappingOf(
  assignments: readonly ColumnAssignment[],
  base: ImportMapping,
): ImportMapping {
  const fields: Record<string, RoleSpec> = {};
  for (const [role, spec] of Object.entries(base.fields ?? {})) {
    if (spec.column === undefined) fields[role] = spec;
  }
  const custom: NonNullable<ImportMapping['custom']> = {};
  const ignore: string[] = [];
  for (const assignment of assignments) {
    if (assignment.use === 'ignore') {
      ignore.push(assignment.column);
    } else if (assignment.use === 'custom') {
      // What the suggestion says of the column's values (a number's unit and decimal comma, a
      // flag's blank as no) holds while the analyst keeps its type.
      const suggested = Object.values(base.custom ?? {}).find(
        (spec) => spec.column === assignment.column && spec.type === assignment.type,
      );
      custom[assignment.name] = {
        ...suggested,
        column: assignment.column,
        type: assignment.type,
        ...(assignment.type === 'date' && assignment.format ? { format: assignment.format } : {}),
      };
    } else {
      const previous = Object.values(base.fields ?? {}).find(
        (spec) => spec.column === assignment.column,
      );
      fields[assignment.use] = {
        ...previous,
        column: assignment.column,
        ...(assignment.format && assignment.use === 'at' ? { format: assignment.format } : {}),
      };
    }
  }
  return { ...base, fields, custom, ignore, keepOtherColumns: false };
}
