import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Store } from './store/db';
import { demoDatabasePath } from './store/test-support';

let db: Store;
let staticDir: string;
const apps: { close(): Promise<unknown> }[] = [];

function config(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ SIGHTLINE_DB: join(staticDir, 'unused.db') }),
    staticDir: join(staticDir, 'absent'),
    ...overrides,
  };
}

async function app(overrides: Partial<AppConfig> = {}) {
  const instance = await buildApp({ config: config(overrides), db, logger: false });
  apps.push(instance);
  return instance;
}

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  staticDir = mkdtempSync(join(tmpdir(), 'sightline-app-'));
});
after(async () => {
  for (const instance of apps) await instance.close();
  db.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('system routes', () => {
  it('answers health', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { ok: true });
  });

  it('reports the backend and the data as counted in the database', async () => {
    const status = (await (await app()).inject({ method: 'GET', url: '/api/status' })).json();
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const span = db.prepare('SELECT min(day) AS f, max(day) AS t FROM communications').get() as {
      f: string;
      t: string;
    };
    assert.deepEqual(status.data, {
      communications: count('communications'),
      customers: count('customers'),
      cases: count('cases'),
      from: span.f,
      to: span.t,
    });
    assert.equal(status.llm.backend, 'offline');
    assert.deepEqual(status.llm.models, ['sightline-offline']);
    const keyed = await app({
      anthropicApiKey: 'sk-ant-secret-value',
      models: ['claude-a'],
      defaultModel: 'claude-a',
    });
    const text = (await keyed.inject({ method: 'GET', url: '/api/status' })).body;
    assert.equal(JSON.parse(text).llm.backend, 'anthropic');
    assert.doesNotMatch(text, /sk-ant-secret-value/);
  });

  it('lists the tools', async () => {
    const tools = (await (await app()).inject({ method: 'GET', url: '/api/tools' })).json();
    assert.equal(tools.length, 15);
    assert.ok(
      tools.every(
        (tool: { input_schema: { type: string } }) => tool.input_schema.type === 'object',
      ),
    );
  });
});

describe('errors', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await (await app()).inject({ method, url: '/api/nothing/here' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().error.code, 'not_found');
    }
  });

  it('answers an oversized body with a JSON 413', async () => {
    const instance = await app({ bodyLimitBytes: 1024 });
    const response = await instance.inject({
      method: 'POST',
      url: '/api/tools/search_communications',
      payload: { input: { query: 'x'.repeat(5000) } },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error.code, 'body_too_large');
  });

  it('never leaks the message of a server error', async () => {
    const instance = await app();
    instance.get('/api/explode', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await instance.inject({ method: 'GET', url: '/api/explode' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      error: { code: 'internal_error', message: 'Internal server error' },
    });
  });
});

describe('bearer token', () => {
  it('guards every /api route when a token is configured', async () => {
    const instance = await app({ token: 'correct horse' });
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: 'correct horse' },
      { authorization: 'Bearer ' },
    ]) {
      const response = await instance.inject({ method: 'GET', url: '/api/health', headers });
      assert.equal(response.statusCode, 401, JSON.stringify(headers));
      assert.equal(response.json().error.code, 'unauthorized');
    }
    const tool = await instance.inject({
      method: 'POST',
      url: '/api/tools/get_daily_volumes',
      payload: { input: {} },
    });
    assert.equal(tool.statusCode, 401);
    const allowed = await instance.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer correct horse' },
    });
    assert.equal(allowed.statusCode, 200);
  });

  it('is not asked for when none is configured', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
  });
});

describe('GET /api/communications/:id', () => {
  it('returns the full record or a JSON 404', async () => {
    const instance = await app();
    const row = db
      .prepare("SELECT id, body, customer_id FROM communications WHERE id = 'M-000042'")
      .get() as { id: string; body: string; customer_id: string };
    const found = (
      await instance.inject({ method: 'GET', url: '/api/communications/M-000042' })
    ).json();
    assert.equal(found.body, row.body);
    assert.equal(found.customerId, row.customer_id);
    const missing = await instance.inject({ method: 'GET', url: '/api/communications/M-999999' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error.code, 'not_found');
  });
});

describe('GET /api/insights/sentiment-bubbles', () => {
  it('gives one bubble per day with the figures of SQL', async () => {
    const bubbles = (
      await (
        await app()
      ).inject({
        method: 'GET',
        url: '/api/insights/sentiment-bubbles?from=2026-03-01&to=2026-03-31&product=Mobile%20App',
      })
    ).json() as {
      date: string;
      count: number;
      avgSentiment: number;
      negativeShare: number;
      topTopics: { category: string; count: number }[];
    }[];
    const rows = db
      .prepare(
        `SELECT day, count(*) AS n, avg(sentiment) AS avg, avg(sentiment_label = 'negative') AS neg
        FROM communications WHERE product = 'Mobile App' AND day BETWEEN '2026-03-01' AND '2026-03-31' GROUP BY day ORDER BY day`,
      )
      .all() as { day: string; n: number; avg: number; neg: number }[];
    assert.deepEqual(
      bubbles.map((bubble) => bubble.date),
      rows.map((row) => row.day),
    );
    for (const [index, row] of rows.entries()) {
      assert.equal(bubbles[index]!.count, row.n);
      assert.equal(bubbles[index]!.avgSentiment, Math.round(row.avg * 1000) / 1000);
      assert.equal(bubbles[index]!.negativeShare, Math.round(row.neg * 10000) / 10000);
      assert.ok(bubbles[index]!.topTopics.length <= 3);
    }
    const top = db
      .prepare(
        `SELECT category, count(*) AS n FROM communications WHERE product = 'Mobile App' AND day = '2026-03-12' GROUP BY category ORDER BY n DESC, category LIMIT 1`,
      )
      .get() as { category: string; n: number };
    assert.deepEqual(bubbles.find((bubble) => bubble.date === '2026-03-12')!.topTopics[0], {
      category: top.category,
      count: top.n,
    });
  });

  it('groups by week', async () => {
    const bubbles = (
      await (
        await app()
      ).inject({
        method: 'GET',
        url: '/api/insights/sentiment-bubbles?granularity=week&channel=phone',
      })
    ).json() as { date: string; count: number }[];
    const total = (
      db.prepare("SELECT count(*) AS n FROM communications WHERE channel = 'phone'").get() as {
        n: number;
      }
    ).n;
    assert.equal(
      bubbles.reduce((sum, bubble) => sum + bubble.count, 0),
      total,
    );
    assert.ok(
      bubbles.every((bubble) => new Date(`${bubble.date}T00:00:00Z`).getUTCDay() === 1),
      'weeks start on Monday',
    );
  });

  it('answers a bad query with a JSON 400', async () => {
    const instance = await app();
    for (const query of [
      'granularity=hour',
      'from=yesterday',
      'from=2026-05-01&to=2026-04-01',
      'channel=pigeon',
    ]) {
      const response = await instance.inject({
        method: 'GET',
        url: `/api/insights/sentiment-bubbles?${query}`,
      });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().error.code, 'invalid_query');
    }
  });
});

describe('the built SPA', () => {
  it('serves files and falls back to index.html for page routes only', async () => {
    const built = join(staticDir, 'browser');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(built);
    writeFileSync(join(built, 'index.html'), '<!doctype html><title>Sightline</title>');
    writeFileSync(join(built, 'main.js'), 'console.log(1)');
    const instance = await app({ staticDir: built });
    const script = await instance.inject({ method: 'GET', url: '/main.js' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.body, 'console.log(1)');
    const page = await instance.inject({
      method: 'GET',
      url: '/history/abc',
      headers: { accept: 'text/html' },
    });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Sightline/);
    const api = await instance.inject({
      method: 'GET',
      url: '/api/missing',
      headers: { accept: 'text/html' },
    });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().error.code, 'not_found');
    const asset = await instance.inject({
      method: 'GET',
      url: '/missing.js',
      headers: { accept: '*/*' },
    });
    assert.equal(asset.statusCode, 404);
  });
});
