import { num, type Json } from '../observations';
import { figure } from './answer-words';
import type { QuestionPlan } from './question-plan';

/**
 * What follows the one period a ranking over time names ("the day with the highest number of
 * requests … is 2025-02-06 with 3"): the runners-up, and for a peak of a count the typical
 * period's count beside it (the median over the periods with any record), so "went through the
 * roof" is read against an ordinary day. The query lists the periods by the measure, best first.
 */
export function periodRankLines(
  plan: QuestionPlan,
  listed: readonly Json[],
  field: string,
  column: string,
): string[] {
  if (!plan.groupBy?.time || !plan.rank || plan.rank.limit !== 1) return [];
  const kind = column === 'count' ? 'count' : plan.measure.kind;
  const first = plan.rank.position ?? 1;
  const next = listed.filter((_, index) => index !== first - 1).slice(0, 2);
  const lines: string[] = [];
  if (next.length > 0) {
    const said = next.map((row) => `${String(row[field])} (${figure(row[column], kind)})`);
    lines.push(`Next: ${said.join(', ')}.`);
  }
  if (column === 'count' && plan.rank.direction === 'desc' && listed.length >= 5) {
    const counts = listed
      .map((row) => num(row[column]))
      .filter((value): value is number => value !== undefined)
      .sort((a, b) => a - b);
    const middle = counts.length / 2;
    const median =
      counts.length % 2 === 1
        ? counts[Math.floor(middle)]!
        : (counts[middle - 1]! + counts[middle]!) / 2;
    lines.push(
      `A typical ${plan.groupBy.label} has ${figure(median, 'count')} (the median over the ${counts.length} ${plan.groupBy.label}s with any).`,
    );
  }
  return lines;
}
