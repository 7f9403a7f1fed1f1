import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Store } from '../store/db';
import { startDemoProduct, type DemoProduct } from './offline-planner-e2e-support';

/**
 * The offline planner end to end on the demo corpus: real API, real engine, the data dictionary
 * the API serves. Every expected figure is computed here by plain SQL over the same database.
 */
describe('offline planner on the demo corpus (API + engine, truths by SQL)', () => {
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

  it('reads typos and a quarter: "complants about credit crads in Q1 2026"', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE intent = 'complaint' AND product = 'Credit Card'
       AND at >= '2026-01-01' AND at < '2026-04-01'`,
    );
    const { answer, calls } = await product.ask(
      'How many complants about credit crads in Q1 2026?',
    );
    assert.match(answer.text, new RegExp(`\\b${truth}\\b`));
    assert.match(answer.text, /2026-01-01 to 2026-03-31/);
    assert.equal(answer.status, 'answered');
    assert.ok(
      calls.every((call) => call.tool !== 'search_communications'),
      'no text search',
    );
  });

  it('reads chat shorthand and a dropped vowel: "neg msgs about phishng"', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE sentiment_label = 'negative'
       AND subcategory = 'Phishing attempt'`,
    );
    const { answer } = await product.ask('how many neg msgs about phishng?');
    assert.equal(answer.status, 'answered');
    assert.match(answer.text, new RegExp(`\\b${truth}\\b`));
  });

  it('ranks days and reads what was written on the top one', async () => {
    const top = db
      .prepare(
        `SELECT day, count(*) AS n FROM communications WHERE intent = 'complaint'
         AND product = 'Mobile App' AND category = 'Login & Access'
         GROUP BY day ORDER BY n DESC, day LIMIT 1`,
      )
      .get() as { day: string; n: number };
    const { answer, calls } = await product.ask(
      'Which day had the most Mobile App login complaints?',
    );
    assert.match(answer.text, new RegExp(`\\*\\*${top.day}\\*\\* with ${top.n}\\b`));
    assert.deepEqual(
      calls.map((call) => call.tool),
      ['query_data', 'search_communications'],
    );
    assert.ok(answer.sources.length > 0, 'cites what was written that day');
  });

  it('computes a case rate over a span after a date', async () => {
    const row = db
      .prepare(
        `SELECT avg(sla_breached) AS rate FROM cases WHERE type = 'complaint'
         AND opened_at >= '2026-03-10' AND opened_at < '2026-03-24'`,
      )
      .get() as { rate: number };
    const { answer } = await product.ask(
      'What was the complaint SLA breach rate for cases opened in the two weeks after 10 March 2026?',
    );
    assert.match(answer.text, new RegExp(`${(row.rate * 100).toFixed(1)}%`));
    assert.match(answer.text, /2026-03-10 to 2026-03-23/);
  });

  it('compares two groups: premier vs student sentiment', async () => {
    const rows = db
      .prepare(
        `SELECT c.segment AS segment, avg(m.sentiment) AS value FROM communications m
         JOIN customers c ON c.id = m.customer_id WHERE c.segment IN ('premier', 'student')
         GROUP BY c.segment`,
      )
      .all() as { segment: string; value: number }[];
    const { answer } = await product.ask(
      'How does the average sentiment of premier customers compare with student customers?',
    );
    for (const row of rows) {
      const said = new RegExp(`${row.segment}: (-?\\d+\\.\\d+)`).exec(answer.text);
      assert.ok(said, `${row.segment} is in the answer`);
      assert.ok(Math.abs(Number(said[1]) - row.value) < 0.001, `${said[1]} ≈ ${row.value}`);
    }
  });

  it('keeps the previous turn\'s filters: "And in April?"', async () => {
    const first = 'How many complaints about the Mobile App were there in March 2026?';
    const earlier = await product.ask(first);
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE intent = 'complaint' AND product = 'Mobile App'
       AND at >= '2026-04-01' AND at < '2026-05-01'`,
    );
    const { answer } = await product.ask('And in April?', [
      { question: first, answer: earlier.answer.text },
    ]);
    assert.match(answer.text, new RegExp(`\\b${truth}\\b`));
    assert.match(answer.text, /April 2026/);
  });

  it('declines what the data does not hold, without calling tools', async () => {
    const { answer, calls } = await product.ask("What is the bank's share price today?");
    assert.equal(answer.status, 'not answerable');
    assert.deepEqual(calls, []);
    assert.match(answer.text, /no "price"/);
    assert.equal(answer.confidence.level, 'low');
  });

  it('declines a period outside the data', async () => {
    const { answer } = await product.ask('How many complaints did we get in March 2024?');
    assert.equal(answer.status, 'not answerable');
    assert.match(answer.text, /no data for March 2024/);
  });

  it('looks a case up by id instead of computing corpus-wide statistics', async () => {
    const kase = db.prepare(`SELECT opened_at FROM cases WHERE id = 'K-00200'`).get() as {
      opened_at: string;
    };
    const { answer, calls } = await product.ask('When was case K-00200 opened?');
    assert.equal(calls.length, 1);
    assert.match(answer.text, new RegExp(kase.opened_at.slice(0, 10)));
  });
});
