// Measuring a sentiment scorer against human labels: the airline tweets loader with its fixed
// development / held-out split, and the agreement figures (accuracy, per-class and macro F1).
// Used by the sentiment test and the sentiment benchmark; the data itself never ships.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { SENTIMENT_LABELS, type SentimentLabel } from './vocabulary';

export interface LabelledText {
  readonly id: string;
  readonly text: string;
  readonly label: SentimentLabel;
}

/** Which half of a labelled set a text belongs to: fixed by a hash of its id, never by its content. */
export type SplitHalf = 'development' | 'held-out';

export function splitHalf(id: string): SplitHalf {
  return (createHash('sha256').update(id).digest()[0]! & 1) === 0 ? 'development' : 'held-out';
}

/** The human-labelled airline tweets (../shared/data/airline-tweets/Tweets.csv beside the repo). */
export function airlineTweetsPath(repoRoot: string): string {
  return join(repoRoot, '..', 'shared', 'data', 'airline-tweets', 'Tweets.csv');
}

export function loadAirlineTweets(path: string): LabelledText[] {
  const rows = parse(readFileSync(path), { columns: true, bom: true }) as Record<string, string>[];
  return rows.map((row, index) => {
    const label = row['airline_sentiment'];
    if (!SENTIMENT_LABELS.includes(label as SentimentLabel)) {
      throw new Error(`${path} row ${index + 2}: unknown label ${JSON.stringify(label)}`);
    }
    return { id: row['tweet_id'] ?? '', text: row['text'] ?? '', label: label as SentimentLabel };
  });
}

export interface ClassFigures {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly support: number;
}

export interface Agreement {
  readonly count: number;
  readonly accuracy: number;
  readonly macroF1: number;
  readonly perClass: Readonly<Record<SentimentLabel, ClassFigures>>;
  /** confusion[truth][predicted] */
  readonly confusion: Readonly<Record<SentimentLabel, Readonly<Record<SentimentLabel, number>>>>;
}

export function agreement(
  truths: readonly SentimentLabel[],
  predictions: readonly SentimentLabel[],
): Agreement {
  if (truths.length !== predictions.length)
    throw new Error('truths and predictions differ in length');
  const confusion = Object.fromEntries(
    SENTIMENT_LABELS.map((truth) => [
      truth,
      Object.fromEntries(SENTIMENT_LABELS.map((predicted) => [predicted, 0])),
    ]),
  ) as Record<SentimentLabel, Record<SentimentLabel, number>>;
  truths.forEach((truth, index) => confusion[truth][predictions[index]!]++);
  const perClass = Object.fromEntries(
    SENTIMENT_LABELS.map((label) => {
      const truePositives = confusion[label][label];
      const predicted = SENTIMENT_LABELS.reduce((sum, truth) => sum + confusion[truth][label], 0);
      const support = SENTIMENT_LABELS.reduce((sum, guess) => sum + confusion[label][guess], 0);
      const precision = predicted === 0 ? 0 : truePositives / predicted;
      const recall = support === 0 ? 0 : truePositives / support;
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
      return [label, { precision, recall, f1, support }];
    }),
  ) as Record<SentimentLabel, ClassFigures>;
  const correct = SENTIMENT_LABELS.reduce((sum, label) => sum + confusion[label][label], 0);
  return {
    count: truths.length,
    accuracy: truths.length === 0 ? 0 : correct / truths.length,
    macroF1: SENTIMENT_LABELS.reduce((sum, label) => sum + perClass[label].f1, 0) / 3,
    perClass,
    confusion,
  };
}
