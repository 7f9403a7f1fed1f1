import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';
import { misbehavingToolkit, SLOW_WARM_UP_MS } from './worker-test-toolkit';

/** The tool worker processes of this test process (Linux: read from /proc). */
function workerPids(): number[] {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('tool-worker.ts')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: Store;
let path: string;
const registries: ToolRegistry[] = [];

function pooled(options: {
  timeoutMs: number;
  size?: number;
  bugs?: unknown[];
  toolkit?: 'misbehavingToolkit' | 'slowStartingToolkit';
}): ToolRegistry {
  const registry = new ToolRegistry([misbehavingToolkit], {
    timeoutMs: options.timeoutMs,
    ...(options.bugs ? { onToolBug: (_tool, error) => options.bugs!.push(error) } : {}),
    workers: {
      databasePath: path,
      toolkits: [
        {
          module: new URL('./worker-test-toolkit.ts', import.meta.url).href,
          exportName: options.toolkit ?? 'misbehavingToolkit',
        },
      ],
      size: options.size ?? 2,
    },
  });
  registries.push(registry);
  return registry;
}

before(async () => {
  path = await demoDatabasePath();
  db = openDatabase(path, { readonly: true });
});
after(async () => {
  for (const registry of registries) await registry.close();
  db.close();
});

describe('tools in worker processes', () => {
  it('answer exactly as on the main thread, and the counts match plain SQL', async () => {
    const inProcess = new ToolRegistry([customerIntelligence], { timeoutMs: 30_000 });
    const workers = new ToolRegistry([customerIntelligence], {
      timeoutMs: 30_000,
      workers: {
        databasePath: path,
        toolkits: [
          {
            module: new URL('./customer-intelligence.ts', import.meta.url).href,
            exportName: 'customerIntelligence',
          },
        ],
        size: 1,
      },
    });
    registries.push(workers);
    const calls: [string, unknown][] = [
      ['analyze_topics', { period: '2026-06' }],
      ['get_communication', { id: 'M-000001' }],
      ['get_communication', { id: 'M-999999' }],
      ['analyze_trends', { metric: 'nonsense' }],
      ['no_such_tool', {}],
    ];
    for (const [name, input] of calls) {
      const here = await inProcess.call(name, input, { db });
      const there = await workers.call(name, input, { db });
      const { durationMs: _a, ...hereRest } = here;
      const { durationMs: _b, ...thereRest } = there;
      assert.deepEqual(thereRest, hereRest, name);
    }
    const got = await workers.call('get_communication', { id: 'M-000001' }, { db });
    const row = db.prepare("SELECT body FROM communications WHERE id = 'M-000001'").get() as {
      body: string;
    };
    assert.ok(got.ok);
    assert.equal((got.output as { communication: { body: string } }).communication.body, row.body);
  });

  it('a query over its time limit is stopped: its worker process is gone, the pool goes on', async () => {
    const others = workerPids();
    const registry = pooled({ timeoutMs: 300, size: 1 });
    registry.warm();
    const expected = (db.prepare('SELECT count(*) AS c FROM communications').get() as { c: number })
      .c;
    // Answers once the worker has started (a call that waits too long for it times out unrun).
    const countOnce = async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const result = await registry.call('count_communications', {}, { db });
        if (result.ok) return (result.output as { count: number }).count;
      }
      return undefined;
    };
    assert.equal(await countOnce(), expected);
    const running = workerPids().filter((pid) => !others.includes(pid));

    const slow = await registry.call('slow_query', { upTo: 5e9 }, { db });
    assert.equal(!slow.ok && slow.error.code, 'timeout');
    assert.match(!slow.ok ? slow.error.message : '', /300 ms/);
    if (process.platform === 'linux') {
      assert.ok(running.length > 0);
      for (let wait = 0; wait < 100 && running.some(alive); wait++) await sleep(50);
      assert.deepEqual(running.filter(alive), [], 'the worker that ran the query was killed');
    }
    const spin = await registry.call('spin', {}, { db });
    assert.equal(!spin.ok && spin.error.code, 'timeout');
    assert.equal(await countOnce(), expected);
  });

  it('one slow query does not hold other calls or the main thread', async () => {
    const registry = pooled({ timeoutMs: 20_000, size: 2 });
    registry.warm();
    const order: string[] = [];
    const aborter = new AbortController();
    const slow = registry
      .call('slow_query', { upTo: 5e9 }, { db, signal: aborter.signal })
      .then((result) => {
        order.push('slow');
        return result;
      });
    const quick = registry.call('count_communications', {}, { db }).then((result) => {
      order.push('quick');
      return result;
    });
    await new Promise((resolve) => setImmediate(resolve));
    order.push('main thread');
    assert.equal((await quick).ok, true);
    aborter.abort();
    const stopped = await slow;
    assert.deepEqual(order, ['main thread', 'quick', 'slow']);
    assert.equal(!stopped.ok && stopped.error.code, 'aborted');
  });

  it('a tool bug is reported to the bug hook and the caller sees only tool_error', async () => {
    const bugs: unknown[] = [];
    const registry = pooled({ timeoutMs: 5000, bugs });
    const result = await registry.call('broken', {}, { db });
    assert.equal(!result.ok && result.error.code, 'tool_error');
    assert.doesNotMatch(JSON.stringify(result), /reading "rows"/);
    assert.equal(bugs.length, 1);
    assert.match((bugs[0] as Error).message, /reading "rows"/);
    assert.match((bugs[0] as Error).stack ?? '', /worker-test-toolkit/);
  });

  it('the API answers /api/health while a tool call runs', async () => {
    const registry = pooled({ timeoutMs: 20_000, size: 1 });
    const config = loadConfig({ SIGHTLINE_DB: path });
    const app = await buildApp({ config, db, tools: registry, logger: false });
    try {
      const order: string[] = [];
      const tool = app
        .inject({ method: 'POST', url: '/api/tools/slow_query', payload: { input: { upTo: 3e6 } } })
        .then((response) => {
          order.push('tool');
          return response;
        });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      order.push('health');
      assert.equal(health.statusCode, 200);
      const answer = (await tool).json() as { ok: boolean; output: { count: number } };
      assert.deepEqual(order, ['health', 'tool']);
      assert.equal(answer.ok, true);
      assert.equal(answer.output.count, 3e6);
    } finally {
      await app.close();
    }
  });

  it('a question asked while the workers warm up waits for them and is answered; /api/status says how far they are', async () => {
    // A time limit far below the warm-up: the wait for a worker to be ready is not the call's.
    const registry = pooled({ timeoutMs: 300, size: 1, toolkit: 'slowStartingToolkit' });
    const config = loadConfig({ SIGHTLINE_DB: path });
    const app = await buildApp({ config, db, tools: registry, logger: false });
    try {
      registry.warm();
      const status = async () =>
        (await app.inject({ method: 'GET', url: '/api/status' })).json() as {
          tools: { ready: boolean; progress: number };
        };
      const asked = performance.now();
      const answer = app
        .inject({ method: 'POST', url: '/api/tools/count_communications', payload: { input: {} } })
        .then((response) => response.json() as { ok: boolean; output?: { count: number } });
      // While it warms up: not ready, and the progress moves from 0 towards 1.
      const seen: { ready: boolean; progress: number }[] = [];
      for (const until = performance.now() + 60_000; performance.now() < until;) {
        const state = (await status()).tools;
        if (state.ready) break;
        seen.push(state);
        await sleep(50);
      }
      assert.ok(seen.length > 0 && seen.every((state) => !state.ready), JSON.stringify(seen));
      assert.ok(seen.every((state) => state.progress >= 0 && state.progress < 1));
      assert.ok(
        seen.some((state) => state.progress > 0),
        'the warm-up reports its progress',
      );
      const answered = await answer;
      const expected = db.prepare('SELECT count(*) FROM communications').pluck().get();
      assert.equal(answered.ok, true, JSON.stringify(answered));
      assert.equal(answered.output?.count, expected);
      assert.ok(performance.now() - asked >= SLOW_WARM_UP_MS, 'it waited for the warm-up');
      assert.deepEqual((await status()).tools, { ready: true, progress: 1 });
      // Once ready, the time limit holds again.
      const slow = await registry.call('slow_query', { upTo: 5e9 }, { db });
      assert.equal(!slow.ok && slow.error.code, 'timeout');
    } finally {
      await app.close();
    }
  });
});
