import vader from 'vader-sentiment';
import { SENTIMENT_THRESHOLD, type SentimentLabel } from './vocabulary';

export interface Sentiment {
  /** VADER's compound score, -1 (most negative) … 1 (most positive). */
  readonly score: number;
  readonly label: SentimentLabel;
}

/**
 * The one sentiment code path for generated and imported communications alike, so a corpus mixing
 * both is scored on one scale. Callers pass the body of a communication.
 */
export function scoreSentiment(text: string): Sentiment {
  const score = vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
  return { score, label: sentimentLabel(score) };
}

export function sentimentLabel(score: number): SentimentLabel {
  if (score <= -SENTIMENT_THRESHOLD) return 'negative';
  if (score >= SENTIMENT_THRESHOLD) return 'positive';
  return 'neutral';
}
