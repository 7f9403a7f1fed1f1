/**
 * Periods named by their place beside another: "the month before it", "the previous quarter",
 * "the two months after", "before and after 1 June", "the month before last". Months, quarters
 * and years are counted on the calendar (the month before September is 1 to 31 August, not the
 * thirty days before 1 September); days, weeks and fortnights by days.
 */
import {
  addDays,
  COUNT,
  countWord,
  type DataSpan,
  lastDayOfMonth,
  pad,
  type Period,
  type PeriodMatch,
  unitDays,
} from './period-calendar';

/** The day `months` calendar months later (earlier when negative), clamped to the month's end. */
export function shiftMonths(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const end = lastDayOfMonth(year, month);
  const wanted = `${year}-${pad(month)}-${day.slice(8, 10)}`;
  return wanted > end ? end : wanted;
}

/** Calendar months in one `unit` ("quarter": 3), or undefined for units counted in days. */
function unitMonths(unit: string): number | undefined {
  const lower = unit.toLowerCase();
  if (lower.startsWith('month')) return 1;
  if (lower.startsWith('quarter')) return 3;
  if (lower.startsWith('year')) return 12;
  return undefined;
}

/**
 * `count` units right before `start` (the span ends the day before it), or right from `start`
 * on: the sides of a date or of a period.
 */
export function sideOf(
  start: string,
  count: number,
  unit: string,
  direction: 'before' | 'after',
): Period {
  const months = unitMonths(unit);
  const from =
    direction === 'after'
      ? start
      : months
        ? shiftMonths(start, -count * months)
        : addDays(start, -count * unitDays(unit));
  const to =
    direction === 'before'
      ? addDays(start, -1)
      : months
        ? addDays(shiftMonths(start, count * months), -1)
        : addDays(start, count * unitDays(unit) - 1);
  return { from, to, label: `${from} to ${to}` };
}

const UNIT = '(day|week|fortnight|month|quarter|year)s?';

/** "the month before it", "the two weeks after", "the quarter prior": a side of what was said. */
const TRAILING_SIDE = new RegExp(
  `\\b(?:the\\s+)?(?:${COUNT}\\s*)?${UNIT}\\s+(before|prior|earlier|preceding|after|following|later)\\b(?!\\s+(?:the\\s+)?(?:\\d|last\\b))|\\b(?:the\\s+)?(previous|prior|preceding|following)\\s+(?:${COUNT}\\s*)?${UNIT}\\b`,
  'gi',
);

const BEFORE_WORDS = /^(before|prior|earlier|preceding|previous)$/i;

/**
 * The sides said after another period of the text ("last month vs the month before it"), each
 * replacing whatever else was read at its words ("previous month" alone is the data's last
 * month). Returns the matches with the sides in place, in order of appearance.
 */
export function trailingSides(text: string, found: PeriodMatch[]): PeriodMatch[] {
  let result = found;
  for (const match of text.matchAll(TRAILING_SIDE)) {
    const at = match.index;
    const end = at + match[0].length;
    const anchor = result.filter((item) => item.index + item.length <= at).at(-1);
    if (!anchor) continue;
    // Already read as a span of its own ("the two weeks after 10 March").
    if (result.some((item) => item.index <= at && item.index + item.length >= end)) {
      const own = result.find((item) => item.index <= at && item.index + item.length >= end)!;
      if (own.index < at || own.length > match[0].length) continue;
    }
    const count = match[1] ?? match[5];
    const unit = (match[2] ?? match[6])!;
    const word = (match[3] ?? match[4])!;
    const direction = BEFORE_WORDS.test(word) ? 'before' : 'after';
    const n = count ? countWord(count) : 1;
    // The side of a span opened at a date ("the two months before 1 April … the two months
    // after") is the side of that date; otherwise of the whole period.
    const dated =
      anchor.anchor && anchor.anchor.from === anchor.anchor.to ? anchor.anchor : undefined;
    const start =
      direction === 'before'
        ? dated && anchor.from > dated.from
          ? dated.from
          : anchor.from
        : dated && anchor.to < dated.from
          ? dated.from
          : addDays(anchor.to, 1);
    const side = sideOf(start, n, unit, direction);
    result = [
      ...result.filter((item) => item.index >= end || item.index + item.length <= at),
      { ...side, index: at, length: match[0].length },
    ].sort((a, b) => a.index - b.index);
  }
  return result;
}

/** "before and after 1 June", "pre and post 1 June", "either side of 1 June". */
export const BEFORE_AND_AFTER =
  /\b(?:(?:before|prior to|pre)\s*(?:and|&|vs\.?|versus|or|\/)\s*(?:after|since|post)|either side of|on either side of)\s+(?:the\s+)?$/i;

/**
 * The two sides of a date or period: everything before it, and it and everything after
 * (a change that starts on a day is on the after side of that day; of a longer period, the
 * period is the after side's start too).
 */
export function bothSides(point: Period, span: DataSpan): [Period, Period] {
  const to = addDays(point.from, -1);
  return [
    { from: span.from, to, label: `before ${point.label} (${span.from} to ${to})` },
    {
      from: point.from,
      to: span.to,
      label: `from ${point.label} on (${point.from} to ${span.to})`,
    },
  ];
}

/** "the month before last", "the week before last": counted back from the data's last month. */
export function beforeLast(text: string, span: DataSpan): PeriodMatch[] {
  const found: PeriodMatch[] = [];
  for (const match of text.matchAll(/\b(?:the\s+)?(month|week|quarter|year)\s+before\s+last\b/gi)) {
    const unit = match[1]!.toLowerCase();
    const thisStart =
      unit === 'month'
        ? `${span.to.slice(0, 7)}-01`
        : unit === 'quarter'
          ? `${span.to.slice(0, 4)}-${pad(Math.floor((Number(span.to.slice(5, 7)) - 1) / 3) * 3 + 1)}-01`
          : unit === 'year'
            ? `${span.to.slice(0, 4)}-01-01`
            : addDays(span.to, 1);
    const last = sideOf(thisStart, 1, unit, 'before');
    const side = sideOf(last.from, 1, unit, 'before');
    found.push({
      ...side,
      label: `the ${unit} before last (${side.from} to ${side.to})`,
      index: match.index,
      length: match[0].length,
    });
  }
  return found;
}
