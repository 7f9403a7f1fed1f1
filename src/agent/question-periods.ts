import type { CorpusPeriod } from './prompts';

/** A period the question names, resolved to days against the data's span. */
export interface PeriodMention {
  /** As the question says it, e.g. "Q2", "March", "since June", "last 30 days". */
  text: string;
  from: string;
  to: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const NUMBER_WORD = `(?:${NUMBER_WORDS.join('|')})`;

function countOf(text: string): number {
  const index = NUMBER_WORDS.indexOf(text.toLowerCase());
  return index >= 0 ? index + 1 : Number(text);
}

const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** Northern meteorological seasons: the months each covers (winter runs into the next year). */
const SEASONS: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  autumn: [9, 11],
  fall: [9, 11],
  winter: [12, 14],
};

interface Range {
  from: string;
  to: string;
}

interface PeriodPattern {
  regex: RegExp;
  /** The words name both ends ("20 to 22 February"): no "since" or span reading around them. */
  closed?: boolean;
  /** One range, or several when the words name several periods ("the first and second quarters"). */
  resolve(
    match: RegExpExecArray,
    span: CorpusPeriod,
  ): Range | (Range & { text: string })[] | undefined;
}

/** What joins the two days of a range within one month. */
const DAY_RANGE_JOIN = '(?:and|to|until|till|through|thru|-|–)';

const ORDINALS = ['first', 'second', 'third', 'fourth'];
const ORDINAL = '(first|second|third|fourth|1st|2nd|3rd|4th)';

function ordinalOf(word: string): number {
  const index = ORDINALS.indexOf(word.toLowerCase());
  return index >= 0 ? index + 1 : Number(word[0]);
}

/** The nth quarter (or half) of a year, by its first and last month. */
function partOf(
  nth: number,
  unit: string,
  year: string | undefined,
  span: CorpusPeriod,
): Range | undefined {
  const size = /^hal/i.test(unit) ? 6 : 3;
  if (nth * size > 12) return undefined;
  const first = (nth - 1) * size + 1;
  return months(yearFor(year, first, span), first, first + size - 1);
}

/** Earlier patterns take their words first ("March 10, 2026" is a day, not the month March). */
const PATTERNS: PeriodPattern[] = [
  {
    regex: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    resolve: (match) => day(`${match[1]}-${match[2]}-${match[3]}`),
  },
  {
    // "between 20 and 22 February", "20-22 Feb 2026": both days in one month.
    regex: new RegExp(
      `(?<!${MONTH_WORD.replace('(', '(?:')}\\s+)\\b(?:between\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s*${DAY_RANGE_JOIN}\\s*(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD}\\b(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    closed: true,
    resolve: (match, span) => dayRange(match[4], monthOf(match[3]!), match[1]!, match[2]!, span),
  },
  {
    // "Feb 20 to 22", "between February 20th and 22nd".
    regex: new RegExp(
      `\\b(?:between\\s+)?${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*${DAY_RANGE_JOIN}\\s*(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:\\d|${MONTH_WORD.replace('(', '(?:')}))(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    closed: true,
    resolve: (match, span) => dayRange(match[4], monthOf(match[1]!), match[2]!, match[3]!, span),
  },
  {
    // "22 or 23 February", "the 3rd vs the 10th of May": two days, each its own period.
    regex: new RegExp(
      `\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:or|vs\\.?|versus|compared\\s+(?:to|with))\\s+(?:on\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD}\\b(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    resolve: (match, span) => {
      const month = monthOf(match[3]!);
      const days = [match[1]!, match[2]!].map((written) => ({
        written,
        range: monthDay(match[4], month, Number(written), span),
      }));
      if (days.some((entry) => !entry.range)) return undefined;
      return days.map((entry) => ({ ...entry.range!, text: entry.range!.from }));
    },
  },
  {
    regex: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD}\\b(?:,?\\s+(\\d{4}))?`, 'gi'),
    resolve: (match, span) => monthDay(match[3], monthOf(match[2]!), Number(match[1]), span),
  },
  {
    regex: new RegExp(
      `\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\d)(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    resolve: (match, span) => monthDay(match[3], monthOf(match[1]!), Number(match[2]), span),
  },
  {
    regex: /\b(\d{4})-(\d{2})\b/g,
    resolve: (match) => months(Number(match[1]), Number(match[2]), Number(match[2])),
  },
  {
    // "the first and second quarters of 2026": two periods, each its own mention.
    regex: new RegExp(
      `\\b${ORDINAL}\\s+(?:and|&|or|vs\\.?|versus)\\s+(?:the\\s+)?${ORDINAL}\\s+(quarters?|halves|half)\\b(?:\\s*(?:of\\s+)?(\\d{4}))?`,
      'gi',
    ),
    resolve: (match, span) => {
      const parts = [match[1]!, match[2]!].map((word) => ({
        word,
        range: partOf(ordinalOf(word), match[3]!, match[4], span),
      }));
      if (parts.some((part) => !part.range)) return undefined;
      const unit = /^hal/i.test(match[3]!) ? 'half' : 'quarter';
      return parts.map((part) => ({
        ...part.range!,
        text: `${part.word} ${unit}${match[4] ? ` of ${match[4]}` : ''}`,
      }));
    },
  },
  {
    regex: new RegExp(`\\b${ORDINAL}\\s+quarter\\b(?:\\s*(?:of\\s+)?(\\d{4}))?`, 'gi'),
    resolve: (match, span) => partOf(ordinalOf(match[1]!), 'quarter', match[2], span),
  },
  {
    regex: /\bq([1-4])\b(?:\s*(?:of\s+)?(\d{4}))?/gi,
    resolve: (match, span) => {
      const first = (Number(match[1]) - 1) * 3 + 1;
      return months(yearFor(match[2], first, span), first, first + 2);
    },
  },
  {
    regex: /\b(?:h([12])|(first|second) half)\b(?:\s*(?:of\s+)?(\d{4}))?/gi,
    resolve: (match, span) => {
      const first = match[1] === '2' || match[2]?.toLowerCase() === 'second' ? 7 : 1;
      return months(yearFor(match[3], first, span), first, first + 5);
    },
  },
  {
    // Seasons only after a preposition or article: "fall" is also a verb.
    regex:
      /(?<=\b(?:in|during|the|this|last|since|over|through)\s+)(spring|summer|autumn|fall|winter)\b(?:\s*(?:of\s+)?(\d{4}))?/gi,
    resolve: (match, span) => {
      const [first, last] = SEASONS[match[1]!.toLowerCase()]!;
      return months(yearFor(match[2], first, span), first, last);
    },
  },
  {
    regex: new RegExp(`\\b${MONTH_WORD}\\b(?:\\s+(\\d{4}))?`, 'gi'),
    resolve: (match, span) => {
      // "may" is also a verb: only with a year or a preposition before it.
      if (match[1]!.toLowerCase() === 'may' && !match[2]) return undefined;
      const month = monthOf(match[1]!);
      return months(yearFor(match[2], month, span), month, month);
    },
  },
  {
    regex: new RegExp(
      `\\b(?:last|past|previous)\\s+(\\d+|${NUMBER_WORD})\\s+(day|week|month)s?\\b`,
      'gi',
    ),
    resolve: (match, span) => {
      const count = countOf(match[1]!);
      const unit = match[2]!.toLowerCase();
      const days = unit === 'day' ? count : unit === 'week' ? count * 7 : count * 30;
      return { from: addDays(span.to, 1 - days), to: span.to };
    },
  },
  {
    // "over the last week", "the past week": the seven days to the data's end, not the calendar
    // week before them ("last week" alone).
    regex: /(?:(?<=\bthe\s+)(?:last|past)|\bpast)\s+week\b/gi,
    resolve: (_match, span) => ({ from: addDays(span.to, -6), to: span.to }),
  },
  {
    // "the past fortnight": the fourteen days to the data's end.
    regex: /\b(?:last|past|previous)\s+fortnight\b/gi,
    resolve: (_match, span) => ({ from: addDays(span.to, -13), to: span.to }),
  },
  {
    // Against the data's last day, as every relative period: "today" is that day.
    regex: /\b(yesterday|today)\b/gi,
    resolve: (match, span) => day(addDays(span.to, /^y/i.test(match[1]!) ? -1 : 0)),
  },
  {
    // "the last quarter of 2025": its fourth quarter ("last quarter" alone is the one before).
    regex: /\b(?:last|final)\s+(quarter|half)\s+of\s+((?:19|20)\d{2})\b/gi,
    resolve: (match, span) => partOf(/^hal/i.test(match[1]!) ? 2 : 4, match[1]!, match[2], span),
  },
  {
    regex: /\b(?:year\s+to\s+date|ytd)\b/gi,
    resolve: (_match, span) => relativeUnit('this', 'year', span),
  },
  {
    // "The current month" is this month; "the prior quarter" the previous one.
    regex: /\b(this|current|last|previous|prior)\s+(month|quarter|year|week)\b/gi,
    resolve: (match, span) =>
      relativeUnit(
        /^(?:this|current)$/i.test(match[1]!) ? 'this' : 'last',
        match[2]!.toLowerCase(),
        span,
      ),
  },
  {
    // "Two months ago", "a quarter ago": that calendar month (quarter, year) counted back from the
    // one holding the data's last day ("a month ago" is last month).
    regex: new RegExp(
      `\\b(a|an|one|\\d+|${NUMBER_WORD})\\s+(month|quarter|year)s?\\s+ago\\b`,
      'gi',
    ),
    resolve: (match, span) =>
      unitsAgo(countOf(match[1]!.replace(/^an?$/i, 'one')), match[2]!, span),
  },
  {
    // "next month": after the data's last day, so outside it ("the next month" of a follow-up
    // moves the last turn's period instead).
    regex: /(?<!\bthe\s+)\bnext\s+(week|month|quarter|year)\b/gi,
    resolve: (match, span) => {
      const unit = match[1]!.toLowerCase();
      const from = addDays(span.to, 1);
      const days = unit === 'week' ? 7 : unit === 'month' ? 30 : unit === 'quarter' ? 91 : 365;
      return { from, to: addDays(from, days - 1) };
    },
  },
  {
    regex: /\b(?:in|during|for|of|year)\s+((?:19|20)\d{2})\b/gi,
    resolve: (match) => ({ from: `${match[1]}-01-01`, to: `${match[1]}-12-31` }),
  },
  {
    // "compared to the whole year" without a year: everything the data holds.
    regex: /\b(?:the\s+)?(?:whole|full|entire)\s+year\b(?!\s*(?:of\s+)?\d)/gi,
    closed: true,
    resolve: (_match, span) => ({ from: span.from, to: span.to }),
  },
];

const SINCE = /\b(?:since|from|after)\s+(?:the\s+)?$/i;
/** "From then on", "after that", "since then": the time after a day named before. */
const THEN_ON =
  /\b(?:from\s+then\s+on(?:wards?)?|since\s+then|after\s+(?:that|then)|thereafter|from\s+that\s+(?:day|date|point)\s+on(?:wards?)?)\b/i;
const BEFORE = /\b(?:before|prior\s+to)\s+(?:the\s+)?$/i;
/** "The fortnight before", "two weeks prior to": a span of that length, not all before. */
const SPAN_BEFORE = new RegExp(
  `\\b(?:\\d+|${NUMBER_WORD}|a|the|one)\\s+(?:day|week|month|fortnight)s?\\s+(?:before|prior\\s+to)\\s+(?:the\\s+)?$`,
  'i',
);
/** "Since the rate rise on 1 September": from an event's day, named after the event. */
const SINCE_EVENT = /\bsince\s+(?:the\s+)?(?:[^\s\d,;.?!]+\s+){1,4}?(?:on|of|in)\s+$/i;
/**
 * "The two weeks from 10 March": a span of that length starting on the day named. What lies
 * between may name the event ("the two weeks after the 5.2 release on 10 March").
 */
const SPAN_FROM = new RegExp(
  `\\b(?:(\\d+|${NUMBER_WORD})\\s+(day|week|month|fortnight)s?|(?:a|the|one)\\s+(fortnight|week|month))\\s+(?:from|after|starting(?:\\s+on)?|since|beginning|commencing|of)\\s+(?:the\\s+)?(?:(?:[^\\s\\d,;.?!]+|\\d+(?:\\.\\d+)+)\\s+){0,4}?(?:(?:on|of)\\s+)?$`,
  'i',
);
/**
 * "vs the fortnight before", "the week after": a span of that length just before or after the
 * period named earlier in the question (a date follows when it is a span from that date).
 */
const NEXT_TO = new RegExp(
  `\\b(?:(?:the|a|one)\\s+)?(?:(\\d+|${NUMBER_WORD})\\s+)?(day|week|month|fortnight)s?\\s+(before|prior|earlier|after|later)\\b(?!\\s+(?:the\\s+|that\\s+)?[^\\s,;.?!]*\\d)`,
  'gi',
);

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30 };

/**
 * The periods a question names, each resolved to days: dates, months, quarters, halves, seasons,
 * "last N days", "this month", a year, and "since …" (from the named start to the data's end).
 * A month or quarter without a year is the latest one within the data.
 */
export function findPeriods(question: string, span: CorpusPeriod): PeriodMention[] {
  const taken: boolean[] = new Array<boolean>(question.length).fill(false);
  const found: (PeriodMention & {
    start: number;
    end?: number;
    /** A "since …" mention's own words and end, should an end follow it. */
    own?: { text: string; to: string };
  })[] = [];
  for (const pattern of PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (let match = pattern.regex.exec(question); match; match = pattern.regex.exec(question)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.slice(start, end).some(Boolean)) continue;
      const range = pattern.resolve(match, span);
      if (!range) continue;
      for (let index = start; index < end; index++) taken[index] = true;
      if (Array.isArray(range)) {
        found.push(...range.map((part, offset) => ({ ...part, start: start + offset })));
        continue;
      }
      const before = question.slice(Math.max(0, start - 70), start);
      const length = pattern.closed ? null : SPAN_FROM.exec(before);
      if (length) {
        const unit = (length[2] ?? length[3])!.toLowerCase();
        const days = (length[1] ? countOf(length[1]) : 1) * UNIT_DAYS[unit]!;
        found.push({
          start,
          end,
          text: `${length[0]}${match[0]}`.trim(),
          from: range.from,
          to: addDays(range.from, days - 1),
        });
        continue;
      }
      // "Before 1 September", "prior to June": from the data's first day to the day before it
      // ("the fortnight before 1 March" is a span of its own length, read below).
      if (!pattern.closed && BEFORE.test(before.slice(-16)) && !SPAN_BEFORE.test(before)) {
        found.push({
          start,
          end,
          text: `before ${match[0]}`,
          from: span.from,
          to: addDays(range.from, -1),
        });
        continue;
      }
      const event = pattern.closed ? null : SINCE_EVENT.exec(before);
      const since = !!event || (!pattern.closed && SINCE.test(before.slice(-12)));
      found.push({
        start,
        end,
        text: event ? `${event[0]}${match[0]}` : since ? `since ${match[0]}` : match[0],
        from: range.from,
        to: since ? span.to : range.to,
        ...(since ? { own: { text: match[0], to: range.to } } : {}),
      });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // "Before 1 October and from then on": the rest of the data after the day named is asked too.
  const cut = found.find((mention) => mention.text.startsWith('before '));
  const rest = cut ? THEN_ON.exec(question.slice(cut.start)) : null;
  if (cut && rest) {
    found.push({
      start: cut.start + rest.index,
      text: rest[0],
      from: addDays(cut.to, 1),
      to: span.to,
    });
  }
  found.push(...nextTo(question, found, taken));
  found.sort((a, b) => a.start - b.start);
  // "From Q1 to Q2": a start with an end named after it is that period, not "since" it.
  found.forEach((mention, index) => {
    const next = found[index + 1];
    if (!mention.own || !next) return;
    const between = question.slice(mention.end ?? mention.start, next.start);
    if (/^\s*(?:to|until|till|through|thru|and|-|–)\s*(?:the\s+)?$/i.test(between)) {
      mention.text = mention.own.text;
      mention.to = mention.own.to;
    }
  });
  return found.map(({ text, from, to }) => ({ text, from, to }));
}

/** "The fortnight before" after a named period: the span of that length next to it. */
function nextTo(
  question: string,
  found: readonly (PeriodMention & { start: number; end?: number })[],
  taken: readonly boolean[],
): (PeriodMention & { start: number })[] {
  const moved: (PeriodMention & { start: number })[] = [];
  NEXT_TO.lastIndex = 0;
  for (let match = NEXT_TO.exec(question); match; match = NEXT_TO.exec(question)) {
    const start = match.index;
    if (taken.slice(start, start + match[0].length).some(Boolean)) continue;
    // A span's own words ("the fortnight after the release on 10 March") belong to it.
    if (found.some((m) => m.start > start && m.start - start <= 70 && m.text.includes(match![0])))
      continue;
    const anchor = [...found].reverse().find((mention) => mention.start < start);
    if (!anchor) continue;
    const count = match[1] ? countOf(match[1]) : 1;
    const unit = match[2]!.toLowerCase();
    const before = /before|prior|earlier/i.test(match[3]!);
    // "Last month vs the month before": next to a whole calendar month, the whole months beside
    // it (January is 31 days, not the 30 before February).
    const whole = unit === 'month' ? wholeMonthsNextTo(anchor, count, before) : undefined;
    if (whole) {
      moved.push({ start, text: match[0], ...whole });
      continue;
    }
    const days = count * UNIT_DAYS[unit]!;
    const from = before ? addDays(anchor.from, -days) : addDays(anchor.to, 1);
    moved.push({ start, text: match[0], from, to: addDays(from, days - 1) });
  }
  return moved;
}

/** The `count` whole months before or after a period of whole months; none for other periods. */
function wholeMonthsNextTo(
  anchor: { from: string; to: string },
  count: number,
  before: boolean,
): { from: string; to: string } | undefined {
  const [fromYear, fromMonth, fromDay] = anchor.from.split('-').map(Number) as number[];
  const [toYear, toMonth, toDay] = anchor.to.split('-').map(Number) as number[];
  if (fromDay !== 1 || toDay !== daysIn(toYear!, toMonth!)) return undefined;
  const first = before
    ? fromYear! * 12 + (fromMonth! - 1) - count
    : toYear! * 12 + (toMonth! - 1) + 1;
  const year = Math.floor(first / 12);
  const month = (first % 12) + 1;
  return months(year, month, month + count - 1);
}

function monthOf(word: string): number {
  return MONTHS.indexOf(word.toLowerCase().slice(0, 3)) + 1;
}

/** The year of a month without one: the latest such month that starts within the data. */
function yearFor(written: string | undefined, month: number, span: CorpusPeriod): number {
  if (written) return Number(written);
  const endYear = Number(span.to.slice(0, 4));
  const endMonth = Number(span.to.slice(5, 7));
  return month <= endMonth ? endYear : endYear - 1;
}

function months(year: number, first: number, last: number): { from: string; to: string } {
  const endYear = year + Math.floor((last - 1) / 12);
  const endMonth = ((last - 1) % 12) + 1;
  return {
    from: `${year}-${pad(first)}-01`,
    to: `${endYear}-${pad(endMonth)}-${pad(daysIn(endYear, endMonth))}`,
  };
}

function monthDay(
  written: string | undefined,
  month: number,
  dayOfMonth: number,
  span: CorpusPeriod,
): { from: string; to: string } | undefined {
  if (month < 1 || dayOfMonth < 1 || dayOfMonth > 31) return undefined;
  return day(`${yearFor(written, month, span)}-${pad(month)}-${pad(dayOfMonth)}`);
}

/** Days `first` to `last` of one month, in order, or nothing for a range that is not one. */
function dayRange(
  written: string | undefined,
  month: number,
  first: string,
  last: string,
  span: CorpusPeriod,
): Range | undefined {
  const start = monthDay(written, month, Number(first), span);
  const end = monthDay(written, month, Number(last), span);
  if (!start || !end || Number(last) <= Number(first)) return undefined;
  return { from: start.from, to: end.to };
}

function day(value: string): { from: string; to: string } {
  return { from: value, to: value };
}

function relativeUnit(
  which: string,
  unit: string,
  span: CorpusPeriod,
): { from: string; to: string } {
  const year = Number(span.to.slice(0, 4));
  const month = Number(span.to.slice(5, 7));
  if (unit === 'week') {
    const end = which === 'this' ? span.to : addDays(span.to, -7);
    return { from: addDays(end, -6), to: end };
  }
  if (unit === 'year') {
    const target = which === 'this' ? year : year - 1;
    return { from: `${target}-01-01`, to: which === 'this' ? span.to : `${target}-12-31` };
  }
  if (unit === 'quarter') {
    // "Last quarter": the whole calendar quarter before the one the data ends in.
    const first = month - ((month - 1) % 3);
    if (which === 'this') return { from: `${year}-${pad(first)}-01`, to: span.to };
    return first === 1 ? months(year - 1, 10, 12) : months(year, first - 3, first - 1);
  }
  if (which === 'this') return { from: `${year}-${pad(month)}-01`, to: span.to };
  return month === 1 ? months(year - 1, 12, 12) : months(year, month - 1, month - 1);
}

/** The whole calendar month, quarter or year `count` of them before the one the data ends in. */
function unitsAgo(count: number, unit: string, span: CorpusPeriod): { from: string; to: string } {
  const size = /^m/i.test(unit) ? 1 : /^q/i.test(unit) ? 3 : 12;
  const month = Number(span.to.slice(5, 7));
  const current = Number(span.to.slice(0, 4)) * 12 + (month - 1) - ((month - 1) % size);
  const first = current - count * size;
  const year = Math.floor(first / 12);
  const start = (first % 12) + 1;
  return months(year, start, start + size - 1);
}

export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
