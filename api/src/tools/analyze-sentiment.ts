import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { type Granularity } from './periods';
import { periodWindows } from './period-windows';
import { queryFields } from './query-fields';
import { defineTool, ToolError } from './registry';
import { aggregateSource, rollupDimensionOf } from './aggregate-source';
import {
  combineSentimentRows,
  SENTIMENT_COLUMNS,
  sentimentColumns,
  sentimentFigures,
  type SentimentRow,
} from './sentiment-aggregate';
import { percent } from './stats';

const TIME_GROUPINGS = ['day', 'week', 'month'] as const;
/** Periods listed at most; a longer span is grouped by a coarser unit instead of being cut. */
const MAX_PERIODS = 400;
/** Values of a field listed at most; the rest are one "other" group. */
const MAX_GROUPS = 50;
const COARSER: Record<Granularity, Granularity | undefined> = {
  day: 'week',
  week: 'month',
  month: undefined,
};

function isGranularity(groupBy: string): groupBy is Granularity {
  return (TIME_GROUPINGS as readonly string[]).includes(groupBy);
}

type Row = SentimentRow & { key: string };

export const analyzeSentiment = defineTool({
  name: 'analyze_sentiment',
  description:
    'Sentiment of communications (scores -1..1, labels): count, average and positive / neutral ' +
    '/ negative shares, overall and per group. Use it for how customers feel about something, ' +
    'to compare groups, or for sentiment over time.',
  input: z.object({
    groupBy: z
      .string()
      .max(60)
      .default('month')
      .describe('day, week, month, or a field name from the data dictionary'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint, markTruncated }) {
    const where = communicationWhere(input, resolveRange(input, corpus), 'm', undefined, db);
    let groupBy = input.groupBy;
    let rows: Row[] = [];
    let rest: Row[] = [];
    if (isGranularity(groupBy)) {
      let periods = periodWindows(where.range, groupBy, corpus, MAX_PERIODS + 1);
      while (periods.length > MAX_PERIODS && COARSER[groupBy as Granularity]) {
        groupBy = COARSER[groupBy as Granularity]!;
        periods = periodWindows(where.range, groupBy as Granularity, corpus, MAX_PERIODS + 1);
      }
      if (periods.length > MAX_PERIODS) markTruncated();
      // One query per period (over the rollup, or the covering index): no sort of the window.
      const source = aggregateSource(db, input, []);
      const perPeriod = db.prepare(
        `SELECT ${sentimentColumns(source)} FROM ${source.from} WHERE ${source.where(where.range).sql}`,
      );
      for (const period of periods.slice(0, MAX_PERIODS)) {
        checkpoint();
        const row = perPeriod.get(...source.where(period.range).params) as SentimentRow;
        if (row.count > 0) rows.push({ key: period.key, ...row });
      }
    } else {
      const fields = queryFields(db, 'communications');
      const field = Object.hasOwn(fields, groupBy) ? fields[groupBy] : undefined;
      if (!field || field.derived || field.type === 'text') {
        throw new ToolError(
          'invalid_input',
          `groupBy: "${groupBy.slice(0, 60)}" is not a time unit or a categorical field of the data`,
          {
            allowed: [
              ...TIME_GROUPINGS,
              ...Object.keys(fields).filter(
                (name) => !fields[name]!.derived && fields[name]!.type !== 'text',
              ),
            ],
          },
        );
      }
      const dimension = rollupDimensionOf(field.sql);
      const source = dimension ? aggregateSource(db, input, [dimension]) : undefined;
      // LEFT JOIN: a communication whose customer is missing still counts (segment null).
      const join = field.customer ? 'LEFT JOIN customers c ON c.id = m.customer_id' : '';
      const all = (
        source?.fromRollup
          ? db
              .prepare(
                `SELECT ${source.column(dimension!)} AS key, ${sentimentColumns(source)}
                 FROM ${source.from} WHERE ${source.where(where.range).sql}
                 GROUP BY key ORDER BY count DESC, key`,
              )
              .all(...source.where(where.range).params)
          : db
              .prepare(
                `SELECT ${field.sql} AS key, ${SENTIMENT_COLUMNS} FROM communications m ${join}
                 WHERE ${where.sql} GROUP BY key ORDER BY count DESC, key`,
              )
              .all(...where.params)
      ) as Row[];
      rows = all.slice(0, MAX_GROUPS);
      rest = all.slice(MAX_GROUPS);
      if (rest.length > 0) {
        markTruncated();
        rows.push({ ...combineSentimentRows(rest), key: `other (${rest.length} values)` });
      }
    }
    // Every communication falls in exactly one group (the "other" one included).
    const overall = sentimentFigures(combineSentimentRows(rows));
    const groups = rows.map((row) => ({ key: row.key ?? '(none)', ...sentimentFigures(row) }));
    const ranked = groups.filter((group) => group.count >= 5 && !group.key.startsWith('other ('));
    ranked.sort((a, b) => (a.avgSentiment ?? 0) - (b.avgSentiment ?? 0));
    const lowest = ranked[0];
    const highest = ranked[ranked.length - 1];
    const extremes =
      lowest && highest && groups.length > 1
        ? ` Lowest ${groupBy} ${lowest.key} (${lowest.avgSentiment}), highest ${highest.key} (${highest.avgSentiment}).`
        : '';
    const notes =
      (groupBy !== input.groupBy
        ? ` Grouped by ${groupBy}, not ${input.groupBy}: the range has more than ${MAX_PERIODS} ${input.groupBy}s.`
        : '') +
      (rest.length > 0
        ? ` ${rest.length} smaller ${groupBy} values are shown together as "other".`
        : '');
    return {
      summary:
        `Sentiment, ${describeFilters(where.filters)}: ` +
        (overall.count === 0
          ? 'no communications.'
          : `${overall.count} communications, average ${overall.avgSentiment}, ` +
            `${percent(overall.negativeShare)} negative, ${percent(overall.positiveShare)} positive.`) +
        extremes +
        notes,
      filters: where.filters,
      groupBy,
      ...(groupBy !== input.groupBy ? { requestedGroupBy: input.groupBy } : {}),
      groups,
      overall,
    };
  },
});
