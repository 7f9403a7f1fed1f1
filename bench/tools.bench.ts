// Tool latency over the demo corpus (25k communications) and a 100k one, and an HTTP load run.
// `npx tsx bench/tools.bench.ts` prints a table; `npm run bench tools` also records the figures.
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase, type Store } from '../api/src/store/db';
import { createDemoDatabase } from '../api/src/store/demo-database';
import { GENERATOR_VERSION } from '../api/src/store/generate-corpus';
import { SCHEMA_VERSION } from '../api/src/store/migrations';
import { demoDatabasePath } from '../api/src/store/test-support';
import { customerIntelligence } from '../api/src/tools/customer-intelligence';
import { ToolRegistry } from '../api/src/tools/registry';
import { median, percentile, printTable, type BenchResult } from './bench-result';

const RUNS_PER_TOOL = Number(process.env['BENCH_TOOL_RUNS'] ?? 60);
const LOAD_SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 10);
const TARGET = { p50: 20, p99: 100 };

/** Representative calls per tool; a run cycles through them so caches do not flatter one input. */
function workload(db: Store): Record<string, unknown[]> {
  const id = (sql: string) => db.prepare(sql).pluck().get() as string;
  const communication = id('SELECT id FROM communications ORDER BY rowid LIMIT 1 OFFSET 1000');
  const customer = id('SELECT customer_id FROM communications ORDER BY rowid LIMIT 1 OFFSET 500');
  return {
    search_communications: [
      { query: 'login app update' },
      { query: 'card fee', product: 'Credit Card', period: 'this_year' },
      { query: 'wait', channel: 'phone', period: 'last_90_days' },
      { channel: 'phone', period: '2026-08-19' },
    ],
    get_communication: [{ id: communication }],
    get_customer_info: [{ customerId: customer }],
    analyze_sentiment: [
      { groupBy: 'month' },
      { groupBy: 'week', product: 'Savings' },
      { groupBy: 'segment', period: 'last_90_days' },
    ],
    analyze_topics: [
      { period: '2026-06', product: 'Credit Card', intent: 'complaint' },
      { period: 'last_30_days' },
      { channel: 'phone' },
    ],
    analyze_trends: [
      { metric: 'complaints', product: 'Mobile App', category: 'Login & Access' },
      { metric: 'volume', channel: 'phone' },
      { metric: 'sentiment', granularity: 'week', product: 'Savings' },
    ],
    get_daily_volumes: [{ splitBy: 'channel', period: 'last_90_days' }, { period: '2026' }],
    analyze_channel_escalation: [{}, { groupBy: 'month' }],
    analyze_cases: [{}, { type: 'cdd' }],
    analyze_resolution_times: [{ groupBy: 'type' }, { type: 'cdd', groupBy: 'reason' }],
    analyze_sla_compliance: [{ type: 'complaint', groupBy: 'month' }, { groupBy: 'priority' }],
    get_category_breakdown: [{}, { channel: 'chat', period: 'last_90_days' }],
    find_similar: [{ id: communication }],
    assess_risk: [{ customerId: customer }, { segment: 'student' }],
    query_data: [
      {
        entity: 'cases',
        groupBy: ['type'],
        metrics: [{ fn: 'count' }, { fn: 'median', field: 'resolutionDays' }],
      },
      {
        entity: 'communications',
        filters: [{ field: 'sentiment', op: 'lt', value: -0.5 }],
        groupBy: ['channel'],
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
      },
    ],
  };
}

async function measureTools(label: string, path: string): Promise<BenchResult[]> {
  const db = openDatabase(path, { readonly: true });
  const registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
  const calls = workload(db);
  const results: BenchResult[] = [];
  try {
    for (const [name, inputs] of Object.entries(calls)) {
      for (const input of inputs) await registry.call(name, input, { db }); // warm caches and plans
      const times: number[] = [];
      for (let run = 0; run < RUNS_PER_TOOL; run++) {
        const started = performance.now();
        const result = await registry.call(name, inputs[run % inputs.length], { db });
        times.push(performance.now() - started);
        if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
      }
      const p50 = median(times);
      const p99 = percentile(times, 99);
      results.push({
        name: `${name} @${label}`,
        unit: 'ms',
        median: p50,
        p99,
        runs: times.length,
        extra: {
          target: `p50<${TARGET.p50} p99<${TARGET.p99}`,
          met: p50 < TARGET.p50 && p99 < TARGET.p99 ? 'yes' : 'NO',
        },
      });
    }
  } finally {
    db.close();
  }
  return results;
}

/** The 100k-communication corpus, generated once into .cache/ (about a minute on 2 cores). */
function largeDatabasePath(): string {
  const path = fileURLToPath(
    new URL(`../.cache/bench-100k-v${SCHEMA_VERSION}-g${GENERATOR_VERSION}.db`, import.meta.url),
  );
  if (!existsSync(path)) {
    console.log('Generating the 100k-communication corpus once into .cache/ …');
    createDemoDatabase(path, { communications: 100_000, customers: 12_000, cases: 14_000 });
  }
  return path;
}

/** Mixed tool calls over HTTP on loopback: 16 connections for LOAD_SECONDS. */
async function loadRun(path: string): Promise<BenchResult[]> {
  const db = openDatabase(path, { readonly: true });
  const config = {
    ...loadConfig({}),
    staticDir: fileURLToPath(new URL('../.cache/no-spa', import.meta.url)),
  };
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let failedCalls = 0;
  const requests = Object.entries(workload(db)).flatMap(([name, inputs]) =>
    inputs.map((input) => ({
      method: 'POST' as const,
      path: `/api/tools/${name}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
      // A tool failure is HTTP 200 with ok: false; count those as errors too.
      onResponse: (status: number, body: string) => {
        if (status !== 200 || !(JSON.parse(body) as { ok: boolean }).ok) failedCalls += 1;
      },
    })),
  );
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 16,
      duration: LOAD_SECONDS,
      requests,
    });
    const errors = result.errors + result.timeouts + result.non2xx + failedCalls;
    return [
      {
        name: 'HTTP mixed tool calls, 16 connections',
        unit: 'req/s',
        median: result.requests.average,
        runs: result.requests.total,
        extra: { seconds: LOAD_SECONDS, errors },
      },
      {
        name: 'HTTP mixed tool calls, latency',
        unit: 'ms',
        median: result.latency.p50,
        p99: result.latency.p99,
        runs: result.requests.total,
        extra: { max: result.latency.max, errors },
      },
    ];
  } finally {
    await app.close();
    db.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const demo = await demoDatabasePath();
  const small = await measureTools('25k', demo);
  const large = await measureTools('100k', largeDatabasePath());
  const load = await loadRun(demo);
  return [...small, ...large, ...load];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
