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
 * Records that got an amount paid out, on a rail operator's passenger feedback (a data set the
 * planner was never built on) through the real API and engine: the share of cancellation reports
 * that got compensation before and after a date, each share from the records with and without
 * the payout. The truths are plain SQL over the generated rows.
 */
describe('offline planner on a share of records paid out (truths by SQL)', () => {
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

  const paidShare = (where: string) =>
    100 *
    (
      feedback
        .prepare(
          `SELECT avg(compensation > 0) v FROM feedback WHERE kind = 'cancellation' AND ${where}`,
        )
        .get() as { v: number }
    ).v;

  it('states the share of cancellation reports compensated before and after 1 December 2025', async () => {
    const { answer } = await product.ask(
      'What share of cancellation reports got compensation before and after 1 December 2025?',
    );
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, paidShare(`day < '2025-12-01'`), 0.05);
    assertStates(answer.text, paidShare(`day >= '2025-12-01'`), 0.05);
  });

  it('counts the cancellation reports that got compensation, not the amount', async () => {
    const truth = (
      feedback
        .prepare(`SELECT count(*) v FROM feedback WHERE kind = 'cancellation' AND compensation > 0`)
        .get() as { v: number }
    ).v;
    const { answer } = await product.ask('How many cancellation reports got compensation?');
    assertStates(answer.text, truth, 0);
  });
});
