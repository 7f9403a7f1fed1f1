import type { Store } from '../store/db';
import { allRowids, postingsOf } from './column-postings';
import { cachedUntilDataChanges } from './corpus';
import type { CommunicationFilters } from './filters';
import { addDays, type DayRange } from './periods';

/**
 * The columns communications are filtered on, held in memory by rowid and cached until the data
 * changes: the day of `at`, channel, product, category, sub-category, intent, sentiment label and
 * customer, each value as a code into its own list. A set of rowids from another index (the
 * full-text index's matches, a subject's term set) is then filtered without a seek into the wide
 * rows per rowid, which at a million communications is most of what a filtered search or a
 * filtered topic count costs. Built from a covering index in one pass (about a second at a
 * million rows), at warm-up.
 *
 * A filter gives exactly the rows communicationWhere's SQL selects: the same equalities, and the
 * date range on the first ten characters of `at` (for a day `d`, `at >= d` holds exactly when
 * `substr(at, 1, 10) >= d`, and likewise for `<`). Field filters on other (custom) fields are not
 * held here: for those the caller reads the rows.
 */

const CODED = [
  'channel',
  'product',
  'category',
  'subcategory',
  'intent',
  'sentiment_label',
  'customer_id',
] as const;
export type CodedColumn = (typeof CODED)[number];

/** A column's values as codes (0: NULL, else 1 + the index into `values`). */
export class CodedValues {
  codes: Uint16Array | Int32Array;
  readonly values: (string | null)[] = [null];
  private readonly index = new Map<string, number>();

  constructor(size: number) {
    this.codes = new Uint16Array(size);
  }

  set(rowid: number, value: string | null): void {
    this.codes[rowid] = value === null ? 0 : this.codeOf(value);
  }

  /** The code of `value`, or undefined when no row holds it. */
  find(value: string): number | undefined {
    return this.index.get(value);
  }

  private codeOf(value: string): number {
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.index.set(value, code);
      // More values than 16 bits hold (customers, say): widen once.
      if (code > 0xffff && this.codes instanceof Uint16Array) {
        this.codes = Int32Array.from(this.codes);
      }
    }
    return code;
  }
}

export interface CommunicationColumns {
  /** One more than the largest rowid: the arrays' length. */
  readonly size: number;
  /** 1 where a communication has this rowid. */
  readonly present: Uint8Array;
  /** The day of `at` as its place among the distinct days (sorted), by rowid. */
  readonly day: Uint32Array;
  /** The distinct days (`substr(at, 1, 10)`), sorted as SQLite compares text. */
  readonly days: readonly string[];
  readonly coded: Readonly<Record<CodedColumn, CodedValues>>;
  /** The sentiment score by rowid. */
  readonly sentiment: Float64Array;
}

/**
 * The columns of this database's communications, or undefined when rowids are too sparse for
 * arrays by rowid (many rows deleted): callers then read the rows.
 */
export const communicationColumns: (db: Store) => CommunicationColumns | undefined =
  cachedUntilDataChanges(buildColumns);

function buildColumns(db: Store): CommunicationColumns | undefined {
  const { rows, firstRowid, lastRowid } = db
    .prepare(
      `SELECT count(*) AS rows, coalesce(min(rowid), 1) AS firstRowid,
         coalesce(max(rowid), 0) AS lastRowid FROM communications`,
    )
    .get() as { rows: number; firstRowid: number; lastRowid: number };
  if (firstRowid < 1 || lastRowid > rows * 4 + 1024) return undefined;
  const size = lastRowid + 1;
  const present = new Uint8Array(size);
  const dayText: string[] = [];
  const dayIndex = new Map<string, number>();
  const rawDay = new Uint32Array(size);
  const coded = Object.fromEntries(CODED.map((name) => [name, new CodedValues(size)])) as Record<
    CodedColumn,
    CodedValues
  >;
  const rowsOf = db
    .prepare(
      `SELECT rowid, sentiment, substr(at, 1, 10), ${CODED.join(', ')} FROM communications
       INDEXED BY communications_at_cover`,
    )
    .raw()
    .iterate() as Iterable<[number, number, string, ...(string | null)[]]>;
  const sentiment = new Float64Array(size);
  for (const row of rowsOf) {
    const rowid = row[0];
    present[rowid] = 1;
    sentiment[rowid] = row[1];
    let day = dayIndex.get(row[2]);
    if (day === undefined) {
      day = dayText.length;
      dayText.push(row[2]);
      dayIndex.set(row[2], day);
    }
    rawDay[rowid] = day;
    for (let column = 0; column < CODED.length; column++) {
      coded[CODED[column]!].set(rowid, (row[column + 3] as string | null) ?? null);
    }
  }
  // Days in SQLite's text order (byte order of UTF-8; days are ASCII, so code-unit order agrees).
  const order = dayText.map((_, index) => index).sort((a, b) => compare(dayText[a]!, dayText[b]!));
  const rank = new Uint32Array(dayText.length);
  order.forEach((index, position) => (rank[index] = position));
  const day = new Uint32Array(size);
  for (let rowid = 0; rowid < size; rowid++) if (present[rowid]) day[rowid] = rank[rawDay[rowid]!]!;
  return { size, present, day, days: order.map((index) => dayText[index]!), coded, sentiment };
}

/** SQLite's BINARY collation: UTF-8 byte order. */
export function compare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** The first place in sorted `days` whose day is not below `day`. */
function lowerBound(days: readonly string[], day: string): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(days[middle]!, day) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A test of one rowid: does that communication pass the filters? */
export type RowFilter = (rowid: number) => boolean;

const EQUALITIES: readonly [keyof CommunicationFilters, CodedColumn][] = [
  ['channel', 'channel'],
  ['product', 'product'],
  ['sentiment', 'sentiment_label'],
  ['customerId', 'customer_id'],
  ['category', 'category'],
  ['subcategory', 'subcategory'],
  ['intent', 'intent'],
];

/**
 * The filters of `input` over `range` as a test of rowids, or undefined when they include field
 * filters (`where`), which these columns do not hold.
 */
export function rowFilter(
  db: Store,
  columns: CommunicationColumns,
  input: Partial<CommunicationFilters>,
  range: DayRange,
): RowFilter | undefined {
  return compileFilter(db, columns, input, range)?.keep;
}

/**
 * The filters as a test of rowids and the rows worth testing: the slice of postings
 * (column-postings.ts) of the narrowest of the range's days and the filtered values. Candidates
 * are ascending within a value, and within each day of a range of days; a caller that needs
 * rowid order sorts what it keeps.
 */
export interface RowSelection {
  readonly keep: RowFilter;
  readonly candidates: Int32Array;
}

/** Like rowFilter, with the candidates the test needs to visit (undefined likewise). */
export function rowSelection(
  db: Store,
  columns: CommunicationColumns,
  input: Partial<CommunicationFilters>,
  range: DayRange,
): RowSelection | undefined {
  const compiled = compileFilter(db, columns, input, range);
  if (!compiled) return undefined;
  if (compiled.none) return { keep: compiled.keep, candidates: new Int32Array(0) };
  // A range of days is one slice of the day postings, ascending within each day only: visiting
  // many rows out of rowid order misses the processor's caches at every one, so past an eighth
  // of the rows a scan in rowid order is the cheaper walk. A value's postings are ascending.
  const days = postingsOf(columns, 'day');
  const everyRow = allRowids(columns);
  const daySlice =
    days.offsets[Math.max(compiled.first, compiled.end)]! - days.offsets[compiled.first]!;
  let candidates =
    daySlice > everyRow.length / 8
      ? everyRow
      : days.rowids.subarray(
          days.offsets[compiled.first]!,
          days.offsets[compiled.first]! + daySlice,
        );
  for (const [column, code] of compiled.equalities) {
    const postings = postingsOf(columns, column);
    const from = postings.offsets[code]!;
    const to = postings.offsets[code + 1]!;
    if (to - from < candidates.length) candidates = postings.rowids.subarray(from, to);
  }
  return { keep: compiled.keep, candidates };
}

/** The candidates of `selection` that pass its test, in the candidates' order. */
export function selectedRowids(selection: RowSelection): Int32Array {
  const { keep, candidates } = selection;
  const kept = new Int32Array(candidates.length);
  let count = 0;
  for (const rowid of candidates) if (keep(rowid)) kept[count++] = rowid;
  return kept.subarray(0, count);
}

/** Each customer code's segment (0: none, else 1 + its index), from the customers' rows. */
interface CustomerSegments {
  readonly byCustomer: Int32Array;
  readonly codeOf: ReadonlyMap<string, number>;
}

// Keyed by the columns, rebuilt with them when the data changes (an import adds customers).
const segmentsOf = new WeakMap<CommunicationColumns, CustomerSegments>();

/** The customers' segments by customer code: read once, not per filter (12 ms at a million). */
export function customerSegments(db: Store, columns: CommunicationColumns): CustomerSegments {
  let segments = segmentsOf.get(columns);
  if (segments) return segments;
  const customers = columns.coded.customer_id;
  const byCustomer = new Int32Array(customers.values.length);
  const codeOf = new Map<string, number>();
  const rows = db.prepare('SELECT id, segment FROM customers').raw().iterate() as Iterable<
    [string, string | null]
  >;
  for (const [id, segment] of rows) {
    const customer = customers.find(id);
    if (customer === undefined || segment === null) continue;
    let code = codeOf.get(segment);
    if (code === undefined) codeOf.set(segment, (code = codeOf.size + 1));
    byCustomer[customer] = code;
  }
  segmentsOf.set(columns, (segments = { byCustomer, codeOf }));
  return segments;
}

interface CompiledFilter {
  readonly keep: RowFilter;
  /** No row can pass (a value no row holds). */
  readonly none: boolean;
  /** The ranks of the range's days: [first, end). */
  readonly first: number;
  readonly end: number;
  readonly equalities: readonly [CodedColumn, number][];
}

function compileFilter(
  db: Store,
  columns: CommunicationColumns,
  input: Partial<CommunicationFilters>,
  range: DayRange,
): CompiledFilter | undefined {
  if (input.where && Object.keys(input.where).length > 0) return undefined;
  const { present, day, days, coded } = columns;
  // at >= from and at < the day after `to`: the days ranked [first, end).
  const first = lowerBound(days, range.from);
  const end = lowerBound(days, addDays(range.to, 1));
  // The equalities as (column, wanted code) pairs, checked in one loop: no closure per test.
  const equalities: [CodedColumn, number][] = [];
  for (const [field, column] of EQUALITIES) {
    const value = input[field];
    if (typeof value !== 'string') continue;
    const code = coded[column].find(value);
    if (code === undefined) return { keep: () => false, none: true, first, end, equalities };
    equalities.push([column, code]);
  }
  const tested = equalities.map(([column]) => coded[column].codes);
  const wanted = equalities.map(([, code]) => code);
  let inSegment: Uint8Array | undefined;
  const customerCodes = coded.customer_id.codes;
  if (input.segment !== undefined) {
    const segments = customerSegments(db, columns);
    const wantedSegment = segments.codeOf.get(input.segment);
    if (wantedSegment === undefined) {
      return { keep: () => false, none: true, first, end, equalities };
    }
    inSegment = new Uint8Array(segments.byCustomer.length);
    for (let customer = 0; customer < inSegment.length; customer++) {
      if (segments.byCustomer[customer] === wantedSegment) inSegment[customer] = 1;
    }
  }
  const keep = (rowid: number) => {
    if (rowid >= present.length || present[rowid] !== 1) return false;
    const rank = day[rowid]!;
    if (rank < first || rank >= end) return false;
    for (let index = 0; index < tested.length; index++) {
      if (tested[index]![rowid] !== wanted[index]) return false;
    }
    return inSegment === undefined || inSegment[customerCodes[rowid]!] === 1;
  };
  return { keep, none: false, first, end, equalities };
}

/** Every rowid of the columns that passes `filter`, ascending. */
export function filteredRowids(columns: CommunicationColumns, filter: RowFilter): Int32Array {
  const rowids = new Int32Array(columns.size);
  let count = 0;
  for (let rowid = 1; rowid < columns.size; rowid++) if (filter(rowid)) rowids[count++] = rowid;
  return rowids.subarray(0, count);
}
