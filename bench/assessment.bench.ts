// The CPU an answer's assessment costs (issue 11, item 4): assessAnswer, which the engine runs at
// the end of every stream (figure evidence, constraint coverage, the fit checks, confidence), over
// the answers the eval recorded (bench/results/eval-*.json, the newest file of each set), timed
// one answer at a time in CPU time: median and p95 per answer, and the first three of a fresh
// process (cold: patterns compiled, code not yet optimised). Run alone with
// `npx tsx bench/assessment.bench.ts`, or with the suite via `npm run bench assessment`.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AssessmentInput, assessAnswer } from '../src/agent/answer-assessment';
import { readSets } from './eval/replay-sets';
import { type BenchResult, median, percentile, printTable } from './bench-result';

const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
/** Timed passes over every answer after one warm-up pass (JIT and lazily built indexes). */
const PASSES = 5;
/** What one assessment may cost at the median: well under a frame's long-task line. */
const TARGET_MS = 10;

/** Every recorded answer's assessment input, with the dictionary its run saw. */
export function recordedInputs(paths: readonly string[] = [RESULTS]): AssessmentInput[] {
  return readSets(paths).flatMap(({ record }) =>
    record.results.flatMap((result) => {
      if (!result.assessment || result.answer === undefined) return [];
      const dataset = record.dictionaries?.[result.dataset];
      return [{ ...result.assessment, ...(dataset ? { dataset } : {}) } as AssessmentInput];
    }),
  );
}

/** CPU milliseconds (user and system) one call costs: the machine's other jobs do not count. */
function cpuMs(work: () => void): number {
  const started = process.cpuUsage();
  work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** Answers whose calls a long run holds before the answered one: ~130 calls, ~100 kB of results. */
const LONG_RUN = 120;

/**
 * The end of a long run: each of up to 20 answers assessed with the calls of the LONG_RUN answers
 * of its data set before it (renumbered as earlier steps), as an analyst's long session would
 * leave them.
 */
function longRuns(inputs: readonly AssessmentInput[]): AssessmentInput[] {
  const bySet = new Map<string, AssessmentInput[]>();
  for (const input of inputs) {
    const name = input.dataset?.name ?? '';
    bySet.set(name, [...(bySet.get(name) ?? []), input]);
  }
  const largest = [...bySet.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const before = largest.slice(0, LONG_RUN).flatMap((input, index) =>
    input.calls.map((call) => ({
      ...call,
      step: -LONG_RUN + index,
      callId: `${call.callId}-${index}`,
    })),
  );
  return largest
    .slice(LONG_RUN, LONG_RUN + 20)
    .map((input) => ({ ...input, calls: [...before, ...input.calls] }));
}

export function run(paths?: readonly string[]): Promise<BenchResult[]> {
  const inputs = recordedInputs(paths);
  // The first answers a fresh process (or page) assesses pay for compiling the patterns and
  // warming the code: what the first answer of a session costs.
  const cold = inputs.slice(0, 3).map((input) => cpuMs(() => assessAnswer(input)));
  for (const input of inputs) assessAnswer(input);
  // Per answer, the least of the passes: the least disturbed by the other jobs on the machine.
  const perAnswer = inputs.map((input) => {
    let fastest = Infinity;
    for (let pass = 0; pass < PASSES; pass++) {
      fastest = Math.min(
        fastest,
        cpuMs(() => assessAnswer(input)),
      );
    }
    return fastest;
  });
  const slowest = Math.max(...perAnswer);
  const long = longRuns(inputs).map((input) => {
    let fastest = Infinity;
    for (let pass = 0; pass < PASSES; pass++) {
      fastest = Math.min(
        fastest,
        cpuMs(() => assessAnswer(input)),
      );
    }
    return fastest;
  });
  return Promise.resolve([
    {
      name: `assessAnswer per recorded answer (${inputs.length} answers)`,
      unit: 'ms',
      median: median(perAnswer),
      p99: percentile(perAnswer, 99),
      runs: PASSES,
      extra: {
        p95: percentile(perAnswer, 95).toFixed(2),
        max: slowest.toFixed(2),
        'first three (cold)': cold.map((ms) => ms.toFixed(1)).join(' / '),
      },
      target: { op: '<', value: TARGET_MS },
    },
    {
      name: `assessAnswer at the end of a long run (${LONG_RUN} answers' calls before its own)`,
      unit: 'ms',
      median: median(long),
      p99: percentile(long, 99),
      runs: PASSES,
      extra: { answers: long.length, p95: percentile(long, 95).toFixed(2) },
      target: { op: '<', value: TARGET_MS },
    },
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable(await run(process.argv.slice(2).length ? process.argv.slice(2) : undefined));
}
