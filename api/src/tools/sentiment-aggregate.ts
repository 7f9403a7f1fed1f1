import type { AggregateSource } from './aggregate-source';
import { round, share } from './stats';

/**
 * Aggregate columns over communications `m` that every sentiment figure is computed from. The
 * labels are filtered counts: cheaper per row than sum(label = …), which adds up every row. No
 * avg(): SQLite's avg is exactly total ÷ count (the same compensated sum), so it is divided here.
 */
export const SENTIMENT_COLUMNS = `count(*) AS count, total(m.sentiment) AS sentimentSum,
  count(*) FILTER (WHERE m.sentiment_label = 'positive') AS positive,
  count(*) FILTER (WHERE m.sentiment_label = 'neutral') AS neutral,
  count(*) FILTER (WHERE m.sentiment_label = 'negative') AS negative`;

/** SENTIMENT_COLUMNS over any aggregate source (the rows, or the rollup). */
export function sentimentColumns(source: AggregateSource): string {
  return `${source.count} AS count, ${source.sentimentSum} AS sentimentSum,
  ${source.labelCount('positive')} AS positive, ${source.labelCount('neutral')} AS neutral,
  ${source.labelCount('negative')} AS negative`;
}

export interface SentimentRow {
  count: number;
  sentimentSum: number;
  positive: number | null;
  neutral: number | null;
  negative: number | null;
}

export interface SentimentFigures {
  count: number;
  avgSentiment: number | null;
  positiveShare: number;
  neutralShare: number;
  negativeShare: number;
}

export function sentimentFigures(row: SentimentRow): SentimentFigures {
  return {
    count: row.count,
    avgSentiment: round(row.count > 0 ? row.sentimentSum / row.count : null),
    positiveShare: share(row.positive ?? 0, row.count),
    neutralShare: share(row.neutral ?? 0, row.count),
    negativeShare: share(row.negative ?? 0, row.count),
  };
}

/** Adds up grouped rows into the row of their union (exact: sums, not averages, are added). */
export function combineSentimentRows(rows: readonly SentimentRow[]): SentimentRow {
  const sum = (pick: (row: SentimentRow) => number | null) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  const count = sum((row) => row.count);
  const sentimentSum = sum((row) => row.sentimentSum);
  return {
    count,
    sentimentSum,
    positive: sum((row) => row.positive),
    neutral: sum((row) => row.neutral),
    negative: sum((row) => row.negative),
  };
}
