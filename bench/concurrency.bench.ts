// Concurrent end-to-end runs (issue 15): 1, 10 and 50 analysts asking at the same moment, each
// running the real engine (offline planner, tools over HTTP) against one API process on the 250k
// corpus. Per level: time to the first thought (what the analyst sees first), time to the answer,
// and runs that failed or ended without one. Run alone with `npx tsx bench/concurrency.bench.ts`,
// or with the suite via `npm run bench concurrency`.
import { pathToFileURL } from 'node:url';
import { type BenchResult, type BenchTarget, median, percentile, printTable } from './bench-result';
import {
  analyst,
  corpusPath,
  defaultModel,
  QUESTIONS,
  type RunFigures,
  startApi,
} from './load-support';

interface Level {
  readonly analysts: number;
  /** Batches run one after another, so a level has enough runs for its percentiles. */
  readonly batches: number;
  readonly firstThought: BenchTarget;
  readonly answer: BenchTarget;
}

/** Targets: the agent visibly starts within a second alone, and degrades gently with company. */
const LEVELS: readonly Level[] = [
  {
    analysts: 1,
    batches: 10,
    firstThought: { op: '<', value: 1_000, of: 'p99' },
    answer: { op: '<', value: 5_000 },
  },
  {
    analysts: 10,
    batches: 3,
    firstThought: { op: '<', value: 2_000, of: 'p99' },
    answer: { op: '<', value: 15_000, of: 'p99' },
  },
  {
    analysts: 50,
    batches: 1,
    firstThought: { op: '<', value: 5_000, of: 'p99' },
    answer: { op: '<', value: 60_000, of: 'p99' },
  },
];
const RUN_TIMEOUT_MS = 180_000;
const DEADLINE_MS = 10 * 60_000;

async function runLevel(url: string, model: string, level: Level, deadline: number) {
  const runs: RunFigures[] = [];
  let thrown = 0;
  for (let batch = 0; batch < level.batches && Date.now() < deadline; batch++) {
    const settled = await Promise.allSettled(
      Array.from({ length: level.analysts }, (_, index) =>
        analyst(url, model, QUESTIONS[(batch + index) % QUESTIONS.length]!, {
          deadline,
          timeoutMs: RUN_TIMEOUT_MS,
        }),
      ),
    );
    for (const outcome of settled) {
      if (outcome.status === 'fulfilled') runs.push(outcome.value);
      else thrown++;
    }
  }
  return { runs, thrown };
}

export async function run(): Promise<BenchResult[]> {
  const corpus = corpusPath();
  const deadline = Date.now() + DEADLINE_MS;
  const api = await startApi(corpus.path);
  const results: BenchResult[] = [];
  try {
    const model = await defaultModel(api.url);
    // One run first, not counted: workers, threads and caches warm, as on a server in use.
    await analyst(api.url, model, QUESTIONS[0]!, { deadline, timeoutMs: RUN_TIMEOUT_MS });
    for (const level of LEVELS) {
      const { runs, thrown } = await runLevel(api.url, model, level, deadline);
      const planned = level.analysts * level.batches;
      const answered = runs.filter((figures) => figures.reason === 'answered');
      const firstThought = runs.flatMap((figures) => figures.firstThoughtMs ?? []);
      const answer = answered.flatMap((figures) => figures.answerMs ?? []);
      const errors = planned - answered.length;
      const reasons = [
        ...new Set(runs.filter((f) => f.reason !== 'answered').map((f) => f.reason)),
      ];
      const label = `${level.analysts} at once`;
      results.push(
        {
          name: `concurrency ${label}: time to first thought`,
          unit: 'ms',
          median: median(firstThought),
          p99: percentile(firstThought, 99),
          runs: firstThought.length,
          target: level.firstThought,
        },
        {
          name: `concurrency ${label}: time to answer`,
          unit: 'ms',
          median: median(answer),
          p99: percentile(answer, 99),
          runs: answer.length,
          target: level.answer,
        },
        {
          name: `concurrency ${label}: runs failed or unanswered`,
          unit: 'runs',
          median: errors,
          runs: planned,
          target: { op: '<', value: 1 },
          ...(thrown || reasons.length
            ? { extra: { thrown, reasons: reasons.join(', ') || '-' } }
            : {}),
        },
      );
      console.log(`${label}: ${answered.length}/${planned} answered`);
    }
  } finally {
    await api.stop();
  }
  results[0]!.extra = { ...results[0]!.extra, corpus: corpus.label };
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
