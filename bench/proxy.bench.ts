// The model proxy's cost: time to first event and total time of a streamed answer through
// /api/llm/v1/messages, against fetching the same fake upstream directly. Also the offline
// planner's own time per turn. Run alone: `npx tsx bench/proxy.bench.ts`.
import type { ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { dictionaryBlock } from '../src/agent/dataset';
import { planTurn } from '../api/src/llm/offline-planner/planner';
import { FIXTURE_DICTIONARY } from '../api/src/llm/offline-planner/understand/fixture-dictionary';
import { buildMessage } from '../api/src/llm/offline-planner/message';
import type { MessagesRequest } from '../api/src/llm/model-request';
import {
  gatewayConfig,
  startFakeUpstream,
  startGateway,
  textAnswerFrames,
} from '../api/src/llm/gateway-test-support';
import { type BenchResult, median, percentile, printTable } from './bench-result';

const RUNS = 300;
const WARMUP = 30;
const DELTAS = 40;

const REQUEST = {
  model: 'claude-sonnet-5-5',
  max_tokens: 1024,
  stream: true,
  messages: [{ role: 'user', content: 'When did login complaints spike?' }],
};

interface Pacing {
  label: string;
  /** Time before the first frame (a model's time to first token). */
  firstMs: number;
  /** Time between frames. */
  gapMs: number;
  runs: number;
}

const SCENARIOS: Pacing[] = [
  { label: 'unpaced upstream', firstMs: 0, gapMs: 0, runs: RUNS },
  // Still far faster than a real model (hundreds of ms to first token), so the ratios are an upper bound.
  { label: 'paced upstream (20 ms first, 2 ms/delta)', firstMs: 20, gapMs: 2, runs: 60 },
];

let pacing: Pacing = SCENARIOS[0]!;

/** An answer streamed frame by frame, each frame its own write, as a model server sends it. */
function streamAnswer(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': 'req_bench' });
  const frames = textAnswerFrames(Array.from({ length: DELTAS }, (_, i) => `word ${i} `));
  let next = 0;
  const writeNext = () => {
    if (next === frames.length) return void response.end();
    response.write(frames[next++]);
    if (pacing.gapMs > 0) setTimeout(writeNext, pacing.gapMs);
    else setImmediate(writeNext);
  };
  if (pacing.firstMs > 0) setTimeout(writeNext, pacing.firstMs);
  else writeNext();
}

async function timeOnce(url: string): Promise<{ firstEvent: number; total: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'anthropic-version': '2026-10-21',
      authorization: 'Bearer placeholder',
    },
    body: JSON.stringify(REQUEST),
  });
  const reader = response.body!.getReader();
  let firstEvent = Number.NaN;
  let seen = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstEvent)) {
      seen += Buffer.from(value).toString('utf8');
      if (seen.includes('\n\n')) firstEvent = performance.now() - started;
    }
  }
  return { firstEvent, total: performance.now() - started };
}

function offlinePlannerTurn(): BenchResult {
  // As the engine asks: the data dictionary in the system prompt (the planner reads the question
  // against it; without one it answers at once, which would measure nothing).
  const request: MessagesRequest = {
    model: 'sightline-offline',
    max_tokens: 4096,
    system: `You are Sightline.\n\n${dictionaryBlock(FIXTURE_DICTIONARY)}`,
    tools: [
      {
        name: 'query_data',
        description: 'A safe structured query over communications, cases or customers.',
        input_schema: {
          type: 'object',
          properties: {
            entity: { type: 'string', enum: ['communications', 'cases', 'customers'] },
            filters: { type: 'array' },
            groupBy: { type: 'array' },
            metrics: { type: 'array' },
            order: { type: 'object' },
            limit: { type: 'integer' },
          },
        },
      },
      {
        name: 'final_answer',
        description: 'Answer.',
        input_schema: { type: 'object', properties: {} },
      },
    ],
    messages: [
      {
        role: 'user',
        content: 'Which day in Q2 had the most complaints about gift cards, and how many?',
      },
    ],
  };
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    buildMessage(request, planTurn(request));
    times.push(performance.now() - started);
  }
  return {
    name: 'offline planner turn (plan + message)',
    unit: 'ms',
    median: median(times),
    p99: percentile(times, 99),
    runs: times.length,
  };
}

async function measure(direct: string, proxied: string, scenario: Pacing): Promise<BenchResult[]> {
  const runs = scenario.runs;
  for (let i = 0; i < Math.min(WARMUP, runs); i++) {
    await timeOnce(direct);
    await timeOnce(proxied);
  }
  const samples: {
    direct: { firstEvent: number; total: number };
    proxy: { firstEvent: number; total: number };
  }[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate the order so drift (GC, the other processes on the machine) hits both alike.
    if (i % 2 === 0)
      samples.push({ direct: await timeOnce(direct), proxy: await timeOnce(proxied) });
    else {
      const proxy = await timeOnce(proxied);
      samples.push({ direct: await timeOnce(direct), proxy });
    }
  }
  const directFirst = samples.map((sample) => sample.direct.firstEvent);
  const proxyFirst = samples.map((sample) => sample.proxy.firstEvent);
  const directTotal = samples.map((sample) => sample.direct.total);
  const proxyTotal = samples.map((sample) => sample.proxy.total);
  const addedFirst = samples.map((sample) => sample.proxy.firstEvent - sample.direct.firstEvent);
  const addedTotal = samples.map((sample) => sample.proxy.total - sample.direct.total);
  const label = scenario.label;
  return [
    {
      name: `${label}: first event, direct`,
      unit: 'ms',
      median: median(directFirst),
      p99: percentile(directFirst, 99),
      runs,
    },
    {
      name: `${label}: first event, via proxy`,
      unit: 'ms',
      median: median(proxyFirst),
      p99: percentile(proxyFirst, 99),
      runs,
    },
    {
      name: `${label}: first event, added`,
      unit: 'ms',
      median: median(addedFirst),
      p99: percentile(addedFirst, 99),
      runs,
      target: { op: '<', value: 5 },
    },
    {
      name: `${label}: first event ratio`,
      unit: '×',
      median: median(proxyFirst) / median(directFirst),
      runs,
      // Against a loopback upstream that answers in about a millisecond, any hop is a large
      // ratio: the cost is judged in milliseconds added (above), the ratio is for reference.
      extra: { note: 'reference only: the hop is judged in ms added' },
    },
    {
      name: `${label}: total (${DELTAS} deltas), direct`,
      unit: 'ms',
      median: median(directTotal),
      p99: percentile(directTotal, 99),
      runs,
    },
    {
      name: `${label}: total, via proxy`,
      unit: 'ms',
      median: median(proxyTotal),
      p99: percentile(proxyTotal, 99),
      runs,
    },
    {
      name: `${label}: total, added`,
      unit: 'ms',
      median: median(addedTotal),
      p99: percentile(addedTotal, 99),
      runs,
      target: { op: '<', value: 5 },
    },
    {
      name: `${label}: total ratio`,
      unit: '×',
      median: median(proxyTotal) / median(directTotal),
      runs,
      extra: { note: 'reference only: the hop is judged in ms added' },
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  const upstream = await startFakeUpstream();
  upstream.handle((_request, _body, response) => streamAnswer(response));
  const gateway = await startGateway(
    gatewayConfig({
      ANTHROPIC_API_KEY: 'sk-bench',
      ANTHROPIC_BASE_URL: upstream.url,
      SIGHTLINE_MODELS: 'claude-sonnet-5-5',
    }),
  );
  const direct = `${upstream.url}/v1/messages`;
  const proxied = `${gateway.baseURL}/v1/messages`;
  try {
    const results: BenchResult[] = [];
    for (const scenario of SCENARIOS) {
      pacing = scenario;
      results.push(...(await measure(direct, proxied, scenario)));
    }
    results.push(offlinePlannerTurn());
    return results;
  } finally {
    await gateway.app.close();
    await upstream.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
