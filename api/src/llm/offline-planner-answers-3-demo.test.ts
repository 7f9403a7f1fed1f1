import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Store } from '../store/db';
import { startDemoProduct, type DemoProduct } from './offline-planner-e2e-support';

/**
 * The offline planner on the demo corpus, on what a plan must get right besides its words: the
 * population and part of a share, the unit a question counts (customers, cases, messages), a
 * ranking on a flag's rate, a median named by its unit, and measures the data has no field for,
 * which are declined with the closest questions instead of a nearby figure. Truths by plain SQL.
 */
describe('offline planner plans what was asked on the demo corpus (truths by SQL)', () => {
  let product: DemoProduct;
  let db: Store;

  before(async () => {
    product = await startDemoProduct();
    db = product.db;
  });
  after(() => product.close());

  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ask = async (question: string) => (await product.ask(question)).answer;

  it('states a share of complaints with the asked topic as its part', async () => {
    const all = count(`SELECT count(*) AS n FROM communications WHERE intent = 'complaint'`);
    const part = count(
      `SELECT count(*) AS n FROM communications
       WHERE intent = 'complaint' AND category = 'Payments & Transfers'`,
    );
    const answer = await ask('What proportion of complaints are about Payments & Transfers?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
    assert.match(answer.text, new RegExp(`\\(${part} of ${all}\\)`));
    assert.doesNotMatch(answer.text, /have\s+\(/);
  });

  it('states the share of phone messages that are complaints', async () => {
    const all = count(`SELECT count(*) AS n FROM communications WHERE channel = 'phone'`);
    const part = count(
      `SELECT count(*) AS n FROM communications WHERE channel = 'phone' AND intent = 'complaint'`,
    );
    const answer = await ask('What percentage of phone messages are complaints?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
  });

  it('counts customers when customers are asked, even misspelt', async () => {
    const wales = count(`SELECT count(*) AS n FROM customers WHERE region = 'Wales'`);
    const answer = await ask('how many custmers r in wales');
    assert.match(answer.text, new RegExp(`\\*\\*${wales}\\*\\* customers`));
  });

  it('states the share of customers in a region over all customers', async () => {
    const all = count(`SELECT count(*) AS n FROM customers`);
    const part = count(`SELECT count(*) AS n FROM customers WHERE region = 'Scotland'`);
    const answer = await ask('What share of customers are in Scotland?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
    assert.match(answer.text, new RegExp(`\\(${part} of ${all}\\)`));
  });

  it('states the share of premier customers in one region', async () => {
    const all = count(`SELECT count(*) AS n FROM customers WHERE segment = 'premier'`);
    const part = count(
      `SELECT count(*) AS n FROM customers WHERE segment = 'premier' AND region = 'North'`,
    );
    const answer = await ask('What share of premier customers are in the North?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
  });

  it('counts customers, then the messages they sent, for two asks', async () => {
    const customers = count(`SELECT count(*) AS n FROM customers WHERE segment = 'business'`);
    const messages = count(
      `SELECT count(*) AS n FROM communications c JOIN customers u ON u.id = c.customer_id
       WHERE u.segment = 'business'`,
    );
    const answer = await ask(
      'How many business customers do we have, and how many messages did they send us?',
    );
    assert.match(answer.text, new RegExp(`\\*\\*${customers}\\*\\* customers`));
    assert.match(answer.text, new RegExp(`\\*\\*${messages}\\*\\* messages`));
  });

  it('ranks priorities by how often their cases miss the SLA (the rate, not the count)', async () => {
    const top = db
      .prepare(
        `SELECT priority, avg(sla_breached) AS rate FROM cases
         GROUP BY priority ORDER BY rate DESC LIMIT 1`,
      )
      .get() as { priority: string; rate: number };
    const answer = await ask('Which case priority misses its SLA most often?');
    assert.match(
      answer.text,
      new RegExp(`\\*\\*${top.priority}\\*\\* with ${escape(percent(top.rate))}`),
    );
  });

  it('gives a median named by its unit ("median number of days to close")', async () => {
    const days = (
      db
        .prepare(
          `SELECT julianday(closed_at) - julianday(opened_at) AS d FROM cases
           WHERE type = 'cdd' AND account_restricted = 1 AND closed_at IS NOT NULL ORDER BY d`,
        )
        .all() as { d: number }[]
    ).map((row) => row.d);
    const middle = Math.floor(days.length / 2);
    const median = days.length % 2 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
    const answer = await ask(
      'For CDD cases that ended in an account restriction, what is the median number of days to close them?',
    );
    const shown = /median[^\d]*?(\d+\.\d+)/.exec(answer.text);
    assert.ok(shown, answer.text);
    assert.ok(Math.abs(Number(shown[1]) - median) < 0.05, `${shown[1]} vs ${median}`);
  });

  it('states the share of complaints from one segment (population first, part after the verb)', async () => {
    const all = count(`SELECT count(*) AS n FROM communications WHERE intent = 'complaint'`);
    const part = count(
      `SELECT count(*) AS n FROM communications c JOIN customers u ON u.id = c.customer_id
       WHERE c.intent = 'complaint' AND u.segment = 'student'`,
    );
    const answer = await ask('What share of complaints come from students?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
    assert.match(answer.text, new RegExp(`\\(${part} of ${all}\\)`));
  });

  it('counts the cases of one segment when cases are asked', async () => {
    const cases = count(
      `SELECT count(*) AS n FROM cases k JOIN customers u ON u.id = k.customer_id
       WHERE u.segment = 'premier'`,
    );
    const answer = await ask('How many cases do premier customers have?');
    assert.match(answer.text, new RegExp(`\\*\\*${cases}\\*\\* cases`));
  });

  for (const [question, missing] of [
    ['How much compensation did we pay out for SLA breaches?', /compensation/],
    ['What is the open rate of the marketing emails we send?', /marketing/],
    ['How old are our customers on average?', /\bage\b/],
    ['How much did we spend on refunds last quarter?', /amount spen[dt]/],
    ['How many loyalty members wrote to us in March 2026?', /loyalty/],
    ['Which channel is most likely to breach?', /channel of cases/],
  ] as const) {
    it(`declines instead of answering a nearby figure: "${question}"`, async () => {
      const answer = await ask(question);
      assert.equal(answer.status, 'not answerable');
      assert.match(answer.text, /This data has no/);
      assert.match(answer.text, missing);
      assert.match(answer.text, /Questions it can answer instead/);
    });
  }
});
