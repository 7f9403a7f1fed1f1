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
/** Spaces that group thousands: space, no-break space, narrow no-break and thin spaces. */
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/;

/** The unit a symbol or code stands for, or undefined when it is neither. */
function unitOf(written: string): string | undefined {
  return SYMBOLS[written] ?? (CODES.has(written) ? written : undefined);
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
