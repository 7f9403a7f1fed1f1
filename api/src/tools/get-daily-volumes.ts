import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  daySql,
  describeFilters,
  resolveRange,
} from './filters';
import { periodWindows } from './period-windows';
import { aggregateSource } from './aggregate-source';
import { defineTool } from './registry';
import { mean, round } from './stats';

const SPLITS = ['none', 'channel', 'product', 'category', 'intent', 'sentiment'] as const;
/** The rollup dimension (and column) of each split. */
const SPLIT_DIMENSION: Record<Exclude<(typeof SPLITS)[number], 'none'>, string> = {
  channel: 'channel',
  product: 'product',
  category: 'category',
  intent: 'intent',
  sentiment: 'sentiment_label',
};
const MAX_DAYS = 400;

export const getDailyVolumes = defineTool({
  name: 'get_daily_volumes',
  description:
    'Communications per day (zero days included), optionally split by a dimension, plus the ' +
    'busiest day. Use it for raw daily counts around a date; for anomalies use analyze_trends. ' +
    'Over 400 days only days with data are listed (the total covers the whole range).',
  input: z.object({
    splitBy: z.enum(SPLITS).default('none').describe('Also count each day by this dimension'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint, markTruncated }) {
    const range = resolveRange(input, corpus);
    const where = communicationWhere(input, range, 'm', undefined, db);
    const dimension = input.splitBy === 'none' ? undefined : SPLIT_DIMENSION[input.splitBy];
    const source = aggregateSource(db, input, dimension ? [dimension] : []);
    const split = dimension && source.column(dimension);
    const periods = periodWindows(range, 'day', corpus, MAX_DAYS + 1);
    const days =
      periods.length <= MAX_DAYS
        ? everyDay(periods, split, (window) => source.where(window))
        : daysWithData(source.where(range), split);
    function everyDay(
      windows: typeof periods,
      column: string | undefined,
      whereOf: (window: (typeof periods)[number]['range']) => { params: unknown[] },
    ): Day[] {
      // One query per day (over the rollup, or the covering index): no sort of the whole window.
      const perDay = db
        .prepare(
          `SELECT ${column ?? "'all'"} AS key, ${source.count} AS count FROM ${source.from}
           WHERE ${source.where(range).sql} GROUP BY key`,
        )
        .raw();
      return windows.map(({ key: day, range: window }) => {
        checkpoint();
        const counts = perDay.all(...whereOf(window).params) as [string | null, number][];
        const total = counts.reduce((sum, [, count]) => sum + count, 0);
        return column ? { day, total, split: splitOf(counts) } : { day, total };
      });
    }
    function daysWithData(
      condition: { sql: string; params: unknown[] },
      column: string | undefined,
    ): Day[] {
      // A span longer than MAX_DAYS: one grouping over the whole range, days with data only.
      const day = source.fromRollup ? 'r.day' : daySql('m');
      const rows = db
        .prepare(
          `SELECT ${day} AS day, ${column ?? "'all'"} AS key, ${source.count} AS count
           FROM ${source.from} WHERE ${condition.sql} GROUP BY 1, 2 ORDER BY 1`,
        )
        .raw()
        .all(...condition.params) as [string, string | null, number][];
      const byDay = new Map<string, [string | null, number][]>();
      for (const [day, key, count] of rows) {
        const list = byDay.get(day) ?? [];
        list.push([key, count]);
        byDay.set(day, list);
      }
      return [...byDay.entries()].map(([day, counts]) => {
        const total = counts.reduce((sum, [, count]) => sum + count, 0);
        return column ? { day, total, split: splitOf(counts) } : { day, total };
      });
    }
    const total = days.reduce((sum, day) => sum + day.total, 0);
    const busiest = days.reduce<Day | undefined>(
      (best, day) => (!best || day.total > best.total ? day : best),
      undefined,
    );
    const listed = days.slice(0, MAX_DAYS);
    const left = days.slice(MAX_DAYS);
    if (left.length > 0) markTruncated();
    const sparse = periods.length > MAX_DAYS;
    const spanDays = sparse ? `${days.length} days with data` : `${days.length} days`;
    const omitted =
      left.length > 0
        ? ` Listed the first ${listed.length} of ${days.length} days with data; the ${left.length} ` +
          `left out (${left[0]!.day} to ${left.at(-1)!.day}) hold ${left.reduce((sum, day) => sum + day.total, 0)} ` +
          'communications, counted in the total.'
        : sparse
          ? ' Days without communications are left out (the range is longer than 400 days).'
          : '';
    return {
      summary:
        `${total} communications over ${spanDays}, ${describeFilters(where.filters)}: ` +
        `mean ${round(mean(days.map((day) => day.total)), 1) ?? 0} a day` +
        (busiest && busiest.total > 0 ? `, busiest ${busiest.day} (${busiest.total}).` : '.') +
        omitted,
      filters: where.filters,
      splitBy: input.splitBy,
      total,
      ...(busiest && busiest.total > 0
        ? { busiest: { day: busiest.day, total: busiest.total } }
        : {}),
      ...(sparse ? { onlyDaysWithData: true } : {}),
      days: listed,
      ...(left.length > 0 ? { omittedDays: left.length } : {}),
    };
  },
});

interface Day {
  day: string;
  total: number;
  split?: Record<string, number>;
}

/** Counts by key; communications without a value count under "(none)". */
function splitOf(counts: readonly [string | null, number][]): Record<string, number> {
  const split: Record<string, number> = {};
  for (const [key, count] of counts) split[key ?? '(none)'] = (split[key ?? '(none)'] ?? 0) + count;
  return split;
}
