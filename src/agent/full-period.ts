import type { FitFinding, FitSources } from './answer-fit';

/** "Which full month", "the busiest complete month": only months the data holds whole count. */
const FULL_MONTH = /\b(?:full|whole|complete|entire)\s+(?:calendar\s+)?months?\b/i;

function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * "Which full month had the fewest claims?" rules out the data's first and last months when the
 * data holds only part of them. An answer that leads with such a month (its few days make it the
 * quietest) names one the question ruled out.
 */
export function checkFullPeriod(sources: FitSources): FitFinding[] {
  const span = sources.dataset;
  if (!span?.from || !span.to || !FULL_MONTH.test(sources.question)) return [];
  const opening = sources.answer.split('\n').find((line) => line.trim()) ?? '';
  // The month named first, not a day of the data's span written beside it ("2025-02-03").
  const month = /\b((?:19|20)\d{2}-(?:0[1-9]|1[0-2]))\b(?!-\d)/.exec(opening)?.[1];
  if (!month) return [];
  const partial =
    (month === span.from.slice(0, 7) && !span.from.endsWith('-01')) ||
    (month === span.to.slice(0, 7) && span.to !== lastDayOf(month));
  if (!partial) return [];
  return [
    {
      check: 'measure',
      label: `The question asks for a full month; the answer leads with ${month}, which the data holds only part of (${span.from} to ${span.to})`,
      delta: -0.25,
      cap: 0.44,
      capReason: 'the month named is not a full month of the data',
    },
  ];
}
