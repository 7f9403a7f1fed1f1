import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { installErrorHandling } from '../errors';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { insightRoutes } from './insights';

let db: Store;
let app: FastifyInstance;

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  app = Fastify({ logger: false });
  installErrorHandling(app);
  await app.register(insightRoutes, { prefix: '/api', db });
});
after(async () => {
  await app.close();
  db.close();
});

interface Bubble {
  date: string;
  count: number;
  avgSentiment: number;
  negativeShare: number;
}

async function bubbles(query: string): Promise<Bubble[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/insights/sentiment-bubbles?${query}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as Bubble[];
}

describe('sentiment bubbles filtered by any field of the data', () => {
  it('filters by a field of the customer (segment) with the figures of SQL', async () => {
    const { segment } = db
      .prepare('SELECT segment FROM customers GROUP BY segment ORDER BY count(*) DESC LIMIT 1')
      .get() as { segment: string };
    const got = await bubbles(
      `granularity=week&from=2026-01-01&to=2026-03-31&segment=${encodeURIComponent(segment)}`,
    );
    const expected = db
      .prepare(
        `SELECT count(*) AS n, avg(m.sentiment) AS avg FROM communications m
         JOIN customers c ON c.id = m.customer_id
         WHERE c.segment = ? AND m.day BETWEEN '2026-01-01' AND '2026-03-31'`,
      )
      .get(segment) as { n: number; avg: number };
    const count = got.reduce((sum, bubble) => sum + bubble.count, 0);
    assert.equal(count, expected.n);
    const weighted = got.reduce((sum, bubble) => sum + bubble.avgSentiment * bubble.count, 0);
    assert.ok(Math.abs(weighted / count - expected.avg) < 0.001);
  });

  it('combines two field filters', async () => {
    const { channel, intent } = db
      .prepare(
        'SELECT channel, intent FROM communications GROUP BY channel, intent ORDER BY count(*) LIMIT 1',
      )
      .get() as { channel: string; intent: string };
    const got = await bubbles(
      `channel=${encodeURIComponent(channel)}&intent=${encodeURIComponent(intent)}`,
    );
    const rows = db
      .prepare(
        `SELECT day, count(*) AS n FROM communications WHERE channel = ? AND intent = ?
         GROUP BY day ORDER BY day`,
      )
      .all(channel, intent) as { day: string; n: number }[];
    assert.deepEqual(
      got.map((bubble) => [bubble.date, bubble.count]),
      rows.map((row) => [row.day, row.n]),
    );
  });

  it('refuses names outside the allow-list and values no row holds, with a clear message', async () => {
    for (const [query, words] of [
      ['airline=United', /airline: not a field/],
      ['channel%3D1%20OR%201=1', /not a field/],
      ['sentiment=0.5', /not a field/],
      ['channel=pigeon', /no communication has the value "pigeon"/],
      ['channel=phone&channel=email', /one value/],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/insights/sentiment-bubbles?${query}`,
      });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().error.code, 'invalid_query');
      assert.match(response.json().error.message, words);
    }
  });
});
