import type { CorpusBounds } from './corpus';
import { addDays, periodKeys, type DayRange, type Granularity } from './periods';

/**
 * Per-period aggregates as one small query per period instead of one `GROUP BY period`: the
 * covering index on (at, …) hands each window's rows over in order, while a GROUP BY on a period
 * expression makes SQLite sort every row of the window first (on 100k rows the sort costs more
 * than the scan).
 */

export interface PeriodWindow {
  /** The period key, as `periodSql` gives it: the day, the Monday of the week, or `YYYY-MM`. */
  readonly key: string;
  /** The period's days that lie within the requested range. */
  readonly range: DayRange;
}

/** The range's days that can hold data: clipped to the corpus; undefined when none can. */
export function clipToCorpus(range: DayRange, corpus: CorpusBounds): DayRange | undefined {
  const from = corpus.firstDay && corpus.firstDay > range.from ? corpus.firstDay : range.from;
  const to = corpus.lastDay && corpus.lastDay < range.to ? corpus.lastDay : range.to;
  return from <= to ? { from, to } : undefined;
}

function periodEnd(key: string, granularity: Granularity): string {
  switch (granularity) {
    case 'day':
      return key;
    case 'week':
      return addDays(key, 6);
    case 'month':
      return addDays(addDays(`${key}-28`, 4).slice(0, 7) + '-01', -1);
  }
}

/**
 * The periods overlapping `range` (clipped to the corpus), in order, at most `cap`; each with the
 * part of the range it covers. Periods without data are included: callers drop empty ones.
 */
export function periodWindows(
  range: DayRange,
  granularity: Granularity,
  corpus: CorpusBounds,
  cap: number,
): PeriodWindow[] {
  const span = clipToCorpus(range, corpus);
  if (!span) return [];
  return periodKeys(span, granularity, cap).map((key) => {
    const start = granularity === 'month' ? `${key}-01` : key;
    const end = periodEnd(key, granularity);
    return {
      key,
      range: { from: start < span.from ? span.from : start, to: end > span.to ? span.to : end },
    };
  });
}
