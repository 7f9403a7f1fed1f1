// The engine with the real Anthropic SDK (as the CLI runs it) against a scripted HTTP server: the
// SDK's own error objects for a mid-stream failure and a refused request must be classified right.
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../src/agent/engine';
import type { AgentEvent } from '../src/agent/events';
import { createAnthropicLlmClient } from '../src/agent/llm-client';
import { FakeTools, okResult, toolDefinition } from '../src/agent/testing/fake-tools';
import { textTurn } from '../src/agent/testing/scripted-llm';

type Responder = (response: ServerResponse) => void;
const responders: Responder[] = [];
const requests: { authorization?: string; body: Record<string, unknown> }[] = [];
let server: Server;
let baseURL: string;

function frames(events: readonly object[]): string {
  return events
    .map(
      (event) => `event: ${(event as { type: string }).type}\ndata: ${JSON.stringify(event)}\n\n`,
    )
    .join('');
}

function streamEvents(events: readonly object[]): Responder {
  return (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end(frames(events));
  };
}

before(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(body) as Record<string, unknown>,
      });
      const respond = responders.shift();
      if (respond) respond(response);
      else response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function run(): Promise<AgentEvent[]> {
  const llm = await createAnthropicLlmClient({ baseURL, token: 'session-token', maxRetries: 0 });
  const tools = new FakeTools([toolDefinition('analyze_trends')], () => okResult({}));
  const events: AgentEvent[] = [];
  for await (const event of runAgent(
    {
      question: 'When did login complaints spike?',
      conversationId: 'c',
      settings: { model: 'claude-sonnet-5-5' },
    },
    { llm, tools, sleep: () => Promise.resolve() },
  )) {
    events.push(event);
  }
  return events;
}

describe('engine with the real SDK', () => {
  it('retries a turn after a mid-stream overloaded_error frame', async () => {
    requests.length = 0;
    const answer = textTurn(['Login complaints ', 'spiked on 2026-03-10.']);
    responders.push(
      streamEvents([
        ...answer.slice(0, 3),
        { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      ]),
      streamEvents(answer),
    );
    const events = await run();
    const retry = events.find((event) => event.type === 'notice' && event.code === 'retry');
    assert.ok(retry && retry.type === 'notice');
    assert.match(retry.message, /overloaded_error|Overloaded/);
    const end = events.at(-1)!;
    assert.equal(end.type === 'run-end' && end.reason, 'answered');
    const final = events.find((event) => event.type === 'answer');
    assert.equal(final?.type === 'answer' && final.text, 'Login complaints spiked on 2026-03-10.');
    assert.equal(requests.length, 2);
    assert.equal(requests[0]!.authorization, 'Bearer session-token');
    for (const key of ['temperature', 'top_p', 'top_k'])
      assert.ok(!(key in requests[0]!.body), key);
    assert.equal(requests[0]!.body['stream'], true);
  });

  it('ends with a clear error when the gateway refuses the request', async () => {
    responders.push((response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          type: 'error',
          error: { type: 'not_found_error', message: 'model: claude-sonnet-5-5' },
        }),
      );
    });
    const events = await run();
    const end = events.at(-1)!;
    assert.equal(end.type, 'run-end');
    assert.equal(end.type === 'run-end' && end.reason, 'error');
    assert.equal(
      end.type === 'run-end' && end.message,
      'The model gateway refused the request (404): model: claude-sonnet-5-5',
    );
    assert.ok(!events.some((event) => event.type === 'notice' && event.code === 'retry'));
  });
});
