import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';

let app: FastifyInstance;
let db: Store;
const lines: string[] = [];

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  const config = { ...loadConfig({ SIGHTLINE_DB: ':memory:' }), toolWorkers: 0 };
  const stream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({ config, db, logger: { level: 'info', stream } });
});
after(async () => {
  await app.close();
  db.close();
});

describe('request logging', () => {
  it('logs requests but not each health probe', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i++) {
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    }
    assert.equal((await app.inject({ method: 'GET', url: '/api/status' })).statusCode, 200);
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } });
    assert.ok(
      logged.some((entry) => entry.req?.url === '/api/status'),
      'an ordinary request is logged',
    );
    assert.deepEqual(
      lines.filter((line) => line.includes('/api/health')),
      [],
    );
  });

  it('logs each request once, when answered, with its method, URL, status and time', async () => {
    lines.length = 0;
    const answered = await app.inject({ method: 'GET', url: '/api/status' });
    assert.equal(answered.statusCode, 200);
    const missing = await app.inject({ method: 'GET', url: '/api/communications/M-999999' });
    const logged = lines.map(
      (line) =>
        JSON.parse(line) as {
          msg: string;
          req?: { method?: string; url?: string };
          res?: { statusCode?: number };
          responseTime?: number;
        },
    );
    const about = (url: string) => logged.filter((entry) => entry.req?.url === url);
    for (const [url, status] of [
      ['/api/status', 200],
      ['/api/communications/M-999999', missing.statusCode],
    ] as const) {
      const entries = about(url);
      assert.equal(entries.length, 1, `one line for ${url}: ${JSON.stringify(logged)}`);
      assert.equal(entries[0]!.req!.method, 'GET');
      assert.equal(entries[0]!.res!.statusCode, status);
      assert.equal(typeof entries[0]!.responseTime, 'number');
    }
    assert.ok(!logged.some((entry) => entry.msg === 'incoming request'), 'no line on arrival');
  });
});
