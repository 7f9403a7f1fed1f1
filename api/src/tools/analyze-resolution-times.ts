import { z } from 'zod';
import { CASE_GROUPINGS } from './case-groups';
import { caseFilterFields, caseWhere, describeFilters, resolveRange } from './filters';
import { caseResolutionParts, caseTotals } from './case-totals';
import { defineTool } from './registry';
import { quantilesOf, sumOf } from './order-statistics';
import { round } from './stats';

const MAX_GROUPS = 200;

/** Figures of the days in `parts`, by selection: the values quantile() reads off their order. */
function figures(parts: readonly Float64Array[]) {
  const count = parts.reduce((sum, part) => sum + part.length, 0);
  const [median, p90] = quantilesOf(parts, [0.5, 0.9]);
  return {
    count,
    meanDays: round(count ? sumOf(parts) / count : null, 2),
    medianDays: round(median ?? null, 2),
    p90Days: round(p90 ?? null, 2),
  };
}

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
    // Exact quantiles need every closed case's days: whole months come sorted from the rollup.
    const byKey = new Map(
      caseResolutionParts(db, input, range, input.groupBy === 'none' ? [] : [input.groupBy]).map(
        (group) => [group.keys.length ? String(group.keys[0]) : 'all', group.parts],
      ),
    );
    const openCount = caseTotals(db, input, range, []).reduce((sum, row) => sum + row.open, 0);
    const timeOrdered = input.groupBy === 'month' || input.groupBy === 'week';
    const groups = [...byKey.entries()]
      .map(([key, days]) => ({ key, ...figures(days) }))
      .sort((a, b) =>
        timeOrdered ? a.key.localeCompare(b.key) : b.count - a.count || a.key.localeCompare(b.key),
      );
    const overall = figures([...byKey.values()].flat());
    // Past MAX_GROUPS the smallest groups are one "other" group with its own figures.
    const rest = groups.slice(MAX_GROUPS);
    const listed = groups.slice(0, MAX_GROUPS);
    if (rest.length > 0) {
      markTruncated();
      listed.push({
        key: `other (${rest.length} ${input.groupBy} values)`,
        ...figures(rest.flatMap((group) => byKey.get(group.key)!)),
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
