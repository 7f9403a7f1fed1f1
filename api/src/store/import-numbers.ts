/**
 * Numbers as exports write them: a currency or unit before or after ("€12.50", "A$120",
 * "12.50 EUR", "45%"), thousands separators (",", ".", a space or a no-break space), a decimal
 * point or comma, and accounting negatives in parentheses ("(120.00)"). The decimal mark is the
 * field's, never guessed per value: "1.234" is 1.234 in a field written with decimal points and
 * 1234 in one written with decimal commas, and a value that contradicts the field's mark is
 * refused with a reason rather than read as another number.
 */

export type DecimalMark = '.' | ',';

export type NumberReading =
  | { ok: true; value: number; unit?: string; integerDigits: string }
  | { ok: false; problem: string };

/** Symbols as written → the unit kept: the ISO 4217 code where the symbol names one currency. */
const SYMBOLS: Record<string, string> = {
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  R$: 'BRL',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '₩': 'KRW',
  '₺': 'TRY',
  '₪': 'ILS',
  '₱': 'PHP',
  '₦': 'NGN',
  // A dollar or yen sign alone does not say which country's.
  $: '$',
  '¥': '¥',
  '%': '%',
};
const CODES = new Set(
  (
    'USD EUR GBP AUD CAD NZD CHF JPY CNY HKD SGD INR SEK NOK DKK PLN CZK HUF ZAR BRL MXN KRW ' +
    'TRY ILS AED SAR THB PHP IDR MYR NGN KES RON ISK TWD'
  ).split(' '),
);
const UNIT = `(${Object.keys(SYMBOLS)
  .sort((first, second) => second.length - first.length)
  .map((symbol) => symbol.replace(/[$]/g, '\\$'))
  .join('|')}|[A-Z]{3})`;
const PREFIXED = new RegExp(`^${UNIT}\\s*(.*)$`);
const SUFFIXED = new RegExp(`^(.*?)\\s*${UNIT}$`);
/** A number and a word after it: "12 kg", "3.2km", "1,5 l". */
const MEASURED = /^(.*?\d)\s*([A-Za-z]+\.?)$/;
/** Spaces that group thousands: space, no-break space, narrow no-break and thin spaces. */
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/;

/** The unit a symbol or code stands for, or undefined when it is neither. */
function unitOf(written: string): string | undefined {
  return SYMBOLS[written] ?? (CODES.has(written) ? written : undefined);
}

/**
 * Units of measure a value may carry after its number ("12 kg", "45 min", "3.2 km", "1,5 l"):
 * the spellings exports write → the unit kept, its dimension and its size in the dimension's base
 * (seconds, grams, metres, litres). Durations are kept under the names of everyday English
 * (`minutes`, `hours`), the others under their symbols. "m" alone is a metre, except in a column
 * of durations ("1h 20m", "45m") where it is a minute.
 */
export type Dimension = 'duration' | 'mass' | 'length' | 'volume';
interface PhysicalUnit {
  readonly unit: string;
  readonly dimension: Dimension;
  readonly size: number;
}
const PHYSICAL_UNITS: readonly [string, Dimension, number, string][] = [
  ['milliseconds', 'duration', 0.001, 'ms msec msecs millisecond milliseconds'],
  ['seconds', 'duration', 1, 's sec secs second seconds'],
  ['minutes', 'duration', 60, 'min mins minute minutes'],
  ['hours', 'duration', 3600, 'h hr hrs hour hours'],
  ['days', 'duration', 86_400, 'd day days'],
  ['weeks', 'duration', 604_800, 'wk wks week weeks'],
  ['mg', 'mass', 0.001, 'mg milligram milligrams'],
  ['g', 'mass', 1, 'g gram grams'],
  ['kg', 'mass', 1000, 'kg kgs kilo kilos kilogram kilograms'],
  ['t', 'mass', 1_000_000, 'tonne tonnes'],
  ['lb', 'mass', 453.59237, 'lb lbs'],
  ['oz', 'mass', 28.349523125, 'oz'],
  ['mm', 'length', 0.001, 'mm millimetre millimetres millimeter millimeters'],
  ['cm', 'length', 0.01, 'cm centimetre centimetres centimeter centimeters'],
  ['m', 'length', 1, 'm metre metres meter meters'],
  ['km', 'length', 1000, 'km kms kilometre kilometres kilometer kilometers'],
  ['mi', 'length', 1609.344, 'mi mile miles'],
  ['ft', 'length', 0.3048, 'ft foot feet'],
  ['ml', 'volume', 0.001, 'ml millilitre millilitres milliliter milliliters'],
  ['cl', 'volume', 0.01, 'cl centilitre centilitres'],
  ['l', 'volume', 1, 'l litre litres liter liters'],
];
const PHYSICAL = new Map<string, PhysicalUnit>(
  PHYSICAL_UNITS.flatMap(([unit, dimension, size, spellings]) =>
    spellings.split(' ').map((spelling) => [spelling, { unit, dimension, size }] as const),
  ),
);
/** Every unit kept, by the name kept (`minutes`, `kg`). */
const KEPT = new Map<string, PhysicalUnit>(
  PHYSICAL_UNITS.map(([unit, dimension, size]) => [unit, { unit, dimension, size }]),
);

/**
 * The unit of measure a word after a number spells, or undefined. Case does not matter
 * ("45 Min", "12 KG"), except for one letter: "M" is a million as often as a metre, so only
 * "m", "s", "h", "d", "g", "l" and "L" count.
 */
export function physicalUnit(written: string): PhysicalUnit | undefined {
  const kept = KEPT.get(written);
  if (kept) return kept;
  if (written.length === 1) return written === 'L' ? PHYSICAL.get('l') : PHYSICAL.get(written);
  return PHYSICAL.get(written.toLowerCase().replace(/\.$/, ''));
}

/** "minutes" of a field read from a unit a value or mapping writes ("min", "kg"), else it. */
function keptUnit(written: string): string {
  return physicalUnit(written)?.unit ?? written;
}

/**
 * `value` in `from` as a number in `to`, when both are units of measure of one dimension ("m" is
 * read as minutes when `to` is a duration); undefined otherwise.
 */
export function convertUnit(value: number, from: string, to: string): number | undefined {
  const target = physicalUnit(to);
  let source = physicalUnit(from);
  if (!target || !source) return undefined;
  if (from === 'm' && target.dimension === 'duration') source = KEPT.get('minutes')!;
  if (source.dimension !== target.dimension) return undefined;
  if (source.unit === target.unit) return value;
  // Rounded to 12 significant digits so 90 seconds is 1.5 minutes, not 1.4999999999999998.
  return Number(((value * source.size) / target.size).toPrecision(12));
}

/** The dimension a unit measures, for messages ("kg" → mass), or undefined for a currency. */
export function dimensionOf(unit: string): Dimension | undefined {
  return physicalUnit(unit)?.dimension;
}

const DURATION_PART = /^(\d+(?:[.,]\d+)?)\s*([A-Za-z]+)\s*/;

/**
 * "1h 20m", "2 hours 5 minutes", "1d 4h", "3m 20s": parts of a duration from the largest unit down,
 * as a number of the smallest part's unit ("1h 20m" is 80 minutes). Undefined when `text` is not
 * two or more such parts.
 */
function compoundDuration(text: string): { value: number; unit: string } | undefined {
  const parts: { amount: number; unit: PhysicalUnit }[] = [];
  let rest = text;
  while (rest) {
    const part = DURATION_PART.exec(rest);
    if (!part) return undefined;
    // "m" between hours and seconds is a minute.
    const unit = part[2] === 'm' ? KEPT.get('minutes') : physicalUnit(part[2]!);
    if (!unit || unit.dimension !== 'duration') return undefined;
    const previous = parts[parts.length - 1];
    if (previous && previous.unit.size <= unit.size) return undefined;
    parts.push({ amount: Number(part[1]!.replace(',', '.')), unit });
    rest = rest.slice(part[0].length).replace(/^(,|and)\s*/i, '');
  }
  if (parts.length < 2) return undefined;
  const smallest = parts[parts.length - 1]!.unit;
  const value = parts.reduce(
    (sum, { amount, unit }) => sum + (amount * unit.size) / smallest.size,
    0,
  );
  return { value: Number(value.toPrecision(12)), unit: smallest.unit };
}

/** The unit kept for a symbol or code as written (`€` → `EUR`); anything else as it is. */
export function canonicalUnit(written: string): string {
  return unitOf(written) ?? written;
}

/** Reads `text` as a number of a field whose decimal mark is `decimal`. */
export function readNumber(text: string, decimal: DecimalMark = '.'): NumberReading {
  let rest = text.trim();
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) {
    negative = true;
    rest = bracketed[1]!.trim();
  }
  const sign = () => {
    const found = /^([+\-\u2212])\s*/.exec(rest);
    if (!found) return false;
    if (negative) return true;
    negative = found[1] !== '+';
    rest = rest.slice(found[0].length);
    return false;
  };
  if (sign()) return { ok: false, problem: 'has both a sign and parentheses' };
  let unit: string | undefined;
  const prefixed = PREFIXED.exec(rest);
  if (prefixed && unitOf(prefixed[1]!)) {
    unit = unitOf(prefixed[1]!);
    rest = prefixed[2]!;
    if (sign()) return { ok: false, problem: 'has both a sign and parentheses' };
  }
  const suffixed = SUFFIXED.exec(rest);
  if (suffixed && unitOf(suffixed[2]!)) {
    if (unit !== undefined) return { ok: false, problem: 'has a unit both before and after it' };
    unit = unitOf(suffixed[2]!);
    rest = suffixed[1]!;
  } else if (unit === undefined) {
    const compound = compoundDuration(rest);
    if (compound) {
      const value = negative && compound.value !== 0 ? -compound.value : compound.value;
      return {
        ok: true,
        value,
        unit: compound.unit,
        integerDigits: String(Math.trunc(Math.abs(value))),
      };
    }
    const measured = MEASURED.exec(rest);
    if (measured && physicalUnit(measured[2]!)) {
      unit = keptUnit(measured[2]!);
      rest = measured[1]!;
    }
  }
  const core = readCore(rest, decimal);
  if ('problem' in core) return core;
  return {
    ok: true,
    value: negative && core.value !== 0 ? -core.value : core.value,
    ...(unit !== undefined ? { unit } : {}),
    integerDigits: core.integerDigits,
  };
}

const MARK_NAMES: Record<DecimalMark, string> = { '.': 'decimal point', ',': 'decimal comma' };

function readCore(
  text: string,
  decimal: DecimalMark,
): { value: number; integerDigits: string } | { ok: false; problem: string } {
  const notNumber = { ok: false as const, problem: 'is not a number' };
  if (decimal === '.' && /^(\d+\.?\d*|\.\d+)[eE][+-]?\d+$/.test(text)) {
    return { value: Number(text), integerDigits: text.split(/[.eE]/)[0]! };
  }
  if (!/^(\d[\d., '\u00a0\u202f\u2009]*|[.,]\d+)$/.test(text)) return notNumber;
  const other: DecimalMark = decimal === '.' ? ',' : '.';
  const wrongMark = {
    ok: false as const,
    problem: `has a ${MARK_NAMES[other]} where the field is read with a ${MARK_NAMES[decimal]} (set "decimal": "${other}" if the column writes ${other === ',' ? '1.234,56' : '1,234.56'})`,
  };
  const marks = text.split(decimal);
  if (marks.length > 2) {
    return {
      ok: false,
      problem: `has more than one ${MARK_NAMES[decimal]} (set "decimal": "${other}" if the column writes ${other === ',' ? '1.234,56' : '1,234.56'})`,
    };
  }
  const [integer, fraction = ''] = marks as [string, string?];
  if (marks.length === 2 && !/^\d*$/.test(fraction)) {
    return fraction.includes(other) ? wrongMark : notNumber;
  }
  // Thousands: groups of three after a first group of one to three digits, one separator kind.
  const separators = new Set(integer.replace(/\d/g, '').split(''));
  if (separators.size > 1) {
    const spaces = [...separators].every((separator) => GROUP_SPACE.test(separator));
    if (!spaces) return { ok: false, problem: 'mixes thousands separators' };
  }
  const groups = integer.split(/[., '\u00a0\u202f\u2009]/);
  if (groups.length > 1) {
    const grouped =
      /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
    if (!grouped) {
      // "12,50" in a field of decimal points: a decimal comma, not a thousands separator.
      return groups.length === 2 && separators.has(other) ? wrongMark : notNumber;
    }
  }
  const digits = groups.join('');
  if (digits === '' && fraction === '') return notNumber;
  return { value: Number(`${digits || '0'}.${fraction || '0'}`), integerDigits: digits };
}
