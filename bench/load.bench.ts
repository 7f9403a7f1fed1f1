// Load: 50 simulated analysts, each running the real engine (offline planner, HTTP tools) against
// one API process on loopback, while one client hammers a slow aggregate and a probe (a thread of
// its own) times /api/health. The API reports its own event-loop delay at shutdown, which tells
// the server's share of a slow health check from the machine's. Bounded: ROUNDS rounds, each run
// capped at RUN_TIMEOUT_MS, the whole at DEADLINE_MS. Run alone with
// `npx tsx bench/load.bench.ts`, or with the suite via `npm run bench load`;
// SIGHTLINE_BENCH_API_ARGS='--cpu-prof --cpu-prof-dir=…' profiles the API.
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startTsWorker } from '../api/src/ts-worker';
import { type BenchResult, median, percentile, printTable } from './bench-result';
import type { AnalystRound, AnalystRoundResult, AnalystsSetup } from './load-analysts';
import {
  corpusPath,
  defaultModel,
  type LoopDelay,
  mainThreadCpuMs,
  QUESTIONS,
  type RunFigures,
  rssMb,
  startApi,
} from './load-support';

/** `SIGHTLINE_LOAD_ANALYSTS` / `SIGHTLINE_LOAD_ROUNDS` shrink the run, e.g. to profile it. */
const ANALYSTS = Number(process.env['SIGHTLINE_LOAD_ANALYSTS'] ?? 50);
const ROUNDS = Number(process.env['SIGHTLINE_LOAD_ROUNDS'] ?? 3);
/** `SIGHTLINE_LOAD_NICE_CLIENTS=0` runs the simulated analysts at the API's own priority. */
const NICE_CLIENTS = process.env['SIGHTLINE_LOAD_NICE_CLIENTS'] !== '0';
const RUN_TIMEOUT_MS = 180_000;
const DEADLINE_MS = 15 * 60_000;
const HEALTH_EVERY_MS = 25;
/** The API's default time limit of one tool call. */
const TOOL_LIMIT_MS = 10_000;
/** How long /api/health is probed on an idle API before the load starts. */
const QUIET_MS = 5_000;
const MAX_HAMMER_CALLS = 5_000;
/** A full-table aggregate: the slowest kind of call an analyst can ask for. */
const SLOW_AGGREGATE = {
  entity: 'communications',
  groupBy: ['channel'],
  metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
};

/**
 * Times `GET /api/health` every HEALTH_EVERY_MS from a worker thread of its own, between a `start`
 * and a `stop` message: the bench's main thread runs fifty engines, and a probe waiting behind them
 * would time the client, not the API.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = false;
parentPort.on('message', (message) => {
  if (message !== 'start') return void (running = false);
  running = true;
  (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(workerData.url + '/api/health');
        await response.arrayBuffer();
        parentPort.postMessage({ ms: performance.now() - started, ok: response.ok });
      } catch {
        parentPort.postMessage({ ms: performance.now() - started, ok: false });
      }
      await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
    }
    parentPort.postMessage({ done: true });
  })();
});
`;

/** A probe thread, started now (at the bench's own priority) and timing from `start()` on. */
function healthProbe(url: string) {
  const timings: number[] = [];
  let failures = 0;
  const worker = new Worker(PROBE, { eval: true, workerData: { url, everyMs: HEALTH_EVERY_MS } });
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  worker.on('message', (message: { ms?: number; ok?: boolean; done?: boolean }) => {
    if (message.done) return finished();
    timings.push(message.ms!);
    if (!message.ok) failures++;
  });
  worker.once('exit', () => finished());
  return {
    timings,
    failures: () => failures,
    start: () => worker.postMessage('start'),
    async stop() {
      worker.postMessage('stop');
      await done;
      await worker.terminate();
    },
  };
}

/** The analysts' thread (load-analysts.ts), once it has loaded: one round at a time. */
async function startAnalysts(setup: AnalystsSetup) {
  const worker = startTsWorker(new URL('./load-analysts.ts', import.meta.url), setup);
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    round: (round: AnalystRound) =>
      new Promise<AnalystRoundResult>((resolve, reject) => {
        const fail = (error: Error) => reject(error);
        worker.once('error', fail);
        worker.once('message', (result: AnalystRoundResult) => {
          worker.off('error', fail);
          resolve(result);
        });
        worker.postMessage(round);
      }),
    close: () => worker.terminate(),
  };
}

export async function run(): Promise<BenchResult[]> {
  const corpus = corpusPath();
  const deadline = Date.now() + DEADLINE_MS;
  // What else the machine runs: on a shared one, the latencies below follow it.
  const loadAtStart = loadavg()[0]!;
  const api = await startApi(corpus.path);
  const pid = api.child.pid!;
  const model = await defaultModel(api.url);
  const hammer: number[] = [];
  let hammerErrors = 0;
  let peakRss = rssMb(pid);
  const roundRss: number[] = [];
  let loading = true;
  const quiet = healthProbe(api.url);
  const probe = healthProbe(api.url);
  const analysts = await startAnalysts({ url: api.url, model, nice: NICE_CLIENTS });
  const ask = (questions: string[]) =>
    analysts.round({ questions, deadline, timeoutMs: RUN_TIMEOUT_MS });

  // One run first, not counted, so workers, threads and caches are warm; then the machine's own
  // noise: the same probe while the API has nothing else to do. On a shared machine this floor,
  // not the API, can be what holds a p99 above its target.
  await ask([QUESTIONS[0]!]);
  quiet.start();
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  await quiet.stop();
  probe.start();
  const cpuAtStart = mainThreadCpuMs(pid);
  let cpuMs = Number.NaN;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), HEALTH_EVERY_MS);
  const hammering = (async () => {
    while (loading && hammer.length < MAX_HAMMER_CALLS && Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(`${api.url}/api/tools/query_data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ input: SLOW_AGGREGATE }),
        });
        const body = (await response.json()) as { ok?: boolean };
        if (!response.ok || body.ok !== true) hammerErrors++;
      } catch {
        hammerErrors++;
      }
      hammer.push(performance.now() - started);
    }
  })();

  const runs: RunFigures[] = [];
  let failures = 0;
  let loop: LoopDelay | undefined;
  try {
    for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
      const result = await ask(
        Array.from(
          { length: ANALYSTS },
          (_, index) => QUESTIONS[(round + index) % QUESTIONS.length]!,
        ),
      );
      runs.push(...result.runs);
      failures += result.failures;
      roundRss.push(rssMb(pid));
      console.log(
        `round ${round + 1}: ${runs.length} runs so far, RSS ${roundRss.at(-1)!.toFixed(0)} MB`,
      );
    }
  } finally {
    loading = false;
    cpuMs = mainThreadCpuMs(pid) - cpuAtStart;
    clearInterval(sampler);
    await Promise.allSettled([probe.stop(), hammering, analysts.close()]);
    loop = await api.stop();
  }

  const planned = ANALYSTS * ROUNDS;
  const completed = runs.filter((figures) => figures.reason === 'answered').length;
  const ended = runs.filter((figures) => figures.reason !== 'answered');
  const errors = failures + ended.length;
  const toolMs = runs.flatMap((figures) => figures.toolMs);
  const turnMs = runs.flatMap((figures) => figures.modelTurnMs);
  const health = probe.timings;
  const growth = roundRss.length > 1 ? roundRss.at(-1)! - roundRss[0]! : 0;
  const reasons = [...new Set(ended.map((figures) => figures.reason))].join(', ');
  const niced = NICE_CLIENTS && process.platform === 'linux' ? ', analysts niced' : '';
  const tag = `${ANALYSTS} analysts × ${roundRss.length} rounds${niced}, ${corpus.label}`;
  const machine = `load average ${loadAtStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  return [
    {
      name: `load: completed runs (${tag})`,
      unit: 'runs',
      median: completed,
      runs: planned,
      target: { op: '>', value: planned - 1 },
      extra: { machine },
    },
    {
      name: 'load: runs that failed or ended without an answer',
      unit: 'runs',
      median: errors,
      runs: planned,
      target: { op: '<', value: 1 },
      ...(reasons ? { extra: { reasons } } : {}),
    },
    {
      name: 'load: tool call',
      unit: 'ms',
      median: median(toolMs),
      p99: percentile(toolMs, 99),
      runs: toolMs.length,
      // Under the per-call time limit (SIGHTLINE_TOOL_TIMEOUT_MS, 10 s): no call runs out of time.
      target: { op: '<', value: TOOL_LIMIT_MS, of: 'p99' },
    },
    {
      name: 'load: model turn (offline planner)',
      unit: 'ms',
      median: median(turnMs),
      p99: percentile(turnMs, 99),
      runs: turnMs.length,
      target: { op: '<', value: 5_000, of: 'p99' },
    },
    {
      name: 'load: slow aggregate, hammered',
      unit: 'ms',
      median: median(hammer),
      p99: percentile(hammer, 99),
      runs: hammer.length,
      extra: { errors: hammerErrors },
    },
    {
      name: 'load: slow aggregate errors',
      unit: 'calls',
      median: hammerErrors,
      runs: hammer.length,
      target: { op: '<', value: 1 },
    },
    {
      name: 'load: GET /api/health',
      unit: 'ms',
      median: median(health),
      p99: percentile(health, 99),
      runs: health.length,
      target: { op: '<', value: 50, of: 'p99' },
      extra: { failed: probe.failures() },
    },
    {
      name: 'load: GET /api/health before the load (the machine, API idle)',
      unit: 'ms',
      median: median(quiet.timings),
      p99: percentile(quiet.timings, 99),
      runs: quiet.timings.length,
      target: { op: '<', value: 50, of: 'p99' },
    },
    {
      name: "load: the API's event-loop delay (its own, from inside)",
      unit: 'ms',
      median: loop?.p50 ?? Number.NaN,
      p99: loop?.p99 ?? Number.NaN,
      runs: 1,
      target: { op: '<', value: 50, of: 'p99' },
      extra: { max: loop?.max ?? '?', mainThreadBusy: loop ? `${loop.utilization * 100}%` : '?' },
    },
    {
      // No target: the work the event loop did per run, to compare versions by (A/B).
      name: "load: the API's main-thread CPU per analyst run",
      unit: 'ms',
      median: cpuMs / Math.max(1, runs.length),
      runs: runs.length,
      extra: {
        total: `${(cpuMs / 1000).toFixed(1)} s`,
        perRequest: `${(cpuMs / (toolMs.length + turnMs.length + hammer.length + health.length)).toFixed(2)} ms`,
      },
    },
    {
      name: 'load: API peak RSS',
      unit: 'MB',
      median: peakRss,
      runs: health.length,
      target: { op: '<', value: 1024 },
      extra: { perRound: roundRss.map((mb) => mb.toFixed(0)).join(' / ') },
    },
    {
      name: 'load: RSS growth, first to last round',
      unit: 'MB',
      median: growth,
      runs: roundRss.length,
      target: { op: '<', value: Math.round(0.1 * (roundRss[0] ?? 0)) },
      extra: { limit: '10% of round 1' },
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
