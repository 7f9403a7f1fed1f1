import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  daySql,
  describeFilters,
  resolveRange,
} from './filters';
import { periodKeys } from './periods';
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
  execute(input, { db, corpus, markTruncated }) {
    const range = resolveRange(input, corpus);
    const where = communicationWhere(input, range);
    const split = input.splitBy === 'none' ? undefined : SPLIT_COLUMN[input.splitBy];
    const rows = db
      .prepare(
        `SELECT ${daySql()} AS day, ${split ?? "''"} AS key, count(*) AS count FROM communications m
         WHERE ${where.sql} GROUP BY day, key`,
      )
      .all(...where.params) as { day: string; key: string; count: number }[];
    const byDay = new Map<string, { total: number; split: Record<string, number> }>();
    for (const row of rows) {
      const entry = byDay.get(row.day) ?? { total: 0, split: {} };
      entry.total += row.count;
      if (split) entry.split[row.key] = row.count;
      byDay.set(row.day, entry);
    }
    const from = corpus.firstDay && corpus.firstDay > range.from ? corpus.firstDay : range.from;
    const to = corpus.lastDay && corpus.lastDay < range.to ? corpus.lastDay : range.to;
    const keys = from <= to ? periodKeys({ from, to }, 'day', MAX_DAYS + 1) : [];
    if (keys.length > MAX_DAYS) markTruncated();
    const days = keys.slice(0, MAX_DAYS).map((day) => {
      const entry = byDay.get(day);
      return split
        ? { day, total: entry?.total ?? 0, split: entry?.split ?? {} }
        : { day, total: entry?.total ?? 0 };
    });
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
