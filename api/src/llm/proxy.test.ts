import Anthropic from '@anthropic-ai/sdk';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  gatewayConfig,
  sse,
  startFakeUpstream,
  startGateway,
  textAnswerFrames,
} from './gateway-test-support';

const SECRET = 'server-held-secret-0123456789';

describe('model proxy (server key set)', () => {
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let client: Anthropic;
  const seenBodies: string[] = [];

  before(async () => {
    upstream = await startFakeUpstream();
    const config = gatewayConfig({
      ANTHROPIC_API_KEY: SECRET,
      ANTHROPIC_BASE_URL: upstream.url,
      SIGHTLINE_MODELS: 'claude-sonnet-5-5,claude-haiku-5-5',
      SIGHTLINE_MAX_TOKENS: '4096',
      SIGHTLINE_BODY_LIMIT: '20000',
    });
    gateway = await startGateway(config);
    client = new Anthropic({
      baseURL: gateway.baseURL,
      apiKey: 'browser-placeholder',
      maxRetries: 0,
    });
  });
  after(async () => {
    await gateway.app.close();
    await upstream.close();
    for (const body of seenBodies) assert.ok(!body.includes(SECRET), 'the key reached a response');
  });

  /** Raw fetch against the gateway, recording what the browser would see. */
  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${gateway.baseURL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer browser-token',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    seenBodies.push(text, JSON.stringify([...response.headers]));
    return { response, text };
  }

  it('strips the browser credentials, injects the key and forwards the Anthropic headers', async () => {
    upstream.handle((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': 'req_up_1' });
      for (const frame of textAnswerFrames('Hello there')) response.write(frame);
      response.end();
    });
    const before = upstream.requests.length;
    const { response, text } = await post(
      '/v1/messages?beta=true',
      {
        model: 'claude-sonnet-5-5',
        max_tokens: 100,
        stream: true,
        messages: [{ role: 'user', content: 'Hi' }],
      },
      {
        cookie: 'session=abc',
        'x-api-key': 'browser-key',
        'anthropic-version': '2026-10-21',
        'accept-encoding': 'gzip, br',
        forwarded: 'for=203.0.113.9',
        'x-forwarded-for': '203.0.113.9',
        'x-custom-anything': 'x',
      },
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('request-id'), 'req_up_1');
    assert.equal(response.headers.get('content-encoding'), null);
    assert.match(text, /event: message_stop/);
    const seen = upstream.requests[before]!;
    assert.equal(seen.url, '/v1/messages');
    assert.equal(seen.headers['authorization'], `Bearer ${SECRET}`);
    assert.equal(seen.headers['x-api-key'], SECRET);
    assert.equal(seen.headers['cookie'], undefined);
    assert.equal(seen.headers['anthropic-version'], '2026-10-21');
    for (const dropped of ['forwarded', 'x-forwarded-for', 'x-custom-anything', 'origin']) {
      assert.equal(seen.headers[dropped], undefined, dropped);
    }
    assert.equal(seen.headers['accept-encoding'], 'identity');
    assert.equal(JSON.parse(seen.body).model, 'claude-sonnet-5-5');
  });

  it('streams each event through before the upstream has finished', async () => {
    let releaseUpstream!: () => void;
    const clientSawFirstEvent = new Promise<void>((resolve) => (releaseUpstream = resolve));
    upstream.handle((_request, _body, response) => {
      const frames = textAnswerFrames('first words');
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const frame of frames.slice(0, 3)) response.write(frame);
      // The rest only comes once the client has seen the first text: a buffering proxy deadlocks.
      void clientSawFirstEvent.then(() => {
        for (const frame of frames.slice(3)) response.write(frame);
        response.end();
      });
    });
    const stream = client.messages.stream({
      model: 'claude-sonnet-5-5',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'Hi' }],
    });
    stream.on('text', () => releaseUpstream());
    const message = await stream.finalMessage();
    assert.equal(message.content.length, 1);
    assert.equal(message.content[0]?.type === 'text' && message.content[0].text, 'first words');
    assert.equal(message.stop_reason, 'end_turn');
  });

  it('passes rate limits through with their retry headers', async () => {
    upstream.handle((_request, _body, response) => {
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': '7',
        'retry-after-ms': '7000',
        'x-should-retry': 'true',
        'request-id': 'req_limited',
      });
      response.end(
        JSON.stringify({
          type: 'error',
          error: { type: 'rate_limit_error', message: 'Slow down' },
        }),
      );
    });
    await assert.rejects(
      client.messages.create({
        model: 'claude-sonnet-5-5',
        max_tokens: 10,
        messages: [{ role: 'user', content: 'Hi' }],
      }),
      (error: unknown) => {
        assert.ok(error instanceof Anthropic.RateLimitError);
        assert.equal(error.status, 429);
        assert.equal(error.headers?.get('retry-after'), '7');
        assert.equal(error.headers?.get('retry-after-ms'), '7000');
        assert.equal(error.headers?.get('x-should-retry'), 'true');
        assert.equal(error.requestID, 'req_limited');
        assert.match(error.message, /Slow down/);
        return true;
      },
    );
  });

  it('passes an overloaded upstream (529) through as an API error', async () => {
    upstream.handle((_request, _body, response) => {
      response.writeHead(529, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          type: 'error',
          error: { type: 'overloaded_error', message: 'Overloaded' },
        }),
      );
    });
    await assert.rejects(
      client.messages
        .stream({
          model: 'claude-sonnet-5-5',
          max_tokens: 10,
          messages: [{ role: 'user', content: 'Hi' }],
        })
        .finalMessage(),
      (error: unknown) => {
        assert.ok(error instanceof Anthropic.APIError);
        assert.equal(error.status, 529);
        assert.equal(error.type, 'overloaded_error');
        return true;
      },
    );
  });

  it('delivers a mid-stream error event as a stream error', async () => {
    upstream.handle((_request, _body, response) => {
      const frames = textAnswerFrames('partial');
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const frame of frames.slice(0, 3)) response.write(frame);
      response.write(
        sse('error', {
          type: 'error',
          error: { type: 'overloaded_error', message: 'Overloaded mid-stream' },
        }),
      );
      response.end();
    });
    const stream = client.messages.stream({
      model: 'claude-sonnet-5-5',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'Hi' }],
    });
    let text = '';
    stream.on('text', (delta) => (text += delta));
    await assert.rejects(stream.finalMessage(), (error: unknown) => {
      assert.ok(error instanceof Anthropic.APIError);
      assert.match(error.message, /Overloaded mid-stream/);
      return true;
    });
    assert.equal(text, 'partial');
  });

  it('aborts the upstream request when the client goes away', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    upstream.handle((request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const frame of textAnswerFrames('never finished').slice(0, 3)) response.write(frame);
      response.on('close', () => upstreamClosed());
      void request;
    });
    const controller = new AbortController();
    const stream = client.messages.stream(
      { model: 'claude-sonnet-5-5', max_tokens: 10, messages: [{ role: 'user', content: 'Hi' }] },
      { signal: controller.signal },
    );
    stream.on('text', () => controller.abort());
    await assert.rejects(
      stream.finalMessage(),
      (error: unknown) => error instanceof Anthropic.APIUserAbortError,
    );
    await closed; // hangs (and the test times out) if the proxy kept the upstream request open
  });

  it('forwards count_tokens and lists the allowed models', async () => {
    upstream.handle((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ input_tokens: 42 }));
    });
    const counted = await client.messages.countTokens({
      model: 'claude-haiku-5-5',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    assert.equal(counted.input_tokens, 42);
    assert.equal(upstream.requests.at(-1)!.url, '/v1/messages/count_tokens');
    const models = await client.models.list();
    assert.deepEqual(
      models.data.map((model) => model.id),
      ['claude-sonnet-5-5', 'claude-haiku-5-5'],
    );
  });

  it('refuses models outside the allow-list, oversized max_tokens and oversized bodies', async () => {
    const before = upstream.requests.length;
    await assert.rejects(
      client.messages.create({
        model: 'claude-opus-5-5',
        max_tokens: 10,
        messages: [{ role: 'user', content: 'Hi' }],
      }),
      (error: unknown) => {
        assert.ok(error instanceof Anthropic.BadRequestError);
        assert.equal(error.type, 'invalid_request_error');
        assert.match(error.message, /not allowed/);
        return true;
      },
    );
    await assert.rejects(
      client.messages
        .stream({
          model: 'claude-sonnet-5-5',
          max_tokens: 100_000,
          messages: [{ role: 'user', content: 'Hi' }],
        })
        .finalMessage(),
      (error: unknown) =>
        error instanceof Anthropic.BadRequestError && /max_tokens/.test(error.message),
    );
    const big = await post('/v1/messages', {
      model: 'claude-sonnet-5-5',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'x'.repeat(30_000) }],
    });
    assert.equal(big.response.status, 413);
    assert.equal(JSON.parse(big.text).error.type, 'request_too_large');
    assert.equal(upstream.requests.length, before, 'refused requests must not reach the upstream');
  });

  it('answers 502 without details when the upstream cannot be reached', async () => {
    const unreachable = await startGateway(
      gatewayConfig({
        ANTHROPIC_API_KEY: SECRET,
        ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
        SIGHTLINE_MODELS: 'claude-sonnet-5-5',
      }),
    );
    try {
      const response = await fetch(`${unreachable.baseURL}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'claude-sonnet-5-5',
          max_tokens: 10,
          messages: [{ role: 'user', content: 'Hi' }],
        }),
      });
      const text = await response.text();
      assert.equal(response.status, 502);
      assert.equal(JSON.parse(text).error.type, 'api_error');
      assert.ok(!text.includes(SECRET));
    } finally {
      await unreachable.app.close();
    }
  });
});
