/**
 * Dates of imported files: a format written with tokens (`M/D/YYYY H:mm`, `YYYY-MM-DD`, `ISO`),
 * parsed strictly — a day that does not exist (2026-02-30) is refused, never rolled over — and a
 * zone for values that carry none (`UTC`, `+01:00`, or an IANA name like `America/New_York`).
 */

/**
 * Tokens: YYYY, YY (two digits: 00-68 are 2000-2068, 69-99 are 1969-1999, the POSIX rule),
 * M/MM (month), MMM/MMMM (English month name, short or full), D/DD (day), Do (day with its
 * English ordinal suffix: 1st, 2nd, 3rd, 23rd; a wrong suffix such as "23th" is refused),
 * ddd/dddd (English weekday, short or full: checked against the date, never used to move it),
 * H/HH (0-23), h/hh (1-12 with A), mm, ss, A (AM/PM, also a.m./p.m.; the space before it may be
 * left out), GGGG/WW/E (ISO 8601 week-numbering year, week 01-53 and weekday 1-7 = Monday to
 * Sunday, as in 2025-W47-7), Z (a zone the value carries: Z, UTC, GMT, +01:00, +0100, GMT+1,
 * UTC-05:30; it wins over the mapping's zone; the space before it may be left out), X / x
 * (seconds / milliseconds since 1970-01-01 UTC, a format of its own). Text in square brackets is
 * literal: `H[h]mm` reads "14h05", `GGGG-[W]WW-E` reads "2025-W47-7".
 */
const ZONE_TEXT = '(?:Z|UTC|GMT)(?:[+-]\\d{1,2}(?::?\\d{2})?)?|[+-]\\d{2}:?\\d{2}';
const TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  GGGG: '(\\d{4})',
  MMMM: '([A-Za-z]+)',
  MMM: '([A-Za-z]+\\.?)',
  MM: '(\\d{2})',
  M: '(\\d{1,2})',
  dddd: '([A-Za-z]+)',
  ddd: '([A-Za-z]+\\.?)',
  Do: '(\\d{1,2}(?:st|nd|rd|th|ST|ND|RD|TH))',
  DD: '(\\d{2})',
  D: '(\\d{1,2})',
  WW: '(\\d{2})',
  E: '([1-7])',
  HH: '(\\d{2})',
  H: '(\\d{1,2})',
  hh: '(\\d{2})',
  h: '(\\d{1,2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
  A: '([AaPp]\\.?[Mm]\\.?)',
  Z: `(${ZONE_TEXT})`,
  X: '(-?\\d{1,12})',
  x: '(-?\\d{1,15})',
};
const TOKEN_PATTERN = /YYYY|YY|GGGG|MMMM|MMM|MM|M|dddd|ddd|Do|DD|D|WW|E|HH|H|hh|h|mm|ss|A|Z|X|x/g;

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
/** Ordinal days: "23rd November 2025", "Nov 23rd, 2025", "Sunday, November 23rd, 2025". */
const ORDINAL_DATES = [
  'Do MMM YYYY',
  'Do MMMM YYYY',
  'Do [of] MMMM YYYY',
  'MMM Do, YYYY',
  'MMM Do YYYY',
  'MMMM Do, YYYY',
  'MMMM Do YYYY',
  'ddd Do MMM YYYY',
  'dddd, MMMM Do, YYYY',
  'dddd Do MMMM YYYY',
];
/** Times added after the first forms: "2.05pm", "9am", "14h05", each also with a zone after it. */
const MORE_TIMES = [' h.mm A', ' h A', ' H[h]mm'];
const ZONED_TIMES = [...TIMES, ...MORE_TIMES]
  .filter((time) => time !== '')
  .map((time) => `${time} Z`);
/** ISO 8601 week dates: 2025-W47-7 is the Sunday of week 47 of 2025; without a day, its Monday. */
const WEEK_FORMATS = ['GGGG-[W]WW-E', 'GGGG[W]WWE', 'GGGG-[W]WW', 'GGGG[W]WW'];
export const CANDIDATE_FORMATS: readonly string[] = [
  ...new Set([
    ...NUMERIC_FORMATS,
    ...MORE_DATES.flatMap((date) => TIMES.map((time) => `${date}${time}`)),
    'YYYYMMDD HHmmss',
    'YYYYMMDD HHmm',
    'YYYYMMDD',
    // Later forms read values none of the above reads (a zone, an ordinal, "2.05pm", a week), so a
    // column detected before keeps its format; M/D/YYYY with seconds and AM/PM names the rival
    // order of a column whose days are all 12 or less, as M/D/YYYY h:mm A did.
    ...['YYYY-MM-DD', 'YYYY/M/D', 'M/D/YYYY', ...MORE_DATES, ...ORDINAL_DATES].flatMap((date) =>
      [...TIMES, ...MORE_TIMES, ...ZONED_TIMES].map((time) => `${date}${time}`),
    ),
    ...WEEK_FORMATS,
  ]),
];

export interface DateParser {
  /** The UTC instant as `YYYY-MM-DDTHH:MM:SSZ`, or a reason the value is not a date. */
  parse(value: string): { ok: true; iso: string } | { ok: false; reason: string };
  /** Whether the format has a time of day (a date-only value is stored as midnight). */
  readonly hasTime: boolean;
}

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;

/** A format as its parts: tokens, and the literal text between them (`[...]` is literal). */
function formatParts(format: string): { tokens: string[]; literals: string[] } {
  const tokens: string[] = [];
  const literals: string[] = [''];
  for (const piece of format.split(/(\[[^\]]*\])/)) {
    if (piece.startsWith('[') && piece.endsWith(']')) {
      literals[literals.length - 1] += piece.slice(1, -1);
      continue;
    }
    const found = piece.match(TOKEN_PATTERN) ?? [];
    const between = piece.split(TOKEN_PATTERN);
    literals[literals.length - 1] += between[0]!;
    found.forEach((token, index) => {
      tokens.push(token);
      literals.push(between[index + 1]!);
    });
  }
  return { tokens, literals };
}

const ORDINAL_SUFFIX = (day: number) =>
  day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');

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
          offset ? () => zoneTextOffset(offset) : offsetOf,
        );
      },
    };
  }
  const { tokens, literals } = formatParts(format);
  if (tokens.length === 1 && (tokens[0] === 'X' || tokens[0] === 'x') && !literals.join('')) {
    return epochParser(tokens[0] === 'X' ? 1000 : 1);
  }
  const has = (...names: string[]) => tokens.some((token) => names.includes(token));
  const week = has('GGGG') && has('WW') && !has('YYYY', 'YY', 'M', 'MM', 'MMM', 'MMMM');
  if (!week && (!has('YYYY', 'YY') || !has('M', 'MM', 'MMM', 'MMMM') || !has('D', 'DD', 'Do'))) {
    throw new Error(
      `date format "${format}" needs a year (YYYY or YY), a month (M, MM, MMM or MMMM) and a day (D, DD or Do), an ISO week (GGGG and WW), or is ISO, X or x`,
    );
  }
  const escape = (literal: string) =>
    literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  let pattern = escape(literals[0]!);
  tokens.forEach((token, index) => {
    pattern += TOKENS[token]!;
    const next = literals[index + 1]!;
    // "2:05pm" and "2:05 PM" are the same time, "14:05Z" and "14:05 Z" the same instant: the
    // space before AM/PM or a zone is optional.
    const tight = ['A', 'Z'].includes(tokens[index + 1] ?? '') && /^\s+$/.test(next);
    pattern += tight ? '\\s*' : escape(next);
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
      let offset: string | undefined;
      let isoWeek: { year: number; week: number; weekday: number } | undefined;
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
        } else if (token === 'Do') {
          const day = parseInt(text, 10);
          if (text.slice(-2).toLowerCase() !== ORDINAL_SUFFIX(day)) {
            return { ok: false, reason: `writes ${text}, not ${day}${ORDINAL_SUFFIX(day)}` };
          }
          parts.day = day;
        } else if (token === 'D' || token === 'DD') parts.day = +text;
        else if (token === 'GGGG')
          isoWeek = { ...(isoWeek ?? { week: 0, weekday: 1 }), year: +text };
        else if (token === 'WW') isoWeek = { ...(isoWeek ?? { year: 0, weekday: 1 }), week: +text };
        else if (token === 'E') isoWeek = { ...(isoWeek ?? { year: 0, week: 0 }), weekday: +text };
        else if (/^[Hh]/.test(token)) parts.hour = +text;
        else if (token === 'mm') parts.minute = +text;
        else if (token === 'ss') parts.second = +text;
        else if (token === 'A') pm = text.toLowerCase().startsWith('p');
        else if (token === 'Z') offset = text;
      }
      if (twelveHour) {
        if (parts.hour < 1 || parts.hour > 12)
          return { ok: false, reason: 'has an hour outside 1-12' };
        parts.hour = (parts.hour % 12) + (pm ? 12 : 0);
      }
      if (week && isoWeek) {
        const day = isoWeekDay(isoWeek.year, isoWeek.week, isoWeek.weekday);
        if (!day) return { ok: false, reason: `has no week ${isoWeek.week} in ${isoWeek.year}` };
        Object.assign(parts, day);
      }
      if (offset !== undefined) {
        const fixed = zoneTextOffset(offset);
        return build(parts, () => fixed);
      }
      return build(parts, offsetOf);
    },
  };
}

/** The calendar day of ISO week `week` (1-53) of ISO year `year`, weekday 1 (Monday) to 7. */
function isoWeekDay(
  year: number,
  week: number,
  weekday: number,
): { year: number; month: number; day: number } | undefined {
  // Week 1 holds 4 January; a year has 53 weeks when its 28 December falls in week 53.
  const mondayOf = (isoYear: number) => {
    const fourth = utcTime(isoYear, 0, 4);
    const day = new Date(fourth).getUTCDay() || 7;
    return fourth - (day - 1) * 86_400_000;
  };
  const weeks = Math.round((mondayOf(year + 1) - mondayOf(year)) / (7 * 86_400_000));
  if (week < 1 || week > weeks) return undefined;
  const date = new Date(mondayOf(year) + ((week - 1) * 7 + weekday - 1) * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Milliseconds east of UTC of a zone a value writes: Z, UTC, GMT, +01:00, GMT+1, UTC-05:30. */
function zoneTextOffset(text: string): number {
  const named = /^(?:Z|UTC|GMT)(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(text);
  if (named) {
    if (!named[1]) return 0;
    const minutes = +named[2]! * 60 + +(named[3] ?? 0);
    return (named[1] === '-' ? -1 : 1) * minutes * 60_000;
  }
  return fixedOffset(text);
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
