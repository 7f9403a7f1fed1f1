import { z } from 'zod';
import { CASE_GROUPINGS } from './case-groups';
import { caseFilterFields, caseWhere, describeFilters, resolveRange } from './filters';
import { caseResolutionDays, caseTotals } from './case-totals';
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

/**
 * The days of several groups, each ascending, in one ascending array: merged pairwise, linear in
 * the days for a few groups where sorting them all again is not (140,000 closed cases at a million
 * communications). The same array as sorting them together; NaN (never a resolution time) is
 * left to the sort, which puts it last.
 */
function mergeSorted(lists: readonly Float64Array[]): Float64Array {
  if (lists.some((list) => list.length > 0 && Number.isNaN(list[list.length - 1]!))) {
    return concatSorted(lists);
  }
  let runs = [...lists];
  while (runs.length > 1) {
    const next: Float64Array[] = [];
    for (let index = 0; index < runs.length; index += 2) {
      next.push(index + 1 < runs.length ? merge(runs[index]!, runs[index + 1]!) : runs[index]!);
    }
    runs = next;
  }
  return runs[0] ?? new Float64Array(0);
}

function merge(left: Float64Array, right: Float64Array): Float64Array {
  const merged = new Float64Array(left.length + right.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    merged[k++] = left[i]! <= right[j]! ? left[i++]! : right[j++]!;
  }
  while (i < left.length) merged[k++] = left[i++]!;
  while (j < right.length) merged[k++] = right[j++]!;
  return merged;
}

/** The days of several groups in one ascending array (typed arrays sort numbers natively). */
function concatSorted(lists: readonly Float64Array[]): Float64Array {
  const all = new Float64Array(lists.reduce((sum, list) => sum + list.length, 0));
  let offset = 0;
  for (const list of lists) {
    all.set(list, offset);
    offset += list.length;
  }
  return all.sort();
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
      caseResolutionDays(db, input, range, input.groupBy === 'none' ? [] : [input.groupBy]).map(
        (group) => [group.keys.length ? String(group.keys[0]) : 'all', group.days],
      ),
    );
    const openCount = caseTotals(db, input, range, []).reduce((sum, row) => sum + row.open, 0);
    const timeOrdered = input.groupBy === 'month' || input.groupBy === 'week';
    const groups = [...byKey.entries()]
      .map(([key, days]) => ({ key, ...figures(days) }))
      .sort((a, b) =>
        timeOrdered ? a.key.localeCompare(b.key) : b.count - a.count || a.key.localeCompare(b.key),
      );
    const overall = figures(mergeSorted([...byKey.values()]));
    // Past MAX_GROUPS the smallest groups are one "other" group with its own figures.
    const rest = groups.slice(MAX_GROUPS);
    const listed = groups.slice(0, MAX_GROUPS);
    if (rest.length > 0) {
      markTruncated();
      listed.push({
        key: `other (${rest.length} ${input.groupBy} values)`,
        ...figures(mergeSorted(rest.map((group) => byKey.get(group.key)!))),
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
