/**
 * Finds what a tool result can be drawn as: a time series (a line) or a breakdown (bars). Read
 * from the shape of the output (an array of rows with a label and a number), not from tool names,
 * so query_data groups and tools added later chart too.
 */

export interface ResultSeries {
  readonly kind: 'line' | 'bar';
  /** Name of the output's array the series was read from, e.g. `series`, `groups`. */
  readonly array: string;
  readonly labelKey: string;
  readonly valueKey: string;
  readonly labels: readonly string[];
  readonly values: readonly number[];
  /** Index in the output's array of each drawn value (bars may be fewer than rows). */
  readonly rowIndexes: readonly number[];
  /** Rows left out of a breakdown that had more bars than fit. */
  readonly omitted: number;
}

/** Arrays looked at first, in this order; any other array of rows comes after them. */
const PREFERRED_ARRAYS = ['series', 'days', 'groups', 'categories', 'paths', 'byReason', 'rows'];
const LABEL_KEYS = ['period', 'day', 'date', 'week', 'month', 'key', 'category', 'path', 'reason'];
/** The figure a row is about, most specific first. */
const VALUE_KEYS = [
  'value',
  'breachRate',
  'rate',
  'avgSentiment',
  'medianDays',
  'meanDays',
  'total',
  'count',
  'share',
];
const SKIPPED_ARRAYS = new Set([
  'sources',
  'results',
  'anomalies',
  'terms',
  'recentCommunications',
]);
export const MAX_BARS = 20;
const DATE_LABEL = /^\d{4}-\d{2}(-\d{2})?$/;

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function labelKeyOf(rows: readonly Row[]): string | undefined {
  const first = rows[0]!;
  const named = LABEL_KEYS.find((key) => typeof first[key] === 'string');
  return named ?? Object.keys(first).find((key) => typeof first[key] === 'string');
}

function valueKeyOf(rows: readonly Row[], labelKey: string): string | undefined {
  const numeric = (key: string) => rows.every((row) => typeof row[key] === 'number');
  const named = VALUE_KEYS.find((key) => key in rows[0]! && numeric(key));
  return named ?? Object.keys(rows[0]!).find((key) => key !== labelKey && numeric(key));
}

/** The chartable series of a tool output, or null when it holds none (or fewer than 2 rows). */
export function resultSeries(output: unknown): ResultSeries | null {
  if (!isRow(output)) return null;
  const names = [
    ...PREFERRED_ARRAYS.filter((name) => name in output),
    ...Object.keys(output).filter((name) => !PREFERRED_ARRAYS.includes(name)),
  ];
  for (const array of names) {
    if (SKIPPED_ARRAYS.has(array)) continue;
    const rows = output[array];
    if (!Array.isArray(rows) || rows.length < 2 || !rows.every(isRow)) continue;
    const labelKey = labelKeyOf(rows);
    if (!labelKey) continue;
    const valueKey = valueKeyOf(rows, labelKey);
    if (!valueKey) continue;
    const labels = rows.map((row) => String(row[labelKey] ?? ''));
    const timeSeries = labels.every((label) => DATE_LABEL.test(label));
    const kept = timeSeries ? rows.length : Math.min(rows.length, MAX_BARS);
    return {
      kind: timeSeries ? 'line' : 'bar',
      array,
      labelKey,
      valueKey,
      labels: labels.slice(0, kept),
      values: rows.slice(0, kept).map((row) => row[valueKey] as number),
      rowIndexes: rows.slice(0, kept).map((_, index) => index),
      omitted: rows.length - kept,
    };
  }
  return null;
}

/**
 * The index among a series' drawn values of the row a JSON path points at (`groups[2].breachRate`,
 * `$.series[12].value`), or null when the path is about another part of the output.
 */
export function highlightedIndex(series: ResultSeries, path: string): number | null {
  const match = /^(?:\$\.)?([A-Za-z_$][\w$]*)\[(\d+)\]/.exec(path);
  if (!match || match[1] !== series.array) return null;
  const index = series.rowIndexes.indexOf(Number(match[2]));
  return index >= 0 ? index : null;
}
