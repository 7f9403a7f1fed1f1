// Model faults end-to-end: the engine with the real SDK, through the gateway (server key set), to a
// fake upstream that fails the way the real one does. Each fault ends in the documented behaviour:
// a retried turn, or a run-end that says what happened; never a stuck run.
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../../../src/agent/engine';
import type { AgentEvent } from '../../../src/agent/events';
import { createAnthropicLlmClient } from '../../../src/agent/llm-client';
import {
  deferred,
  FakeTools,
  okResult,
  toolDefinition,
} from '../../../src/agent/testing/fake-tools';
import { finalAnswerTurn, textTurn, toolTurn } from '../../../src/agent/testing/scripted-llm';
import { gatewayConfig, sse, startFakeUpstream, startGateway } from './gateway-test-support';

const MODEL = 'claude-sonnet-5-5';
// Long enough that a loaded machine's pauses between stream events are not read as silence.
const IDLE_MS = 1500;
type Fault = (response: ServerResponse) => void;

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const script: Fault[] = [];
const openResponses = new Set<ServerResponse>();

function frames(events: readonly object[]): string {
  return events.map((event) => sse((event as { type: string }).type, event)).join('');
}

const stream =
  (events: readonly object[]): Fault =>
  (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end(frames(events));
  };

const status =
  (code: number, type: string): Fault =>
  (response) => {
    response.writeHead(code, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ type: 'error', error: { type, message: `${type} from upstream` } }),
    );
  };

/** Sends the headers and some events, then nothing more while the connection stays open. */
const silentAfter =
  (events: readonly object[]): Fault =>
  (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(frames(events));
    openResponses.add(response);
  };

const answer = textTurn(['Complaints ', 'rose in March.']);

before(async () => {
  upstream = await startFakeUpstream();
  upstream.handle((_request, _body, response) => {
    const next = script.shift();
    if (next) next(response);
    else status(500, 'api_error')(response);
  });
  gateway = await startGateway(
    gatewayConfig({
      ANTHROPIC_API_KEY: 'fault-test-key',
      ANTHROPIC_BASE_URL: upstream.url,
      SIGHTLINE_MODELS: MODEL,
    }),
  );
});
after(async () => {
  for (const response of openResponses) response.destroy();
  await gateway.app.close();
  await upstream.close();
});

async function run(
  tools = new FakeTools([toolDefinition('analyze_trends')], () => okResult({ summary: 'ok' })),
  settings: Record<string, number> = {},
): Promise<{ events: AgentEvent[]; upstreamRequests: number }> {
  const before = upstream.requests.length;
  const llm = await createAnthropicLlmClient({ baseURL: gateway.baseURL, idleTimeoutMs: IDLE_MS });
  const events: AgentEvent[] = [];
  for await (const event of runAgent(
    {
      question: 'When did complaints rise?',
      conversationId: 'c',
      settings: { model: MODEL, ...settings },
    },
    { llm, tools, sleep: () => Promise.resolve() },
  )) {
    events.push(event);
  }
  return { events, upstreamRequests: upstream.requests.length - before };
}

function end(events: AgentEvent[]) {
  const last = events.at(-1)!;
  assert.equal(last.type, 'run-end');
  return last as Extract<AgentEvent, { type: 'run-end' }>;
}

function retries(events: AgentEvent[]) {
  return events.filter((event) => event.type === 'notice' && event.code === 'retry');
}

describe('model faults through the gateway', () => {
  for (const [code, type] of [
    [429, 'rate_limit_error'],
    [529, 'overloaded_error'],
    [500, 'api_error'],
  ] as const) {
    it(`${code} then recovery: one engine retry, one extra upstream request, answered`, async () => {
      script.push(status(code, type), stream(answer));
      const { events, upstreamRequests } = await run();
      assert.equal(end(events).reason, 'answered');
      assert.equal(retries(events).length, 1);
      assert.equal(upstreamRequests, 2, 'the SDK does not retry inside the engine');
    });
  }

  it('a persistent 529 gives up after exactly the attempts the message states', async () => {
    script.push(...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(() => status(529, 'overloaded_error')));
    const { events, upstreamRequests } = await run();
    const runEnd = end(events);
    assert.equal(runEnd.reason, 'error');
    const stated = Number(/gave up after (\d+) attempts/.exec(runEnd.message ?? '')?.[1]);
    assert.equal(stated, 3);
    assert.equal(upstreamRequests, stated);
    script.length = 0;
  });

  it('a mid-stream overloaded_error retries the step', async () => {
    script.push(
      stream([
        ...answer.slice(0, 3),
        { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      ]),
      stream(answer),
    );
    const { events, upstreamRequests } = await run();
    assert.equal(end(events).reason, 'answered');
    assert.equal(retries(events).length, 1);
    assert.match((retries(events)[0] as { message: string }).message, /overloaded/i);
    assert.equal(upstreamRequests, 2);
  });

  it('a stream that ends without message_stop is retried', async () => {
    script.push(stream(answer.slice(0, -1)), stream(answer));
    const { events } = await run();
    assert.equal(end(events).reason, 'answered');
    assert.equal(retries(events).length, 1);
  });

  it('a silent stream is retried after the idle time, long before the run timeout', async () => {
    script.push(silentAfter(answer.slice(0, 2)), stream(answer));
    const started = Date.now();
    const { events } = await run();
    assert.equal(end(events).reason, 'answered');
    const notice = retries(events)[0] as { message: string } | undefined;
    assert.match(notice?.message ?? '', /sent nothing for 1\.5 s/);
    assert.ok(Date.now() - started < 30_000);
  });

  it('a stream that stays silent ends the run with the reason, not the run timeout', async () => {
    script.push(silentAfter([]), silentAfter([]), silentAfter(answer.slice(0, 1)));
    const { events, upstreamRequests } = await run();
    const runEnd = end(events);
    assert.equal(runEnd.reason, 'error');
    assert.match(runEnd.message ?? '', /sent nothing/);
    assert.match(runEnd.message ?? '', /gave up after 3 attempts/);
    assert.equal(upstreamRequests, 3);
  });

  it('a hanging tool ends the run at its time limit with every call observed or stopped', async () => {
    const released = deferred();
    const tools = new FakeTools(
      [toolDefinition('analyze_trends')],
      async (_name, _input, signal) => {
        signal.addEventListener('abort', () => released.resolve());
        await new Promise(() => undefined);
        return okResult({});
      },
    );
    script.push(
      stream(toolTurn([{ name: 'analyze_trends', input: {} }], 'Looking at trends.')),
      stream(finalAnswerTurn({ answer: 'unreachable' })),
    );
    const { events } = await run(tools, { timeoutMs: 1500 });
    const runEnd = end(events);
    assert.equal(runEnd.reason, 'timeout');
    await released.promise; // the hanging call was told to stop, not left running
    script.length = 0;
  });
});
