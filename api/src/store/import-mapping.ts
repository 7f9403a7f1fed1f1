import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { FIELD_TYPES } from '../../../src/agent/dataset';
import { fieldName, isFieldName } from './custom-fields';
import { dictionaryDeclarationSchema } from './dictionary-declaration';
import { dateParser } from './import-dates';

/**
 * The mapping file of an import: which column holds each of Sightline's roles and how its values
 * convert (date format and zone, value maps, defaults, constants), which other columns are kept as
 * custom fields and with which type, and what the dictionary should call things.
 *
 * ```json
 * { "timezone": "UTC",
 *   "fields": { "at": { "column": "created", "format": "M/D/YYYY H:mm" }, "body": "text",
 *               "channel": { "constant": "social" },
 *               "sentimentLabel": { "column": "label", "values": { "bad": "negative" } } },
 *   "custom": { "airline": { "column": "airline", "type": "category" } },
 *   "ignore": ["internal_note"] }
 * ```
 * A flat `{ "body": "text" }` (role → column) is read as `fields`.
 */

/** The roles of a communication a file can fill. */
export const COMMUNICATION_ROLES = [
  'id',
  'customerId',
  'at',
  'channel',
  'chatMode',
  'escalatedFrom',
  'direction',
  'intent',
  'product',
  'category',
  'subcategory',
  'subject',
  'body',
  'sentiment',
  'sentimentLabel',
  'status',
  'caseId',
] as const;
export type CommunicationRole = (typeof COMMUNICATION_ROLES)[number];

const valueSpec = z
  .object({
    column: z.string().min(1).max(200).optional(),
    /** The same value for every row (the column is not read). */
    constant: z.string().max(500).optional(),
    /** Used when the cell is empty. */
    default: z.string().max(500).optional(),
    /** Cell value → stored value; matched exactly, then ignoring case. */
    values: z.record(z.string(), z.string().max(500)).optional(),
    /** Date format (`M/D/YYYY H:mm`, `D MMM YYYY`, `X`, `ISO`…) for `at` and date fields. */
    format: z.string().max(60).optional(),
    /** Zone of dates that carry none (overrides the mapping's `timezone`). */
    timezone: z.string().max(60).optional(),
  })
  .strict();

export type ValueSpec = z.output<typeof valueSpec>;

const roleSpec = z.union([
  z
    .string()
    .min(1)
    .max(200)
    .transform((column): ValueSpec => ({ column })),
  valueSpec,
]);

const customSpec = valueSpec
  .extend({
    type: z.enum(FIELD_TYPES),
    label: z.string().max(100).optional(),
    /** Of a number: its currency or unit (`EUR`, `%`); a value in another one is refused. */
    unit: z.string().min(1).max(20).optional(),
    /** Of a number: the decimal mark, `.` (default) or `,` ("1.234,56"). */
    decimal: z.enum(['.', ',']).optional(),
  })
  .strict();

export const importMappingSchema = z
  .object({
    /** A name for the data set (the dictionary's `name`). */
    name: z.string().max(200).optional(),
    /** CSV delimiter; detected from the header line when absent. */
    delimiter: z.string().min(1).max(2).optional(),
    /** Zone of dates without one. Default UTC: the wall time is kept as it reads. */
    timezone: z.string().max(60).default('UTC'),
    fields: z.partialRecord(z.enum(COMMUNICATION_ROLES), roleSpec).default({}),
    custom: z.record(z.string(), customSpec).default({}),
    /** Columns not to keep. Every other column not mapped is kept as a custom field. */
    ignore: z.array(z.string().max(200)).default([]),
    /** Whether unmapped, unignored columns become custom fields (types inferred). Default true. */
    keepOtherColumns: z.boolean().default(true),
    /** Labels, synonyms, measures for the data dictionary. */
    declaration: dictionaryDeclarationSchema.optional(),
  })
  .strict();

export type ImportMapping = z.input<typeof importMappingSchema>;
export type ResolvedMapping = z.output<typeof importMappingSchema>;
export type CustomSpec = z.output<typeof customSpec>;

/** Reads a mapping from JSON text (the file format above); errors name the file and the field. */
export function parseMapping(json: unknown, source = 'mapping'): ResolvedMapping {
  const isObject = typeof json === 'object' && json !== null && !Array.isArray(json);
  if (!isObject) throw new Error(`${source} must be a JSON object`);
  const record = json as Record<string, unknown>;
  // The flat form: every value a column name, no key of the structured form.
  const structured = Object.keys(importMappingSchema.shape);
  const flat =
    Object.keys(record).length > 0 &&
    Object.entries(record).every(
      ([key, value]) => !structured.includes(key) && typeof value === 'string',
    );
  if (flat) {
    const unknown = Object.keys(record).find(
      (key) => !(COMMUNICATION_ROLES as readonly string[]).includes(key),
    );
    if (unknown !== undefined) {
      throw new Error(
        `${source}: unknown field "${unknown.slice(0, 60)}"; the roles are ${COMMUNICATION_ROLES.join(', ')} (other columns go under "custom")`,
      );
    }
  }
  const parsed = importMappingSchema.safeParse(flat ? { fields: record } : record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.');
    const hint =
      issue.code === 'unrecognized_keys' ||
      issue.code === 'invalid_key' ||
      issue.code === 'invalid_value'
        ? ` (roles: ${COMMUNICATION_ROLES.join(', ')})`
        : '';
    throw new Error(`${source}: ${path || 'mapping'}: ${issue.message}${hint}`);
  }
  const mapping = parsed.data;
  for (const [role, spec] of Object.entries(mapping.fields)) {
    if (spec.column === undefined && spec.constant === undefined) {
      throw new Error(`${source}: fields.${role} needs a column or a constant`);
    }
  }
  for (const [name, spec] of Object.entries(mapping.custom)) {
    if (!isFieldName(name)) {
      throw new Error(
        `${source}: custom field "${name.slice(0, 60)}" must start with a letter and hold only a-z, 0-9 and _ (suggestion: ${fieldName(name) ?? 'field'})`,
      );
    }
    if (spec.column === undefined && spec.constant === undefined) {
      throw new Error(`${source}: custom.${name} needs a column or a constant`);
    }
  }
  // A bad format or zone is an error before any row is read, not one per row.
  const at = mapping.fields.at;
  dateParser(at?.format ?? 'ISO', at?.timezone ?? mapping.timezone);
  for (const spec of Object.values(mapping.custom)) {
    if (spec.type === 'date') dateParser(spec.format ?? 'ISO', spec.timezone ?? mapping.timezone);
  }
  return mapping;
}

export function readMappingFile(path: string): ResolvedMapping {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`mapping ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `mapping ${path} is not JSON: ${error instanceof Error ? error.message : error}`,
    );
  }
  return parseMapping(json, `mapping ${path}`);
}
