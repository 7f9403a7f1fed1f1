/**
 * Dates and periods in an analyst's words, turned into the tools' vocabulary: a day
 * (`2026-03-12`), a month (`2026-06`), a year, a relative keyword (`last_30_days`) or a range.
 * Bare months ("in June") fall in the corpus year that contains them.
 */
export interface CorpusSpan {
  from: string;
  to: string;
}

export type PeriodMention =
  | { kind: 'day'; day: string }
  | { kind: 'month'; month: string }
  | { kind: 'year'; year: string }
  | { kind: 'relative'; keyword: string }
  | { kind: 'range'; from: string; to: string };

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
const MONTH_PATTERN =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((month) => month.startsWith(lower.slice(0, 3))) + 1;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The year in which `month` (1-12) lies inside the corpus span; the span's last year otherwise. */
export function yearOfMonth(month: number, corpus: CorpusSpan): number {
  const first = Number(corpus.from.slice(0, 4));
  const last = Number(corpus.to.slice(0, 4));
  for (let year = last; year >= first; year--) {
    const key = `${year}-${pad(month)}`;
    if (key >= corpus.from.slice(0, 7) && key <= corpus.to.slice(0, 7)) return year;
  }
  return last;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function isDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6 };

/** Days covered by "the two weeks after X", "the week after X", "10 days after X". */
function spanAfter(text: string): number | undefined {
  const match =
    /\b(?:(\d+|one|two|three|four|six)\s+)?(day|week|month)s?\s+(?:after|following|since|from)\b/i.exec(
      text,
    );
  if (!match) return undefined;
  const count = match[1] ? (NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1])) : 1;
  const unit = match[2]!.toLowerCase();
  return count * (unit === 'day' ? 1 : unit === 'week' ? 7 : 30);
}

/** The first period the text names, or undefined. */
export function findPeriod(text: string, corpus: CorpusSpan): PeriodMention | undefined {
  const days: string[] = [];
  for (const match of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) days.push(match[0]);
  const dayMonth = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_PATTERN}\\b\\.?(?:,?\\s+(\\d{4}))?`,
    'gi',
  );
  for (const match of text.matchAll(dayMonth)) {
    const month = monthNumber(match[2]!);
    const year = match[3] ? Number(match[3]) : yearOfMonth(month, corpus);
    days.push(`${year}-${pad(month)}-${pad(Number(match[1]))}`);
  }
  const monthDay = new RegExp(
    `\\b${MONTH_PATTERN}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\d)(?:,?\\s+(\\d{4}))?`,
    'gi',
  );
  for (const match of text.matchAll(monthDay)) {
    if (Number(match[2]) > 31) continue;
    const month = monthNumber(match[1]!);
    const year = match[3] ? Number(match[3]) : yearOfMonth(month, corpus);
    days.push(`${year}-${pad(month)}-${pad(Number(match[2]))}`);
  }
  const validDays = days.filter(isDay);
  if (validDays.length >= 2 && /\b(between|from)\b/i.test(text)) {
    const sorted = [...validDays].sort();
    return { kind: 'range', from: sorted[0]!, to: sorted[sorted.length - 1]! };
  }
  if (validDays.length > 0) {
    const day = validDays[0]!;
    const after = spanAfter(text);
    if (after !== undefined) return { kind: 'range', from: day, to: addDays(day, after - 1) };
    return { kind: 'day', day };
  }

  const lower = text.toLowerCase();
  if (/\b(last|past|previous)\s+(7 days|seven days|week)\b/.test(lower))
    return { kind: 'relative', keyword: 'last_7_days' };
  if (/\b(last|past|previous)\s+(30 days|thirty days|four weeks)\b/.test(lower))
    return { kind: 'relative', keyword: 'last_30_days' };
  if (/\b(last|past|previous)\s+(90 days|ninety days|three months|quarter)\b/.test(lower))
    return { kind: 'relative', keyword: 'last_90_days' };
  if (/\bthis month\b/.test(lower)) return { kind: 'relative', keyword: 'this_month' };
  if (/\blast month\b/.test(lower)) return { kind: 'relative', keyword: 'last_month' };

  const monthYear = new RegExp(`\\b${MONTH_PATTERN}\\s+(\\d{4})\\b`, 'i').exec(text);
  if (monthYear)
    return { kind: 'month', month: `${monthYear[2]}-${pad(monthNumber(monthYear[1]!))}` };
  const isoMonth = /\b(\d{4})-(0[1-9]|1[0-2])\b/.exec(text);
  if (isoMonth) return { kind: 'month', month: isoMonth[0] };
  // "may" is also a verb: take it as a month only where a month name is expected.
  const bareMonth = new RegExp(
    `\\b(?:(in|during|of|for|since|through|throughout|over|by|and)\\s+)?${MONTH_PATTERN}\\b`,
    'gi',
  );
  for (const match of text.matchAll(bareMonth)) {
    const name = match[2]!;
    if (name.length < 3) continue;
    if (name.toLowerCase() === 'may' && !match[1] && name !== 'May') continue;
    if (
      /^(mar|jun|jul|aug|sep|oct|dec|jan|feb|apr|nov)$/i.test(name) &&
      name === name.toLowerCase()
    )
      continue;
    const month = monthNumber(name);
    return { kind: 'month', month: `${yearOfMonth(month, corpus)}-${pad(month)}` };
  }
  const year = /\b(20\d{2})\b/.exec(text);
  if (year) return { kind: 'year', year: year[1]! };
  if (
    /\b(this year|over the year|the whole year|all year|past year|last year|last 12 months|past 12 months)\b/.test(
      lower,
    )
  ) {
    return { kind: 'range', from: corpus.from, to: corpus.to };
  }
  return undefined;
}

/** A readable name for the period: "2026-03-12", "June 2026", "the last 30 days". */
export function describePeriod(period: PeriodMention | undefined): string {
  if (!period) return 'the whole period';
  switch (period.kind) {
    case 'day':
      return period.day;
    case 'month': {
      const [year, month] = period.month.split('-');
      const name = MONTHS[Number(month) - 1]!;
      return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
    }
    case 'year':
      return period.year;
    case 'relative':
      return `the ${period.keyword.replace(/_/g, ' ')}`
        .replace('the this', 'this')
        .replace('the last month', 'last month');
    case 'range':
      return `${period.from} to ${period.to}`;
  }
}

/** The first and last day of a period, when it can be known without the data. */
export function periodBounds(
  period: PeriodMention,
  corpus: CorpusSpan,
): { from: string; to: string } {
  switch (period.kind) {
    case 'day':
      return { from: period.day, to: period.day };
    case 'month': {
      const [year, month] = period.month.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
      return { from: `${period.month}-01`, to: last };
    }
    case 'year':
      return { from: `${period.year}-01-01`, to: `${period.year}-12-31` };
    case 'range':
      return { from: period.from, to: period.to };
    case 'relative': {
      const days = { last_7_days: 7, last_30_days: 30, last_90_days: 90 }[period.keyword];
      if (days) return { from: addDays(corpus.to, 1 - days), to: corpus.to };
      const monthStart = `${corpus.to.slice(0, 7)}-01`;
      if (period.keyword === 'this_month') return { from: monthStart, to: corpus.to };
      if (period.keyword === 'last_month') {
        const previousEnd = addDays(monthStart, -1);
        return { from: `${previousEnd.slice(0, 7)}-01`, to: previousEnd };
      }
      if (period.keyword === 'this_year')
        return { from: `${corpus.to.slice(0, 4)}-01-01`, to: corpus.to };
      return { from: corpus.from, to: corpus.to };
    }
  }
}
