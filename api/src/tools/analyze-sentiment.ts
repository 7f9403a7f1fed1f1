import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { type Granularity } from './periods';
import { periodWindows } from './period-windows';
import { defineTool } from './registry';
import {
  combineSentimentRows,
  SENTIMENT_COLUMNS,
  sentimentFigures,
  type SentimentRow,
} from './sentiment-aggregate';
import { percent } from './stats';

const GROUPINGS = [
  'day',
  'week',
  'month',
  'channel',
  'product',
  'segment',
  'category',
  'intent',
] as const;
type Grouping = (typeof GROUPINGS)[number];
const MAX_GROUPS = 400;

function isGranularity(groupBy: Grouping): groupBy is Granularity {
  return groupBy === 'day' || groupBy === 'week' || groupBy === 'month';
}

/** SQL for a dimension's group key (time groupings are queried period by period). */
function groupKey(groupBy: Exclude<Grouping, Granularity>): string {
  switch (groupBy) {
    case 'segment':
      return 'c.segment';
    default:
      return `m.${groupBy}`;
  }
}

export const analyzeSentiment = defineTool({
  name: 'analyze_sentiment',
  description:
    'Sentiment of communications (scores -1..1 and labels), overall and grouped by day, week, ' +
    'month, channel, product, segment, category or intent: count, average sentiment and the shares ' +
    'positive / neutral / negative per group. Use it for "how do customers feel about X", to ' +
    'compare groups or to see sentiment change over time. Example: ' +
    '{"groupBy": "month", "product": "Savings", "period": "2026"}',
  input: z.object({
    groupBy: z
      .enum(GROUPINGS)
      .default('month')
      .describe('How to group: a time unit or a dimension'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint, markTruncated }) {
    const where = communicationWhere(input, resolveRange(input, corpus), 'm', undefined, db);
    // LEFT JOIN: a communication whose customer is missing still counts (segment null).
    const join = input.groupBy === 'segment' ? 'LEFT JOIN customers c ON c.id = m.customer_id' : '';
    const groupBy = input.groupBy;
    let rows: (SentimentRow & { key: string })[];
    if (isGranularity(groupBy)) {
      // One query per period over the covering index: no sort of the whole window.
      const perPeriod = db.prepare(
        `SELECT ${SENTIMENT_COLUMNS} FROM communications m WHERE ${where.sql}`,
      );
      rows = [];
      for (const period of periodWindows(where.range, groupBy, corpus, Infinity)) {
        checkpoint();
        const row = perPeriod.get(
          ...communicationWhere(input, period.range, 'm', undefined, db).params,
        ) as SentimentRow;
        if (row.count > 0) rows.push({ key: period.key, ...row });
        if (rows.length > MAX_GROUPS) break;
      }
    } else {
      rows = db
        .prepare(
          `SELECT ${groupKey(groupBy)} AS key, ${SENTIMENT_COLUMNS} FROM communications m ${join}
           WHERE ${where.sql} GROUP BY key ORDER BY count DESC, key LIMIT ?`,
        )
        .all(...where.params, MAX_GROUPS + 1) as (SentimentRow & { key: string })[];
    }
    if (rows.length > MAX_GROUPS) markTruncated();
    // Every communication falls in exactly one group, so the overall figures are the groups'
    // sums unless the group list was cut.
    let overallRow = combineSentimentRows(rows);
    if (rows.length > MAX_GROUPS) {
      checkpoint();
      overallRow = db
        .prepare(`SELECT ${SENTIMENT_COLUMNS} FROM communications m WHERE ${where.sql}`)
        .get(...where.params) as SentimentRow;
    }
    const overall = sentimentFigures(overallRow);
    const groups = rows
      .slice(0, MAX_GROUPS)
      .map((row) => ({ key: row.key, ...sentimentFigures(row) }));
    const ranked = [...groups].filter((group) => group.count >= 5);
    ranked.sort((a, b) => (a.avgSentiment ?? 0) - (b.avgSentiment ?? 0));
    const lowest = ranked[0];
    const highest = ranked[ranked.length - 1];
    const extremes =
      lowest && highest && groups.length > 1
        ? ` Lowest ${input.groupBy} ${lowest.key} (${lowest.avgSentiment}), highest ${highest.key} (${highest.avgSentiment}).`
        : '';
    return {
      summary:
        `Sentiment, ${describeFilters(where.filters)}: ${overall.count} communications, average ` +
        `${overall.avgSentiment ?? 'n/a'}, ${percent(overall.negativeShare)} negative, ` +
        `${percent(overall.positiveShare)} positive.${extremes}`,
      filters: where.filters,
      groupBy: input.groupBy,
      groups,
      overall,
    };
  },
});
