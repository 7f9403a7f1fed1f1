// Load: 50 simulated analysts, each running the real engine (offline planner, HTTP tools) against
// one API process on loopback, while one client hammers a slow aggregate and a probe times
// /api/health. Bounded: ROUNDS rounds, each run capped at RUN_TIMEOUT_MS, the whole at DEADLINE_MS.
// Run alone with `npx tsx bench/load.bench.ts`, or with the suite via `npm run bench load`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GENERATOR_VERSION } from '../api/src/store/generate-corpus';
import { SCHEMA_VERSION } from '../api/src/store/migrations';
import { runAgent } from '../src/agent/engine';
import type { AgentEvent } from '../src/agent/events';
import { createAnthropicLlmClient } from '../src/agent/llm-client';
import { loadDataKnowledge } from '../src/agent/load-dataset';
import { createHttpToolClient } from '../src/agent/tool-client';
import { type BenchResult, median, percentile, printTable } from './bench-result';

const ANALYSTS = 50;
const ROUNDS = 3;
const RUN_TIMEOUT_MS = 180_000;
const DEADLINE_MS = 15 * 60_000;
const HEALTH_EVERY_MS = 100;
const MAX_HAMMER_CALLS = 5_000;
const QUESTIONS = [
  'How many communications came in per channel?',
  'What was the average sentiment by month?',
  'Which categories had the most complaints last quarter?',
  'When did login complaints spike?',
  'How did the volume of chat messages change over the year?',
];
/** A full-table aggregate: the slowest kind of call an analyst can ask for. */
const SLOW_AGGREGATE = {
  entity: 'communications',
  groupBy: ['channel'],
  metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
};

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = join(root, '.cache');

/** The 250k corpus import.bench.ts builds; an older generator's copy serves as well (same schema). */
function corpusPath(): { path: string; label: string } {
  const exact = join(cache, `bench-250k-v${SCHEMA_VERSION}-g${GENERATOR_VERSION}.db`);
  if (existsSync(exact)) return { path: exact, label: '250k communications' };
  const older = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => new RegExp(`^bench-250k-v${SCHEMA_VERSION}-g\\d+\\.db$`).test(name))
        .sort()
        .at(-1)
    : undefined;
  if (older) return { path: join(cache, older), label: `250k communications (${older})` };
  throw new Error(
    'No 250k corpus in .cache/: run `npx tsx bench/import.bench.ts` once to build it.',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function startApi(db: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, SIGHTLINE_DB: db, PORT: String(port) };
  env['HOST'] = '127.0.0.1';
  delete env['ANTHROPIC_API_KEY']; // the offline planner, whatever the shell has
  delete env['SIGHTLINE_TOKEN'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The API did not answer /api/health within 60 s');
}

interface RunFigures {
  reason: string;
  toolMs: number[];
  modelTurnMs: number[];
}

/** One analyst's full run: the engine as the browser and the CLI drive it. */
async function analyst(
  url: string,
  model: string,
  question: string,
  deadline: number,
): Promise<RunFigures> {
  const llm = await createAnthropicLlmClient({ baseURL: `${url}/api/llm` });
  const tools = createHttpToolClient({ baseUrl: url });
  const figures: RunFigures = { reason: 'error', toolMs: [], modelTurnMs: [] };
  const signal = AbortSignal.timeout(Math.max(1, Math.min(RUN_TIMEOUT_MS, deadline - Date.now())));
  // A model turn: from the step's start to its first complete action or answer.
  let turnStarted: number | null = null;
  const endTurn = () => {
    if (turnStarted === null) return;
    figures.modelTurnMs.push(performance.now() - turnStarted);
    turnStarted = null;
  };
  const events: AsyncIterable<AgentEvent> = runAgent(
    {
      question,
      conversationId: `load-${Math.random().toString(36).slice(2)}`,
      ...(await loadDataKnowledge({ baseUrl: url })),
      settings: { model, protocol: 'native' },
    },
    { llm, tools, signal },
  );
  for await (const event of events) {
    if (event.type === 'step-start') turnStarted = performance.now();
    else if (event.type === 'action' || event.type === 'answer') endTurn();
    else if (event.type === 'observation') figures.toolMs.push(event.durationMs);
    else if (event.type === 'run-end') figures.reason = event.reason;
  }
  return figures;
}

export async function run(): Promise<BenchResult[]> {
  const corpus = corpusPath();
  const deadline = Date.now() + DEADLINE_MS;
  const { child, url } = await startApi(corpus.path);
  const pid = child.pid!;
  const status = (await (await fetch(`${url}/api/status`)).json()) as {
    llm: { defaultModel: string };
  };
  const model = status.llm.defaultModel;
  const health: number[] = [];
  const hammer: number[] = [];
  let hammerErrors = 0;
  let peakRss = rssMb(pid);
  const roundRss: number[] = [];
  let loading = true;

  const probe = (async () => {
    while (loading && Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      health.push(performance.now() - started);
      peakRss = Math.max(peakRss, rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  const hammering = (async () => {
    while (loading && hammer.length < MAX_HAMMER_CALLS && Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${url}/api/tools/query_data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: SLOW_AGGREGATE }),
      });
      const body = (await response.json()) as { ok?: boolean };
      if (!response.ok || body.ok !== true) hammerErrors++;
      hammer.push(performance.now() - started);
    }
  })();

  const runs: RunFigures[] = [];
  let failures = 0;
  try {
    for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
      const settled = await Promise.allSettled(
        Array.from({ length: ANALYSTS }, (_, index) =>
          analyst(url, model, QUESTIONS[(round + index) % QUESTIONS.length]!, deadline),
        ),
      );
      for (const outcome of settled) {
        if (outcome.status === 'fulfilled') runs.push(outcome.value);
        else failures++;
      }
      roundRss.push(rssMb(pid));
      console.log(
        `round ${round + 1}: ${runs.length} runs so far, RSS ${roundRss.at(-1)!.toFixed(0)} MB`,
      );
    }
  } finally {
    loading = false;
    await Promise.allSettled([probe, hammering]);
    child.kill('SIGTERM');
  }

  const completed = runs.filter((figures) => figures.reason === 'answered').length;
  const ended = runs.filter((figures) => figures.reason !== 'answered');
  const errors = failures + ended.length;
  const toolMs = runs.flatMap((figures) => figures.toolMs);
  const turnMs = runs.flatMap((figures) => figures.modelTurnMs);
  const healthP99 = percentile(health, 99);
  const growth = roundRss.length > 1 ? roundRss.at(-1)! - roundRss[0]! : 0;
  const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
  const reasons = [...new Set(ended.map((figures) => figures.reason))].join(', ');
  const tag = `${ANALYSTS} analysts × ${roundRss.length} rounds, ${corpus.label}`;
  return [
    {
      name: `load: completed runs (${tag})`,
      unit: 'runs',
      median: completed,
      runs: ANALYSTS * roundRss.length,
      extra: {
        target: `${ANALYSTS * ROUNDS}`,
        result: verdict(completed === ANALYSTS * ROUNDS),
      },
    },
    {
      name: 'load: runs that failed or ended without an answer',
      unit: 'runs',
      median: errors,
      runs: ANALYSTS * roundRss.length,
      extra: { target: '0', result: verdict(errors === 0), ...(reasons ? { reasons } : {}) },
    },
    {
      name: 'load: tool call',
      unit: 'ms',
      median: median(toolMs),
      p99: percentile(toolMs, 99),
      runs: toolMs.length,
    },
    {
      name: 'load: model turn (offline planner)',
      unit: 'ms',
      median: median(turnMs),
      p99: percentile(turnMs, 99),
      runs: turnMs.length,
    },
    {
      name: 'load: slow aggregate, hammered',
      unit: 'ms',
      median: median(hammer),
      p99: percentile(hammer, 99),
      runs: hammer.length,
      extra: { errors: hammerErrors, target: '0 errors', result: verdict(hammerErrors === 0) },
    },
    {
      name: 'load: GET /api/health',
      unit: 'ms',
      median: median(health),
      p99: healthP99,
      runs: health.length,
      extra: { target: 'p99 < 50 ms', result: verdict(healthP99 < 50) },
    },
    {
      name: 'load: API peak RSS',
      unit: 'MB',
      median: peakRss,
      runs: health.length,
      extra: {
        perRound: roundRss.map((mb) => mb.toFixed(0)).join(' / '),
        target: '< 1024 MB',
        result: verdict(peakRss < 1024),
      },
    },
    {
      name: 'load: RSS growth, first to last round',
      unit: 'MB',
      median: growth,
      runs: roundRss.length,
      extra: { target: '< 10% of round 1', result: verdict(growth < 0.1 * (roundRss[0] ?? 0)) },
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
