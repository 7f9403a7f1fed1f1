import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { startOfflineProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * The planner's next round of constructs end to end on the demo corpus: a limit kept ("within
 * SLA"), a flag and its opposite as two groups, before and after a dated event, an event asked
 * about without its date. Real API and engine; truths by plain SQL over the same database.
 */
describe('offline planner: limits kept, flag opposites, before/after an event (demo, SQL)', () => {
  let product: OfflineProduct;
  let db: Store;

  before(async () => {
    const path = await demoDatabasePath();
    db = openDatabase(path, { readonly: true });
    product = await startOfflineProduct(path);
  });
  after(async () => {
    await product.close();
    closeDatabase(db);
  });

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
});
