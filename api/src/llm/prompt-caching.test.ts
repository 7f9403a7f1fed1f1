// Prompt caching end to end: the engine's requests, sent by the real SDK through the gateway,
// reach the upstream with cache breakpoints on the tools and the system prompt, and the cache
// figures the upstream reports are counted.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../../../src/agent/engine';
import type { AgentEvent } from '../../../src/agent/events';
import { createAnthropicLlmClient } from '../../../src/agent/llm-client';
import { TurnAccumulator } from '../../../src/agent/stream-turn';
import { FakeTools, okResult, toolDefinition } from '../../../src/agent/testing/fake-tools';
import { textTurn } from '../../../src/agent/testing/scripted-llm';
import { gatewayConfig, sse, startFakeUpstream, startGateway } from './gateway-test-support';

const MODEL = 'claude-sonnet-5-5';
const USAGE = {
  input_tokens: 40,
  cache_read_input_tokens: 9000,
  cache_creation_input_tokens: 1200,
};

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

/** A text answer whose message_start reports cache use, as the Messages API does. */
function cachedAnswer(): string {
  const events = textTurn('Complaints rose in March.') as {
    type: string;
    message?: { usage: object };
  }[];
  return events
    .map((event) =>
      event.type === 'message_start'
        ? sse(event.type, {
            ...event,
            message: { ...event.message, usage: { ...USAGE, output_tokens: 1 } },
          })
        : sse(event.type, event),
    )
    .join('');
}

before(async () => {
  upstream = await startFakeUpstream();
  upstream.handle((_request, _body, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end(cachedAnswer());
  });
  gateway = await startGateway(
    gatewayConfig({
      ANTHROPIC_API_KEY: 'cache-key',
      ANTHROPIC_BASE_URL: upstream.url,
      SIGHTLINE_MODELS: MODEL,
    }),
  );
});
after(async () => {
  await gateway.app.close();
  await upstream.close();
});

async function run(
  protocol: 'native' | 'text',
): Promise<{ body: Record<string, unknown>; events: AgentEvent[] }> {
  const before = upstream.requests.length;
  const llm = await createAnthropicLlmClient({ baseURL: gateway.baseURL });
  const tools = new FakeTools(
    [
      toolDefinition('analyze_trends', { metric: { type: 'string' } }),
      toolDefinition('search_communications'),
    ],
    () => okResult({ summary: 'ok' }),
  );
  const events: AgentEvent[] = [];
  for await (const event of runAgent(
    {
      question: 'When did complaints rise?',
      conversationId: 'c',
      settings: { model: MODEL, protocol },
    },
    { llm, tools },
  )) {
    events.push(event);
  }
  const sent = upstream.requests[before];
  assert.ok(sent, 'the request reached the upstream');
  return { body: JSON.parse(sent.body) as Record<string, unknown>, events };
}

describe('prompt caching', () => {
  it('native protocol: breakpoints on the last tool and on the system prompt reach the upstream', async () => {
    const { body, events } = await run('native');
    const tools = body['tools'] as { name: string; cache_control?: unknown }[];
    assert.ok(tools.length >= 3);
    assert.deepEqual(tools.at(-1)!.cache_control, { type: 'ephemeral' });
    // One breakpoint covers the whole prefix before it; more would waste the four allowed.
    assert.equal(tools.filter((tool) => tool.cache_control).length, 1);
    const system = body['system'] as { type: string; text: string; cache_control?: unknown }[];
    assert.ok(Array.isArray(system));
    assert.deepEqual(system.at(-1)!.cache_control, { type: 'ephemeral' });
    const end = events.at(-1)!;
    assert.equal(end.type === 'run-end' && end.reason, 'answered');
    // Cached input is input too: the run's total counts it.
    assert.equal(
      end.type === 'run-end' && end.stats.inputTokens,
      USAGE.input_tokens + USAGE.cache_read_input_tokens + USAGE.cache_creation_input_tokens,
    );
    assert.equal(
      end.type === 'run-end' && end.stats.cacheReadTokens,
      USAGE.cache_read_input_tokens,
    );
    assert.equal(
      end.type === 'run-end' && end.stats.cacheWriteTokens,
      USAGE.cache_creation_input_tokens,
    );
  });

  it('text protocol: the system prompt, which lists the tools, carries the breakpoint', async () => {
    const { body } = await run('text');
    assert.equal(body['tools'], undefined);
    const system = body['system'] as { cache_control?: unknown }[];
    assert.deepEqual(system.at(-1)!.cache_control, { type: 'ephemeral' });
  });

  it('a turn records cache reads and writes apart from the total', () => {
    const accumulator = new TurnAccumulator({});
    const events = textTurn('ok') as { type: string; message?: object }[];
    for (const event of events) {
      const withUsage =
        event.type === 'message_start'
          ? { ...event, message: { ...event.message, usage: { ...USAGE, output_tokens: 1 } } }
          : event;
      accumulator.add(withUsage as Parameters<TurnAccumulator['add']>[0]);
    }
    assert.equal(accumulator.turn.cacheReadTokens, USAGE.cache_read_input_tokens);
    assert.equal(accumulator.turn.cacheWriteTokens, USAGE.cache_creation_input_tokens);
    assert.equal(accumulator.turn.inputTokens, 10_240);
  });
});
