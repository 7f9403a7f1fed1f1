import type { Store } from '../store/db';
import {
  communicationColumns,
  compare,
  type CodedColumn,
  type CommunicationColumns,
} from './communication-columns';
import { CompensatedSum } from './key-tally';
import type { QueryField } from './query-fields';
import type { RollupQuery } from './query-data-rollup';

/** The request, its filters' fields resolved. */
export interface ColumnsQuery {
  readonly filters: readonly { field: QueryField; op: string; value?: unknown }[];
  readonly groups: RollupQuery['groups'];
  readonly metrics: RollupQuery['metrics'];
}

/**
 * query_data's grouped figures over communications from the columns held in memory, when every
 * field it names is one of them: filters on a text column (eq, ne, in, not_in, is_null,
 * not_null with text values) or on the sentiment score (any comparison with a number), groups by
 * text columns, and count, share, avg or sum of sentiment. A threshold on the score (sentiment <
 * -0.5 by channel) would otherwise read every row of a million. Anything else gives undefined and
 * the rows are read. The rows come out as SQLite gives them: groups in key order (NULL first),
 * then the metrics and the group's count; sums and averages are compensated
 * (Kahan-Babuska-Neumaier) as SQLite's are.
 */

const TEXT_COLUMNS: Record<string, CodedColumn> = {
  'm.channel': 'channel',
  'm.product': 'product',
  'm.category': 'category',
  'm.subcategory': 'subcategory',
  'm.intent': 'intent',
  'm.sentiment_label': 'sentiment_label',
  'm.customer_id': 'customer_id',
};
const SENTIMENT = 'm.sentiment';

type RowTest = (rowid: number) => boolean;

function textTest(
  columns: CommunicationColumns,
  column: CodedColumn,
  op: string,
  value: unknown,
): RowTest | undefined {
  const { codes } = columns.coded[column];
  const codeOf = (text: unknown) => columns.coded[column].find(text as string) ?? -1;
  const list = Array.isArray(value) ? value : [value];
  if (op === 'is_null') return (rowid) => codes[rowid] === 0;
  if (op === 'not_null') return (rowid) => codes[rowid] !== 0;
  if (!list.every((item) => typeof item === 'string')) return undefined;
  if ((op === 'in' || op === 'not_in') && (!Array.isArray(value) || value.length === 0)) {
    return undefined;
  }
  // NULL compares to nothing: it is neither equal nor unequal, in nor out of a list.
  if (op === 'eq' || op === 'in') {
    const wanted = new Set(list.map(codeOf));
    return (rowid) => wanted.has(codes[rowid]!);
  }
  if (op === 'ne' || op === 'not_in') {
    const unwanted = new Set(list.map(codeOf));
    return (rowid) => codes[rowid] !== 0 && !unwanted.has(codes[rowid]!);
  }
  return undefined;
}

function sentimentTest(sentiment: Float64Array, op: string, value: unknown): RowTest | undefined {
  if (op === 'is_null') return () => false; // the score is never NULL
  if (op === 'not_null') return () => true;
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item) => typeof item === 'number' && Number.isFinite(item))) return undefined;
  const number = value as number;
  switch (op) {
    case 'eq':
      return (rowid) => sentiment[rowid] === number;
    case 'ne':
      return (rowid) => sentiment[rowid] !== number;
    case 'lt':
      return (rowid) => sentiment[rowid]! < number;
    case 'lte':
      return (rowid) => sentiment[rowid]! <= number;
    case 'gt':
      return (rowid) => sentiment[rowid]! > number;
    case 'gte':
      return (rowid) => sentiment[rowid]! >= number;
    default:
      return undefined;
  }
}

/** Groups up to this many combinations are tallied in arrays by combination, not in a map. */
const DENSE_SLOTS = 1 << 20;

interface Group {
  readonly key: number[];
  count: number;
  readonly sentiment: CompensatedSum;
}

/** query_data's aggregate rows from the columns in memory, or undefined when they cannot answer. */
export function queryDataFromColumns(
  db: Store,
  query: ColumnsQuery,
  limit: number,
  denseSlots = DENSE_SLOTS,
): unknown[][] | undefined {
  const groupColumns: CodedColumn[] = [];
  for (const group of query.groups) {
    const column = TEXT_COLUMNS[group.field.sql];
    if (!column || group.field.customer) return undefined;
    groupColumns.push(column);
  }
  const supported = query.metrics.every(
    (metric) =>
      metric.fn === 'count' ||
      metric.fn === 'share' ||
      ((metric.fn === 'avg' || metric.fn === 'sum') && metric.field?.sql === SENTIMENT),
  );
  if (!supported) return undefined;
  const columns = communicationColumns(db);
  if (!columns) return undefined;
  const tests: RowTest[] = [];
  for (const filter of query.filters) {
    const sql = filter.field.sql;
    const column = filter.field.customer ? undefined : TEXT_COLUMNS[sql];
    const test =
      sql === SENTIMENT
        ? sentimentTest(columns.sentiment, filter.op, filter.value)
        : column
          ? textTest(columns, column, filter.op, filter.value)
          : undefined;
    if (!test) return undefined;
    tests.push(test);
  }
  const codes = groupColumns.map((column) => columns.coded[column].codes);
  // A group's key as one number: its codes in mixed radix (each column's count of values).
  const radix = groupColumns.map((column) => columns.coded[column].values.length);
  if (radix.reduce((product, size) => product * size, 1) > Number.MAX_SAFE_INTEGER) {
    return undefined;
  }
  const slots = radix.reduce((product, size) => product * size, 1);
  const { present, sentiment } = columns;
  const keep = (rowid: number) => {
    if (present[rowid] !== 1) return false;
    for (const test of tests) if (!test(rowid)) return false;
    return true;
  };
  const slotOf = (rowid: number) => {
    let slot = 0;
    for (let index = 0; index < codes.length; index++) {
      slot = slot * radix[index]! + codes[index]![rowid]!;
    }
    return slot;
  };
  const groups =
    slots <= denseSlots
      ? denseGroups(columns.size, slots, keep, slotOf, sentiment, radix)
      : sparseGroups(columns.size, keep, slotOf, sentiment, codes);
  const valueOf = (index: number, code: number) =>
    columns.coded[groupColumns[index]!].values[code] ?? null;
  // Without groups there is one row, as SQL's aggregate gives even when nothing matches.
  if (groupColumns.length === 0 && groups.length === 0) {
    groups.push({ key: [], count: 0, sentiment: new CompensatedSum() });
  }
  const sorted = groups.sort((a, b) => {
    for (let index = 0; index < a.key.length; index++) {
      const left = valueOf(index, a.key[index]!);
      const right = valueOf(index, b.key[index]!);
      if (left === right) continue;
      if (left === null) return -1;
      if (right === null) return 1;
      return compare(left, right);
    }
    return 0;
  });
  return sorted.slice(0, limit).map((group) => [
    ...group.key.map((code, index) => valueOf(index, code)),
    ...query.metrics.map((metric) => {
      if (metric.fn === 'count' || metric.fn === 'share') return group.count;
      if (group.count === 0) return null;
      const total = group.sentiment.value;
      return metric.fn === 'avg' ? total / group.count : total;
    }),
    group.count,
  ]);
}

/** Tallies in arrays indexed by the combination's slot: no lookup per row. */
function denseGroups(
  size: number,
  slots: number,
  keep: (rowid: number) => boolean,
  slotOf: (rowid: number) => number,
  sentiment: Float64Array,
  radix: readonly number[],
): Group[] {
  const counts = new Float64Array(slots);
  const sums = new Float64Array(slots);
  const errors = new Float64Array(slots);
  for (let rowid = 1; rowid < size; rowid++) {
    if (!keep(rowid)) continue;
    const slot = slotOf(rowid);
    counts[slot]! += 1;
    // CompensatedSum.add, written out.
    const value = sentiment[rowid]!;
    const sum = sums[slot]!;
    const total = sum + value;
    errors[slot]! += Math.abs(sum) > Math.abs(value) ? sum - total + value : value - total + sum;
    sums[slot] = total;
  }
  const groups: Group[] = [];
  for (let slot = 0; slot < slots; slot++) {
    if (counts[slot] === 0) continue;
    const key = new Array<number>(radix.length);
    let rest = slot;
    for (let index = radix.length - 1; index >= 0; index--) {
      key[index] = rest % radix[index]!;
      rest = Math.floor(rest / radix[index]!);
    }
    const compensated = new CompensatedSum();
    compensated.sum = sums[slot]!;
    compensated.error = errors[slot]!;
    groups.push({ key, count: counts[slot]!, sentiment: compensated });
  }
  return groups;
}

/** Tallies in a map by slot, for combinations too many for arrays. */
function sparseGroups(
  size: number,
  keep: (rowid: number) => boolean,
  slotOf: (rowid: number) => number,
  sentiment: Float64Array,
  codes: readonly (Uint16Array | Int32Array)[],
): Group[] {
  const groups = new Map<number, Group>();
  for (let rowid = 1; rowid < size; rowid++) {
    if (!keep(rowid)) continue;
    const slot = slotOf(rowid);
    let group = groups.get(slot);
    if (!group) {
      group = { key: codes.map((list) => list[rowid]!), count: 0, sentiment: new CompensatedSum() };
      groups.set(slot, group);
    }
    group.count += 1;
    group.sentiment.add(sentiment[rowid]!);
  }
  return [...groups.values()];
}
