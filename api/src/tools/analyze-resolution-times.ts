import { z } from 'zod';
import { CASE_GROUPINGS, caseGroupKey } from './case-groups';
import { caseFilterFields, caseWhere, describeFilters, resolveRange } from './filters';
import { caseTotals } from './case-totals';
import { defineTool } from './registry';
import { quantile, round } from './stats';

const MAX_GROUPS = 200;

/** Figures of ascending `sorted` days. */
function figures(sorted: Float64Array) {
  let sum = 0;
  for (const days of sorted) sum += days;
  // quantile() reads only the positions it needs, so the typed array is read in place.
  const values = sorted as unknown as readonly number[];
  return {
    count: sorted.length,
    meanDays: round(sorted.length ? sum / sorted.length : null, 2),
    medianDays: round(quantile(values, 0.5), 2),
    p90Days: round(quantile(values, 0.9), 2),
  };
}

/** Ascending typed copies sort numbers in C++, several times faster than a compared array. */
const sortedDays = (days: readonly number[]) => Float64Array.from(days).sort();

export const analyzeResolutionTimes = defineTool({
  name: 'analyze_resolution_times',
  description:
    'Days from opening to closing of closed cases: count, mean, median and 90th percentile, ' +
    'overall and per group (open cases only in openCount). Use it for how long something takes ' +
    'to resolve.',
  input: z.object({
    groupBy: z.enum(CASE_GROUPINGS).default('type').describe('How to group the cases'),
    ...caseFilterFields,
  }),
  execute(input, { db, corpus, markTruncated }) {
    const range = resolveRange(input, corpus);
    const where = caseWhere(input, range);
    // Exact quantiles need every closed case's days; raw rows spare an object per case.
    const rows = db
      .prepare(
        `SELECT ${caseGroupKey(input.groupBy)} AS key,
           julianday(k.closed_at) - julianday(k.opened_at) AS days
         FROM cases k WHERE ${where.sql} AND k.closed_at IS NOT NULL`,
      )
      .raw()
      .all(...where.params) as [string, number][];
    const openCount = caseTotals(db, input, range, []).reduce((sum, row) => sum + row.open, 0);
    const byKey = new Map<string, number[]>();
    const allDays: number[] = new Array<number>(rows.length);
    rows.forEach(([key, days], index) => {
      allDays[index] = days;
      const list = byKey.get(key);
      if (list) list.push(days);
      else byKey.set(key, [days]);
    });
    const timeOrdered = input.groupBy === 'month' || input.groupBy === 'week';
    const groups = [...byKey.entries()]
      .map(([key, days]) => ({ key, ...figures(sortedDays(days)) }))
      .sort((a, b) =>
        timeOrdered ? a.key.localeCompare(b.key) : b.count - a.count || a.key.localeCompare(b.key),
      );
    const overall = figures(sortedDays(allDays));
    // Past MAX_GROUPS the smallest groups are one "other" group with its own figures.
    const rest = groups.slice(MAX_GROUPS);
    const listed = groups.slice(0, MAX_GROUPS);
    if (rest.length > 0) {
      markTruncated();
      const restKeys = new Set(rest.map((group) => group.key));
      listed.push({
        key: `other (${rest.length} ${input.groupBy} values)`,
        ...figures(sortedDays(rows.filter(([key]) => restKeys.has(key)).map(([, days]) => days))),
      });
    }
    return {
      summary:
        `Resolution times of ${overall.count} closed cases, ${describeFilters(where.filters)}: ` +
        (overall.count === 0
          ? 'none closed'
          : `median ${overall.medianDays} days, mean ${overall.meanDays}, p90 ${overall.p90Days}`) +
        `; ${openCount} still open.` +
        (rest.length > 0 ? ` ${rest.length} smaller groups are shown together as "other".` : ''),
      filters: where.filters,
      groupBy: input.groupBy,
      groups: listed,
      overall,
      openCount,
    };
  },
});
