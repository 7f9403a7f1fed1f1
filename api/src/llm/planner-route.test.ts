import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { OFFLINE_MODEL, type AppConfig } from '../config';
import { gatewayConfig, startFakeUpstream } from './gateway-test-support';
import type { MessagesRequest } from './model-request';
import { buildMessage } from './offline-planner/message';
import { planTurn } from './offline-planner/planner';
import { llmRoutes } from './routes';

/**
 * The offline planner's `POST /v1/messages` reads its body on a planner thread, never on the API's
 * loop. Every refusal must still be the one the route gave when Fastify parsed the body: the
 * reference is the same route with a server key (Fastify's JSON parser, the same checks), whose
 * refusals never reach the fake upstream behind it.
 */

const LIMIT = 64 * 1024;

async function gateway(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: config.bodyLimitBytes });
  await app.register(llmRoutes, { prefix: '/api/llm', config });
  await app.ready();
  return app;
}

function valid(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    model: OFFLINE_MODEL,
    max_tokens: 256,
    messages: [{ role: 'user', content: 'How many communications are there?' }],
    ...extra,
  };
}

/** Bodies that are refused, each as its raw text (what arrives on the wire). */
const REFUSED: Record<string, { body: string; headers?: Record<string, string> }> = {
  'an empty body': { body: '' },
  'no JSON': { body: '{not json' },
  'a truncated body': { body: JSON.stringify(valid()).slice(0, 40) },
  'an array': { body: '[1, 2]' },
  'a string': { body: '"hello"' },
  null: { body: 'null' },
  'a __proto__ key': { body: `{"__proto__": {"admin": true}, "model": "${OFFLINE_MODEL}"}` },
  'a constructor.prototype key': {
    body: JSON.stringify({ ...valid(), metadata: { constructor: { prototype: { admin: true } } } }),
  },
  'no model': { body: JSON.stringify({ ...valid(), model: undefined }) },
  'a model not allowed': { body: JSON.stringify(valid({ model: 'gpt-4' })) },
  'no max_tokens': { body: JSON.stringify({ ...valid(), max_tokens: undefined }) },
  'max_tokens over the cap': { body: JSON.stringify(valid({ max_tokens: 10_000_000 })) },
  'no messages': { body: JSON.stringify(valid({ messages: [] })) },
  'a message without a role': { body: JSON.stringify(valid({ messages: [{ content: 'hi' }] })) },
  'bad stop_sequences': { body: JSON.stringify(valid({ stop_sequences: [1] })) },
  'a field not forwarded': { body: JSON.stringify(valid({ mcp_servers: [] })) },
  'a server tool': {
    body: JSON.stringify(valid({ tools: [{ type: 'web_fetch_20250910', name: 'web_fetch' }] })),
  },
  'a document block': {
    body: JSON.stringify(
      valid({ messages: [{ role: 'user', content: [{ type: 'document', source: {} }] }] }),
    ),
  },
  'a beta header': { body: JSON.stringify(valid()), headers: { 'anthropic-beta': 'x' } },
  'a beta header and a bad body (the body is named first)': {
    body: JSON.stringify(valid({ max_tokens: 0 })),
    headers: { 'anthropic-beta': 'x' },
  },
  'a beta header and no JSON': { body: '{', headers: { 'anthropic-beta': 'x' } },
  'an oversized body': {
    body: JSON.stringify(valid({ messages: [{ role: 'user', content: 'x'.repeat(LIMIT) }] })),
  },
  'a body of another type': { body: 'hello', headers: { 'content-type': 'text/plain' } },
};

describe('the offline planner route, its body read on a planner thread', () => {
  let offline: FastifyInstance;
  let inline: FastifyInstance;
  let reference: FastifyInstance;
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

  before(async () => {
    upstream = await startFakeUpstream();
    const env = { SIGHTLINE_BODY_LIMIT: String(LIMIT) };
    offline = await gateway({ ...gatewayConfig(env), plannerWorkers: 1 });
    inline = await gateway({ ...gatewayConfig(env), plannerWorkers: 0 });
    reference = await gateway(
      gatewayConfig({
        ...env,
        ANTHROPIC_API_KEY: 'sk-test-reference',
        ANTHROPIC_BASE_URL: upstream.url,
        SIGHTLINE_MODELS: OFFLINE_MODEL,
      }),
    );
  });

  after(async () => {
    await Promise.all([offline.close(), inline.close(), reference.close()]);
    await upstream.close();
  });

  function post(app: FastifyInstance, body: string, headers: Record<string, string> = {}) {
    const request: InjectOptions = {
      method: 'POST',
      url: '/api/llm/v1/messages',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    };
    return app.inject(request);
  }

  for (const [name, { body, headers }] of Object.entries(REFUSED)) {
    it(`refuses ${name} as the parsing route did`, async () => {
      const expected = await post(reference, body, headers);
      assert.ok(expected.statusCode >= 400 && expected.statusCode < 500, expected.body);
      for (const app of [offline, inline]) {
        const answer = await post(app, body, headers);
        assert.equal(answer.statusCode, expected.statusCode, answer.body);
        assert.deepEqual(answer.json(), expected.json());
        assert.equal(answer.json().type, 'error');
      }
      assert.equal(upstream.requests.length, 0, 'a refused request never reaches the upstream');
    });
  }

  it('names the oversized body request_too_large, and a broken one in Fastify’s words', async () => {
    const big = await post(offline, REFUSED['an oversized body']!.body);
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().error.type, 'request_too_large');
    const broken = await post(offline, '{not json');
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().error.type, 'invalid_request_error');
    assert.match(broken.json().error.message, /not valid JSON/);
  });

  it('plans small and large bodies (moved to the thread) exactly as in-process', async () => {
    const bodies: MessagesRequest[] = [
      valid() as MessagesRequest,
      // Over 4 KB: Node gives the body memory of its own, which moves to the thread whole.
      valid({
        system: 'You answer questions about customer communications. '.repeat(200),
        messages: [{ role: 'user', content: 'Which channel had the most communications? é ✓' }],
      }) as MessagesRequest,
    ];
    for (const request of bodies) {
      const text = JSON.stringify(request);
      const expected = buildMessage(request, planTurn(request));
      for (const app of [offline, inline]) {
        const answer = await post(app, text, { 'content-type': 'application/json; charset=utf-8' });
        assert.equal(answer.statusCode, 200, answer.body);
        assert.deepEqual(answer.json(), JSON.parse(JSON.stringify(expected)));
        assert.equal(answer.headers['request-id'], `req_${expected.id}`);
      }
    }
  });

  it('streams a planned turn when asked', async () => {
    const answer = await post(offline, JSON.stringify(valid({ stream: true })));
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /text\/event-stream/);
    assert.match(answer.body, /event: message_start/);
    assert.match(answer.body, /event: message_stop/);
  });
});
