import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Store } from '../store/db';
import { startDemoProduct, type DemoProduct } from './offline-planner-e2e-support';

/**
 * The planner's next round of constructs end to end on the demo corpus: a limit kept ("within
 * SLA"), a flag and its opposite as two groups, before and after a dated event, an event asked
 * about without its date. Real API and engine; truths by plain SQL over the same database.
 */
describe('offline planner: limits kept, flag opposites, before/after an event (demo, SQL)', () => {
  let product: DemoProduct;
  let db: Store;

  before(async () => {
    product = await startDemoProduct();
    db = product.db;
  });
  after(() => product.close());

  function value(sql: string, ...params: unknown[]): number {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  }
  const figure = (n: number) => new RegExp(`\\b${n}\\b`);

  it('counts cases closed within SLA as closed and not breached', async () => {
    const truth = value(
      `SELECT count(*) AS n FROM cases WHERE status = 'closed' AND sla_breached = 0`,
    );
    const { answer } = await product.ask('How many cases were closed within SLA?');
    assert.match(answer.text, figure(truth));
  });

  it('gives the share of cases within SLA, not of the breaches', async () => {
    const share = value(`SELECT avg(sla_breached = 0) AS n FROM cases`);
    const { answer } = await product.ask('What share of cases were within SLA?');
    assert.match(answer.text, new RegExp(`${(share * 100).toFixed(1)}%`));
  });

  it('reads "resolved" cases as the cases’ own closed status, not a status they lack', async () => {
    const truth = value(
      `SELECT count(*) AS n FROM cases WHERE status = 'closed' AND type = 'complaint'
       AND sla_breached = 0 AND opened_at >= '2026-03-01' AND opened_at < '2026-04-01'`,
    );
    assert.ok(truth > 0);
    const { answer } = await product.ask(
      'How many complaint cases were resolved within the SLA in March 2026?',
    );
    assert.match(answer.text, figure(truth));
  });

  it('declines the interest rate itself instead of counting messages about interest rates', async () => {
    const { answer, calls } = await product.ask('What is the interest rate on savings?');
    assert.equal(answer.status, 'not answerable');
    assert.match(answer.text, /no interest rate figure/);
    assert.deepEqual(calls, []);
  });

  it('sets the two weeks before an event against the two weeks after it', async () => {
    const count = (from: string, to: string) =>
      value(
        `SELECT count(*) AS n FROM communications WHERE category = 'Login & Access'
         AND intent = 'complaint' AND day >= ? AND day <= ?`,
        from,
        to,
      );
    const before = count('2026-02-24', '2026-03-09');
    const after = count('2026-03-11', '2026-03-24');
    const { answer } = await product.ask('How much did login complaints jump after 10 March 2026?');
    assert.match(answer.text, new RegExp(`went up from ${before} .* to ${after} `));
  });

  it('answers whether a dated event made one group happier, before against after', async () => {
    const mood = (from: string, to: string) =>
      value(
        `SELECT avg(sentiment) AS n FROM communications WHERE product = 'Savings'
         AND day >= ? AND day <= ?`,
        from,
        to,
      );
    const before = mood('2026-08-18', '2026-08-31');
    const after = mood('2026-09-01', '2026-09-14');
    const { answer } = await product.ask(
      'Did the savings rate rise on 1 Sep make savings customers happier?',
    );
    const shown = (n: number) => String(Math.round(n * 1000) / 1000);
    assert.match(answer.text, new RegExp(`from ${shown(before)} .* to ${shown(after)} `));
    assert.doesNotMatch(answer.text, /sub-topic is Savings rate/);
  });

  it('says plainly which date it needs for an event named without one, calling no tool', async () => {
    const { answer, calls } = await product.ask(
      'How much did login complaints jump after the 5.2 release?',
    );
    assert.equal(answer.status, 'not answerable');
    assert.match(answer.text, /the day it happened/);
    assert.match(answer.text, /no date for the 5\.2 release/);
    assert.deepEqual(calls, []);
  });

  it('sets restricted against unrestricted as the two sides of the flag', async () => {
    const restricted = value(`SELECT count(*) AS n FROM cases WHERE account_restricted = 1`);
    const unrestricted = value(`SELECT count(*) AS n FROM cases WHERE account_restricted = 0`);
    const { answer } = await product.ask(
      'How do restricted customers compare with unrestricted customers?',
    );
    assert.match(
      answer.text,
      new RegExp(`restricted: ${restricted}; unrestricted: ${unrestricted}`),
    );
    assert.match(answer.text, new RegExp(`has ${Math.abs(restricted - unrestricted)} more`));
    assert.doesNotMatch(answer.text, /nothing in this data for "unrestricted"/);
  });

  it('counts the records for "did complaints about cards drop after <day>", not their mood', async () => {
    const count = (from: string, to: string) =>
      value(
        `SELECT count(*) AS n FROM communications WHERE category = 'Cards'
         AND intent = 'complaint' AND day >= ? AND day <= ?`,
        from,
        to,
      );
    const before = count('2026-06-17', '2026-06-30');
    const after = count('2026-07-02', '2026-07-15');
    const { answer } = await product.ask('Did complaints about cards drop after 1 July 2026?');
    assert.match(answer.text, new RegExp(`from ${before} .* to ${after} `));
  });
});
