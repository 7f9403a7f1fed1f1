import Anthropic from '@anthropic-ai/sdk';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../app';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { gatewayConfig, startFakeUpstream, textAnswerFrames } from './gateway-test-support';

const SECRET = 'server-held-key-never-show-me-42';
const TOKEN = 'sightline-session-token';

describe('model gateway inside the whole API (token, key hygiene)', () => {
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let db: Store;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseURL: string;
  const logLines: string[] = [];

  before(async () => {
    upstream = await startFakeUpstream();
    upstream.handle((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const frame of textAnswerFrames('Hello')) response.write(frame);
      response.end();
    });
    db = openDatabase(await demoDatabasePath(), { readonly: true });
    const config = gatewayConfig({
      ANTHROPIC_API_KEY: SECRET,
      ANTHROPIC_BASE_URL: upstream.url,
      SIGHTLINE_MODELS: 'claude-sonnet-5-5',
      SIGHTLINE_TOKEN: TOKEN,
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({ config, db, logger: { level: 'debug', stream } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/llm`;
  });
  after(async () => {
    await app.close();
    closeDatabase(db);
    await upstream.close();
  });

  const request = {
    model: 'claude-sonnet-5-5',
    max_tokens: 10,
    messages: [{ role: 'user' as const, content: 'Hi' }],
  };

  it('refuses a missing or wrong Sightline token before anything goes upstream', async () => {
    const before = upstream.requests.length;
    for (const apiKey of ['wrong-token', 'placeholder']) {
      const client = new Anthropic({ baseURL, apiKey, maxRetries: 0 });
      await assert.rejects(
        client.messages.create(request),
        (error: unknown) => error instanceof Anthropic.AuthenticationError,
      );
    }
    const bare = await fetch(`${baseURL}/v1/models`);
    assert.equal(bare.status, 401);
    assert.equal(upstream.requests.length, before);
  });

  it('forwards with the right token, swapping it for the server key', async () => {
    const client = new Anthropic({ baseURL, apiKey: TOKEN, maxRetries: 0 });
    const message = await client.messages.stream(request).finalMessage();
    assert.equal(message.content[0]?.type === 'text' && message.content[0].text, 'Hello');
    const seen = upstream.requests.at(-1)!;
    assert.equal(seen.headers['authorization'], `Bearer ${SECRET}`);
    assert.ok(!JSON.stringify(seen.headers).includes(TOKEN), 'the Sightline token went upstream');
  });

  it('keeps the key out of responses and logs, also when the upstream fails', async () => {
    upstream.handle((_request, _body, response) => response.destroy());
    const response = await fetch(`${baseURL}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(request),
    });
    const text = await response.text();
    assert.equal(response.status, 502);
    assert.ok(!text.includes(SECRET));
    assert.ok(logLines.length > 0, 'the logger saw the requests');
    assert.ok(!logLines.join('').includes(SECRET), 'the key reached a log line');
  });
});
