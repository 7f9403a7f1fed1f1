import type Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertStates,
  startImportedProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';
import {
  SERVICE_REQUESTS_MAPPING,
  serviceRequests,
  serviceRequestsCsv,
  serviceRequestsTable,
} from './service-requests-fixture';

/**
 * "What drove the rise in urgent requests in March": the urgent requests counted in March and in
 * February, and the channel whose count of them rose most named with its two counts — counts, not the urgent rate,
 * through the real API and engine on imported service requests. Truths are plain SQL.
 */
describe('offline planner explains a rise of flagged records by counts (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const rows = serviceRequests(1500);
    product = await startImportedProduct(
      serviceRequestsCsv(rows),
      SERVICE_REQUESTS_MAPPING,
      rows.length,
    );
    raw = serviceRequestsTable(rows);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const urgentIn = (month: string) =>
    (
      raw
        .prepare(`SELECT count(*) v FROM requests WHERE urgent = 1 AND day LIKE ?`)
        .get(`${month}-%`) as { v: number }
    ).v;

  for (const question of [
    'What drove the rise in urgent requests in March?',
    'why did urgent requests go up in March 2025',
  ]) {
    it(question, async () => {
      const answer = (await product.ask(question)).answer;
      assertStates(answer.text, urgentIn('2025-03'), 0);
      assertStates(answer.text, urgentIn('2025-02'), 0);
      // The channel whose urgent requests rose most, with its two counts.
      const top = raw
        .prepare(
          `SELECT channel, sum(day LIKE '2025-02-%') feb, sum(day LIKE '2025-03-%') mar
           FROM requests WHERE urgent = 1 GROUP BY channel ORDER BY mar - feb DESC`,
        )
        .get() as { channel: string; feb: number; mar: number };
      assert.ok(answer.text.includes(`**${top.channel}**: ${top.feb} → ${top.mar}`), answer.text);
      assert.doesNotMatch(answer.text, /%/, answer.text);
    });
  }
});
