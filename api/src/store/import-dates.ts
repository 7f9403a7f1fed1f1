/**
 * Dates of imported files: a format written with tokens (`M/D/YYYY H:mm`, `YYYY-MM-DD`, `ISO`),
 * parsed strictly — a day that does not exist (2026-02-30) is refused, never rolled over — and a
 * zone for values that carry none (`UTC`, `+01:00`, or an IANA name like `America/New_York`).
 */

/**
 * Tokens: YYYY, YY (two digits: 00-68 are 2000-2068, 69-99 are 1969-1999, the POSIX rule),
 * M/MM (month), MMM/MMMM (English month name, short or full), D/DD (day), ddd/dddd (English
 * weekday, short or full: checked against the date, never used to move it), H/HH (0-23), h/hh
 * (1-12 with A), mm, ss, A (AM/PM; the space before it may be left out), X / x (seconds /
 * milliseconds since 1970-01-01 UTC, a format of its own).
 */
const TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MMMM: '([A-Za-z]+)',
  MMM: '([A-Za-z]+\\.?)',
  MM: '(\\d{2})',
  M: '(\\d{1,2})',
  dddd: '([A-Za-z]+)',
  ddd: '([A-Za-z]+\\.?)',
  DD: '(\\d{2})',
  D: '(\\d{1,2})',
  HH: '(\\d{2})',
  H: '(\\d{1,2})',
  hh: '(\\d{2})',
  h: '(\\d{1,2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
  A: '([AaPp][Mm])',
  X: '(-?\\d{1,12})',
  x: '(-?\\d{1,15})',
};
const TOKEN_PATTERN = /YYYY|YY|MMMM|MMM|MM|M|dddd|ddd|DD|D|HH|H|hh|h|mm|ss|A|X|x/g;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** Short names beyond the first three letters that exports write. */
const LONGER_SHORT_NAMES: Record<string, string> = {
  sept: 'september',
  tues: 'tuesday',
  thur: 'thursday',
  thurs: 'thursday',
};

/** The index of `text` among `names` (full, or short when `short`), or -1. */
function nameIndex(text: string, names: readonly string[], short: boolean): number {
  const word = text.toLowerCase().replace(/\.$/, '');
  if (!short) return text.endsWith('.') ? -1 : names.indexOf(word);
  const full = LONGER_SHORT_NAMES[word];
  if (full) return names.indexOf(full);
  return word.length === 3 ? names.findIndex((name) => name.startsWith(word)) : -1;
}

/** A two-digit year as a full one: 00-68 are 2000-2068, 69-99 are 1969-1999. */
export function fullYear(twoDigits: number): number {
  return twoDigits < 69 ? 2000 + twoDigits : 1900 + twoDigits;
}

/** Formats `--inspect` tries, most specific first; the ones before the named forms came first. */
const NUMERIC_FORMATS = [
  'ISO',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD',
  'YYYY/M/D H:mm:ss',
  'YYYY/M/D H:mm',
  'YYYY/M/D',
  'M/D/YYYY H:mm:ss',
  'M/D/YYYY H:mm',
  'M/D/YYYY h:mm A',
  'M/D/YYYY',
  'D/M/YYYY H:mm',
  'D/M/YYYY',
  'D.M.YYYY H:mm',
  'D.M.YYYY',
];
const TIMES = [' H:mm:ss', ' H:mm', ' h:mm:ss A', ' h:mm A', ''];
const MORE_DATES = [
  'D/M/YYYY',
  'D.M.YYYY',
  'YYYY.M.D',
  'M/D/YY',
  'D/M/YY',
  'D MMM YYYY',
  'D MMMM YYYY',
  'D-MMM-YYYY',
  'D-MMM-YY',
  'MMM D, YYYY',
  'MMMM D, YYYY',
  'MMM D YYYY',
  'ddd D MMM YYYY',
  'ddd, D MMM YYYY',
  'dddd, MMMM D, YYYY',
  'dddd D MMMM YYYY',
];
export const CANDIDATE_FORMATS: readonly string[] = [
  ...new Set([
    ...NUMERIC_FORMATS,
    ...MORE_DATES.flatMap((date) => TIMES.map((time) => `${date}${time}`)),
    'YYYYMMDD HHmmss',
    'YYYYMMDD HHmm',
    'YYYYMMDD',
  ]),
];

export interface DateParser {
  /** The UTC instant as `YYYY-MM-DDTHH:MM:SSZ`, or a reason the value is not a date. */
  parse(value: string): { ok: true; iso: string } | { ok: false; reason: string };
  /** Whether the format has a time of day (a date-only value is stored as midnight). */
  readonly hasTime: boolean;
}

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** A parser for `format`; throws on a format it cannot read or an unknown zone. */
export function dateParser(format: string, zone = 'UTC'): DateParser {
  const offsetOf = zoneOffset(zone);
  if (format.toUpperCase() === 'ISO') {
    return {
      hasTime: true,
      parse(value) {
        const match = ISO_PATTERN.exec(value.trim());
        if (!match) return { ok: false, reason: 'is not an ISO 8601 date' };
        const [, year, month, day, hour, minute, second, offset] = match;
        return build(
          {
            year: +year!,
            month: +month!,
            day: +day!,
            hour: +(hour ?? 0),
            minute: +(minute ?? 0),
            second: +(second ?? 0),
          },
          offset ? () => fixedOffset(offset) : offsetOf,
        );
      },
    };
  }
  const tokens: string[] = format.match(TOKEN_PATTERN) ?? [];
  const literals = format.split(TOKEN_PATTERN);
  if (tokens.length === 1 && (tokens[0] === 'X' || tokens[0] === 'x') && !literals.join('')) {
    return epochParser(tokens[0] === 'X' ? 1000 : 1);
  }
  const has = (...names: string[]) => tokens.some((token) => names.includes(token));
  if (!has('YYYY', 'YY') || !has('M', 'MM', 'MMM', 'MMMM') || !has('D', 'DD')) {
    throw new Error(
      `date format "${format}" needs a year (YYYY or YY), a month (M, MM, MMM or MMMM) and a day (D or DD), or is ISO, X or x`,
    );
  }
  const escape = (literal: string) =>
    literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  let pattern = escape(literals[0]!);
  tokens.forEach((token, index) => {
    pattern += TOKENS[token]!;
    const next = literals[index + 1]!;
    // "2:05pm" and "2:05 PM" are the same time: the space before AM/PM is optional.
    pattern += tokens[index + 1] === 'A' && /^\s+$/.test(next) ? '\\s*' : escape(next);
  });
  const regex = new RegExp(`^${pattern}$`);
  const twelveHour = tokens.includes('A');
  return {
    hasTime: tokens.some((token) => /^[Hh]/.test(token)),
    parse(value) {
      const match = regex.exec(value.trim());
      if (!match) return { ok: false, reason: `does not match the date format ${format}` };
      const parts: Parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
      let pm: boolean | undefined;
      for (const [index, token] of tokens.entries()) {
        const text = match[index + 1]!;
        if (token === 'YYYY') parts.year = +text;
        else if (token === 'YY') parts.year = fullYear(+text);
        else if (token === 'M' || token === 'MM') parts.month = +text;
        else if (token === 'MMM' || token === 'MMMM') {
          const month = nameIndex(text, MONTHS, token === 'MMM');
          if (month < 0) return { ok: false, reason: `has no month called "${text}"` };
          parts.month = month + 1;
        } else if (token === 'ddd' || token === 'dddd') {
          const weekday = nameIndex(text, WEEKDAYS, token === 'ddd');
          if (weekday < 0) return { ok: false, reason: `has no weekday called "${text}"` };
          parts.weekday = weekday;
        } else if (token === 'D' || token === 'DD') parts.day = +text;
        else if (/^[Hh]/.test(token)) parts.hour = +text;
        else if (token === 'mm') parts.minute = +text;
        else if (token === 'ss') parts.second = +text;
        else if (token === 'A') pm = text.toLowerCase() === 'pm';
      }
      if (twelveHour) {
        if (parts.hour < 1 || parts.hour > 12)
          return { ok: false, reason: 'has an hour outside 1-12' };
        parts.hour = (parts.hour % 12) + (pm ? 12 : 0);
      }
      return build(parts, offsetOf);
    },
  };
}

/** Seconds (`unit` 1000) or milliseconds (1) since the epoch: an instant, whatever the zone. */
function epochParser(unit: number): DateParser {
  return {
    hasTime: true,
    parse(value) {
      const text = value.trim();
      if (!/^-?\d{1,15}$/.test(text)) {
        return {
          ok: false,
          reason: `is not a whole number of ${unit === 1 ? 'milli' : ''}seconds since 1970`,
        };
      }
      const instant = new Date(Number(text) * unit);
      const year = instant.getUTCFullYear();
      if (Number.isNaN(instant.getTime()) || year < 1 || year > 9999) {
        return { ok: false, reason: 'is not a time between the years 1 and 9999' };
      }
      return { ok: true, iso: instant.toISOString().replace(/\.\d{3}Z$/, 'Z') };
    },
  };
}

interface Parts {
  year: number;
  /** 0 = Sunday, when the value names its weekday. */
  weekday?: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function build(
  parts: Parts,
  offsetOf: (utcGuess: number) => number,
): { ok: true; iso: string } | { ok: false; reason: string } {
  const { year, month, day, hour, minute, second } = parts;
  if (month < 1 || month > 12) return { ok: false, reason: 'has no such month' };
  const daysInMonth = new Date(utcTime(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return { ok: false, reason: 'is not a real date' };
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, reason: 'is not a real time' };
  const weekday = new Date(utcTime(year, month - 1, day)).getUTCDay();
  if (parts.weekday !== undefined && parts.weekday !== weekday) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return {
      ok: false,
      reason: `says ${capitalised(WEEKDAYS[parts.weekday]!)} but ${date} is a ${capitalised(WEEKDAYS[weekday]!)}`,
    };
  }
  const wall = utcTime(year, month - 1, day, hour, minute, second);
  // A zone's offset depends on the instant; two rounds settle it except inside a DST gap.
  let instant = wall - offsetOf(wall);
  instant = wall - offsetOf(instant);
  return { ok: true, iso: new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

/** `Date.UTC` for every year: it reads years 0-99 as 1900-1999. */
function utcTime(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0) {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function capitalised(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

/** Milliseconds to add to UTC to get the zone's wall time at that instant. */
function zoneOffset(zone: string): (instant: number) => number {
  if (/^(UTC|Z|GMT)$/i.test(zone)) return () => 0;
  if (/^[+-]\d{2}:?\d{2}$/.test(zone)) {
    const offset = fixedOffset(zone);
    return () => offset;
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw new Error(`unknown time zone "${zone}"; use UTC, an offset like +01:00 or an IANA name`);
  }
  return (instant) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
    ) as Record<string, number>;
    const wall = Date.UTC(
      parts['year']!,
      parts['month']! - 1,
      parts['day']!,
      parts['hour']!,
      parts['minute']!,
      parts['second']!,
    );
    return wall - Math.floor(instant / 1000) * 1000;
  };
}

function fixedOffset(text: string): number {
  if (/^z$/i.test(text)) return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(text)!;
  const minutes = +match[2]! * 60 + +match[3]!;
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/**
 * The candidate formats that read at least `minShare` of `samples` (a few bad values, such as an
 * impossible day, must not hide the column's format; one miss is allowed in a small sample),
 * the most successful first. A value of digits alone ("20251123") counts only as a date of
 * 1900-2099, so a column of plain numbers is not taken for compact dates.
 */
export function detectDateFormats(samples: readonly string[], minShare = 0.9): string[] {
  return rankDateFormats(samples, minShare).map(({ format }) => format);
}

/**
 * Formats other than `formats[0]` that read as many of `samples` but give some value another
 * date: "03/04/2025" is 4 March or 3 April, and a column whose days are all 12 or less cannot say
 * which. Empty when the first format is the only reading.
 */
export function rivalDateFormats(samples: readonly string[], minShare = 0.9): string[] {
  const ranked = rankDateFormats(samples, minShare);
  const best = ranked[0];
  if (!best) return [];
  return ranked
    .slice(1)
    .filter(
      ({ read, readings }) =>
        read === best.read &&
        readings.some(
          (iso, index) =>
            iso !== undefined && best.readings[index] !== undefined && iso !== best.readings[index],
        ),
    )
    .map(({ format }) => format);
}

function rankDateFormats(
  samples: readonly string[],
  minShare: number,
): { format: string; read: number; readings: (string | undefined)[] }[] {
  if (samples.length === 0) return [];
  // A small sample may miss one value; a large one a share of them.
  const allowedMisses = Math.max(1, samples.length * (1 - minShare));
  const ranked: { format: string; read: number; readings: (string | undefined)[] }[] = [];
  for (const format of CANDIDATE_FORMATS) {
    const parser = dateParser(format);
    const readings: (string | undefined)[] = [];
    let misses = 0;
    for (const sample of samples) {
      const parsed = parser.parse(sample);
      const year = parsed.ok ? Number(parsed.iso.slice(0, 4)) : 0;
      const read = parsed.ok && (!/^\d+$/.test(sample.trim()) || (year >= 1900 && year < 2100));
      readings.push(read && parsed.ok ? parsed.iso : undefined);
      if (!read && ++misses > allowedMisses) break;
    }
    const read = readings.filter((iso) => iso !== undefined).length;
    if (misses > allowedMisses || read === 0) continue;
    if (read >= 2 || read === samples.length) ranked.push({ format, read, readings });
  }
  return ranked.sort((first, second) => second.read - first.read);
}
