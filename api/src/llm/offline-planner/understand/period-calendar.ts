/**
 * The calendar under the period reader: period types, month and season names, counts said in
 * words, and day arithmetic (a month's days, the period before, the same period shifted).
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

export const MONTH_NAMES = [
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
export const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
/** Small counts said in words ("a week", "three months"). */
export const NUMBER_WORDS: Record<string, number> = {
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
export const COUNT = '(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';

export function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A count written in digits or in words ("a", "one" … "ten"). */
export function countWord(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

export function monthNumber(name: string): number {
  const lower = name.toLowerCase().slice(0, 3);
  return MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(lower)) + 1;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export function isDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

export function monthPeriod(year: number, month: number): Period {
  return {
    from: `${year}-${pad(month)}-01`,
    to: lastDayOfMonth(year, month),
    label: `${MONTH_NAMES[month - 1]} ${year}`,
  };
}

export function monthsPeriod(year: number, first: number, months: number, label: string): Period {
  const endMonth = first + months - 1;
  const endYear = year + Math.floor((endMonth - 1) / 12);
  const end = ((endMonth - 1) % 12) + 1;
  return { from: `${year}-${pad(first)}-01`, to: lastDayOfMonth(endYear, end), label };
}

/** The latest year in which a period starting at `month` overlaps the data's span. */
export function yearInSpan(month: number, months: number, span: DataSpan): number {
  const last = Number(span.to.slice(0, 4));
  const first = Number(span.from.slice(0, 4)) - 1;
  for (let year = last; year >= first; year--) {
    const period = monthsPeriod(year, month, months, '');
    if (period.from <= span.to && period.to >= span.from) return year;
  }
  return last;
}

export const SEASONS: Record<string, [number, number]> = {
  spring: [3, 3],
  summer: [6, 3],
  autumn: [9, 3],
  fall: [9, 3],
  winter: [12, 3],
};

/** The ordinal of a part of a year said in words ("second quarter", "opening month"). */
export const PART_ORDINALS: Record<string, number> = {
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
export interface Anchor {
  period: Period;
  index: number;
  length: number;
  /** Named without a year ("Q1", "March"): its year was guessed from the data's span. */
  yearless?: boolean;
}

export function dayLabel(day: string): string {
  return day;
}

export function unitDays(unit: string): number {
  const lower = unit.toLowerCase();
  if (lower.startsWith('day')) return 1;
  if (lower.startsWith('week')) return 7;
  if (lower.startsWith('fortnight')) return 14;
  if (lower.startsWith('month')) return 30;
  return 365;
}

/** The same calendar period `years` years later (or earlier). */
export function shiftYears(period: Period, years: number): Period {
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

/** The first day of the month `months - 1` months before the month of `day`. */
export function monthsBack(day: string, months: number): string {
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
