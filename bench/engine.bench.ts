// Engine overhead with a zero-latency scripted model and tools: what the loop itself costs per
// event, whether a step gets dearer as the run grows, and the heap a long run's events take.
// Run alone with `npx tsx bench/engine.bench.ts`, or with the suite via `npm run bench`.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pathToFileURL } from 'node:url';
import { runAgent } from '../src/agent/engine';
import type { AgentEvent } from '../src/agent/events';
import { FakeTools, okResult, toolDefinition } from '../src/agent/testing/fake-tools';
import {
  finalAnswerTurn,
  ScriptedLlm,
  type ScriptedTurn,
  toolTurn,
} from '../src/agent/testing/scripted-llm';
import { type BenchResult, median, percentile, printTable } from './bench-result';

const tools = [
  toolDefinition(
    'analyze_trends',
    { metric: { type: 'string' }, granularity: { type: 'string' } },
    ['metric'],
  ),
  toolDefinition('search_communications', { query: { type: 'string' } }, ['query']),
];
const thought =
  'Login complaints rose sharply in March; I will look at the daily series to find the peak day.';
const toolOutput = {
  summary:
    'Complaints per day, 2025-11-01 to 2026-10-31: mean 14.2. 1 anomaly: spike on 2026-03-11 (41, 3.1× baseline).',
  filters: { from: '2025-11-01', to: '2026-10-31' },
  series: Array.from({ length: 30 }, (_, index) => ({
    period: `2026-03-${String(index + 1).padStart(2, '0')}`,
    value: 10 + (index % 7),
  })),
  sources: ['M-000123', 'M-000456'],
};

/** A run of `steps` tool steps (a thought streamed in 10 pieces, one call), then a final answer. */
function script(steps: number): ScriptedTurn[] {
  const pieces = thought.match(/.{1,10}/g)!;
  const turns: ScriptedTurn[] = [];
  for (let step = 1; step <= steps; step++) {
    const turn = toolTurn([
      { name: 'analyze_trends', input: { metric: 'complaints', granularity: `day-${step}` } },
    ]);
    // Replace the one-piece thought with a streamed one: text block deltas in ten pieces.
    turns.push([
      turn[0]!,
      {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'text', text: '', citations: null },
      },
      ...pieces.map((text) => ({
        type: 'content_block_delta' as const,
        index: 0,
        delta: { type: 'text_delta' as const, text },
      })),
      { type: 'content_block_stop', index: 0 },
      ...turn
        .slice(1)
        .map((event) => ('index' in event ? { ...event, index: event.index + 1 } : event)),
    ] as ScriptedTurn);
  }
  turns.push(
    finalAnswerTurn({
      answer: 'Login complaints spiked on **2026-03-11**.',
      sources: ['M-000123'],
    }),
  );
  return turns;
}

async function runScripted(
  steps: number,
  onEvent?: (event: AgentEvent) => void,
): Promise<AgentEvent[]> {
  const llm = new ScriptedLlm(script(steps), { record: false });
  // A fresh output per call, as JSON from the tool API would be.
  const fakeTools = new FakeTools(tools, () => okResult(structuredClone(toolOutput)), {
    record: false,
  });
  const events: AgentEvent[] = [];
  const run = runAgent(
    {
      question: 'When did login complaints spike?',
      conversationId: 'bench',
      settings: { maxSteps: steps + 2, maxToolCalls: steps + 2, timeoutMs: 600_000 },
    },
    { llm, tools: fakeTools },
  );
  for await (const event of run) {
    onEvent?.(event);
    events.push(event);
  }
  const end = events.at(-1);
  if (end?.type !== 'run-end' || end.reason !== 'answered') {
    throw new Error(`The benchmark run did not answer: ${JSON.stringify(end)}`);
  }
  return events;
}

async function perEventOverhead(): Promise<BenchResult> {
  const runs = 30;
  const perEvent: number[] = [];
  let eventCount = 0;
  await runScripted(20); // warm-up
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    const events = await runScripted(20);
    perEvent.push((performance.now() - started) / events.length);
    eventCount = events.length;
  }
  return {
    name: 'engine overhead per event',
    unit: 'ms',
    median: median(perEvent),
    p99: percentile(perEvent, 99),
    runs,
    extra: { target: '< 1 ms', eventsPerRun: eventCount },
  };
}

async function stepCostGrowth(): Promise<BenchResult[]> {
  const runs = 5;
  const early: number[] = [];
  const late: number[] = [];
  for (let index = 0; index < runs; index++) {
    const stepStarts: number[] = [];
    await runScripted(200, (event) => {
      if (event.type === 'step-start') stepStarts.push(performance.now());
    });
    const durations = stepStarts.slice(1).map((time, step) => time - stepStarts[step]!);
    early.push(median(durations.slice(0, 10)));
    late.push(median(durations.slice(189, 199)));
  }
  const ratio = median(late) / median(early);
  return [
    { name: 'step cost, steps 1–10 of 200', unit: 'ms', median: median(early), runs },
    {
      name: 'step cost, steps 190–200 of 200',
      unit: 'ms',
      median: median(late),
      runs,
      extra: { ratioToEarly: ratio.toFixed(2), target: 'no growth (ratio ≈ 1)' },
    },
  ];
}

async function heapForLongRun(): Promise<BenchResult[]> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // Single-run heap deltas drown in allocator noise; holding several runs at once and dividing
  // gives a stable per-run figure. About 18 events per step: 110 steps make about 2,000 events.
  const held = 8;
  await runScripted(110); // warm-up: compiled code and caches are not the run's memory
  gc();
  const before = process.memoryUsage().heapUsed;
  let runs: AgentEvent[][] | null = [];
  for (let index = 0; index < held; index++) runs.push(await runScripted(110));
  gc();
  const perRun = (process.memoryUsage().heapUsed - before) / held / 1024 / 1024;
  const eventCount = runs[0]!.length;
  const jsonMB = JSON.stringify(runs[0]).length / 1024 / 1024;
  runs = null;
  // A leak check: the heap after many more dropped runs must not keep growing.
  for (let index = 0; index < 10; index++) await runScripted(110);
  gc();
  const settled = process.memoryUsage().heapUsed;
  const extraRuns = 40;
  for (let index = 0; index < extraRuns; index++) await runScripted(110);
  gc();
  const growthPerRunKB = (process.memoryUsage().heapUsed - settled) / extraRuns / 1024;
  return [
    {
      name: `heap per ${eventCount}-event run, events kept`,
      unit: 'MB',
      median: perRun,
      runs: held,
      extra: {
        perEventKB: ((perRun * 1024) / eventCount).toFixed(2),
        traceJsonMB: jsonMB.toFixed(2),
      },
    },
    {
      name: 'heap growth per dropped run (leak check)',
      unit: 'KB',
      median: growthPerRunKB,
      runs: extraRuns,
      extra: { target: '≈ 0' },
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  return [await perEventOverhead(), ...(await stepCostGrowth()), ...(await heapForLongRun())];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
