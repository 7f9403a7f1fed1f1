import type { FieldType } from '../../../src/agent/dataset';
import { detectDateFormats } from './import-dates';
import type { RecordSource } from './import-records';

/** What one column of a file holds: enough to pick its type and propose a mapping. */
export interface ColumnProfile {
  readonly column: string;
  readonly filled: number;
  readonly empty: number;
  /** Distinct values, counted up to {@link DISTINCT_CAP}. */
  readonly distinct: number;
  readonly distinctCapped: boolean;
  readonly top: readonly { value: string; count: number }[];
  readonly type: FieldType;
  /** Date formats that read every value (dates only), best first. */
  readonly dateFormats: readonly string[];
  readonly maxLength: number;
}

export interface FileProfile {
  readonly format: 'csv' | 'jsonl';
  readonly rows: number;
  readonly columns: readonly ColumnProfile[];
}

const DISTINCT_CAP = 5_000;
const DATE_SAMPLES = 500;
const BOOLEAN_WORDS = new Set(['true', 'false', 'yes', 'no', 'y', 'n', '1', '0']);
/** Plain decimal numbers JavaScript holds exactly; long digit strings are ids, kept as text. */
const NUMBER = /^[+-]?(\d{1,15}(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/;
const LEADING_ZERO = /^[+-]?0\d/;

interface Tally {
  filled: number;
  counts: Map<string, number>;
  capped: boolean;
  numbers: boolean;
  booleans: boolean;
  dateSamples: string[];
  maxLength: number;
  lengthSum: number;
  wordSum: number;
}

/** Reads every record of `source` once and profiles each column. */
export async function profileRecords(source: RecordSource): Promise<FileProfile> {
  const tallies = new Map<string, Tally>();
  const tallyOf = (column: string) => {
    let tally = tallies.get(column);
    if (!tally) {
      tally = {
        filled: 0,
        counts: new Map(),
        capped: false,
        numbers: true,
        booleans: true,
        dateSamples: [],
        maxLength: 0,
        lengthSum: 0,
        wordSum: 0,
      };
      tallies.set(column, tally);
    }
    return tally;
  };
  for (const column of source.columns) tallyOf(column);
  let rows = 0;
  for await (const record of source.records) {
    rows++;
    for (const [column, value] of Object.entries(record.values)) {
      const tally = tallyOf(column);
      tally.filled++;
      tally.maxLength = Math.max(tally.maxLength, value.length);
      tally.lengthSum += value.length;
      tally.wordSum += value.split(/\s+/).length;
      if (tally.counts.has(value)) tally.counts.set(value, tally.counts.get(value)! + 1);
      else if (tally.counts.size < DISTINCT_CAP) tally.counts.set(value, 1);
      else tally.capped = true;
      if (tally.numbers && !(NUMBER.test(value) && !LEADING_ZERO.test(value)))
        tally.numbers = false;
      if (tally.booleans && !BOOLEAN_WORDS.has(value.toLowerCase())) tally.booleans = false;
      if (tally.dateSamples.length < DATE_SAMPLES && /\d/.test(value) && value.length <= 40) {
        tally.dateSamples.push(value);
      }
    }
  }
  const columns = [...tallies.entries()].map(([column, tally]) =>
    columnProfile(column, tally, rows),
  );
  return { format: source.format, rows, columns };
}

function columnProfile(column: string, tally: Tally, rows: number): ColumnProfile {
  const top = [...tally.counts.entries()]
    .sort((first, second) => second[1] - first[1] || (first[0] < second[0] ? -1 : 1))
    .slice(0, 10)
    .map(([value, count]) => ({ value, count }));
  const distinct = tally.counts.size;
  const dateFormats =
    tally.filled > 0 &&
    tally.dateSamples.length >=
      Math.min(tally.filled, DATE_SAMPLES) - Math.max(1, Math.min(tally.filled, DATE_SAMPLES) * 0.1)
      ? detectDateFormats(tally.dateSamples)
      : [];
  return {
    column,
    filled: tally.filled,
    empty: rows - tally.filled,
    distinct,
    distinctCapped: tally.capped,
    top,
    type: inferType(tally, distinct, dateFormats),
    dateFormats,
    maxLength: tally.maxLength,
  };
}

function inferType(tally: Tally, distinct: number, dateFormats: readonly string[]): FieldType {
  if (tally.filled === 0) return 'text';
  if (tally.booleans && distinct <= 2) return 'boolean';
  if (tally.numbers) return 'number';
  if (dateFormats.length > 0) return 'date';
  // A vocabulary: values repeat and are a few words (a company, a state), unlike free text.
  const averageLength = tally.lengthSum / tally.filled;
  const averageWords = tally.wordSum / tally.filled;
  const repeats = !tally.capped && distinct <= Math.max(50, tally.filled * 0.2);
  return repeats && averageLength <= 60 && averageWords < 4 ? 'category' : 'text';
}
