import type { FieldType } from '../../../src/agent/dataset';
import { detectDateFormats, rivalDateFormats } from './import-dates';
import { blankMeansNo, isFlagColumn, readFlag } from './import-flags';
import {
  convertUnit,
  dimensionOf,
  physicalUnit,
  readNumber,
  type DecimalMark,
} from './import-numbers';
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
  /**
   * Other formats that read as many values as the first but to other dates ("03/04/2025" as
   * D/M or M/D): the values cannot tell which is meant, so the column is no date until a mapping
   * names its format.
   */
  readonly rivalDateFormats?: readonly string[];
  /**
   * Of a number column: the currency or unit its values carry (`EUR`, `%`, `kg`, `minutes`). Units
   * of measure of one dimension may mix ("45 min", "1h 20m"): the unit is then the one most values
   * are written in (the smaller on a tie), and the others are converted into it.
   */
  readonly unit?: string;
  /**
   * Units of measure of different dimensions the values carry ("kg" and "km"), the most used
   * first: the column is no one number, and a mapping that makes it one refuses the other rows.
   */
  readonly mixedUnits?: readonly string[];
  /**
   * Of a flag column: its spellings read as yes and as no, and `blank: 'no'` when it writes only
   * yeses and a blank cell is the unticked box.
   */
  readonly flagSpellings?: {
    readonly yes: readonly string[];
    readonly no: readonly string[];
    readonly blank?: 'no';
  };
  /** Of a number column written with decimal commas ("1.234,56"). */
  readonly decimal?: DecimalMark;
  readonly maxLength: number;
}

export interface FileProfile {
  readonly format: 'csv' | 'jsonl';
  readonly rows: number;
  readonly columns: readonly ColumnProfile[];
}

const DISTINCT_CAP = 5_000;
const DATE_SAMPLES = 500;
/** Digits JavaScript holds exactly; longer digit strings are ids, kept as text. */
const MAX_DIGITS = 15;
/** Names of columns whose whole numbers may be seconds or milliseconds since 1970. */
const TIME_NAME = /time|date|epoch|stamp|created|updated|modified|logged|received|_at$|^at$/i;

interface Tally {
  filled: number;
  counts: Map<string, number>;
  capped: boolean;
  /** Whether every value reads as a number with a decimal point, and with a decimal comma. */
  numbers: Record<DecimalMark, boolean>;
  /** Whether some value reads differently with either mark ("1.234"). */
  marksDiffer: boolean;
  /** Units the values carry, with how many values carry each. */
  units: Map<string, number>;
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
        numbers: { '.': true, ',': true },
        marksDiffer: false,
        units: new Map(),
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
      tallyNumber(tally, value);
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

function tallyNumber(tally: Tally, value: string): void {
  if (!tally.numbers['.'] && !tally.numbers[',']) return;
  const values: number[] = [];
  let unit: string | undefined;
  for (const mark of ['.', ','] as const) {
    if (!tally.numbers[mark]) continue;
    const read = readNumber(value, mark);
    // A leading zero ("007") or a long run of digits is a code, not a quantity.
    const code =
      read.ok && (/^0\d/.test(read.integerDigits) || read.integerDigits.length > MAX_DIGITS);
    if (!read.ok || code) {
      tally.numbers[mark] = false;
      continue;
    }
    values.push(read.value);
    unit ??= read.unit;
  }
  if (unit !== undefined) tally.units.set(unit, (tally.units.get(unit) ?? 0) + 1);
  if (values.length === 2 && values[0] !== values[1]) tally.marksDiffer = true;
}

/**
 * The decimal mark of a number column: the one that reads every value; a column every value of
 * which reads both ways but to different numbers ("1.234" alone) has none, and is no number
 * until a mapping says which. One unit at most: a column of euros and pounds is not one number.
 */
function numberMark(tally: Tally): DecimalMark | undefined {
  if (tally.units.size > 1 && columnUnit(tally.units).others.length > 0) return undefined;
  if (tally.numbers['.'] && tally.numbers[',']) return tally.marksDiffer ? undefined : '.';
  return tally.numbers['.'] ? '.' : tally.numbers[','] ? ',' : undefined;
}

/**
 * The unit of a column from the units its values carry: one currency, or units of measure of one
 * dimension converted into the one most values are written in (the smaller on a tie); `others`
 * are the units that cannot be converted into it (another currency, another dimension). "m" is
 * a minute in a column of durations.
 */
export function columnUnit(units: ReadonlyMap<string, number>): {
  unit?: string;
  others: string[];
} {
  const durations = [...units.keys()].some((unit) => dimensionOf(unit) === 'duration');
  const counts = new Map<string, number>();
  for (const [written, count] of units) {
    const unit = written === 'm' && durations ? 'minutes' : written;
    counts.set(unit, (counts.get(unit) ?? 0) + count);
  }
  const ranked = [...counts.entries()].sort(
    ([firstUnit, first], [secondUnit, second]) =>
      second - first ||
      (physicalUnit(firstUnit)?.size ?? 0) - (physicalUnit(secondUnit)?.size ?? 0),
  );
  const unit = ranked[0]?.[0];
  if (unit === undefined) return { others: [] };
  const others = ranked
    .map(([other]) => other)
    .filter((other) => other !== unit && convertUnit(1, other, unit) === undefined);
  return { unit, others };
}

/** Whole numbers of 10 or 13 digits in 2000-2099, in a column whose name says time. */
function epochFormat(column: string, samples: readonly string[]): string | undefined {
  if (!TIME_NAME.test(column) || samples.length === 0) return undefined;
  const inRange = (digits: number, scale: number) =>
    samples.every((sample) => {
      if (!new RegExp(`^\\d{${digits}}$`).test(sample)) return false;
      const year = new Date(Number(sample) * scale).getUTCFullYear();
      return year >= 2000 && year < 2100;
    });
  return inRange(10, 1000) ? 'X' : inRange(13, 1) ? 'x' : undefined;
}

function columnProfile(column: string, tally: Tally, rows: number): ColumnProfile {
  const top = [...tally.counts.entries()]
    .sort((first, second) => second[1] - first[1] || (first[0] < second[0] ? -1 : 1))
    .slice(0, 10)
    .map(([value, count]) => ({ value, count }));
  const distinct = tally.counts.size;
  const sampled =
    tally.filled > 0 &&
    tally.dateSamples.length >=
      Math.min(tally.filled, DATE_SAMPLES) -
        Math.max(1, Math.min(tally.filled, DATE_SAMPLES) * 0.1);
  const epoch = sampled && tally.numbers['.'] ? epochFormat(column, tally.dateSamples) : undefined;
  const dateFormats = epoch ? [epoch] : sampled ? detectDateFormats(tally.dateSamples) : [];
  const rivals = epoch || dateFormats.length < 2 ? [] : rivalDateFormats(tally.dateSamples);
  const mark = numberMark(tally);
  const type = inferType(tally, distinct, dateFormats, rivals.length > 0, mark);
  const units = columnUnit(tally.units);
  const unit = type === 'number' ? units.unit : undefined;
  return {
    column,
    filled: tally.filled,
    empty: rows - tally.filled,
    distinct,
    distinctCapped: tally.capped,
    top,
    type,
    dateFormats,
    ...(rivals.length ? { rivalDateFormats: rivals } : {}),
    ...(unit !== undefined ? { unit } : {}),
    ...(units.others.length && units.unit && dimensionOf(units.unit)
      ? { mixedUnits: [units.unit, ...units.others] }
      : {}),
    ...(type === 'number' && mark === ',' ? { decimal: mark } : {}),
    ...(type === 'boolean'
      ? { flagSpellings: flagSpellings([...tally.counts.keys()], rows - tally.filled) }
      : {}),
    maxLength: tally.maxLength,
  };
}

function flagSpellings(
  spellings: readonly string[],
  empty: number,
): ColumnProfile['flagSpellings'] {
  return {
    yes: spellings.filter((spelling) => readFlag(spelling) === 1),
    no: spellings.filter((spelling) => readFlag(spelling) === 0),
    ...(blankMeansNo(spellings, empty) ? { blank: 'no' as const } : {}),
  };
}

function inferType(
  tally: Tally,
  distinct: number,
  dateFormats: readonly string[],
  ambiguousDates: boolean,
  mark: DecimalMark | undefined,
): FieldType {
  if (tally.filled === 0) return 'text';
  if (!tally.capped && distinct <= 12 && isFlagColumn([...tally.counts.keys()])) return 'boolean';
  // Digits alone that read as dates (20251123, epoch seconds in a time column) are dates.
  if (dateFormats.length > 0 && !ambiguousDates) return 'date';
  if (mark !== undefined) return 'number';
  // A vocabulary: values repeat and are a few words (a company, a state), unlike free text.
  const averageLength = tally.lengthSum / tally.filled;
  const averageWords = tally.wordSum / tally.filled;
  const repeats = !tally.capped && distinct <= Math.max(50, tally.filled * 0.2);
  return repeats && averageLength <= 60 && averageWords < 4 ? 'category' : 'text';
}

/**
 * How a column of the profile converts as a custom field of `type`: a date's format, a number's
 * unit and decimal comma, and a blank read as no in a flag column that writes only yeses.
 */
export function customSpecOf(column: ColumnProfile, type: ColumnProfile['type'] = column.type) {
  return {
    column: column.column,
    type,
    ...(type === 'date' ? { format: column.dateFormats[0] } : {}),
    ...(type === 'number' && column.unit ? { unit: column.unit } : {}),
    ...(type === 'number' && column.decimal ? { decimal: column.decimal } : {}),
    ...(type === 'boolean' &&
    blankMeansNo(
      column.top.map((value) => value.value),
      column.empty,
    )
      ? { default: 'no' }
      : {}),
  };
}
