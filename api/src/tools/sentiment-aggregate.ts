import { round, share } from './stats';

/** Aggregate columns over communications `m` that every sentiment figure is computed from. */
export const SENTIMENT_COLUMNS = `count(*) AS count, avg(m.sentiment) AS avgSentiment,
  sum(m.sentiment_label = 'positive') AS positive, sum(m.sentiment_label = 'neutral') AS neutral,
  sum(m.sentiment_label = 'negative') AS negative`;

export interface SentimentRow {
  count: number;
  avgSentiment: number | null;
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
    avgSentiment: round(row.avgSentiment),
    positiveShare: share(row.positive ?? 0, row.count),
    neutralShare: share(row.neutral ?? 0, row.count),
    negativeShare: share(row.negative ?? 0, row.count),
  };
}
