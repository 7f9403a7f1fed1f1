import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Store } from '../store/db';
import { startDemoProduct, type DemoProduct } from './offline-planner-e2e-support';

/**
 * A flag of the demo's cases said of the customers the asked messages came from ("complaints from
 * customers who had their account restricted"): every message of those customers, end to end.
 * Truths by plain SQL over the same database.
 */
describe('offline planner: messages of customers picked by a flag of their cases (demo)', () => {
  let product: DemoProduct;
  let db: Store;

  before(async () => {
    product = await startDemoProduct();
    db = product.db;
  });
  after(() => product.close());

  function count(sql: string): number {
    return (db.prepare(sql).get() as { n: number }).n;
  }

  const restricted = (yes: 0 | 1) =>
    `customer_id IN (SELECT customer_id FROM cases WHERE account_restricted = ${yes})`;

  it('counts the complaints of customers with a restricted account, not restricted cases', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE intent = 'complaint' AND ${restricted(1)}`,
    );
    const flagged = count(
      `SELECT count(*) AS n FROM cases WHERE type = 'complaint' AND account_restricted = 1`,
    );
    assert.notEqual(truth, flagged);
    const { answer } = await product.ask(
      'How many complaints came from customers who had their account restricted?',
    );
    assert.equal(answer.status, 'answered');
    assert.match(answer.text, new RegExp(`\\*\\*${truth}\\*\\*`));
    assert.doesNotMatch(answer.text, /By customer/);
  });

  it('counts the enquiries of customers whose SLA was breached', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE intent = 'enquiry' AND customer_id IN
       (SELECT customer_id FROM cases WHERE sla_breached = 1)`,
    );
    const { answer } = await product.ask(
      'how many enquiries did we get from customers whose SLA was breached?',
    );
    assert.equal(answer.status, 'answered');
    assert.match(answer.text, new RegExp(`\\*\\*${truth}\\*\\*`));
  });

  it('still counts the cases themselves when cases are asked', async () => {
    const truth = count(`SELECT count(*) AS n FROM cases WHERE account_restricted = 1`);
    const { answer } = await product.ask('how many cases had the account restricted?');
    assert.match(answer.text, new RegExp(`\\*\\*${truth}\\*\\*`));
  });
});
