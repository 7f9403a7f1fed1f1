import { z } from 'zod';
import type { Store } from '../store/db';
import { CHECKED_FIELDS, knownValueKey, knownValuesOf } from './known-values';
import { SENTIMENT_LABELS } from '../store/vocabulary';
import type { CorpusBounds } from './corpus';
import { addDays, isCalendarDay, PERIOD_PATTERN, resolvePeriod, type DayRange } from './periods';
import { queryFields } from './query-fields';
import { ToolError } from './registry';

/**
 * The filters tools share, declared once: their zod fields (spread into each tool's input) and the
 * SQL they become. Every value reaches SQLite as a bound parameter; only fixed column names and
 * operators written here are ever part of the SQL text.
 */

/** A value of the data's own vocabulary (the data dictionary lists them). */
const value = (what: string) => z.string().min(1).max(200).optional().describe(what);

/** Equality filters on any field of the data dictionary, custom fields included. */
const fieldFilters = z
  .record(
    z.string().max(60),
    z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(200)).max(50)]),
  )
  .refine((filters) => Object.keys(filters).length <= 10, 'at most 10 field filters')
  .optional()
  .describe(
    'Filters on other data dictionary fields, custom fields included: {field: value or [values]}',
  );

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day as YYYY-MM-DD')
    .refine(isCalendarDay, 'not a calendar day')
    .optional()
    .describe(what);

export const dateRangeFields = {
  from: day('First day, YYYY-MM-DD (overrides period)'),
  to: day('Last day, YYYY-MM-DD (overrides period)'),
  period: z
    .string()
    .regex(
      PERIOD_PATTERN,
      'expected last_7_days, last_30_days, last_90_days, this_month, last_month, this_year, YYYY, YYYY-MM or YYYY-MM-DD',
    )
    .optional()
    .describe("Relative to the data's last day, or a calendar period; omit it and from/to for all"),
};

export const communicationFilterFields = {
  ...dateRangeFields,
  channel: value('Only this channel'),
  product: value('Only this product'),
  segment: value('Only customers of this segment'),
  sentiment: z.enum(SENTIMENT_LABELS).optional().describe('Only this sentiment label'),
  customerId: z.string().max(100).optional().describe('Only this customer'),
  category: value('Only this topic category'),
  subcategory: value('Only this topic sub-category'),
  intent: value("Only this intent; 'complaint' selects complaints"),
  where: fieldFilters,
};

export const caseFilterFields = {
  ...dateRangeFields,
  type: value('Only cases of this type'),
  category: z.string().max(100).optional().describe('Only cases of this category'),
  reason: z.string().max(200).optional().describe('Only cases with this reason'),
  priority: value('Only cases of this priority'),
  status: value('Only cases in this status'),
  segment: value('Only customers of this segment'),
  customerId: z.string().max(100).optional().describe('Only this customer'),
};

export type CommunicationFilters = z.output<z.ZodObject<typeof communicationFilterFields>>;
export type CaseFilters = z.output<z.ZodObject<typeof caseFilterFields>>;
interface DateRangeInput {
  from?: string | undefined;
  to?: string | undefined;
  period?: string | undefined;
}

export interface Where {
  /** `WHERE`-ready condition (never empty: at least the date range). */
  readonly sql: string;
  readonly params: unknown[];
  /** True when the conditions hold for every row: the whole corpus and no other filter. */
  readonly everyRow: boolean;
  /** The filters as applied, for the output's `filters` field. */
  readonly filters: Record<string, string>;
  readonly range: DayRange;
}

/** The days a call covers: `period`, overridden by `from`/`to`, else the whole corpus. */
export function resolveRange(input: DateRangeInput, corpus: CorpusBounds): DayRange {
  const reference = corpus.lastDay ?? new Date().toISOString().slice(0, 10);
  const base = input.period
    ? resolvePeriod(input.period, reference)
    : { from: corpus.firstDay ?? reference, to: reference };
  const range = { from: input.from ?? base.from, to: input.to ?? base.to };
  if (range.to < range.from) {
    throw new ToolError(
      'invalid_input',
      `to (${range.to}) is before from (${range.from}); give from ≤ to`,
      { from: range.from, to: range.to },
    );
  }
  return range;
}

const FILTER_KEYS = new Set([
  ...Object.keys(communicationFilterFields),
  ...Object.keys(caseFilterFields),
]);

/** The filters of `input` as applied: the resolved days plus the other filter fields given. */
function appliedFilters(input: Record<string, unknown>, range: DayRange): Record<string, string> {
  const applied: Record<string, string> = { from: range.from, to: range.to };
  for (const [key, value] of Object.entries(input)) {
    if (key === 'from' || key === 'to' || !FILTER_KEYS.has(key)) continue;
    if (typeof value === 'string') applied[key] = value;
  }
  const where = input['where'];
  if (where && typeof where === 'object') {
    for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
      applied[key] = Array.isArray(value) ? value.join(' or ') : String(value);
    }
  }
  return applied;
}

/**
 * The day (`YYYY-MM-DD`) of communications `alias`, computed from `at`: the same value as the
 * generated `day` column, but readable from the covering index on (at, …), which `day` is not.
 */
export function daySql(alias = 'm'): string {
  return `substr(${alias}.at, 1, 10)`;
}

/**
 * Conditions on `communications` (alias `m`), for the filter fields present in `input`. Given the
 * corpus bounds, a range spanning the whole corpus adds no condition: left out, it no longer
 * steers SQLite to the (at, …) index, so a GROUP BY can read an index in group order instead of
 * sorting every row. (Not for statements re-run per period: their conditions must not vary.)
 */
export function communicationWhere(
  input: Partial<CommunicationFilters>,
  range: DayRange,
  alias = 'm',
  corpus?: CorpusBounds,
  db?: Store,
): Where {
  const wholeCorpus =
    corpus?.firstDay !== undefined &&
    corpus.lastDay !== undefined &&
    range.from <= corpus.firstDay &&
    range.to >= corpus.lastDay;
  // A half-open range on the timestamp itself (not on the generated `day` column) lets SQLite
  // answer from the covering index on (at, …) without reading the rows.
  const conditions = wholeCorpus ? ['1 = 1'] : [`${alias}.at >= ? AND ${alias}.at < ?`];
  const params: unknown[] = wholeCorpus ? [] : [range.from, addDays(range.to, 1)];
  // The unary + keeps a dimension filter from choosing the index: each value holds thousands of
  // rows, so the window on `at` (or the customer) is the selective condition, and the topic index
  // must serve only whole-corpus groupings, not a category filter scanned once per period.
  const equal = (column: string, value: string | undefined, indexable = false) => {
    if (value === undefined) return;
    conditions.push(`${indexable ? '' : '+'}${alias}.${column} = ?`);
    params.push(value);
  };
  if (db) checkValues(db, input);
  equal('channel', input.channel);
  equal('product', input.product);
  equal('sentiment_label', input.sentiment);
  equal('customer_id', input.customerId, true);
  equal('category', input.category);
  equal('subcategory', input.subcategory);
  equal('intent', input.intent);
  if (input.segment !== undefined) {
    conditions.push(`${alias}.customer_id IN (SELECT id FROM customers WHERE segment = ?)`);
    params.push(input.segment);
  }
  if (input.where && Object.keys(input.where).length > 0) {
    if (!db) throw new Error('communicationWhere: field filters need the database');
    const fields = queryFields(db, 'communications');
    for (const [name, wanted] of Object.entries(input.where)) {
      const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (!field || field.derived) {
        throw new ToolError(
          'invalid_input',
          `where: "${name.slice(0, 60)}" is not a field of the data`,
          {
            fields: Object.keys(fields).filter((known) => !fields[known]!.derived),
          },
        );
      }
      // Built-in fields come from the allow-list (alias m); custom ones are x_<checked name>.
      const sql = field.sql.replace(/^m\./, `${alias}.`);
      const column = field.customer
        ? (inner: string) => `${alias}.customer_id IN (SELECT c.id FROM customers c WHERE ${inner})`
        : (inner: string) => inner;
      const values = (Array.isArray(wanted) ? wanted : [wanted]).map((item) =>
        typeof item === 'boolean' ? (item ? 1 : 0) : item,
      );
      if (values.length === 0) throw new ToolError('invalid_input', `where.${name}: give a value`);
      conditions.push(column(`${sql} IN (${values.map(() => '?').join(', ')})`));
      params.push(...values);
    }
  }
  return {
    sql: conditions.join(' AND '),
    params,
    everyRow: wholeCorpus && conditions.length === 1,
    filters: appliedFilters(input, range),
    range,
  };
}

/**
 * A value no communication holds is most likely a typo or another data set's word: say so, with
 * the values there are, so the caller can correct it instead of reading an empty result.
 */
function checkValues(db: Store, input: Partial<CommunicationFilters>): void {
  const known = knownValuesOf(db);
  for (const field of CHECKED_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const column = field;
    const cacheKey = knownValueKey(field, value);
    let found = known.get(cacheKey);
    if (found === undefined) {
      found =
        db.prepare(`SELECT 1 FROM communications WHERE ${column} = ? LIMIT 1`).get(value) !==
        undefined;
      known.set(cacheKey, found);
    }
    if (found) continue;
    const values = db
      .prepare(
        `SELECT ${column} FROM communications WHERE ${column} IS NOT NULL GROUP BY ${column} ORDER BY count(*) DESC LIMIT 30`,
      )
      .pluck()
      .all() as string[];
    throw new ToolError(
      'invalid_input',
      `${field}: no communication has "${value.slice(0, 60)}"` +
        (values.length ? `; the values are ${values.join(', ')}` : `; the data has no ${field}`),
      { field, values },
    );
  }
}

/** Conditions on `cases` (alias `k`); the date range applies to the day a case was opened. */
export function caseWhere(input: Partial<CaseFilters>, range: DayRange, alias = 'k'): Where {
  // opened_at is an ISO timestamp: a half-open range on it can use the (type, opened_at) index.
  const conditions = [`${alias}.opened_at >= ? AND ${alias}.opened_at < ?`];
  const params: unknown[] = [range.from, addDays(range.to, 1)];
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    conditions.push(`${alias}.${column} = ?`);
    params.push(value);
  };
  equal('type', input.type);
  equal('category', input.category);
  equal('reason', input.reason);
  equal('priority', input.priority);
  equal('status', input.status);
  equal('customer_id', input.customerId);
  if (input.segment !== undefined) {
    conditions.push(`${alias}.customer_id IN (SELECT id FROM customers WHERE segment = ?)`);
    params.push(input.segment);
  }
  return {
    sql: conditions.join(' AND '),
    params,
    everyRow: false,
    filters: appliedFilters(input, range),
    range,
  };
}

/** Describes applied filters in a few words for summaries: "channel phone, product Savings". */
export function describeFilters(filters: Record<string, string>): string {
  const parts = Object.entries(filters)
    .filter(([key]) => key !== 'from' && key !== 'to' && key !== 'period')
    .map(([key, value]) => `${key} ${value}`);
  const range =
    filters['from'] === filters['to'] ? filters['from'] : `${filters['from']} to ${filters['to']}`;
  return parts.length ? `${range} (${parts.join(', ')})` : `${range}`;
}
