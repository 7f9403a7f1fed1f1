import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { periodWindows } from './period-windows';
import { defineTool } from './registry';
import { findAnomalies, type SeriesPoint } from './anomalies';
import { mean, round } from './stats';

const METRICS = ['volume', 'complaints', 'escalations', 'sentiment', 'negative_share'] as const;
type Metric = (typeof METRICS)[number];
const MAX_PERIODS = 1000;

const VALUE_SQL: Record<Metric, string> = {
  volume: 'count(*)',
  // Filtered counts: cheaper per row than sum(condition), which adds up every row.
  complaints: "count(*) FILTER (WHERE m.intent = 'complaint')",
  escalations: 'count(*) FILTER (WHERE m.escalated_from IS NOT NULL)',
  sentiment: 'avg(m.sentiment)',
  negative_share: "avg(m.sentiment_label = 'negative')",
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
    'A time series of one metric (volume, complaints, escalations, sentiment or negative_share) by ' +
    'day, week or month, with anomalies: spikes and dips against a robust baseline (median and ' +
    'MAD), each with its value, baseline, ratio and z-score, largest first. Use it for "when did X ' +
    'spike", "is Y trending", then search the anomaly days for the why. Example: ' +
    '{"metric": "complaints", "granularity": "day", "product": "Mobile App", "category": "Login & Access"}',
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
    // One query per period over the covering index: no sort of the whole window.
    const perPeriod = db
      .prepare(
        `SELECT ${VALUE_SQL[input.metric]} AS value FROM communications m WHERE ${where.sql}`,
      )
      .pluck();
    const empty = COUNTING.has(input.metric) ? 0 : null;
    const periods = periodWindows(range, input.granularity, corpus, MAX_PERIODS + 1);
    if (periods.length > MAX_PERIODS) markTruncated();
    const series: SeriesPoint[] = periods.slice(0, MAX_PERIODS).map((period) => {
      checkpoint();
      const value = perPeriod.get(
        ...communicationWhere(input, period.range, 'm', undefined, db).params,
      ) as number | null;
      return { period: period.key, value: value === null ? empty : round(value, 4) };
    });
    const { baseline, anomalies } = findAnomalies(series, input.threshold);
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
          (anomaly.ratio === null ? `, z ${anomaly.zScore})` : `, ${anomaly.ratio}× baseline)`),
      )
      .join(', ');
    return {
      summary:
        `${LABELS[input.metric]} per ${input.granularity}, ${describeFilters(where.filters)}: mean ` +
        `${average ?? 'n/a'}, median ${baseline.median ?? 'n/a'}. ` +
        (anomalies.length === 0
          ? 'No anomalies.'
          : `${anomalies.length} anomal${anomalies.length === 1 ? 'y' : 'ies'}: ${described}.`),
      filters: where.filters,
      metric: input.metric,
      granularity: input.granularity,
      series,
      mean: average,
      baseline,
      anomalies: listed,
    };
  },
});
