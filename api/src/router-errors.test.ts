import assert from 'node:assert/strict';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Store } from './store/db';
import { demoDatabasePath } from './store/test-support';

let db: Store;
let app: FastifyInstance;

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  const config = {
    ...loadConfig({ SIGHTLINE_DB: join(tmpdir(), 'sightline-router-unused.db') }),
    staticDir: join(tmpdir(), 'sightline-no-spa'),
  };
  app = await buildApp({ config, db, logger: false });
});
after(async () => {
  await app.close();
  db.close();
});

const MARK = 'zq-marker';

describe('router errors', () => {
  it('a path that does not decode is a JSON 400 that does not echo it', async () => {
    for (const url of [`/api/%zz${MARK}`, `/api/tools/%E0${MARK}`, `/%E0%A4%A${MARK}`]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url });
        assert.equal(response.statusCode, 400, url);
        assert.match(String(response.headers['content-type'] ?? ''), /application\/json/);
        assert.equal(response.json().error.code, 'bad_url');
        assert.ok(!response.body.includes(MARK), response.body);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
      }
    }
  });

  it('on the model routes it takes the Anthropic error shape', async () => {
    const response = await app.inject({ method: 'POST', url: `/api/llm/v1/%zz${MARK}` });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.type, 'error');
    assert.equal(body.error.type, 'invalid_request_error');
    assert.ok(!response.body.includes(MARK));
  });

  it('an unknown route is a JSON 404 that does not echo the path', async () => {
    for (const url of [`/api/${MARK}<script>`, `/api/llm/v1/${MARK}`]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await app.inject({ method, url });
        assert.equal(response.statusCode, 404, `${method} ${url}`);
        assert.ok(!response.body.includes(MARK), response.body);
        assert.ok(response.body.includes(method));
      }
    }
  });
});
