import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { dataDictionarySchema } from '../../../src/agent/dataset';
import { finalAnswerTool } from '../../../src/agent/protocols/native';
import { nativeSystemPrompt } from '../../../src/agent/prompts';
import { buildApp } from '../app';
import { OFFLINE_MODEL } from '../config';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { gatewayConfig } from './gateway-test-support';
import type { MessagesRequest } from './model-request';
import { type AssistantMessage, buildMessage } from './offline-planner/message';
import { planTurn } from './offline-planner/planner';
import { PlannerFailure, PlannerPool } from './planner-pool';
import { llmRoutes } from './routes';

const MISBEHAVING = new URL('./planner-pool-test-worker.ts', import.meta.url);
const CHECKS = { models: [OFFLINE_MODEL], maxTokensCap: 16_384, fields: [] };

/** The OS threads of this process (Linux): a planner thread is one of them while it lives. */
function threadCount(): number {
  return readdirSync('/proc/self/task').length;
}

/**
 * The thread count once threads of earlier tests have finished exiting (a terminated worker's OS
 * thread can linger for a moment): the same reading twice, 100 ms apart, or the last after 3 s.
 */
async function settledThreadCount(): Promise<number> {
  let last = threadCount();
  for (let waited = 0; waited < 3_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = threadCount();
    if (now === last) return now;
    last = now;
  }
  return last;
}

function ask(text: string): MessagesRequest {
  return { model: OFFLINE_MODEL, max_tokens: 1024, messages: [{ role: 'user', content: text }] };
}

async function failureOf(promise: Promise<unknown>): Promise<PlannerFailure> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof PlannerFailure, `a PlannerFailure, got ${String(error)}`);
    return error;
  }
  assert.fail('the turn was planned');
}

describe('the offline planner in worker threads', () => {
  let db: Store;
  let app: FastifyInstance;
  let base: Pick<MessagesRequest, 'model' | 'max_tokens' | 'system' | 'tools'>;

  before(async () => {
    db = openDatabase(await demoDatabasePath(), { readonly: true });
    const config = { ...gatewayConfig(), toolWorkers: 0, plannerWorkers: 0 };
    app = await buildApp({ config, db, logger: false });
    const listed = (await app.inject({ method: 'GET', url: '/api/tools' })).json<Tool[]>();
    const dataset = dataDictionarySchema.parse(
      (await app.inject({ method: 'GET', url: '/api/dataset' })).json(),
    );
    const tools = listed.map(({ name, description, input_schema }) => ({
      name,
      description,
      input_schema,
    }));
    base = {
      model: OFFLINE_MODEL,
      max_tokens: 4096,
      system: nativeSystemPrompt({ period: { from: dataset.from!, to: dataset.to! }, dataset }),
      tools: [...tools, finalAnswerTool] as MessagesRequest['tools'],
    };
  });

  after(async () => {
    await app.close();
    closeDatabase(db);
  });

  /** The next request of a conversation: the assistant's turn and, for its calls, real results. */
  async function nextRequest(
    request: MessagesRequest,
    message: AssistantMessage,
  ): Promise<MessagesRequest | undefined> {
    const calls = message.content.filter((block) => block.type === 'tool_use');
    if (message.stop_reason !== 'tool_use' || calls.length === 0) return undefined;
    const results = [];
    for (const call of calls) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/tools/${call.name}`,
        payload: { input: call.input },
      });
      results.push({ type: 'tool_result', tool_use_id: call.id, content: response.body });
    }
    return {
      ...request,
      messages: [
        ...request.messages,
        { role: 'assistant', content: message.content },
        { role: 'user', content: results },
      ],
    } as MessagesRequest;
  }

  it('plans every turn exactly as the planner does in-process', async () => {
    const pool = new PlannerPool({ size: 2 });
    try {
      const questions = [
        'How many communications came in per channel?',
        'What was the average sentiment by month?',
        'Which categories had the most complaints last quarter?',
      ];
      let turns = 0;
      for (const question of questions) {
        let request: MessagesRequest | undefined = {
          ...base,
          messages: [{ role: 'user', content: question }],
        };
        for (let turn = 0; request && turn < 3; turn++) {
          const inProcess = buildMessage(request, planTurn(request));
          const where = `${question}, turn ${turn + 1}`;
          assert.deepEqual(await pool.plan(request), inProcess, where);
          // As the route sends it: the raw bytes of the body, read and checked by the thread.
          const bytes: Buffer = Buffer.from(JSON.stringify(request));
          assert.deepEqual(
            await pool.planBody(bytes, CHECKS),
            { kind: 'planned', message: inProcess, stream: false },
            where,
          );
          assert.equal(bytes.byteLength, 0, 'the bytes were moved to the thread, not copied');
          turns++;
          request = await nextRequest(request, inProcess);
        }
      }
      // Each question was planned past its first turn: the results crossed the thread too.
      assert.ok(turns > questions.length, `${turns} turns`);
    } finally {
      await pool.close();
    }
  });

  it('fails a turn whose thread dies with a clear reason, and plans the next on a fresh thread', async () => {
    const pool = new PlannerPool({ size: 1, entry: MISBEHAVING });
    try {
      const before = (await failureOf(pool.plan(ask('[thread]')))).bug!.message;
      const failure = await failureOf(pool.plan(ask('[exit]')));
      assert.equal(failure.reason, 'crashed');
      assert.equal(failure.message, 'The offline planner stopped while planning this turn');
      const afterwards = (await failureOf(pool.plan(ask('[thread]')))).bug!.message;
      assert.notEqual(afterwards, before, 'a new thread');
      const planned = await pool.plan(ask('How many communications are there?'));
      assert.equal(planned.role, 'assistant');
    } finally {
      await pool.close();
    }
  });

  it('stops a turn over its time limit and replaces the thread', async () => {
    const pool = new PlannerPool({ size: 1, entry: MISBEHAVING, timeoutMs: 300 });
    try {
      const failure = await failureOf(pool.plan(ask('[hang]')));
      assert.equal(failure.reason, 'timeout');
      assert.match(failure.message, /took longer than 0\.3 s/);
      const planned = await pool.plan(ask('How many communications are there?'));
      assert.equal(planned.role, 'assistant');
    } finally {
      await pool.close();
    }
  });

  it('reports a planner bug on the turn and keeps the thread', async () => {
    const pool = new PlannerPool({ size: 1, entry: MISBEHAVING });
    try {
      const thread = (await failureOf(pool.plan(ask('[thread]')))).bug!.message;
      const failure = await failureOf(pool.plan(ask('[throw]')));
      assert.equal(failure.reason, 'bug');
      assert.deepEqual(failure.bug, { name: 'TypeError', message: 'planner bug on purpose' });
      assert.equal((await failureOf(pool.plan(ask('[thread]')))).bug!.message, thread);
    } finally {
      await pool.close();
    }
  });

  it('fails waiting turns when no thread can start, instead of restarting one forever', async () => {
    const pool = new PlannerPool({ size: 2, entry: new URL('./no-such-planner.ts', MISBEHAVING) });
    try {
      const failure = await failureOf(pool.plan(ask('How many communications are there?')));
      assert.equal(failure.reason, 'unavailable');
      assert.match(failure.message, /^The offline planner could not start/);
      assert.equal(pool.size, 0);
    } finally {
      await pool.close();
    }
  });

  it('leaves no thread behind when closed, and refuses turns afterwards', async () => {
    const threads = await settledThreadCount();
    const pool = new PlannerPool({ size: 2, entry: MISBEHAVING });
    // Two turns at once: both threads have started and answered.
    await Promise.all([pool.plan(ask('Hello')), pool.plan(ask('Hello again'))]);
    assert.equal(pool.size, 2);
    const running = threadCount();
    assert.ok(running >= threads + 2, `${running} threads while running, ${threads} before`);
    await pool.close();
    assert.equal(pool.size, 0);
    // A planner thread brings its module loader's thread with it: all of them are gone.
    assert.ok(threadCount() <= threads, `${threadCount()} threads after, ${threads} before`);
    assert.equal((await failureOf(pool.plan(ask('Hello')))).reason, 'closed');
  });

  it('answers a crashed turn over HTTP as an api_error the SDK can retry, naming no internals', async () => {
    const config = gatewayConfig();
    const pool = new PlannerPool({ size: 1, entry: MISBEHAVING });
    const gateway = Fastify({ logger: false });
    await gateway.register(llmRoutes, { prefix: '/api/llm', config, planner: pool });
    try {
      const send = (text: string) =>
        gateway.inject({ method: 'POST', url: '/api/llm/v1/messages', payload: ask(text) });
      const crashed = await send('[exit]');
      assert.equal(crashed.statusCode, 500);
      assert.deepEqual(crashed.json(), {
        type: 'error',
        error: {
          type: 'api_error',
          message: 'The offline planner stopped while planning this turn',
        },
      });
      const next = await send('How many communications are there?');
      assert.equal(next.statusCode, 200);
      assert.equal(next.json<AssistantMessage>().role, 'assistant');
    } finally {
      await gateway.close();
    }
    assert.equal(pool.size, 0, 'closing the app closed the pool');
  });
});
