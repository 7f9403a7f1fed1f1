import type { QuestionPlan } from './question-plan';
import type { Vocabulary } from './vocabulary';

/**
 * "Which full month had the fewest claims?", "of the complete months, which was busiest": a
 * ranking of months kept to the months the data (or the span asked) covers from their first day
 * to their last, so a part month at either end is never named. Asked of no grouping yet, the
 * months are grouped and ranked in the direction said.
 */

const WHOLE_MONTHS = /\b(?:full|complete|completed|whole|entire)\s+(?:calendar\s+)?months?\b/i;
const FEWEST =
  /\b(?:fewest|least|lowest|quietest|smallest|slowest|calmest|lightest|minimum|min)\b/i;
const MOST = /\b(?:most|highest|busiest|biggest|largest|heaviest|maximum|max|peak)\b/i;

const pad = (value: number) => String(value).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first day of the first month starting on or after `from`. */
function firstWholeStart(from: string): string {
  const [year, month, day] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (day === 1) return `${year}-${pad(month)}-01`;
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/** The last day of the last month ending on or before `to`. */
function lastWholeEnd(to: string): string {
  const [year, month, day] = to.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (day === lastDay(year, month)) return `${year}-${pad(month)}-${pad(day)}`;
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${y}-${pad(m)}-${pad(lastDay(y, m))}`;
}

export function wholeMonths(question: string, vocabulary: Vocabulary, plan: QuestionPlan): void {
  if (plan.compare || plan.lookup || plan.tool || plan.records || plan.why) return;
  if (!WHOLE_MONTHS.test(question)) return;
  if (!plan.groupBy) {
    const direction = FEWEST.test(question) ? 'asc' : MOST.test(question) ? 'desc' : undefined;
    if (!direction || !/\b(?:which|what)\b/i.test(question)) return;
    plan.groupBy = { field: 'month', label: 'month', time: true };
    plan.rank = { direction, limit: 1 };
  }
  if (!plan.groupBy.time || plan.groupBy.field !== 'month') return;
  const from = plan.period?.from ?? vocabulary.dictionary.from;
  const to = plan.period?.to ?? vocabulary.dictionary.to;
  if (!from || !to) return;
  const start = firstWholeStart(from);
  const end = lastWholeEnd(to);
  if (start >= end || (start === from.slice(0, 10) && end === to.slice(0, 10))) return;
  plan.period = { from: start, to: end, label: `the full months ${start} to ${end}` };
  plan.unknown = plan.unknown.filter(
    (said) => !/^(?:full|complete|completed|whole|entire|calendar|months?)$/i.test(said.trim()),
  );
  if (plan.unknown.length === 0) delete plan.unknownIsAsked;
}
