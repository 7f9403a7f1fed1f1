import { z } from 'zod';
import { CASE_GROUPINGS } from './case-groups';
import { caseTotals, type CaseKey } from './case-totals';
import { caseFilterFields, caseWhere, describeFilters, resolveRange } from './filters';
import { defineTool } from './registry';
import { percent, share } from './stats';

const MAX_GROUPS = 50;

export const analyzeSlaCompliance = defineTool({
  name: 'analyze_sla_compliance',
  description:
    'SLA compliance of cases: how many were (or, still open, are) open longer than their SLA, ' +
    'as counts and breach rate 0..1, overall and per group. Use it for whether SLAs are met ' +
    'and when breaches rose.',
  input: z.object({
    groupBy: z.enum(CASE_GROUPINGS).default('month').describe('How to group the cases'),
    ...caseFilterFields,
  }),
  execute(input, { db, corpus, markTruncated }) {
    const range = resolveRange(input, corpus);
    const where = caseWhere(input, range);
    const timeOrdered = input.groupBy === 'month' || input.groupBy === 'week';
    const keys: CaseKey[] = input.groupBy === 'none' ? [] : [input.groupBy];
    // Ordered as SQL orders text (by code unit), months and weeks by time, else largest first.
    const byKey = (a: { key: string }, b: { key: string }) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    const rows = caseTotals(db, input, range, keys)
      .map((row) => ({
        key: keys.length ? String(row.keys[0]) : 'all',
        total: row.n,
        breached: row.breached,
      }))
      .sort((a, b) => (timeOrdered ? byKey(a, b) : b.total - a.total || byKey(a, b)));
    const all = rows.map((row) => ({ ...row, breachRate: share(row.breached, row.total) }));
    // Totals over every group; past MAX_GROUPS the smallest are folded into one "other" group.
    const groups = all.slice(0, MAX_GROUPS);
    const rest = all.slice(MAX_GROUPS);
    if (rest.length > 0) {
      markTruncated();
      const total = rest.reduce((sum, row) => sum + row.total, 0);
      const breached = rest.reduce((sum, row) => sum + row.breached, 0);
      groups.push({
        key: `other (${rest.length} ${input.groupBy} values)`,
        total,
        breached,
        breachRate: share(breached, total),
      });
    }
    const totals = all.reduce(
      (sum, row) => ({ total: sum.total + row.total, breached: sum.breached + row.breached }),
      { total: 0, breached: 0 },
    );
    const overall = { ...totals, breachRate: share(totals.breached, totals.total) };
    const worst = [...groups]
      .filter((row) => row.total >= 10)
      .sort((a, b) => b.breachRate - a.breachRate)[0];
    return {
      summary:
        `SLA, ${describeFilters(where.filters)}: ${overall.breached} of ${overall.total} cases ` +
        `breached (${percent(overall.breachRate)}).` +
        (worst && groups.length > 1
          ? ` Worst ${input.groupBy} ${worst.key}: ${percent(worst.breachRate)} of ${worst.total}.`
          : '') +
        (rest.length > 0
          ? ` ${rest.length} smaller groups (${groups.at(-1)!.total} cases) are shown together as "other".`
          : ''),
      filters: where.filters,
      groupBy: input.groupBy,
      groups,
      overall,
    };
  },
});
