import { z } from 'zod';

/**
 * The data dictionary: what Sightline knows of the loaded data. Built by the API from the data
 * itself (`GET /api/dataset`), read by the browser (header, example questions, prompts), by the
 * engine (the question's terms checked against the data's vocabularies) and, through the
 * `<data_dictionary>` block of the system prompt, by any model including the offline planner.
 * Nothing here names the demo's vocabulary: an imported data set brings its own.
 */

/**
 * What a field stands for. `custom` is any other column of an import, kept as its own field;
 * `attribute` a built-in field with no role of its own (a case's priority, a customer's segment).
 */
export const FIELD_ROLES = [
  'id',
  'time',
  'text',
  'subject',
  'customer',
  'case',
  'channel',
  'product',
  'category',
  'subcategory',
  'intent',
  'sentiment',
  'sentiment_label',
  'status',
  'custom',
  'attribute',
] as const;
export const fieldRoleSchema = z.enum(FIELD_ROLES);
export type FieldRole = z.infer<typeof fieldRoleSchema>;

export const FIELD_TYPES = ['text', 'category', 'number', 'boolean', 'date'] as const;
export const fieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldTypeSchema>;

export const DATASET_ENTITIES = ['communications', 'cases', 'customers'] as const;
export const datasetEntitySchema = z.enum(DATASET_ENTITIES);
export type DatasetEntity = z.infer<typeof datasetEntitySchema>;

export const valueCountSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  count: z.number().int().nonnegative(),
});
export type ValueCount = z.infer<typeof valueCountSchema>;

export const datasetFieldSchema = z.object({
  /** The name tools accept in `filters`, `groupBy`, `fields` (query_data), e.g. `channel`, `airline`. */
  name: z.string(),
  entity: datasetEntitySchema,
  role: fieldRoleSchema,
  type: fieldTypeSchema,
  /** Words for it as a person would say them ("negative reason"); defaults to the name. */
  label: z.string().optional(),
  /** Other words that mean this field (from the declaration file or the mapping). */
  synonyms: z.array(z.string()).optional(),
  /** Rows with a value. */
  filled: z.number().int().nonnegative(),
  distinct: z.number().int().nonnegative(),
  /** The most frequent values with their counts, most frequent first (categorical fields). */
  values: z.array(valueCountSchema).optional(),
  /** Whether `values` lists every distinct value (a closed vocabulary). */
  complete: z.boolean().optional(),
  /** Of a number: the currency or unit its values are in (`EUR`, `%`), as the import found it. */
  unit: z.string().optional(),
  /** Range of number and date fields. */
  min: z.union([z.number(), z.string()]).optional(),
  max: z.union([z.number(), z.string()]).optional(),
  /** Value synonyms from the declaration file: value → other words for it. */
  valueSynonyms: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * Of an entity's timestamp: the fields query_data derives from it for the time of week and day
   * (`weekday`; `hour` only where the timestamps carry a time of day, not dates alone).
   */
  timeGroupings: z.array(z.string()).optional(),
  /**
   * Of a number the tools derive from two dates: the date field it runs to from the record's own
   * time, and the unit it is counted in (`days_to_closed`: days from `at` to `closed`).
   */
  span: z.object({ to: z.string(), unit: z.enum(['days']) }).optional(),
  /**
   * Of a record's id: a few of its values as the data writes them (first, last and between), so
   * a reader knows the shape an id of this data takes (`BN25-006111/K`, `INC0012345`).
   */
  samples: z.array(z.string()).optional(),
});
export type DatasetField = z.infer<typeof datasetFieldSchema>;

/** A named measure the data supports (declared or inferred), e.g. a breach rate over cases. */
export const datasetMeasureSchema = z.object({
  name: z.string(),
  label: z.string().optional(),
  synonyms: z.array(z.string()).optional(),
  entity: datasetEntitySchema,
  /** How to compute it with query_data: a metric over the entity, optionally filtered. */
  description: z.string(),
});
export type DatasetMeasure = z.infer<typeof datasetMeasureSchema>;

export const dataDictionarySchema = z.object({
  /** A label for the data set ("Demo bank", a file name). */
  name: z.string(),
  /** One sentence on what the data is, from the declaration file when there is one. */
  description: z.string().optional(),
  counts: z.object({
    communications: z.number().int().nonnegative(),
    customers: z.number().int().nonnegative(),
    cases: z.number().int().nonnegative(),
  }),
  /** First and last day of the communications (`YYYY-MM-DD`), null when empty. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  fields: z.array(datasetFieldSchema),
  measures: z.array(datasetMeasureSchema).optional(),
});
export type DataDictionary = z.infer<typeof dataDictionarySchema>;

const BLOCK_OPEN = '<data_dictionary>';
const BLOCK_CLOSE = '</data_dictionary>';
/** Values listed per field in the prompt; a field with more keeps its top ones and says so. */
const PROMPT_VALUES = 40;

/**
 * The compact form that goes into a system prompt: only fields that hold data, top values only,
 * as one JSON document between `<data_dictionary>` tags so any model (and the offline planner)
 * can read it back with {@link readDictionaryBlock}.
 */
export function dictionaryBlock(dictionary: DataDictionary): string {
  const compact: DataDictionary = {
    ...dictionary,
    fields: dictionary.fields
      .filter((field) => field.filled > 0)
      .map((field) => {
        if (!field.values || field.values.length <= PROMPT_VALUES) return field;
        return { ...field, values: field.values.slice(0, PROMPT_VALUES), complete: false };
      }),
  };
  return `${BLOCK_OPEN}\n${JSON.stringify(compact)}\n${BLOCK_CLOSE}`;
}

/** The dictionary of a `<data_dictionary>` block in `text`, or undefined when absent or invalid. */
export function readDictionaryBlock(text: string): DataDictionary | undefined {
  const start = text.indexOf(BLOCK_OPEN);
  if (start < 0) return undefined;
  const end = text.indexOf(BLOCK_CLOSE, start);
  if (end < 0) return undefined;
  try {
    const parsed = dataDictionarySchema.safeParse(
      JSON.parse(text.slice(start + BLOCK_OPEN.length, end)),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
