import type { QuestionPlan } from './question-plan';

/**
 * "On average, how many requests did we get per week?", "requests per day on average", "the
 * average number of complaints a month": a count per period of time asked as one typical figure
 * is the records' number over the periods of the span (a day's, a week's, a month's share), given
 * before the periods themselves. "How many requests per week" with no average asked stays the
 * count of each week.
 */

const AVERAGE_SAID = /\b(?:on\s+average|average|avg|mean|typical(?:ly)?|usually|normally)\b/i;
const PER_GRAIN = /\b(?:per|a|an|each|every)\s+(day|week|month)\b/i;

export function perPeriod(question: string, plan: QuestionPlan): void {
  const grain = PER_GRAIN.exec(question)?.[1]?.toLowerCase();
  if (!grain || plan.measure.kind !== 'count' || !AVERAGE_SAID.test(question)) return;
  if (plan.rank || plan.compare || plan.why || plan.lookup || plan.tool || plan.records) return;
  // "How many jobs do we get a day, on average": the periods are the grouping, said or not.
  if (!plan.groupBy) plan.groupBy = { field: grain, label: grain, time: true };
  if (!plan.groupBy.time || plan.groupBy.field !== grain) return;
  plan.perPeriod = true;
}

/** Days from `from` to `to`, both counted. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000) + 1;
}

/**
 * The periods of `grain` in a span: its days, its weeks (days ÷ 7), its months (calendar months
 * when the span is whole months, else days over a month's mean length).
 */
export function periodsIn(grain: string, span: { from: string; to: string }): number {
  const days = daysBetween(span.from, span.to);
  if (grain === 'day') return days;
  if (grain === 'week') return days / 7;
  const [fy, fm, fd] = span.from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = span.to.slice(0, 10).split('-').map(Number) as [number, number, number];
  const monthEnd = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  if (fd === 1 && td === monthEnd) return (ty - fy) * 12 + (tm - fm) + 1;
  return days / (365.25 / 12);
}

/** "On average, 8.29 requests per day (1500 over 181 days)": the figure and how it was had. */
export function perPeriodLine(
  total: number,
  grain: string,
  span: { from: string; to: string },
  noun: string,
  where: string,
  when: string,
): string {
  const periods = periodsIn(grain, span);
  const mean = periods > 0 ? total / periods : 0;
  const shown = Math.round(mean * 100) / 100;
  const counted = Math.round(periods * 10) / 10;
  return `On average, **${shown}** ${noun} per ${grain}${where}, ${when} (${total} over ${counted} ${grain}s).`;
}
