/**
 * Periods in an analyst's words, resolved to concrete days: dates, months, quarters, halves,
 * seasons, "since …", "after …", "the two weeks after …", "last 30 days". Relative words resolve
 * against the last day of the data; a bare month or season falls in the data's span.
 */

export interface DataSpan {
  from: string;
  to: string;
}

export interface Period {
  from: string;
  to: string;
  /** The period in words, as the answer names it. */
  label: string;
}

/** A period found in a text, with where it stood (for ordering and for removing its words). */
export interface PeriodMatch extends Period {
  index: number;
  length: number;
  /** For "after March 2026", "since 1 June": the period the span word was anchored on. */
  anchor?: Period;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Small counts said in words ("a week", "three months"). */
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const COUNT = '(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A count written in digits or in words ("a", "one" … "ten"). */
export function countWord(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

function monthNumber(name: string): number {
  const lower = name.toLowerCase().slice(0, 3);
  return MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(lower)) + 1;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function isDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

function monthPeriod(year: number, month: number): Period {
  return {
    from: `${year}-${pad(month)}-01`,
    to: lastDayOfMonth(year, month),
    label: `${MONTH_NAMES[month - 1]} ${year}`,
  };
}

function monthsPeriod(year: number, first: number, months: number, label: string): Period {
  const endMonth = first + months - 1;
  const endYear = year + Math.floor((endMonth - 1) / 12);
  const end = ((endMonth - 1) % 12) + 1;
  return { from: `${year}-${pad(first)}-01`, to: lastDayOfMonth(endYear, end), label };
}

/** The latest year in which a period starting at `month` overlaps the data's span. */
function yearInSpan(month: number, months: number, span: DataSpan): number {
  const last = Number(span.to.slice(0, 4));
  const first = Number(span.from.slice(0, 4)) - 1;
  for (let year = last; year >= first; year--) {
    const period = monthsPeriod(year, month, months, '');
    if (period.from <= span.to && period.to >= span.from) return year;
  }
  return last;
}

const SEASONS: Record<string, [number, number]> = {
  spring: [3, 3],
  summer: [6, 3],
  autumn: [9, 3],
  fall: [9, 3],
  winter: [12, 3],
};

/** The ordinal of a part of a year said in words ("second quarter", "opening month"). */
const PART_ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  opening: 1,
  start: 1,
  beginning: 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
};

/** A single point in time named by the text at `source` (a day, month, quarter, season…). */
interface Anchor {
  period: Period;
  index: number;
  length: number;
  /** Named without a year ("Q1", "March"): its year was guessed from the data's span. */
  yearless?: boolean;
}

function dayLabel(day: string): string {
  return day;
}

/** Every day, month, quarter, half, season and year named in the text, longest match first. */
function anchors(text: string, span: DataSpan): Anchor[] {
  const found: Anchor[] = [];
  const add = (match: RegExpExecArray, period: Period | undefined) => {
    if (!period) return;
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((item) => start < item.index + item.length && end > item.index)) return;
    const yearless = !/\d{4}/.test(match[0]) && period.from !== period.to;
    found.push({
      period,
      index: start,
      length: match[0].length,
      ...(yearless ? { yearless } : {}),
    });
  };
  // "Late 2025", "early 2026": decided as that year's last or first quarter.
  for (const m of text.matchAll(/\b(early|late)(?:\s+in)?\s+(\d{4})\b/gi)) {
    const year = Number(m[2]);
    const late = m[1]!.toLowerCase() === 'late';
    add(
      m,
      monthsPeriod(
        year,
        late ? 10 : 1,
        3,
        `${late ? 'late' : 'early'} ${year} (Q${late ? 4 : 1} ${year})`,
      ),
    );
  }
  // "the first and second quarters of 2026", "Q1 and Q2 2026": two periods sharing one year.
  for (const m of text.matchAll(
    /\b(?:(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:and|&|or|vs\.?|versus|to)\s+(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+(quarter|half|halve)s?|q([1-4])\s+(?:and|&|or|vs\.?|versus|to)\s+q([1-4])|h([12])\s+(?:and|&|or|vs\.?|versus|to)\s+h([12]))(?:\s+(?:of\s+)?(\d{4}))?\b/gi,
  )) {
    const unit = m[3]?.toLowerCase() ?? (m[4] ? 'quarter' : 'half');
    const ordinals = [m[1] ?? m[4] ?? m[6], m[2] ?? m[5] ?? m[7]].map((word) =>
      /^\d$/.test(word!)
        ? Number(word)
        : ['fi', 'se', 'th', 'fo'].indexOf(word!.toLowerCase().slice(0, 2)) + 1 ||
          Number(word!.charAt(0)),
    );
    const months = unit === 'quarter' ? 3 : 6;
    const periods = ordinals.map((ordinal) => {
      const first = (ordinal - 1) * months + 1;
      const year = m[8] ? Number(m[8]) : yearInSpan(first, months, span);
      return monthsPeriod(
        year,
        first,
        months,
        `${unit === 'quarter' ? 'Q' : 'H'}${ordinal} ${year}`,
      );
    });
    const joint = /\s+(?:and|&|or|vs\.?|versus|to)\s+(?:the\s+)?/i.exec(m[0])!;
    const second = joint.index + joint[0].length;
    found.push({ period: periods[0]!, index: m.index, length: joint.index });
    found.push({ period: periods[1]!, index: m.index + second, length: m[0].length - second });
  }
  // "the last quarter of 2025", "the first half of 2026", "the final month of 2025": that part of
  // the named year, not the data's latest quarter. "The end of 2025" is its final month, "the
  // start of 2026" its first: a turn of the year said loosely is read as one month.
  for (const m of text.matchAll(
    /\b(?:the\s+)?(?:(first|last|final|second|third|fourth|1st|2nd|3rd|4th|opening|closing)\s+(quarter|half|month)|(end|close|start|beginning))\s+of\s+(?:the\s+year\s+)?(\d{4})\b/gi,
  )) {
    const year = Number(m[4]);
    const word = (m[1] ?? m[3])!.toLowerCase();
    const unit = m[2]?.toLowerCase() ?? 'month';
    const units = unit === 'quarter' ? 4 : unit === 'half' ? 2 : 12;
    const ordinal = /^(last|final|closing|end|close)$/.test(word)
      ? units
      : (PART_ORDINALS[word] ?? 0);
    if (ordinal < 1 || ordinal > units) continue;
    const months = 12 / units;
    const first = (ordinal - 1) * months + 1;
    const label =
      unit === 'quarter'
        ? `Q${ordinal} ${year}`
        : unit === 'half'
          ? `H${ordinal} ${year}`
          : `${MONTH_NAMES[first - 1]} ${year}`;
    add(m, monthsPeriod(year, first, months, label));
  }
  const each = (pattern: RegExp, read: (match: RegExpExecArray) => Period | undefined) => {
    for (const match of text.matchAll(pattern)) add(match, read(match));
  };
  each(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) =>
    isDay(m[0]) ? { from: m[0], to: m[0], label: dayLabel(m[0]) } : undefined,
  );
  // "3/15/2024", "15/3/2024": month first, as most such files write it, unless it cannot be.
  each(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (m) => {
    const [first, second] = [Number(m[1]), Number(m[2])];
    const [month, dayOfMonth] = first > 12 ? [second, first] : [first, second];
    const day = `${m[3]}-${pad(month)}-${pad(dayOfMonth)}`;
    return isDay(day) ? { from: day, to: day, label: dayLabel(day) } : undefined;
  });
  const dayOf = (dayText: string, monthText: string, yearText: string | undefined) => {
    const month = monthNumber(monthText);
    const year = yearText ? Number(yearText) : yearInSpan(month, 1, span);
    const day = `${year}-${pad(month)}-${pad(Number(dayText))}`;
    return isDay(day) ? { from: day, to: day, label: day } : undefined;
  };
  // "20 and 22 February 2015", "the 17th to the 19th of February", "Feb 20-22, 2015": two days
  // of one month, the first said without its month.
  const pairs = [
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?(\\s*(?:and|to|until|till|through|or|vs\\.?|versus|-|–)\\s*(?:on\\s+)?(?:the\\s+)?)(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b\\.?(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    new RegExp(
      `\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(\\s*(?:and|to|until|till|through|-|–)\\s*)(\\d{1,2})(?:st|nd|rd|th)?\\b(?![\\d:])(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
  ];
  pairs.forEach((pattern, monthFirst) => {
    for (const m of text.matchAll(pattern)) {
      const [first, joint, second, month, year] = monthFirst
        ? [m[2]!, m[3]!, m[4]!, m[1]!, m[5]]
        : [m[1]!, m[2]!, m[3]!, m[4]!, m[5]];
      const from = dayOf(first, month, year);
      const to = dayOf(second, month, year);
      if (!from || !to || from.from > to.from) continue;
      const firstAt = m.index + m[0].indexOf(first, monthFirst ? month.length : 0);
      const jointAt =
        firstAt +
        first.length +
        m[0]
          .slice(firstAt - m.index + first.length)
          .search(/\s*(?:and|to|until|till|through|or|vs\.?|versus|-|–)/i);
      const secondAt = jointAt + joint.length;
      if (
        found.some(
          (item) => m.index < item.index + item.length && m.index + m[0].length > item.index,
        )
      )
        continue;
      found.push({
        period: from,
        index: monthFirst ? m.index : firstAt,
        length: jointAt - (monthFirst ? m.index : firstAt),
      });
      found.push({ period: to, index: secondAt, length: m.index + m[0].length - secondAt });
    }
  });
  each(
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b\\.?(?:,?\\s+(\\d{4}))?`,
      'gi',
    ),
    (m) => dayOf(m[1]!, m[2]!, m[3]),
  );
  each(
    new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![\\d:])(?:,?\\s+(\\d{4}))?`, 'gi'),
    (m) => dayOf(m[2]!, m[1]!, m[3]),
  );
  each(
    /\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)(?:\s+(?:of\s+)?(\d{4}))?\b/gi,
    (m) => {
      const ordinal = m[1]
        ? Number(m[1])
        : ['first', 'second', 'third', 'fourth'].findIndex((word) =>
            m[2]!.toLowerCase().startsWith(word.slice(0, 2)),
          ) + 1 || Number(m[2]!.charAt(0));
      const first = (ordinal - 1) * 3 + 1;
      const year = m[3] ? Number(m[3]) : yearInSpan(first, 3, span);
      return monthsPeriod(year, first, 3, `Q${ordinal} ${year}`);
    },
  );
  each(/\b(?:h([12])|(first|second) half)(?:\s+(?:of\s+)?(\d{4}))?\b/gi, (m) => {
    const half = m[1] ? Number(m[1]) : m[2]!.toLowerCase() === 'first' ? 1 : 2;
    const first = half === 1 ? 1 : 7;
    const year = m[3] ? Number(m[3]) : yearInSpan(first, 6, span);
    return monthsPeriod(year, first, 6, `H${half} ${year}`);
  });
  each(/\b(spring|summer|autumn|fall|winter)(?:\s+(?:of\s+)?(\d{4}))?\b/gi, (m) => {
    const name = m[1]!.toLowerCase();
    const [first, months] = SEASONS[name]!;
    const year = m[2] ? Number(m[2]) : yearInSpan(first, months, span);
    return monthsPeriod(
      year,
      first,
      months,
      `${name} ${year} (${monthsPeriod(year, first, months, '').from} to ${monthsPeriod(year, first, months, '').to})`,
    );
  });
  each(new RegExp(`\\b${MONTH}\\s+(\\d{4})\\b`, 'gi'), (m) =>
    monthPeriod(Number(m[2]), monthNumber(m[1]!)),
  );
  each(/\b(\d{4})-(0[1-9]|1[0-2])\b/g, (m) => monthPeriod(Number(m[1]), Number(m[2])));
  // "may" and "march" are also verbs: a lower-case short form is not read as a month.
  each(new RegExp(`\\b${MONTH}\\b`, 'gi'), (m) => {
    const name = m[1]!;
    if (name.toLowerCase() === 'may' && name !== 'May') return undefined;
    if (name.length <= 4 && name === name.toLowerCase() && !/^(june|july)$/.test(name)) {
      return undefined;
    }
    const month = monthNumber(name);
    return monthPeriod(yearInSpan(month, 1, span), month);
  });
  each(/\b(?:in|of|during|for|since|year|over|throughout)\s+(20\d{2}|19\d{2})\b/gi, (m) => {
    const year = m[1]!;
    return { from: `${year}-01-01`, to: `${year}-12-31`, label: year };
  });
  each(/\b(20\d{2}|19\d{2})\b(?!-)/g, (m) => ({
    from: `${m[1]}-01-01`,
    to: `${m[1]}-12-31`,
    label: m[1]!,
  }));
  return found.sort((a, b) => a.index - b.index);
}

function unitDays(unit: string): number {
  const lower = unit.toLowerCase();
  if (lower.startsWith('day')) return 1;
  if (lower.startsWith('week')) return 7;
  if (lower.startsWith('fortnight')) return 14;
  if (lower.startsWith('month')) return 30;
  return 365;
}

/** Relative periods that need no anchor: "last 30 days", "this month", "last quarter". */
function relative(text: string, span: DataSpan): Anchor[] {
  const found: Anchor[] = [];
  const end = span.to;
  const push = (match: RegExpExecArray, period: Period) =>
    found.push({ period, index: match.index, length: match[0].length });
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:the\\s+)?(?:last|past|previous|final)\\s+${COUNT}?\\s*(day|week|fortnight|month|year)s?\\b(?!\\s+of\\b(?!\\s+(?:the\\s+)?(?:data|dataset|records)\\b))`,
      'gi',
    ),
  )) {
    const n = m[1] ? countWord(m[1]) : 1;
    const unit = m[2]!.toLowerCase();
    if (unit === 'month' && !m[1] && /\blast month\b/i.test(m[0])) {
      const monthStart = `${end.slice(0, 7)}-01`;
      const previousEnd = addDays(monthStart, -1);
      push(m, { from: `${previousEnd.slice(0, 7)}-01`, to: previousEnd, label: 'last month' });
      continue;
    }
    const days = n * unitDays(unit);
    // "this week compared with last week": the seven days before this week's.
    if (unit === 'week' && !m[1] && /\blast week\b/i.test(m[0]) && /\bthis week\b/i.test(text)) {
      push(m, { from: addDays(end, -13), to: addDays(end, -7), label: 'last week' });
      continue;
    }
    push(m, {
      from: addDays(end, 1 - days),
      to: end,
      label: `the last ${n === 1 ? '' : `${n} `}${unit}${n === 1 ? '' : 's'}`.replace('  ', ' '),
    });
  }
  // The future lies after the data: "next month", "tomorrow" (answered as outside the data).
  for (const m of text.matchAll(/\bnext (day|week|month|quarter|year)\b|\btomorrow\b/gi)) {
    const unit = (m[1] ?? 'day').toLowerCase();
    const from = addDays(end, 1);
    const to = addDays(
      end,
      unit === 'day'
        ? 1
        : unit === 'week'
          ? 7
          : unit === 'month'
            ? 30
            : unit === 'quarter'
              ? 91
              : 365,
    );
    push(m, { from, to, label: m[1] ? `next ${unit}` : 'tomorrow' });
  }
  // "Year to date", "YTD", "so far this year": from the first of the data's last year.
  for (const m of text.matchAll(/\b(?:year[\s-]+to[\s-]+date|ytd|so far this year)\b/gi)) {
    push(m, { from: `${end.slice(0, 4)}-01-01`, to: end, label: `${end.slice(0, 4)} to date` });
  }
  for (const m of text.matchAll(/\b(?:month[\s-]+to[\s-]+date|mtd)\b/gi)) {
    push(m, { from: `${end.slice(0, 7)}-01`, to: end, label: `${end.slice(0, 7)} to date` });
  }
  for (const m of text.matchAll(/\bthis (month|week|year|quarter)\b/gi)) {
    const unit = m[1]!.toLowerCase();
    const from =
      unit === 'month'
        ? `${end.slice(0, 7)}-01`
        : unit === 'year'
          ? `${end.slice(0, 4)}-01-01`
          : unit === 'week'
            ? addDays(end, -6)
            : `${end.slice(0, 4)}-${pad(Math.floor((Number(end.slice(5, 7)) - 1) / 3) * 3 + 1)}-01`;
    push(m, { from, to: end, label: `this ${unit}` });
  }
  for (const m of text.matchAll(/\b(?:the\s+)?last quarter\b/gi)) {
    const quarterStart = Math.floor((Number(end.slice(5, 7)) - 1) / 3) * 3 + 1;
    const startYear = quarterStart === 1 ? Number(end.slice(0, 4)) - 1 : Number(end.slice(0, 4));
    const first = quarterStart === 1 ? 10 : quarterStart - 3;
    push(
      m,
      monthsPeriod(startYear, first, 3, `the last quarter (Q${(first + 2) / 3} ${startYear})`),
    );
  }
  // "Over the weekend", "last weekend": the data's latest Saturday and Sunday.
  for (const m of text.matchAll(
    /\b(?:over\s+|on\s+|during\s+)?(?:the|this|last|past)\s+weekend\b/gi,
  )) {
    // The latest Saturday the data reaches, and the Sunday after it while the data lasts.
    const weekday = (new Date(Date.parse(`${end}T00:00:00Z`)).getUTCDay() + 6) % 7;
    const saturday = addDays(end, -((weekday - 5 + 7) % 7));
    const sunday = addDays(saturday, 1) <= end ? addDays(saturday, 1) : saturday;
    push(m, {
      from: saturday,
      to: sunday,
      label:
        saturday === sunday
          ? `the weekend (${saturday})`
          : `the weekend of ${saturday} to ${sunday}`,
    });
  }
  // "On Tuesday": the latest Tuesday of the data (a follow-up reads it in the earlier week).
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:(?:on|last)\\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b(?!s)(?!,?\\s+(?:the\\s+)?\\d)(?!,?\\s+${MONTH}\\b)`,
      'gi',
    ),
  )) {
    const weekday = WEEKDAYS.indexOf(m[1]!.toLowerCase());
    const last = (new Date(Date.parse(`${end}T00:00:00Z`)).getUTCDay() + 6) % 7;
    const day = addDays(end, -((last - weekday + 7) % 7));
    push(m, { from: day, to: day, label: `${m[1]} ${day}` });
  }
  // Days counted back from the data's last day, as "last week" is: that day is "today", the one
  // before it "yesterday".
  for (const m of text.matchAll(
    /\b(?:the\s+)?day before yesterday\b|\b(?:the\s+)?(?:last|final|latest|most recent) day\b(?!\s+of\b)|\byesterday\b|\btoday\b/gi,
  )) {
    if (found.some((item) => m.index >= item.index && m.index < item.index + item.length)) continue;
    const back = /before yesterday/i.test(m[0]) ? 2 : /yesterday/i.test(m[0]) ? 1 : 0;
    const day = addDays(end, -back);
    push(m, { from: day, to: day, label: day });
  }
  return found;
}

/** The same calendar period `years` years later (or earlier). */
function shiftYears(period: Period, years: number): Period {
  const move = (day: string) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
  const from = move(period.from);
  const to = move(period.to);
  const label = period.label.replace(/\b\d{4}\b/g, (year) => String(Number(year) + years));
  return {
    from,
    to: isDay(to) ? to : lastDayOfMonth(Number(to.slice(0, 4)), Number(to.slice(5, 7))),
    label,
  };
}

/**
 * "March and April 2025", "Q1 vs Q2 2024": a period said without its year takes the year of the
 * one it is paired with, rather than the data's latest.
 */
function sharedYears(text: string, points: Anchor[]): void {
  for (let i = 0; i + 1 < points.length; i++) {
    const point = points[i]!;
    const next = points[i + 1]!;
    if (!point.yearless || next.yearless) continue;
    const between = text.slice(point.index + point.length, next.index);
    if (
      !/^\s*(and|&|or|vs\.?|versus|to|through|until|till|-|–|compared (with|to)|against)\s*(the\s+)?$/i.test(
        between,
      )
    )
      continue;
    const years = Number(next.period.from.slice(0, 4)) - Number(point.period.from.slice(0, 4));
    if (years === 0) continue;
    const moved = shiftYears(point.period, years);
    // A pair runs forwards: "November and December 2025" keeps November in 2025.
    if (moved.from <= next.period.from) point.period = moved;
  }
}

const WHOLE =
  /\b(?:the\s+)?(?:whole|entire|full)\s+(?:year|period|data(?:\s*set)?)\b|\ball[- ]time\b|\bover the year\b|\ball year\b/i;

/**
 * The periods the text names, in order of appearance, with span words ("since", "after",
 * "between … and …", "the two weeks after …") applied. A whole-period phrase gives the data span.
 */
export function findPeriods(
  text: string,
  span: DataSpan,
  options: { ranges?: boolean; splitBetween?: boolean } = {},
): PeriodMatch[] {
  const ranges = options.ranges !== false;
  const points = [...anchors(text, span)];
  for (const item of relative(text, span)) {
    if (
      !points.some((p) => item.index < p.index + p.length && item.index + item.length > p.index)
    ) {
      points.push(item);
    }
  }
  points.sort((a, b) => a.index - b.index);
  sharedYears(text, points);
  const result: PeriodMatch[] = [];
  const before = (anchor: Anchor) => text.slice(0, anchor.index);
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const lead = before(point);
    const next = points[i + 1];
    const between = next ? text.slice(point.index + point.length, next.index) : '';
    const joined = next && /^\s*(and|to|until|till|through|-|–)\s*(the\s+)?$/i.test(between);
    const range =
      joined &&
      (/\b(between|from)\s+(the\s+)?$/i.test(lead)
        ? !options.splitBetween && (ranges || /\bbetween\s+(the\s+)?$/i.test(lead))
        : ranges && /^\s*(to|until|till|through|-|–)/i.test(between));
    if (range) {
      // "between March and May 2026": a start named without its year takes the end's year.
      let from = point.period.from;
      const ownYear = /\d{4}/.test(text.slice(point.index, point.index + point.length));
      const endYear = next.period.to.slice(0, 4);
      if (!ownYear && from.slice(0, 4) !== endYear) {
        const moved = `${endYear}${from.slice(4)}`;
        if (moved <= next.period.from) from = moved;
      }
      result.push({
        from,
        to: next.period.to,
        label: `${from} to ${next.period.to}`,
        index: point.index,
        length: next.index + next.length - point.index,
      });
      i++;
      continue;
    }
    // "the first week of March 2026", "the last 10 days of Q2": that part of the named period.
    // A year read with its "of" ("of 2025") leaves the "of" out of the lead.
    const ofInside = /^of\s/i.test(text.slice(point.index, point.index + point.length));
    const partOf =
      /\b(?:the\s+)?(first|last|final|second|third|fourth)\s+(?:(\d+|two|three|four|five|ten)\s+)?(day|week|fortnight)s?\s+of\s+(?:the\s+)?$/i.exec(
        ofInside ? `${lead}of ` : lead,
      );
    if (partOf && point.period.from !== point.period.to) {
      const n = partOf[2] ? countWord(partOf[2]) : 1;
      const days = n * unitDays(partOf[3]!);
      const which = partOf[1]!.toLowerCase();
      const offset = ['first', 'second', 'third', 'fourth'].indexOf(which);
      const from =
        offset >= 0
          ? addDays(point.period.from, offset * days)
          : addDays(point.period.to, 1 - days);
      const to = offset >= 0 ? addDays(from, days - 1) : point.period.to;
      if (from >= point.period.from && to <= point.period.to) {
        result.push({
          from,
          to,
          label: `${from} to ${to}`,
          index: partOf.index,
          length: point.index + point.length - partOf.index,
        });
        continue;
      }
    }
    // "the week of 10 March": that day and the six after it.
    const weekOf = /\b(?:the\s+)?week\s+(?:of|starting|beginning)\s+(?:on\s+)?$/i.exec(lead);
    if (weekOf && point.period.from === point.period.to) {
      const to = addDays(point.period.from, 6);
      result.push({
        from: point.period.from,
        to,
        label: `${point.period.from} to ${to}`,
        index: weekOf.index,
        length: point.index + point.length - weekOf.index,
      });
      continue;
    }
    // "the two weeks after 10 March", "the fortnight after the 5.2 release on 10 March".
    // "the 3 months to the end of June", "the 10 days ending 5 March": that span ending there;
    // whole months when months are counted up to a month's end.
    const spanTo = new RegExp(
      `\\b(?:the\\s+)?${COUNT}\\s*(day|week|month|fortnight)s?\\s+(?:to|up to|ending(?:\\s+(?:on|in|with))?|until|till|through)\\s+(?:the\\s+)?(?:end\\s+of\\s+)?$`,
      'i',
    ).exec(lead);
    if (spanTo) {
      const n = countWord(spanTo[1]!);
      const unit = spanTo[2]!.toLowerCase();
      const to = point.period.to;
      const monthEnd = addDays(to, 1).endsWith('-01');
      const from =
        unit === 'month' && monthEnd ? monthsBack(to, n) : addDays(to, 1 - n * unitDays(unit));
      result.push({
        from,
        to,
        label: `${from} to ${to}`,
        index: spanTo.index,
        length: point.index + point.length - spanTo.index,
      });
      continue;
    }
    const spanAfter = new RegExp(
      `\\b(?:the\\s+)?(?:first\\s+)?${COUNT}?\\s*(day|week|month|fortnight)s?\\s+(after|following|since|from|before|leading up to)\\s+(?:(?:the\\s+)?(?:[\\w.'-]+\\s+){1,5}?(?:on|of|in|at)\\s+|(?:the\\s+)?)$`,
      'i',
    ).exec(lead);
    if (spanAfter) {
      const n = spanAfter[1] ? countWord(spanAfter[1]) : 1;
      const days = n * unitDays(spanAfter[2]!);
      const isBefore = /before|leading/i.test(spanAfter[3]!);
      const from = isBefore ? addDays(point.period.from, -days) : point.period.from;
      const to = isBefore ? addDays(point.period.from, -1) : addDays(point.period.from, days - 1);
      result.push({
        from,
        to,
        label: `${from} to ${to}`,
        index: spanAfter.index,
        length: point.index + point.length - spanAfter.index,
      });
      continue;
    }
    // "since the rate rise on 1 September": the span word may stand a few words before the date.
    const open =
      /\b(since|after|from|starting|before|until|till|up to|through|prior to)\s+(the\s+)?$/i.exec(
        lead,
      ) ?? /\b(since|after)\s+(?:the\s+)?(?:[\w-]+\s+){1,4}(?:on|of|in)\s+$/i.exec(lead);
    // "change from February to March" compares two periods: "from" opens no span there.
    if (open && !(open[1]!.toLowerCase() === 'from' && joined && !ranges)) {
      const word = open[1]!.toLowerCase();
      // "the angriest letters from June 2026": from a named month is that month, not since it,
      // unless "onwards" says so.
      const onwards = /^\s*(on(wards?)?|forwards?|and after|until now|to date)\b/i.test(
        text.slice(point.index + point.length),
      );
      if (word === 'from' && !joined && !onwards && point.period.from !== point.period.to) {
        result.push({ ...point.period, index: point.index, length: point.length });
        continue;
      }
      let period: Period;
      if (word === 'since' || word === 'from' || word === 'starting') {
        period = {
          from: point.period.from,
          to: span.to,
          label: `${point.period.from} to ${span.to}`,
        };
      } else if (word === 'after') {
        const from = addDays(point.period.to, 1);
        period = { from, to: span.to, label: `${from} to ${span.to}` };
      } else if (word === 'before' || word === 'prior to') {
        const to = addDays(point.period.from, -1);
        period = { from: span.from, to, label: `${span.from} to ${to}` };
      } else {
        period = {
          from: span.from,
          to: point.period.to,
          label: `${span.from} to ${point.period.to}`,
        };
      }
      result.push({
        ...period,
        index: open.index,
        length: point.index + point.length - open.index,
        anchor: point.period,
      });
      continue;
    }
    result.push({ ...point.period, index: point.index, length: point.length });
  }
  // "… compared with the two weeks before", "vs the fortnight before": the span just before.
  const priorSpan = new RegExp(
    `\\b(?:the\\s+)?${COUNT}?\\s*(day|week|month|fortnight)s?\\s+(before|prior|earlier)\\b(?!\\s+(the\\s+)?\\d)`,
    'i',
  ).exec(text);
  const anchorOf = result.filter((item) => priorSpan && item.index < priorSpan.index).at(-1);
  if (priorSpan && anchorOf && !result.some((item) => item.index === priorSpan.index)) {
    const days = (priorSpan[1] ? countWord(priorSpan[1]) : 1) * unitDays(priorSpan[2]!);
    const to = addDays(anchorOf.from, -1);
    const from = addDays(to, 1 - days);
    result.push({
      from,
      to,
      label: `${from} to ${to}`,
      index: priorSpan.index,
      length: priorSpan[0].length,
    });
  }
  const whole = WHOLE.exec(text);
  // "… in March compared to the whole year": the data's span is the second period.
  const against =
    result.length === 1 &&
    /\b(compar\w*|vs\.?|versus|against|than|relative to)\b/i.test(text) &&
    whole !== null &&
    whole.index > result[0]!.index;
  if (whole && (result.length === 0 || against)) {
    result.push({
      from: span.from,
      to: span.to,
      label: `${span.from} to ${span.to}`,
      index: whole.index,
      length: whole[0].length,
    });
  }
  return result;
}

/** The first day of the month `months - 1` months before the month of `day`. */
function monthsBack(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - (months - 1);
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** Days from `from` to `to`, both included. */
export function periodDays(period: Pick<Period, 'from' | 'to'>): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
}

/** The period just before, of the same length (for "did it get worse"). */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  const to = addDays(period.from, -1);
  const from = addDays(to, 1 - days);
  return { from, to, label: `${from} to ${to}` };
}

/** The same kind of period one unit earlier or later ("the day before", "the next month"). */
export function shiftPeriod(period: Period, unit: string, direction: 1 | -1): Period {
  const days = periodDays(period);
  if (unit === 'month' && period.from.endsWith('-01') && days >= 28 && days <= 31) {
    const [year, month] = period.from.split('-').map(Number) as [number, number];
    const index = year * 12 + (month - 1) + direction;
    return monthPeriod(Math.floor(index / 12), (index % 12) + 1);
  }
  const step =
    unit === 'day' && days === 1 ? 1 : unit === 'week' ? 7 : unit === 'year' ? 365 : days;
  const from = addDays(period.from, step * direction);
  const to = addDays(period.to, step * direction);
  return { from, to, label: from === to ? from : `${from} to ${to}` };
}

/**
 * A day named without its month in a follow-up ("and on the 18th?", "and on Tuesday?"): the day
 * of that number in the month the earlier period starts in, or that weekday in the week of the
 * earlier day (Monday to Sunday). Undefined when the text names no such day or it does not exist.
 */
export function dayWithin(text: string, earlier: Period): Period | undefined {
  const numbered =
    /\b(?:on|for|of)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:[%:./-]|days?|weeks?|months?|\w))|\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?\w)/i.exec(
      text,
    );
  if (numbered) {
    const day = `${earlier.from.slice(0, 8)}${pad(Number(numbered[1] ?? numbered[2]))}`;
    return isDay(day) ? { from: day, to: day, label: day } : undefined;
  }
  const weekday = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!s)/i.exec(text);
  if (!weekday || periodDays(earlier) > 7) return undefined;
  const start = new Date(Date.parse(`${earlier.from}T00:00:00Z`)).getUTCDay();
  const monday = addDays(earlier.from, -((start + 6) % 7));
  const day = addDays(monday, WEEKDAYS.indexOf(weekday[1]!.toLowerCase()));
  return { from: day, to: day, label: day };
}
