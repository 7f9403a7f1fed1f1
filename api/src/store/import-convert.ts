import { createHash } from 'node:crypto';
import type { FieldType } from '../../../src/agent/dataset';
import { fieldName } from './custom-fields';
import { dateParser, type DateParser } from './import-dates';
import { FLAG_SPELLINGS, readFlag } from './import-flags';
import { canonicalUnit, convertUnit, dimensionOf, readNumber } from './import-numbers';
import {
  COMMUNICATION_ROLES,
  type CommunicationRole,
  type CustomSpec,
  type ResolvedMapping,
  type ValueSpec,
} from './import-mapping';
import { customSpecOf, type FileProfile } from './import-profile';
import type { InputRecord } from './import-records';
import { SENTIMENT_LABELS, type SentimentLabel } from './vocabulary';

/**
 * Turns the records of a file into communication rows as the mapping says: columns to roles,
 * value maps, defaults and constants, dates in the stated format and zone, and every other column
 * into a typed custom field. A value that does not convert rejects its row with a reason that
 * names the field and the problem, never the whole vocabulary.
 */

export interface ConvertedCommunication {
  readonly id: string;
  readonly customerId?: string;
  readonly at: string;
  readonly channel?: string;
  readonly chatMode?: string;
  readonly escalatedFrom?: string;
  readonly direction?: string;
  readonly intent?: string;
  readonly product?: string;
  readonly category?: string;
  readonly subcategory?: string;
  readonly subject: string;
  readonly body?: string;
  readonly sentiment?: number;
  readonly sentimentLabel?: SentimentLabel;
  readonly status?: string;
  readonly caseId?: string;
  /** Values of the custom fields, in the order of {@link RowConverter.customFields}. */
  readonly custom: readonly (string | number | null)[];
}

/** Why a row was refused: `reason` is the same for every row with this problem. */
export interface Refusal {
  readonly reason: string;
  readonly value?: string;
}

export interface PlannedCustomField {
  readonly name: string;
  readonly type: FieldType;
  readonly label?: string;
  readonly source?: string;
}

export interface RowConverter {
  readonly customFields: readonly PlannedCustomField[];
  /** The unit of each number field that has one: the mapping's, else the one its values carry. */
  units(): Readonly<Record<string, string>>;
  convert(record: InputRecord): ConvertedCommunication | Refusal;
}

/** Roles whose values are stored as the file spells them (after the value map). */
type TextRole = Exclude<
  CommunicationRole,
  'id' | 'at' | 'subject' | 'body' | 'sentiment' | 'sentimentLabel'
>;
const CONVERTED_ROLES = new Set(['id', 'at', 'subject', 'body', 'sentiment', 'sentimentLabel']);
const TEXT_ROLES = COMMUNICATION_ROLES.filter(
  (role): role is TextRole => !CONVERTED_ROLES.has(role),
);

const MAX_VALUE = 500;
const MAX_SUBJECT = 2_000;
const MAX_BODY = 100_000;
/** A label given by the file scores its row: the mean over rows is then the net sentiment. */
const LABEL_SCORES: Record<SentimentLabel, number> = { negative: -1, neutral: 0, positive: 1 };

/** A reader of one mapped value: the converted cell, or undefined when empty. */
type Reader = (record: InputRecord) => string | undefined;

function reader(spec: ValueSpec): Reader {
  const values = spec.values ? new Map(Object.entries(spec.values)) : undefined;
  const folded = spec.values
    ? new Map(Object.entries(spec.values).map(([key, value]) => [key.toLowerCase(), value]))
    : undefined;
  return (record) => {
    if (spec.constant !== undefined) return spec.constant;
    const raw = spec.column === undefined ? undefined : record.values[spec.column];
    if (raw === undefined) return spec.default;
    const mapped = values?.get(raw) ?? folded?.get(raw.toLowerCase()) ?? raw;
    return mapped === '' ? spec.default : mapped;
  };
}

/**
 * Checks the mapping against the file's columns (a missing column is an error before any row is
 * read) and prepares the conversion. `profile` gives the types of unmapped columns kept as custom
 * fields; without it those columns are left out.
 */
export function compileMapping(
  mapping: ResolvedMapping,
  file: string,
  columns: readonly string[],
  checkColumns: boolean,
  profile?: FileProfile,
): RowConverter {
  const missing = (column: string | undefined, what: string) => {
    if (checkColumns && column !== undefined && !columns.includes(column)) {
      throw new Error(
        `mapping: column "${column}" (for ${what}) is not in ${file}; its columns are ${columns.join(', ')}`,
      );
    }
  };
  for (const [role, spec] of Object.entries(mapping.fields)) missing(spec.column, role);
  for (const [name, spec] of Object.entries(mapping.custom)) missing(spec.column, name);
  if (!mapping.fields.at) {
    throw new Error('mapping: fields.at (the column with the date and time) is required');
  }
  if (!mapping.fields.body && !mapping.fields.subject) {
    throw new Error('mapping: map fields.body or fields.subject (the text of the communication)');
  }

  const readers = new Map<CommunicationRole, Reader>();
  for (const [role, spec] of Object.entries(mapping.fields)) {
    readers.set(role as CommunicationRole, reader(spec));
  }
  const atSpec = mapping.fields.at;
  const atParser = dateParser(atSpec.format ?? 'ISO', atSpec.timezone ?? mapping.timezone);

  const custom: { field: PlannedCustomField; read: Reader; convert: Converter }[] = [];
  const units: Record<string, string> = {};
  const addCustom = (name: string, spec: CustomSpec) =>
    custom.push({
      field: {
        name,
        type: spec.type,
        ...(spec.label ? { label: spec.label } : {}),
        ...(spec.column ? { source: spec.column } : {}),
      },
      read: reader(spec),
      convert: converter(spec.type, spec, mapping.timezone, (unit) => (units[name] = unit)),
    });
  for (const [name, spec] of Object.entries(mapping.custom)) addCustom(name, spec);

  if (mapping.keepOtherColumns && profile) {
    const used = new Set<string>([
      ...Object.values(mapping.fields).flatMap((spec) => (spec.column ? [spec.column] : [])),
      ...Object.values(mapping.custom).flatMap((spec) => (spec.column ? [spec.column] : [])),
      ...mapping.ignore,
    ]);
    const taken = new Set(custom.map(({ field }) => field.name));
    for (const column of profile.columns) {
      if (used.has(column.column) || column.filled === 0) continue;
      const name = uniqueName(fieldName(column.column) ?? 'field', taken);
      taken.add(name);
      addCustom(name, customSpecOf(column));
    }
  }

  const occurrences = new Map<string, number>();
  return {
    customFields: custom.map(({ field }) => field),
    units: () => units,
    convert(record) {
      const value = (role: CommunicationRole) => readers.get(role)?.(record);
      const atText = value('at');
      if (atText === undefined) return { reason: 'at (the date) is empty' };
      const at = atParser.parse(atText);
      if (!at.ok) return { reason: `at ${at.reason}`, value: atText };

      const text: Partial<Record<TextRole, string>> = {};
      for (const role of TEXT_ROLES) {
        const found = value(role);
        if (found === undefined) continue;
        if (found.length > MAX_VALUE)
          return { reason: `${role} is longer than ${MAX_VALUE} characters` };
        text[role] = found;
      }
      const body = value('body');
      if (body !== undefined && body.length > MAX_BODY) {
        return { reason: `body is longer than ${MAX_BODY} characters` };
      }
      const subjectText = value('subject') ?? (body !== undefined ? firstLine(body) : undefined);
      if (subjectText === undefined) return { reason: 'has neither a subject nor a body' };
      if (subjectText.length > MAX_SUBJECT) {
        return { reason: `subject is longer than ${MAX_SUBJECT} characters` };
      }

      let sentiment: number | undefined;
      const sentimentText = value('sentiment');
      if (sentimentText !== undefined) {
        sentiment = Number(sentimentText);
        if (!Number.isFinite(sentiment) || sentiment < -1 || sentiment > 1) {
          return { reason: 'sentiment is not a number from -1 to 1', value: sentimentText };
        }
      }
      let sentimentLabel: SentimentLabel | undefined;
      const labelText = value('sentimentLabel');
      if (labelText !== undefined) {
        const label = labelText.toLowerCase() as SentimentLabel;
        if (!SENTIMENT_LABELS.includes(label)) {
          return {
            reason:
              'sentimentLabel is not negative, neutral or positive (map the file\'s labels with "values")',
            value: labelText,
          };
        }
        sentimentLabel = label;
        sentiment ??= LABEL_SCORES[label];
      }

      const customValues: (string | number | null)[] = [];
      for (const { field, read, convert } of custom) {
        const raw = read(record);
        if (raw === undefined) {
          customValues.push(null);
          continue;
        }
        const converted = convert(raw);
        if (typeof converted === 'object' && converted !== null) {
          return { reason: `${field.name} ${converted.problem}`, value: raw };
        }
        customValues.push(converted);
      }

      const id = value('id') ?? contentId(record, occurrences);
      if (id.length > 100) return { reason: 'id is longer than 100 characters' };
      return {
        id,
        at: at.iso,
        ...text,
        subject: subjectText,
        ...(body !== undefined ? { body } : {}),
        ...(sentiment !== undefined ? { sentiment } : {}),
        ...(sentimentLabel !== undefined ? { sentimentLabel } : {}),
        custom: customValues,
      };
    },
  };
}

type Converter = (value: string) => string | number | { problem: string };

function converter(
  type: FieldType,
  spec: CustomSpec,
  zone: string,
  foundUnit: (unit: string) => void,
): Converter {
  switch (type) {
    case 'number': {
      const decimal = spec.decimal ?? '.';
      let unit = spec.unit === undefined ? undefined : canonicalUnit(spec.unit);
      if (unit !== undefined) foundUnit(unit);
      return (value) => {
        const read = readNumber(value, decimal);
        if (!read.ok) return { problem: read.problem };
        if (read.unit !== undefined && read.unit !== unit) {
          // The first unit met is the field's unless the mapping names one; a unit of measure of
          // the same dimension is converted into it (90 s in a field of minutes is 1.5).
          if (unit !== undefined) {
            const converted = convertUnit(read.value, read.unit, unit);
            if (converted !== undefined) return converted;
            const kind = (written: string) => {
              const dimension = dimensionOf(written);
              return dimension ? `${written} (${dimension})` : written;
            };
            return {
              problem: `is in ${kind(read.unit)}, not ${kind(unit)} like the rest of the field`,
            };
          }
          unit = read.unit;
          foundUnit(unit);
        }
        return read.value;
      };
    }
    case 'boolean':
      return (value) => readFlag(value) ?? { problem: `is not a yes/no value (${FLAG_SPELLINGS})` };
    case 'date': {
      const format = spec.format ?? 'ISO';
      const zoned: DateParser = dateParser(format, spec.timezone ?? zone);
      // A date without a time of day names a calendar day, not an instant: read in the zone,
      // midnight east of UTC would be stored as the day before.
      const parser = zoned.hasTime ? zoned : dateParser(format, 'UTC');
      return (value) => {
        const parsed = parser.parse(value);
        if (!parsed.ok) return { problem: parsed.reason };
        return parser.hasTime ? parsed.iso : parsed.iso.slice(0, 10);
      };
    }
    default:
      return (value) =>
        value.length > MAX_BODY ? { problem: `is longer than ${MAX_BODY} characters` } : value;
  }
}

/**
 * A stable id for a row without one: a hash of its values, plus which identical row of the file
 * it is, so importing the same file again finds the same ids and repeated rows are all kept.
 */
function contentId(record: InputRecord, occurrences: Map<string, number>): string {
  const entries = Object.entries(record.values).sort(([first], [second]) =>
    first < second ? -1 : first > second ? 1 : 0,
  );
  const hash = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 20);
  const seen = (occurrences.get(hash) ?? 0) + 1;
  occurrences.set(hash, seen);
  return seen === 1 ? `R-${hash}` : `R-${hash}-${seen}`;
}

function uniqueName(name: string, taken: Set<string>): string {
  const reserved = (candidate: string) => taken.has(candidate) || RESERVED_NAMES.has(candidate);
  if (!reserved(name)) return name;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${name.slice(0, 36)}_${suffix}`;
    if (!reserved(candidate)) return candidate;
  }
}

/** Names of built-in fields (either spelling): a custom field never shadows one. */
const RESERVED_NAMES = new Set([
  'id',
  'customer_id',
  'customerid',
  'at',
  'day',
  'week',
  'month',
  'channel',
  'chat_mode',
  'chatmode',
  'escalated_from',
  'escalatedfrom',
  'direction',
  'intent',
  'product',
  'category',
  'subcategory',
  'subject',
  'body',
  'sentiment',
  'sentiment_label',
  'sentimentlabel',
  'status',
  'case_id',
  'caseid',
  'segment',
  'region',
  'text',
  'from',
  'to',
  'period',
  'granularity',
]);

export function isReservedFieldName(name: string): boolean {
  return RESERVED_NAMES.has(name);
}

function firstLine(body: string): string {
  const line = body.split('\n', 1)[0]!.trim();
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
}
