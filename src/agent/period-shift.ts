import type { Constraint } from './question-constraints';
import { addDays } from './question-periods';

type PeriodConstraint = Extract<Constraint, { kind: 'period' }>;

/** "The day before (that)", "the previous year", "a month later": the last turn's period moved. */
const SHIFT =
  /\b(?:(?:the|a|one)\s+)?(day|week|month|quarter|year)\s+(before|earlier|prior|after|later)\b|\b(?:the\s+)?(previous|prior|preceding|following|next)\s+(day|week|month|quarter|year)\b/i;

/** How far and which way a follow-up moves the previous turn's period. */
export interface Shift {
  unit: 'day' | 'week' | 'month' | 'quarter' | 'year';
  direction: 1 | -1;
}

/** The move a follow-up asks for, if it asks for one. */
export function shiftOf(question: string): Shift | undefined {
  const match = SHIFT.exec(question);
  if (!match) return undefined;
  const unit = (match[1] ?? match[4])!.toLowerCase() as Shift['unit'];
  const word = (match[2] ?? match[3])!.toLowerCase();
  return { unit, direction: /after|later|following|next/.test(word) ? 1 : -1 };
}

/** The period moved by the shift, whole months kept whole. */
export function shiftPeriod(period: PeriodConstraint, shift: Shift): PeriodConstraint {
  const days = shift.unit === 'day' ? 1 : shift.unit === 'week' ? 7 : 0;
  const months = shift.unit === 'month' ? 1 : shift.unit === 'quarter' ? 3 : 12;
  const move = (day: string, end: boolean) =>
    days ? addDays(day, days * shift.direction) : addMonths(day, months * shift.direction, end);
  const from = move(period.from, false);
  const to = move(period.to, true);
  return {
    kind: 'period',
    label: `the ${shift.unit} ${shift.direction < 0 ? 'before' : 'after'} (${from} – ${to})`,
    from,
    to,
  };
}

/** The same day `count` months on; a month's last day stays its last day. */
function addMonths(day: string, count: number, end: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const wasLast = date === new Date(Date.UTC(year, month, 0)).getUTCDate();
  const targetDate = end && wasLast ? last : Math.min(date, last);
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(targetDate).padStart(2, '0')}`;
}

/** "And on the 18th?": a day of the month alone, no month named after it. */
const BARE_DAY =
  /\b(?:on|for)?\s*the\s+(\d{1,2}(?:st|nd|rd|th))\b(?!\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))/i;

/**
 * A follow-up's bare day ("and on the 18th?") read in the month of the previous turn's period:
 * the day asked, so an answer that repeats the previous day is not taken as covering it.
 */
export function dayInPeriodMonth(
  question: string,
  period: PeriodConstraint,
): PeriodConstraint | undefined {
  const match = BARE_DAY.exec(question);
  if (!match) return undefined;
  const dayOfMonth = parseInt(match[1]!, 10);
  const [year, month] = period.from.split('-').map(Number) as [number, number];
  if (dayOfMonth < 1 || dayOfMonth > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    return undefined;
  }
  const day = `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  return {
    kind: 'period',
    label: `the ${match[1]} (${day})`,
    from: day,
    to: day,
  };
}
