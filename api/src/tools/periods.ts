import { ToolError } from './registry';

export const PERIOD_KEYWORDS = [
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'this_month',
  'last_month',
  'this_year',
] as const;

export const PERIOD_PATTERN =
  /^(last_7_days|last_30_days|last_90_days|this_month|last_month|this_year|\d{4}|\d{4}-\d{2}|\d{4}-\d{2}-\d{2})$/;

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;

export function dayToMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function msToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return msToDay(dayToMs(day) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS);
}

/** True for a real calendar day (rejects 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dayToMs(day)) && msToDay(dayToMs(day)) === day
  );
}

function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return msToDay(Date.UTC(year, monthNumber, 0));
}

/** Resolves a period name against the corpus's last day (`reference`). */
export function resolvePeriod(period: string, reference: string): DayRange {
  switch (period) {
    case 'last_7_days':
      return { from: addDays(reference, -6), to: reference };
    case 'last_30_days':
      return { from: addDays(reference, -29), to: reference };
    case 'last_90_days':
      return { from: addDays(reference, -89), to: reference };
    case 'this_month':
      return { from: `${reference.slice(0, 7)}-01`, to: reference };
    case 'last_month': {
      const previous = addDays(`${reference.slice(0, 7)}-01`, -1);
      return { from: `${previous.slice(0, 7)}-01`, to: previous };
    }
    case 'this_year':
      return { from: `${reference.slice(0, 4)}-01-01`, to: reference };
  }
  if (/^\d{4}$/.test(period)) return { from: `${period}-01-01`, to: `${period}-12-31` };
  if (/^\d{4}-\d{2}$/.test(period)) {
    const month = Number(period.slice(5));
    if (month < 1 || month > 12) throw new ToolError('invalid_input', `period: no month ${period}`);
    return { from: `${period}-01`, to: lastDayOfMonth(period) };
  }
  if (isCalendarDay(period)) return { from: period, to: period };
  throw new ToolError(
    'invalid_input',
    `period: "${period}" is not one of ${PERIOD_KEYWORDS.join(', ')}, YYYY, YYYY-MM or YYYY-MM-DD`,
  );
}

/** Monday of the ISO week holding `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(dayToMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export type Granularity = 'day' | 'week' | 'month';

/** Every period key from `from` to `to` inclusive: days, Mondays or `YYYY-MM`. */
export function periodKeys(range: DayRange, granularity: Granularity, cap: number): string[] {
  const keys: string[] = [];
  if (granularity === 'month') {
    let month = range.from.slice(0, 7);
    while (month <= range.to.slice(0, 7) && keys.length < cap) {
      keys.push(month);
      month = addDays(`${lastDayOfMonth(month)}`, 1).slice(0, 7);
    }
    return keys;
  }
  const step = granularity === 'week' ? 7 : 1;
  let day = granularity === 'week' ? weekStart(range.from) : range.from;
  while (day <= range.to && keys.length < cap) {
    keys.push(day);
    day = addDays(day, step);
  }
  return keys;
}

/** SQL expression turning a `YYYY-MM-DD` column into the period key of `granularity`. */
export function periodSql(dayColumn: string, granularity: Granularity): string {
  switch (granularity) {
    case 'day':
      return dayColumn;
    case 'week':
      // 'weekday 0' moves to the coming Sunday (or stays on one); six days back is its Monday.
      return `date(${dayColumn}, 'weekday 0', '-6 days')`;
    case 'month':
      return `substr(${dayColumn}, 1, 7)`;
  }
}
