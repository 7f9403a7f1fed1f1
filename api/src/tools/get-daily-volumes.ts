import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { periodWindows } from './period-windows';
import { defineTool } from './registry';
import { mean, round } from './stats';

const SPLITS = ['none', 'channel', 'product', 'category', 'intent', 'sentiment'] as const;
const SPLIT_COLUMN: Record<Exclude<(typeof SPLITS)[number], 'none'>, string> = {
  channel: 'm.channel',
  product: 'm.product',
  category: 'm.category',
  intent: 'm.intent',
  sentiment: 'm.sentiment_label',
};
const MAX_DAYS = 400;

export const getDailyVolumes = defineTool({
  name: 'get_daily_volumes',
  description:
    'Number of communications per day (every day of the range, zero days included), optionally ' +
    'split by channel, product, category, intent or sentiment label, plus the busiest day. Use it ' +
    'for raw daily counts, e.g. "how many calls did we get around 19 August". For anomalies use ' +
    'analyze_trends. At most 400 days per call. Example: ' +
    '{"from": "2026-08-12", "to": "2026-08-26", "splitBy": "channel"}',
  input: z.object({
    splitBy: z.enum(SPLITS).default('none').describe('Also count each day by this dimension'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint, markTruncated }) {
    const range = resolveRange(input, corpus);
    const where = communicationWhere(input, range, 'm', undefined, db);
    const split = input.splitBy === 'none' ? undefined : SPLIT_COLUMN[input.splitBy];
    const days: { day: string; total: number; split?: Record<string, number> }[] = [];
    const periods = periodWindows(range, 'day', corpus, MAX_DAYS + 1);
    if (periods.length > MAX_DAYS) markTruncated();
    // One query per day over the covering index: no sort of the whole window.
    if (split) {
      const perDay = db
        .prepare(
          `SELECT ${split} AS key, count(*) AS count FROM communications m
           WHERE ${where.sql} GROUP BY key`,
        )
        .raw();
      for (const { key: day, range: window } of periods.slice(0, MAX_DAYS)) {
        checkpoint();
        const counts = perDay.all(
          ...communicationWhere(input, window, 'm', undefined, db).params,
        ) as [string, number][];
        days.push({
          day,
          total: counts.reduce((sum, [, count]) => sum + count, 0),
          split: Object.fromEntries(counts),
        });
      }
    } else {
      const perDay = db.prepare(`SELECT count(*) FROM communications m WHERE ${where.sql}`).pluck();
      for (const { key: day, range: window } of periods.slice(0, MAX_DAYS)) {
        checkpoint();
        days.push({
          day,
          total: perDay.get(
            ...communicationWhere(input, window, 'm', undefined, db).params,
          ) as number,
        });
      }
    }
    const total = days.reduce((sum, day) => sum + day.total, 0);
    const busiest = days.reduce<(typeof days)[number] | undefined>(
      (best, day) => (!best || day.total > best.total ? day : best),
      undefined,
    );
    return {
      summary:
        `${total} communications over ${days.length} days, ${describeFilters(where.filters)}: ` +
        `mean ${round(mean(days.map((day) => day.total)), 1) ?? 0} a day` +
        (busiest && busiest.total > 0 ? `, busiest ${busiest.day} (${busiest.total}).` : '.'),
      filters: where.filters,
      splitBy: input.splitBy,
      total,
      days,
    };
  },
});
