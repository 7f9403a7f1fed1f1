import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { ConfigError } from '../config';
import { gatewayConfig, startFakeUpstream, textAnswerFrames } from './gateway-test-support';
import { llmRoutes } from './routes';

const PASSWORD = 'pa55-in-the-url';

function request() {
  return {
    model: 'claude-sonnet-5-5',
    max_tokens: 10,
    stream: true,
    messages: [{ role: 'user', content: 'Hi' }],
  };
}

describe('credentials inside ANTHROPIC_BASE_URL', () => {
  it('are taken out of the URL and never appear in a configuration error', () => {
    const config = gatewayConfig({
      ANTHROPIC_API_KEY: 'k',
      ANTHROPIC_BASE_URL: `https://team:${PASSWORD}@llm.internal.example/`,
    });
    assert.equal(config.anthropicBaseUrl, 'https://llm.internal.example');
    assert.equal(
      config.anthropicBaseAuth,
      `Basic ${Buffer.from(`team:${PASSWORD}`).toString('base64')}`,
    );
    assert.throws(
      () => gatewayConfig({ ANTHROPIC_BASE_URL: `ftp://team:${PASSWORD}@llm.internal.example` }),
      (error: unknown) =>
        error instanceof ConfigError &&
        !error.message.includes(PASSWORD) &&
        error.message.includes('***@llm.internal.example'),
    );
  });

  it('reach the upstream as basic auth with the key in x-api-key, and stay out of the logs', async () => {
    const upstream = await startFakeUpstream();
    upstream.handle((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const frame of textAnswerFrames('ok')) response.write(frame);
      response.end();
    });
    let logs = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    const port = new URL(upstream.url).port;
    const reachable = gatewayConfig({
      ANTHROPIC_API_KEY: 'the-key',
      ANTHROPIC_BASE_URL: `http://team:${PASSWORD}@127.0.0.1:${port}`,
      SIGHTLINE_MODELS: 'claude-sonnet-5-5',
    });
    // Port 1 on loopback refuses connections: the proxy logs why it could not reach it.
    const unreachable = { ...reachable, anthropicBaseUrl: 'http://127.0.0.1:1' };
    for (const config of [reachable, unreachable]) {
      const app = Fastify({ logger: { level: 'debug', stream } });
      await app.register(llmRoutes, { prefix: '/api/llm', config });
      const response = await app.inject({
        method: 'POST',
        url: '/api/llm/v1/messages',
        payload: request(),
      });
      assert.ok([200, 502].includes(response.statusCode), String(response.statusCode));
      assert.ok(!response.body.includes(PASSWORD));
      await app.close();
    }
    const seen = upstream.requests.at(-1)!;
    assert.equal(seen.headers['authorization'], reachable.anthropicBaseAuth);
    assert.equal(seen.headers['x-api-key'], 'the-key');
    assert.match(logs, /model upstream unreachable/);
    assert.ok(!logs.includes(PASSWORD));
    await upstream.close();
  });
});
