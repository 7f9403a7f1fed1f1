import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { importRail, loadFeedback } from '../../../bench/eval/rail-data';
import type { Store } from '../store/db';
import {
  assertStates,
  startOfflineProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';

/**
 * Every side a question names is answered, on a rail operator's passenger feedback (a data set
 * the planner was never built on) through the real API and engine: three months said as a list
 * are counted together, a date said with both its sides ("before … and since") gives both
 * averages, and a channel set against the asked one ("rather than the web form") is left out.
 * The truths are plain SQL over the generated rows.
 */
describe('offline planner answers every side a question names (truths by SQL)', () => {
  let product: OfflineProduct;
  let feedback: Store;
  let remove: () => void;

  before(async () => {
    const imported = await importRail();
    if (typeof imported === 'string') throw new Error(imported);
    remove = imported.remove;
    product = await startOfflineProduct(imported.path);
    feedback = loadFeedback();
  });
  after(async () => {
    await product.close();
    feedback.close();
    remove();
  });

  const value = (sql: string) => (feedback.prepare(sql).get() as { v: number }).v;

  it('counts three months said as a list together', async () => {
    const truth = value(
      `SELECT count(*) v FROM feedback WHERE kind = 'cancellation'
         AND day BETWEEN '2025-09-01' AND '2025-11-30'`,
    );
    const { answer } = await product.ask(
      'Across September, October and November 2025, how many cancellation reports did we get?',
    );
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, truth, 0);
  });

  it('gives both averages of a date said with both its sides', async () => {
    const average = (where: string) =>
      value(`SELECT avg(compensation) v FROM feedback WHERE kind = 'delay' AND ${where}`);
    const { answer } = await product.ask(
      'Average compensation on delay reports before 1 December 2025 and since: what are the two averages?',
    );
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, average(`day < '2025-12-01'`), 0.05);
    assertStates(answer.text, average(`day >= '2025-12-01'`), 0.05);
  });

  it('leaves out the channel said after "rather than"', async () => {
    const truth = value(
      `SELECT count(*) v FROM feedback WHERE kind = 'delay' AND channel <> 'web form'`,
    );
    const { answer } = await product.ask(
      'How many delay reports reached us some other way rather than through the web form?',
    );
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, truth, 0);
  });
});
