// What the load and concurrency benches share: the 250k corpus, one API process on loopback and a
// simulated analyst (the real engine, the offline planner and the tools over HTTP).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SCHEMA_VERSION } from '../api/src/store/migrations';
import { runAgent } from '../src/agent/engine';
import type { AgentEvent } from '../src/agent/events';
import { createAnthropicLlmClient } from '../src/agent/llm-client';
import { loadDataKnowledge } from '../src/agent/load-dataset';
import { createHttpToolClient } from '../src/agent/tool-client';
import { freePort } from './free-port';

export const QUESTIONS = [
  'How many communications came in per channel?',
  'What was the average sentiment by month?',
  'Which categories had the most complaints last quarter?',
  'When did login complaints spike?',
  'How did the volume of chat messages change over the year?',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = join(root, '.cache');

/**
 * The 250k corpus import.bench.ts builds (`bench-250k-…` or `bench-250000-…`), newest generator
 * first; an older generator's copy serves as well (same schema).
 */
export function corpusPath(): { path: string; label: string } {
  const pattern = new RegExp(`^bench-(?:250k|250000)-v${SCHEMA_VERSION}-g(\\d+)\\.db$`);
  const found = existsSync(cache)
    ? readdirSync(cache)
        .map((name) => ({ name, generator: Number(pattern.exec(name)?.[1] ?? Number.NaN) }))
        // A dangling link is no corpus: the API would create a small demo database in its place.
        .filter((entry) => Number.isFinite(entry.generator) && existsSync(join(cache, entry.name)))
        .sort((a, b) => b.generator - a.generator)
    : [];
  const best = found[0];
  if (!best) {
    throw new Error(
      'No 250k corpus in .cache/: run `npx tsx bench/import.bench.ts` once to build it.',
    );
  }
  return { path: join(cache, best.name), label: `250k communications (${best.name})` };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * CPU time the API's main thread (its event loop: thread id = process id) has used, in ms (Linux;
 * NaN elsewhere). Unlike a latency, it does not move with what else the machine runs, so it is
 * the figure to compare two versions by on a shared machine.
 */
export function mainThreadCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** USER_HZ: 100 on every Linux the bench runs on. */
const CLOCK_TICKS = 100;

/** The API's own event-loop figures over its run (server.ts, SIGHTLINE_REPORT_LOOP_DELAY). */
export interface LoopDelay {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly utilization: number;
}

export interface RunningApi {
  readonly child: ChildProcess;
  readonly url: string;
  /** SIGTERM, then waits for the process (and its workers) to exit; its loop figures if given. */
  stop(): Promise<LoopDelay | undefined>;
}

const LOOP_DELAY_LINE = /^sightline-loop-delay (\{.*\})$/;

/**
 * The API as `npm start` runs it, on a free loopback port, without a model key (the offline
 * planner answers). `SIGHTLINE_BENCH_API_ARGS` adds node options, e.g. `--cpu-prof`.
 */
export async function startApi(db: string, env: NodeJS.ProcessEnv = {}): Promise<RunningApi> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, SIGHTLINE_DB: db };
  childEnv['PORT'] = String(port);
  childEnv['HOST'] = '127.0.0.1';
  childEnv['SIGHTLINE_REPORT_LOOP_DELAY'] = '1';
  delete childEnv['ANTHROPIC_API_KEY']; // the offline planner, whatever the shell has
  delete childEnv['SIGHTLINE_TOKEN'];
  const extraArgs = (process.env['SIGHTLINE_BENCH_API_ARGS'] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let loopDelay: LoopDelay | undefined;
  createInterface({ input: child.stderr! }).on('line', (line) => {
    const report = LOOP_DELAY_LINE.exec(line);
    if (report) loopDelay = JSON.parse(report[1]!) as LoopDelay;
    else process.stderr.write(`${line}\n`);
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    return loopDelay;
  };
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('The API did not answer /api/health within 60 s');
}

export async function defaultModel(url: string): Promise<string> {
  const status = (await (await fetch(`${url}/api/status`)).json()) as {
    llm: { defaultModel: string };
  };
  return status.llm.defaultModel;
}

export interface RunFigures {
  /** `run-end.reason`, or `error` when the run threw. */
  reason: string;
  toolMs: number[];
  modelTurnMs: number[];
  /** From the start of the run to its first thought text (what the analyst sees first). */
  firstThoughtMs?: number;
  /** From the start of the run to the complete answer. */
  answerMs?: number;
}

/** One analyst's full run: the engine as the browser and the CLI drive it. */
export async function analyst(
  url: string,
  model: string,
  question: string,
  options: { deadline: number; timeoutMs: number },
): Promise<RunFigures> {
  const started = performance.now();
  const llm = await createAnthropicLlmClient({ baseURL: `${url}/api/llm` });
  const tools = createHttpToolClient({ baseUrl: url });
  const figures: RunFigures = { reason: 'error', toolMs: [], modelTurnMs: [] };
  const budget = Math.min(options.timeoutMs, options.deadline - Date.now());
  const signal = AbortSignal.timeout(Math.max(1, budget));
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
    else if (event.type === 'thought-delta') figures.firstThoughtMs ??= performance.now() - started;
    else if (event.type === 'action') endTurn();
    else if (event.type === 'answer') {
      endTurn();
      figures.answerMs = performance.now() - started;
    } else if (event.type === 'observation') figures.toolMs.push(event.durationMs);
    else if (event.type === 'run-end') figures.reason = event.reason;
  }
  return figures;
}
