import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { clipToCorpus, periodWindows } from './period-windows';
import { daysBetween, type Granularity } from './periods';
import { aggregateSource, type AggregateSource } from './aggregate-source';
import { defineTool } from './registry';
import { findAnomalies, type SeriesPoint } from './anomalies';
import { mean, round } from './stats';

const METRICS = ['volume', 'complaints', 'escalations', 'sentiment', 'negative_share'] as const;
type Metric = (typeof METRICS)[number];
const MAX_PERIODS = 1000;
const COARSER: Record<Granularity, Granularity | undefined> = {
  day: 'week',
  week: 'month',
  month: undefined,
};
/** Periods on each side of a period that form its baseline. */
const WINDOW: Record<Granularity, number> = { day: 14, week: 6, month: 3 };

/** The dimension each metric reads besides the filters, and its SQL over a source. */
const METRIC_SQL: Record<Metric, { dimension?: string; sql: (source: AggregateSource) => string }> =
  {
    volume: { sql: (source) => source.count },
    // Filtered counts: cheaper per row than sum(condition), which adds up every row.
    complaints: {
      dimension: 'intent',
      sql: (source) => source.countWhere(`${source.column('intent')} = 'complaint'`),
    },
    escalations: {
      dimension: 'escalated_from',
      sql: (source) => source.countWhere(`${source.column('escalated_from')} IS NOT NULL`),
    },
    sentiment: { sql: (source) => source.avgSentiment },
    negative_share: { sql: (source) => source.labelShare('negative') },
  };

const LABELS: Record<Metric, string> = {
  volume: 'Communications',
  complaints: 'Complaints',
  escalations: 'Escalated communications',
  sentiment: 'Average sentiment',
  negative_share: 'Negative share',
};

/** Counting metrics are 0 in a period without data; averages have no value there. */
const COUNTING = new Set<Metric>(['volume', 'complaints', 'escalations']);

export const analyzeTrends = defineTool({
  name: 'analyze_trends',
  description:
    'A time series of one metric per day, week or month with its anomalies: spikes and dips ' +
    'against a robust baseline (median and MAD of nearby periods), each with value, baseline, ' +
    'ratio and z-score, largest first. Over 1000 periods the granularity is made coarser (the ' +
    'output says so). Use it for when something spiked or whether it is trending, then search ' +
    'the anomaly days for the why.',
  input: z.object({
    metric: z.enum(METRICS).default('volume').describe('What to measure per period'),
    granularity: z.enum(['day', 'week', 'month']).default('day').describe('Length of one period'),
    threshold: z
      .number()
      .min(1)
      .max(20)
      .default(3.5)
      .describe('Modified z-score from which a period counts as an anomaly (default 3.5)'),
    maxAnomalies: z
      .number()
      .int()
      .min(0)
      .max(50)
      .default(10)
      .describe('How many anomalies to list'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint, markTruncated }) {
    const range = resolveRange(input, corpus);
    const where = communicationWhere(input, range, 'm', undefined, db);
    const metric = METRIC_SQL[input.metric];
    const source = aggregateSource(db, input, metric.dimension ? [metric.dimension] : []);
    // One query per period (over the rollup, or the covering index): no sort of the whole window.
    const perPeriod = db.prepare(
      `SELECT ${metric.sql(source)} AS value, ${source.count} AS support
       FROM ${source.from} WHERE ${source.where(range).sql}`,
    );
    const counting = COUNTING.has(input.metric);
    const empty = counting ? 0 : null;
    // Never cut a long span: a coarser period keeps every row in the series.
    let granularity: Granularity = input.granularity;
    let periods = periodWindows(range, granularity, corpus, MAX_PERIODS + 1);
    while (periods.length > MAX_PERIODS && COARSER[granularity]) {
      granularity = COARSER[granularity]!;
      periods = periodWindows(range, granularity, corpus, MAX_PERIODS + 1);
    }
    if (periods.length > MAX_PERIODS) markTruncated();
    const series: SeriesPoint[] = periods.slice(0, MAX_PERIODS).map((period) => {
      checkpoint();
      const row = perPeriod.get(...source.where(period.range).params) as {
        value: number | null;
        support: number;
      };
      return {
        period: period.key,
        value: row.value === null ? empty : round(row.value, 4),
        ...(counting ? {} : { support: row.support }),
      };
    });
    const { baseline, anomalies } = findAnomalies(series, input.threshold, {
      window: WINDOW[granularity],
    });
    const span = clipToCorpus(range, corpus);
    const coarser =
      granularity !== input.granularity && span
        ? ` By ${granularity}, not ${input.granularity}: ${daysBetween(span.from, span.to) + 1} days ` +
          `would be more than ${MAX_PERIODS} ${input.granularity}s.`
        : '';
    const listed = anomalies.slice(0, input.maxAnomalies);
    if (anomalies.length > listed.length) markTruncated();

    const values = series
      .map((point) => point.value)
      .filter((value): value is number => value !== null);
    const average = round(mean(values), 3);
    const described = listed
      .slice(0, 3)
      .map(
        (anomaly) =>
          `${anomaly.kind} on ${anomaly.period} (${anomaly.value}` +
          (anomaly.ratio === null
            ? `, z ${anomaly.zScore})`
            : `, ${anomaly.ratio}× the usual ${anomaly.baseline})`),
      )
      .join(', ');
    return {
      summary:
        `${LABELS[input.metric]} per ${granularity}, ${describeFilters(where.filters)}: ` +
        (average === null
          ? 'no data.'
          : `mean ${average}, median ${baseline.median}. ` +
            (anomalies.length === 0
              ? 'No anomalies.'
              : `${anomalies.length} anomal${anomalies.length === 1 ? 'y' : 'ies'}: ${described}.`)) +
        coarser,
      filters: where.filters,
      metric: input.metric,
      granularity,
      ...(granularity !== input.granularity ? { requestedGranularity: input.granularity } : {}),
      series,
      mean: average,
      baseline,
      anomalies: listed,
    };
  },
});
