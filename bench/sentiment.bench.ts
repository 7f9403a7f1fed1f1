// Sentiment against human labels: the airline tweets (../shared/data/airline-tweets/, beside the
// repo) scored by plain VADER and by Sightline's scorer, on the development half (looked at while
// writing the lexicon) and the held-out half (only ever reported). Accuracy, macro-F1 and per-class
// precision / recall / F1; then throughput in sentences a second on one thread.
// `npx tsx bench/sentiment.bench.ts` prints a table; `npm run bench sentiment` also records it.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vader from 'vader-sentiment';
import { scoreSentiment } from '../api/src/store/sentiment';
import {
  agreement,
  airlineTweetsPath,
  type LabelledText,
  loadAirlineTweets,
  splitHalf,
  type SplitHalf,
} from '../api/src/store/sentiment-evaluation';
import type { SentimentLabel } from '../api/src/store/vocabulary';
import { median, printTable, type BenchResult } from './bench-result';

const RUNS = Number(process.env['BENCH_SENTIMENT_RUNS'] ?? 3);
const TARGET_MACRO_F1 = 0.65;
/** VADER's own cut-offs, as its authors recommend them. */
const VADER_THRESHOLD = 0.05;

interface Scorer {
  readonly name: string;
  readonly label: (text: string) => SentimentLabel;
}

const SCORERS: readonly Scorer[] = [
  {
    name: 'VADER (±0.05)',
    label: (text) => {
      const compound = vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
      if (compound <= -VADER_THRESHOLD) return 'negative';
      return compound >= VADER_THRESHOLD ? 'positive' : 'neutral';
    },
  },
  { name: 'Sightline', label: (text) => scoreSentiment(text).label },
];

const round = (value: number) => Number(value.toFixed(3));

function agreementResults(half: SplitHalf, texts: readonly LabelledText[]): BenchResult[] {
  return SCORERS.flatMap(({ name, label }) => {
    const result = agreement(
      texts.map((text) => text.label),
      texts.map(({ text }) => label(text)),
    );
    const perClass = Object.fromEntries(
      Object.entries(result.perClass).map(([sentiment, figures]) => [
        sentiment,
        `P ${round(figures.precision)} R ${round(figures.recall)} F1 ${round(figures.f1)}`,
      ]),
    );
    const where = `${name}, ${half} half (${texts.length} tweets)`;
    return [
      { name: `accuracy: ${where}`, unit: '', median: round(result.accuracy), runs: 1 },
      {
        name: `macro-F1: ${where}`,
        unit: '',
        median: round(result.macroF1),
        runs: 1,
        extra: { target: `≥ ${TARGET_MACRO_F1}`, ...perClass },
      },
    ];
  });
}

function throughput(texts: readonly LabelledText[]): BenchResult[] {
  return SCORERS.map(({ name, label }) => {
    const rates: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      for (const { text } of texts) label(text);
      rates.push(texts.length / ((performance.now() - started) / 1000));
    }
    return {
      name: `throughput: ${name}, one thread`,
      unit: 'sentences/s',
      median: median(rates),
      runs: RUNS,
      extra: { tweets: texts.length },
    };
  });
}

export async function run(): Promise<BenchResult[]> {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const path = airlineTweetsPath(repoRoot);
  if (!existsSync(path)) throw new Error(`the labelled airline tweets are missing: ${path}`);
  const tweets = loadAirlineTweets(path);
  const halves: SplitHalf[] = ['development', 'held-out'];
  return [
    ...halves.flatMap((half) =>
      agreementResults(
        half,
        tweets.filter(({ id }) => splitHalf(id) === half),
      ),
    ),
    ...throughput(tweets),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
