import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, OFFLINE_MODEL } from './config';
import { PlannerPool } from './llm/planner-pool';
import { BACKGROUND_NICENESS } from './process-priority';
import { closeDatabase, openDatabase, type Store } from './store/db';
import { demoDatabasePath } from './store/test-support';

/** A field of /proc/<pid>/task/<tid>/stat after the command name (3 = state, 4 = parent…). */
function statField(path: string, field: number): number {
  const stat = readFileSync(path, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[field - 3]);
}

/** The nice value of each thread of `pid`, by thread id. */
function threadNiceness(pid: number): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      values.set(Number(tid), statField(`/proc/${pid}/task/${tid}/stat`, 19));
    } catch {
      // the thread exited while we looked
    }
  }
  return values;
}

/** This process's tool worker processes. */
function toolWorkers(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return (
          statField(`/proc/${pid}/stat`, 4) === process.pid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('tool-worker.ts')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(
  "background work runs below the API's event loop",
  { skip: process.platform !== 'linux' && 'a nice value belongs to a thread only on Linux' },
  () => {
    let db: Store;
    let app: FastifyInstance;
    let loop: number;

    before(async () => {
      const path = await demoDatabasePath();
      db = openDatabase(path, { readonly: true });
      const config = loadConfig({ SIGHTLINE_DB: path, SIGHTLINE_OFFLINE_DELAY_MS: '0' });
      app = await buildApp({ config, db, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      loop = threadNiceness(process.pid).get(process.pid)!;
    });
    after(async () => {
      await app.close();
      closeDatabase(db);
    });

    it('plans turns on threads niced below the loop, which keeps its own priority', async () => {
      const pool = new PlannerPool({ size: 1 });
      const before = threadNiceness(process.pid);
      try {
        const message = await pool.plan({
          model: OFFLINE_MODEL,
          max_tokens: 1024,
          messages: [{ role: 'user', content: 'How many communications are there?' }],
        });
        assert.equal(message.role, 'assistant');
        const now = threadNiceness(process.pid);
        assert.equal(now.get(process.pid), loop, 'the event loop keeps its priority');
        const started = [...now].filter(([tid]) => !before.has(tid));
        assert.ok(
          started.some(([, nice]) => nice === loop + BACKGROUND_NICENESS),
          `the planner's thread at ${loop + BACKGROUND_NICENESS}: ${JSON.stringify(started)}`,
        );
      } finally {
        await pool.close();
      }
    });

    it('runs every thread of each tool worker process niced below the loop', async () => {
      const called = await app.inject({
        method: 'POST',
        url: '/api/tools/query_data',
        payload: { input: { entity: 'communications', metrics: [{ fn: 'count' }] } },
      });
      assert.equal(called.statusCode, 200, called.body);
      assert.equal((JSON.parse(called.body) as { ok: boolean }).ok, true, called.body);
      const expected = loop + BACKGROUND_NICENESS;
      // Both workers start at listen; the second may still be loading its threads: give it time.
      let workers: Map<number, number>[] = [];
      for (let waited = 0; waited < 20_000; waited += 200) {
        workers = toolWorkers().map(threadNiceness);
        const done = workers.every((threads) => [...threads.values()].every((n) => n === expected));
        if (workers.length === 2 && done) break;
        await sleep(200);
      }
      assert.equal(workers.length, 2, 'the two default tool workers');
      for (const threads of workers) {
        assert.ok(threads.size > 1, 'a node process has several threads');
        assert.deepEqual(new Set(threads.values()), new Set([expected]));
      }
    });
  },
);
