/**
 * Dates of imported files: a format written with tokens (`M/D/YYYY H:mm`, `YYYY-MM-DD`, `ISO`),
 * parsed strictly — a day that does not exist (2026-02-30) is refused, never rolled over — and a
 * zone for values that carry none (`UTC`, `+01:00`, or an IANA name like `America/New_York`).
 */

/** Tokens: YYYY, M/MM (month), D/DD (day), H/HH (0-23), h/hh (1-12 with A), mm, ss, A (AM/PM). */
const TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})',
  MM: '(\\d{2})',
  M: '(\\d{1,2})',
  DD: '(\\d{2})',
  D: '(\\d{1,2})',
  HH: '(\\d{2})',
  H: '(\\d{1,2})',
  hh: '(\\d{2})',
  h: '(\\d{1,2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
  A: '([AaPp][Mm])',
};
const TOKEN_PATTERN = /YYYY|MM|M|DD|D|HH|H|hh|h|mm|ss|A/g;

/** Formats `--inspect` tries, most specific first. */
export const CANDIDATE_FORMATS = [
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
] as const;

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
  const order: string[] = [];
  const source = format
    .split(TOKEN_PATTERN)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  const tokens: string[] = format.match(TOKEN_PATTERN) ?? [];
  if (
    !tokens.includes('YYYY') ||
    !tokens.some((token) => token.startsWith('M') && token !== 'mm')
  ) {
    throw new Error(`date format "${format}" needs at least YYYY, M and D (or ISO)`);
  }
  let pattern = source[0]!;
  tokens.forEach((token, index) => {
    order.push(token);
    pattern += TOKENS[token]! + source[index + 1]!;
  });
  const regex = new RegExp(`^${pattern}$`);
  const twelveHour = tokens.includes('A');
  return {
    hasTime: tokens.some((token) => /^[Hh]/.test(token)),
    parse(value) {
      const match = regex.exec(value.trim());
      if (!match) return { ok: false, reason: `does not match the date format ${format}` };
      const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
      let pm: boolean | undefined;
      order.forEach((token, index) => {
        const text = match[index + 1]!;
        if (token === 'YYYY') parts.year = +text;
        else if (token === 'M' || token === 'MM') parts.month = +text;
        else if (token === 'D' || token === 'DD') parts.day = +text;
        else if (/^[Hh]/.test(token)) parts.hour = +text;
        else if (token === 'mm') parts.minute = +text;
        else if (token === 'ss') parts.second = +text;
        else if (token === 'A') pm = text.toLowerCase() === 'pm';
      });
      if (twelveHour) {
        if (parts.hour < 1 || parts.hour > 12)
          return { ok: false, reason: 'has an hour outside 1-12' };
        parts.hour = (parts.hour % 12) + (pm ? 12 : 0);
      }
      return build(parts, offsetOf);
    },
  };
}

interface Parts {
  year: number;
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
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return { ok: false, reason: 'is not a real date' };
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, reason: 'is not a real time' };
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // A zone's offset depends on the instant; two rounds settle it except inside a DST gap.
  let instant = wall - offsetOf(wall);
  instant = wall - offsetOf(instant);
  return { ok: true, iso: new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z') };
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
 * the most successful first.
 */
export function detectDateFormats(samples: readonly string[], minShare = 0.9): string[] {
  if (samples.length === 0) return [];
  return (
    CANDIDATE_FORMATS.map((format) => {
      const parser = dateParser(format);
      return { format, read: samples.filter((sample) => parser.parse(sample).ok).length };
    })
      // A small sample may miss one value; a large one a share of them.
      .filter(
        ({ read }) =>
          read > 0 &&
          samples.length - read <= Math.max(1, samples.length * (1 - minShare)) &&
          (read >= 2 || read === samples.length),
      )
      .sort((first, second) => second.read - first.read)
      .map(({ format }) => format)
  );
}
