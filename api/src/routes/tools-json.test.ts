import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { customerIntelligence } from '../tools/customer-intelligence';
import { ToolRegistry, type ToolCallResult } from '../tools/registry';
import { misbehavingToolkit } from '../tools/worker-test-toolkit';

// The tool route writes the JSON a tool worker made (result-json.ts) without decoding it. These
// tests hold it to the answers the route gave when it serialised the result object itself:
// JSON.stringify of the result (Fastify's serialiser without a schema), the same status and type.

const JSON_TYPE = 'application/json; charset=utf-8';

let path: string;
let db: Store;
const apps: FastifyInstance[] = [];

before(async () => {
  path = await demoDatabasePath();
  db = openDatabase(path, { readonly: true });
});
after(async () => {
  for (const app of apps) await app.close();
  db.close();
});

async function post(app: FastifyInstance, name: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/tools/${name}`, payload });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    length: Number(response.headers['content-length']),
    body: response.body,
    bytes: response.rawPayload.length,
    durationMs: (JSON.parse(response.body) as { durationMs?: number }).durationMs,
  };
}

/** The text the route answered with before: the result object through JSON.stringify. */
function serialised(result: ToolCallResult, durationMs: number | undefined): string {
  assert.equal(typeof durationMs, 'number', 'the answer says how long the call took');
  return JSON.stringify({ ...result, durationMs });
}

describe('POST /api/tools/:name answers with the JSON its worker wrote', () => {
  it('every tool, and every kind of refusal: the bytes of the result object, serialised', async () => {
    const config = { ...loadConfig({ SIGHTLINE_DB: path }), toolWorkers: 1, toolTimeoutMs: 60_000 };
    const app = await buildApp({ config, db, logger: false });
    apps.push(app);
    const here = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
    const sample = db
      .prepare(
        'SELECT id, customer_id AS customer, subject FROM communications WHERE customer_id IS NOT NULL ORDER BY rowid LIMIT 1',
      )
      .get() as { id: string; customer: string; subject: string };
    const calls: [string, unknown][] = [
      ['search_communications', { query: sample.subject }],
      ['get_communication', { id: sample.id }],
      ['get_customer_info', { customerId: sample.customer }],
      ['analyze_sentiment', {}],
      ['analyze_topics', {}],
      ['analyze_trends', { metric: 'sentiment', granularity: 'week' }],
      ['get_daily_volumes', {}],
      ['analyze_channel_escalation', {}],
      ['analyze_cases', {}],
      ['analyze_resolution_times', {}],
      ['analyze_sla_compliance', {}],
      ['get_category_breakdown', {}],
      ['find_similar', { id: sample.id }],
      ['assess_risk', { customerId: sample.customer }],
      ['query_data', { entity: 'communications', groupBy: ['channel'] }],
      // A long output the bounds cut (truncated), an ignored field (notice), refusals.
      ['search_communications', { query: sample.subject, limit: 200, colour: 'red' }],
      ['get_communication', { id: 'no-such-id' }],
      ['analyze_trends', { metric: 'nonsense' }],
      ['query_data', { entity: 'communications', fields: [] }],
      ['get_daily_volumes', []],
      ['no_such_tool', {}],
    ];
    const covered = new Set<string>();
    for (const [name, input] of calls) {
      const expected = await here.call(name, input, { db });
      const answer = await post(app, name, { input });
      if (expected.ok) covered.add(name);
      const status = !expected.ok && expected.error.code === 'unknown_tool' ? 404 : 200;
      assert.equal(answer.status, status, name);
      assert.equal(answer.type, JSON_TYPE, name);
      assert.equal(answer.body, serialised(expected, answer.durationMs), name);
      assert.equal(answer.length, answer.bytes, `${name}: content-length`);
    }
    assert.deepEqual([...covered].sort(), customerIntelligence.tools.map((t) => t.name).sort());

    // The route's own refusal of a body that is not { input } is unchanged.
    const refused = await post(app, 'analyze_sentiment', [1]);
    assert.equal(refused.status, 400);
    assert.equal(refused.type, JSON_TYPE);
    assert.deepEqual(JSON.parse(refused.body), {
      ok: false,
      error: {
        code: 'invalid_request',
        message: 'The body must be a JSON object { "input": { … } }',
      },
    });
  });

  it('a timeout, a tool bug, an output JSON cannot hold and a worker killed mid-call', async () => {
    const bugs: { tool: string; error: Error }[] = [];
    const tools = new ToolRegistry([misbehavingToolkit], {
      timeoutMs: 400,
      onToolBug: (tool, error) => bugs.push({ tool, error: error as Error }),
      workers: {
        databasePath: path,
        toolkits: [
          {
            module: new URL('../tools/worker-test-toolkit.ts', import.meta.url).href,
            exportName: 'misbehavingToolkit',
          },
        ],
        size: 1,
      },
    });
    const config = loadConfig({ SIGHTLINE_DB: path });
    const app = await buildApp({ config, db, tools, logger: false });
    apps.push(app);
    const failure = (code: string, message: string) => ({ ok: false, error: { code, message } });
    const toolError = (name: string) =>
      failure('tool_error', `The tool ${name} failed; try other arguments`);

    // A call may wait for a worker to start (at first, after a kill) and time out unrun: once
    // one answers, the pool is warm again.
    const expectedCount = (
      db.prepare('SELECT count(*) AS c FROM communications').get() as { c: number }
    ).c;
    const ready = async () => {
      let counted = await post(app, 'count_communications', { input: {} });
      for (let attempt = 0; attempt < 50 && !JSON.parse(counted.body).ok; attempt++) {
        counted = await post(app, 'count_communications', { input: {} });
      }
      assert.deepEqual(JSON.parse(counted.body).output, {
        summary: `${expectedCount} communications`,
        count: expectedCount,
      });
    };
    await ready();

    const cases: [string, object, RegExp | undefined][] = [
      ['broken', toolError('broken'), /reading "rows"/],
      ['big_number', toolError('big_number'), /BigInt/],
      ['crash', toolError('crash'), /exited during the call/],
      [
        'slow_query',
        failure('timeout', 'The call took longer than 400 ms; narrow the filters'),
        undefined,
      ],
    ];
    for (const [name, expected, bug] of cases) {
      bugs.length = 0;
      const answer = await post(app, name, { input: name === 'slow_query' ? { upTo: 5e9 } : {} });
      assert.equal(answer.status, 200, name);
      assert.equal(answer.type, JSON_TYPE, name);
      assert.equal(
        answer.body,
        JSON.stringify({ ...expected, durationMs: answer.durationMs }),
        name,
      );
      assert.equal(answer.length, answer.bytes, `${name}: content-length`);
      if (bug) {
        assert.equal(bugs.length, 1, `${name}: the bug is logged`);
        assert.equal(bugs[0]!.tool, name);
        assert.match(bugs[0]!.error.message, bug);
      } else assert.equal(bugs.length, 0, name);
      // After a kill (crash, timeout) the pool goes on with a new worker.
      await ready();
    }

    const unknown = await post(app, 'no_such_tool', { input: {} });
    assert.equal(unknown.status, 404);
    assert.equal(
      unknown.body,
      JSON.stringify({
        ok: false,
        error: {
          code: 'unknown_tool',
          message: 'There is no tool named "no_such_tool"',
          details: { known: tools.names() },
        },
        durationMs: unknown.durationMs,
      }),
    );
  });
});
