import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Store } from '../store/db';
import {
  startAirlineProduct,
  startDemoProduct,
  type AirlineProduct,
  type DemoProduct,
} from './offline-planner-e2e-support';

/**
 * "What happened on <day>?" end to end: the real API and engine, the dictionary the API serves.
 * The expected figures are computed here by plain SQL over the same data (the demo database, and
 * the raw airline tweets CSV loaded into a table of its own).
 */

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the story of a day on the demo corpus (API + engine, truths by SQL)', () => {
  let product: DemoProduct;
  let db: Store;

  before(async () => {
    product = await startDemoProduct();
    db = product.db;
  });
  after(() => product.close());

  function count(sql: string, ...params: unknown[]): number {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  }

  it('"What happened on 2026-08-19?": phone against a usual day, the top topic, cited records', async () => {
    const day = '2026-08-19';
    const [from, to] = ['2026-07-22', '2026-08-19'];
    const total = count(`SELECT count(*) AS n FROM communications WHERE day = ?`, day);
    const others = (
      db
        .prepare(
          `SELECT day, count(*) AS n FROM communications WHERE day BETWEEN ? AND ? AND day <> ?
           GROUP BY day`,
        )
        .all(from, to, day) as { n: number }[]
    ).map((row) => row.n);
    const phone = count(
      `SELECT count(*) AS n FROM communications WHERE day = ? AND channel = 'phone'`,
      day,
    );
    const phoneAround =
      count(
        `SELECT count(*) AS n FROM communications WHERE day BETWEEN ? AND ? AND day <> ?
         AND channel = 'phone'`,
        from,
        to,
        day,
      ) / 28;
    const top = db
      .prepare(
        `SELECT category, count(*) AS n FROM communications WHERE day = ?
         GROUP BY category ORDER BY n DESC LIMIT 1`,
      )
      .get(day) as { category: string; n: number };

    const { answer } = await product.ask(`What happened on ${day}?`);
    const text = answer.text;
    assert.equal(answer.status, 'answered');
    assert.match(text, new RegExp(`\\*\\*${day}: ${total} communications\\*\\*`));
    assert.match(
      text,
      new RegExp(
        `${(total / median(others)).toFixed(1)}× a typical day \\(median ${median(others)}`,
      ),
    );
    assert.match(
      text,
      new RegExp(
        `\\*\\*phone\\*\\* \\(channel\\): ${phone}, ${(phone / phoneAround).toFixed(1)}× the ${phoneAround.toFixed(1)} a day before it`,
      ),
    );
    assert.match(text, new RegExp(`most were \\*\\*${escape(top.category)}\\*\\*`));
    assert.ok(phone / phoneAround > 3, 'the planted outage: phone well above a usual day');
    // The sources are records of that day, of the group that rose most.
    assert.ok(answer.sources.length > 0, 'cites records');
    for (const source of answer.sources) {
      const id = typeof source === 'string' ? source : source.id;
      const row = db.prepare(`SELECT day FROM communications WHERE id = ?`).get(id) as
        { day: string } | undefined;
      assert.equal(row?.day, day, `${id} is a record of ${day}`);
      assert.match(text, new RegExp(`\\b${id}\\b`));
    }
  });

  it('the chart click "What drove negative sentiment on 12 March 2026?" reads that day’s negative records', async () => {
    const day = '2026-03-12';
    const negative = count(
      `SELECT count(*) AS n FROM communications WHERE day = ? AND sentiment_label = 'negative'`,
      day,
    );
    const top = db
      .prepare(
        `SELECT category, count(*) AS n FROM communications WHERE day = ?
         AND sentiment_label = 'negative' GROUP BY category ORDER BY n DESC LIMIT 1`,
      )
      .get(day) as { category: string; n: number };
    const { answer } = await product.ask('What drove negative sentiment on 12 March 2026?', [], {
      kind: 'sentiment-bubble',
      date: day,
      granularity: 'day',
      count: count(`SELECT count(*) AS n FROM communications WHERE day = ?`, day),
      negativeShare: 0.7,
    });
    assert.match(answer.text, new RegExp(`\\*\\*${day}: ${negative} communications[^*]*negative`));
    assert.match(
      answer.text,
      new RegExp(
        `most were \\*\\*${escape(top.category)}\\*\\* \\(${Math.round((top.n / negative) * 100)}%\\)`,
      ),
    );
    assert.ok(answer.sources.length > 0, 'cites records');
  });
});

describe('the story of a day on imported airline tweets (truths by SQL over the raw CSV)', () => {
  let product: AirlineProduct;
  let raw: Store;

  before(async () => {
    product = await startAirlineProduct();
    raw = product.tweets;
  });
  after(() => product.close());

  it('tells the busiest day against the other days and names its top airline', async () => {
    const busiest = raw
      .prepare(`SELECT day, count(*) AS n FROM tweets GROUP BY day ORDER BY n DESC, day LIMIT 1`)
      .get() as { day: string; n: number };
    const others = (
      raw
        .prepare(`SELECT count(*) AS n FROM tweets WHERE day < ? GROUP BY day`)
        .all(busiest.day) as { n: number }[]
    ).map((row) => row.n);
    const top = raw
      .prepare(
        `SELECT airline, count(*) AS n FROM tweets WHERE day = ? GROUP BY airline
         ORDER BY n DESC LIMIT 1`,
      )
      .get(busiest.day) as { airline: string };
    const { answer } = await product.ask(`What happened on ${busiest.day}?`);
    assert.equal(answer.status, 'answered');
    assert.match(answer.text, new RegExp(`\\*\\*${busiest.day}: ${busiest.n} `));
    assert.match(
      answer.text,
      new RegExp(
        `${(busiest.n / median(others)).toFixed(1)}× a typical day \\(median ${median(others)}`,
      ),
    );
    assert.match(answer.text, new RegExp(`most were \\*\\*${escape(top.airline)}\\*\\*`));
    assert.ok(answer.sources.length > 0, 'cites tweets of that day');
  });
});
