// Tool latency at growing corpus sizes (BENCH_SIZES, default 25k and 250k communications; add
// 1000000 for the million, built once into .cache/ and slow to build): per tool the first call on a
// fresh connection with nothing warmed (cold), its first call on a connection warmed the way a
// started server or tool worker is (warmUpTools; median of BENCH_WARM_UPS such connections), and
// warm p50/p99 (wall and CPU) over BENCH_TOOL_RUNS calls;
// then an HTTP load run. `npx tsx bench/tools.bench.ts` prints a table; `npm run bench tools` also
// records the figures. The page cache of the operating system is not emptied between runs (that
// needs root and would slow every other process): "cold" is a cold connection, not a cold disk.
import autocannon from 'autocannon';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase, type Store } from '../api/src/store/db';
import { createDemoDatabase } from '../api/src/store/demo-database';
import { GENERATOR_VERSION } from '../api/src/store/generate-corpus';
import { SCHEMA_VERSION } from '../api/src/store/migrations';
import { demoDatabasePath } from '../api/src/store/test-support';
import { customerIntelligence } from '../api/src/tools/customer-intelligence';
import { rollupPlanner } from '../api/src/tools/aggregate-source';
import { ToolRegistry } from '../api/src/tools/registry';
import { warmUpTools } from '../api/src/tools/warm-up';
import { median, percentile, printTable, type BenchResult } from './bench-result';

// 300 warm calls a tool: its p99 is the third slowest, not the slowest of a handful.
const RUNS_PER_TOOL = Number(process.env['BENCH_TOOL_RUNS'] ?? 300);
const SIZES = (process.env['BENCH_SIZES'] ?? '25000,250000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isSafeInteger(size) && size > 0);
const LOAD_SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 10);
/** Warmed connections per size (each pays a whole warm-up: tens of seconds at a million). */
const WARM_UPS = Number(process.env['BENCH_WARM_UPS'] ?? 2);
const TARGET = { p50: 20, p99: 100, firstCall: 200 };

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
      // Plain rows: the newest matching ones, and how many match.
      {
        entity: 'communications',
        filters: [{ field: 'channel', op: 'eq', value: 'phone' }],
        fields: ['id', 'at', 'sentiment'],
        limit: 20,
      },
    ],
  };
}

async function measureTools(label: string, path: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const calls = await withDb(path, (db) => workload(db));
  const newRegistry = () => new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
  // Cold: each tool's first call on a connection of its own, nothing warmed.
  const cold = new Map<string, number>();
  for (const [name, inputs] of Object.entries(calls)) {
    cold.set(name, await withDb(path, (db) => timeCall(newRegistry(), db, name, inputs[0])));
  }
  // After warm-up: a connection warmed as a started server or worker warms it, then each tool's
  // first call on it (the first question's calls); WARM_UPS such connections, medians reported.
  const afterWarmUp = new Map<string, number[]>();
  const warmUps: number[] = [];
  for (let run = 0; run < WARM_UPS; run++) {
    await withDb(path, async (db) => {
      const registry = newRegistry();
      warmUps.push(await warmUpTools(registry, db));
      for (const [name, inputs] of Object.entries(calls)) {
        const times = afterWarmUp.get(name) ?? [];
        times.push(await timeCall(registry, db, name, inputs[0]));
        afterWarmUp.set(name, times);
      }
    });
  }
  results.push({
    name: `warm-up at start @${label}`,
    unit: 'ms',
    median: median(warmUps),
    runs: warmUps.length,
    extra: {
      note: 'paid once per server or worker start, before the first question',
      load: loadNow(),
    },
  });
  await withDb(path, async (db) => {
    const registry = newRegistry();
    for (const [name, inputs] of Object.entries(calls)) {
      for (const input of inputs) await registry.call(name, input, { db }); // warm caches and plans
      const times: number[] = [];
      // The call's own CPU time (in-process, SQLite included): on a shared machine the wall time
      // also holds the waits for a core, the CPU time does not.
      const cpuTimes: number[] = [];
      const servedBefore = rollupPlanner.served;
      for (let run = 0; run < RUNS_PER_TOOL; run++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const result = await registry.call(name, inputs[run % inputs.length], { db });
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
        if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
      }
      const fromRollup = rollupPlanner.served - servedBefore;
      const p99 = percentile(times, 99);
      results.push(
        {
          name: `${name} @${label}: warm p50`,
          unit: 'ms',
          median: median(times),
          p99,
          runs: times.length,
          target: { op: '<', value: TARGET.p50 },
          extra: {
            [`p99 < ${TARGET.p99} ms`]: p99 < TARGET.p99 ? 'pass' : 'FAIL',
            'cpu p50/p99 ms': `${median(cpuTimes).toFixed(1)}/${percentile(cpuTimes, 99).toFixed(1)}`,
            ...(fromRollup > 0 ? { 'from rollup': `${fromRollup} of ${times.length}` } : {}),
          },
        },
        {
          name: `${name} @${label}: warm p99`,
          unit: 'ms',
          median: p99,
          runs: times.length,
          target: { op: '<', value: TARGET.p99 },
        },
        {
          name: `${name} @${label}: first call after warm-up`,
          unit: 'ms',
          median: median(afterWarmUp.get(name)!),
          runs: afterWarmUp.get(name)!.length,
          target: { op: '<', value: TARGET.firstCall },
        },
        {
          name: `${name} @${label}: first call, cold connection`,
          unit: 'ms',
          median: cold.get(name)!,
          runs: 1,
          extra: { note: 'no warm-up: what a connection pays before it is warmed' },
        },
      );
    }
  });
  return results;
}

/** The machine's load averages over 1, 5 and 15 minutes: how shared the cores were. */
function loadNow(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}

async function timeCall(
  registry: ToolRegistry,
  db: Store,
  name: string,
  input: unknown,
): Promise<number> {
  const started = performance.now();
  const result = await registry.call(name, input, { db });
  const elapsed = performance.now() - started;
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return elapsed;
}

async function withDb<T>(path: string, use: (db: Store) => T | Promise<T>): Promise<T> {
  const db = openDatabase(path, { readonly: true });
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

/**
 * A corpus of `size` communications in the demo's proportions, generated once into .cache/. One
 * built under an older schema (same generator) is migrated in place of a new build: at a million
 * rows the build takes far longer than the migration.
 */
export async function corpusPath(size: number): Promise<string> {
  if (size === 25_000) return demoDatabasePath();
  const name = (schema: number) => `bench-${size}-v${schema}-g${GENERATOR_VERSION}.db`;
  const cache = fileURLToPath(new URL('../.cache/', import.meta.url));
  const path = `${cache}${name(SCHEMA_VERSION)}`;
  if (existsSync(path)) return path;
  const older = readdirSync(cache).find((file) =>
    Array.from({ length: SCHEMA_VERSION - 1 }, (_, index) => name(index + 1)).includes(file),
  );
  if (older) {
    console.log(`Migrating ${older} to schema ${SCHEMA_VERSION} …`);
    const started = performance.now();
    openDatabase(`${cache}${older}`).close();
    renameSync(`${cache}${older}`, path);
    console.log(`… in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return path;
  }
  console.log(`Generating the ${size}-communication corpus once into .cache/ …`);
  const created = createDemoDatabase(path, {
    communications: size,
    customers: Math.max(1, Math.round((size * 3000) / 25_000)),
    cases: Math.round((size * 3500) / 25_000),
  });
  console.log(`… in ${created.seconds.toFixed(1)} s`);
  return path;
}

const sizeLabel = (size: number) =>
  size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1000 ? `${size / 1000}k` : String(size);

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
    // Tool workers answer once warmed up; the load starts when every one of them is ready.
    await Promise.all(
      Array.from({ length: config.toolWorkers }, () =>
        app.inject({
          method: 'POST',
          url: '/api/tools/get_daily_volumes',
          payload: { input: { period: 'last_7_days' } },
        }),
      ),
    );
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
  const results: BenchResult[] = [];
  for (const size of SIZES) {
    results.push(...(await measureTools(sizeLabel(size), await corpusPath(size))));
  }
  results.push(...(await loadRun(await demoDatabasePath())));
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
