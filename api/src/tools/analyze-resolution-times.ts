import { z } from 'zod';
import { CASE_GROUPINGS, caseGroupKey } from './case-groups';
import { caseFilterFields, caseWhere, describeFilters, resolveRange } from './filters';
import { defineTool } from './registry';
import { mean, quantile, round } from './stats';

const MAX_GROUPS = 200;

function figures(days: number[]) {
  const sorted = [...days].sort((a, b) => a - b);
  return {
    count: sorted.length,
    meanDays: round(mean(sorted), 2),
    medianDays: round(quantile(sorted, 0.5), 2),
    p90Days: round(quantile(sorted, 0.9), 2),
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
    const where = caseWhere(input, resolveRange(input, corpus));
    const rows = db
      .prepare(
        `SELECT ${caseGroupKey(input.groupBy)} AS key,
           julianday(k.closed_at) - julianday(k.opened_at) AS days
         FROM cases k WHERE ${where.sql} AND k.closed_at IS NOT NULL`,
      )
      .all(...where.params) as { key: string; days: number }[];
    const openCount = (
      db
        .prepare(`SELECT count(*) AS n FROM cases k WHERE ${where.sql} AND k.closed_at IS NULL`)
        .get(...where.params) as { n: number }
    ).n;
    const byKey = new Map<string, number[]>();
    for (const row of rows) {
      const list = byKey.get(row.key);
      if (list) list.push(row.days);
      else byKey.set(row.key, [row.days]);
    }
    const timeOrdered = input.groupBy === 'month' || input.groupBy === 'week';
    const groups = [...byKey.entries()]
      .map(([key, days]) => ({ key, ...figures(days) }))
      .sort((a, b) =>
        timeOrdered ? a.key.localeCompare(b.key) : b.count - a.count || a.key.localeCompare(b.key),
      );
    const overall = figures(rows.map((row) => row.days));
    // Past MAX_GROUPS the smallest groups are one "other" group with its own figures.
    const rest = groups.slice(MAX_GROUPS);
    const listed = groups.slice(0, MAX_GROUPS);
    if (rest.length > 0) {
      markTruncated();
      const restKeys = new Set(rest.map((group) => group.key));
      listed.push({
        key: `other (${rest.length} ${input.groupBy} values)`,
        ...figures(rows.filter((row) => restKeys.has(row.key)).map((row) => row.days)),
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
