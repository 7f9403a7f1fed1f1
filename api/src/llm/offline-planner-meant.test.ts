import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertStates,
  startAirlineProduct,
  startDemoProduct,
  startImportedProduct,
  type AirlineProduct,
  type DemoProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';
import { REPAIR_JOBS_MAPPING, repairJobs, repairJobsCsv } from './repair-jobs-fixture';

/**
 * What the analyst meant, through the real API and engine: a value said loosely ("bad tweets"),
 * a comparison's second side described ("chats handled by a person", "all other jobs"), and a
 * follow-up's "them" and "that" (the earlier winner's records; the earlier count over a group's).
 * Every truth is plain SQL over the raw rows.
 */
const ask = async (product: OfflineProduct, question: string, earlier?: string) => {
  const history = [];
  if (earlier !== undefined) {
    const first = await product.ask(earlier);
    history.push({ question: earlier, answer: first.answer.text });
  }
  const { answer } = await product.ask(question, history);
  assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
  return answer.text;
};

describe('what the analyst meant, on the airline tweets (truths by SQL)', () => {
  let product: AirlineProduct;
  before(async () => {
    product = await startAirlineProduct();
  });
  after(async () => product.close());
  const value = (sql: string) => (product.tweets.prepare(sql).get() as { v: number }).v;

  it('reads "bad tweets" as the negative ones', async () => {
    const truth = value(
      `SELECT count(*) v FROM tweets WHERE airline = 'Delta' AND sentiment = 'negative'`,
    );
    const all = value(`SELECT count(*) v FROM tweets WHERE airline = 'Delta'`);
    const text = await ask(product, 'how many bad tweets did delta get');
    assertStates(text, truth, 0);
    assert.ok(!text.includes(String(all)), text);
  });

  it('"the main reason behind them" is the reason among the winner\'s negative tweets', async () => {
    const leader = product.tweets
      .prepare(
        `SELECT airline k, count(*) v FROM tweets WHERE sentiment = 'negative'
         GROUP BY k ORDER BY v DESC LIMIT 1`,
      )
      .get() as { k: string; v: number };
    const reason = product.tweets
      .prepare(
        `SELECT reason k, count(*) v FROM tweets
         WHERE sentiment = 'negative' AND airline = ? AND reason IS NOT NULL AND reason != ''
         GROUP BY k ORDER BY v DESC LIMIT 1`,
      )
      .get(leader.k) as { k: string; v: number };
    const text = await ask(
      product,
      'What was the main reason behind them?',
      'Which airline had the most negative tweets?',
    );
    assert.match(text, new RegExp(reason.k));
    assertStates(text, reason.v, 0);
  });
});

describe('what the analyst meant, on the demo corpus (truths by SQL)', () => {
  let product: DemoProduct;
  before(async () => {
    product = await startDemoProduct();
  });
  after(async () => product.close());

  it('sets chatbot chats against "chats handled by a person": both chat modes', async () => {
    const sides = product.db
      .prepare(
        `SELECT chat_mode k, avg(sentiment) v FROM communications
         WHERE channel = 'chat' AND chat_mode IS NOT NULL GROUP BY k`,
      )
      .all() as { k: string; v: number }[];
    const text = await ask(
      product,
      'How does sentiment in chatbot chats compare with chats handled by a person?',
    );
    assert.equal(sides.length, 2);
    for (const side of sides) {
      assert.match(text, new RegExp(side.k));
      // The figures are read unsigned ("-0.409" states 0.409).
      assertStates(text, Math.abs(Math.round(side.v * 1000) / 1000), 0.0011);
    }
  });

  it('"what percentage of all <group> is that": the earlier count over the group', async () => {
    const row = product.db
      .prepare(`SELECT sum(account_restricted) part, count(*) whole FROM cases WHERE type = 'cdd'`)
      .get() as { part: number; whole: number };
    const text = await ask(
      product,
      'What percentage of all due diligence cases is that?',
      'How many customer due diligence cases ended with the account restricted?',
    );
    assertStates(text, Math.round((row.part / row.whole) * 1000) / 10, 0.05);
    assertStates(text, row.whole, 0);
  });
  it('"how often do complaint cases miss their service deadline": the breach rate among them', async () => {
    const row = product.db
      .prepare(`SELECT sum(sla_breached) part, count(*) whole FROM cases WHERE type = 'complaint'`)
      .get() as { part: number; whole: number };
    const text = await ask(product, 'How often do complaint cases miss their service deadline?');
    assertStates(text, Math.round((row.part / row.whole) * 1000) / 10, 0.05);
    assertStates(text, row.whole, 0);
  });

  it("a customer's most recent message: the newest of their records, by what it is about", async () => {
    const busy = product.db
      .prepare(
        `SELECT customer_id k FROM communications WHERE customer_id IS NOT NULL
         GROUP BY k HAVING count(*) >= 3 ORDER BY k LIMIT 1`,
      )
      .get() as { k: string };
    const newest = product.db
      .prepare(
        `SELECT id, category FROM communications WHERE customer_id = ?
         ORDER BY at DESC, id DESC LIMIT 1`,
      )
      .get(busy.k) as { id: string; category: string };
    const text = await ask(product, `What was customer ${busy.k}'s most recent message about?`);
    const lead = text.split('\n')[0]!;
    assert.match(lead, new RegExp(newest.id), text);
    assert.ok(lead.includes(newest.category), text);
  });
});

describe('what the analyst meant, on imported repair jobs (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;
  before(async () => {
    const jobs = repairJobs(1200);
    product = await startImportedProduct(repairJobsCsv(jobs), REPAIR_JOBS_MAPPING, jobs.length);
    raw = new Database(':memory:');
    raw.exec('CREATE TABLE jobs (appliance TEXT, parts_cost REAL, callback INTEGER)');
    const insert = raw.prepare('INSERT INTO jobs VALUES (?, ?, ?)');
    for (const job of jobs) insert.run(job.appliance, job.partsCost, job.callback ? 1 : 0);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  it('sets callback jobs against "all other jobs": both sides of the flag', async () => {
    const sides = raw
      .prepare('SELECT callback k, avg(parts_cost) v FROM jobs GROUP BY k ORDER BY k DESC')
      .all() as { k: number; v: number }[];
    const text = await ask(product, 'parts cost for callbacks compared with all other jobs');
    assert.equal(sides.length, 2);
    for (const side of sides) assertStates(text, Math.round(side.v * 1000) / 1000, 0.0011);
  });

  it('"what percent of all oven jobs is that": the callbacks among the oven jobs', async () => {
    const row = raw
      .prepare(`SELECT sum(callback) part, count(*) whole FROM jobs WHERE appliance = 'Oven'`)
      .get() as { part: number; whole: number };
    const text = await ask(
      product,
      'what percent of all oven jobs is that?',
      'How many Oven jobs needed a callback?',
    );
    assertStates(text, Math.round((row.part / row.whole) * 1000) / 10, 0.05);
  });
});
