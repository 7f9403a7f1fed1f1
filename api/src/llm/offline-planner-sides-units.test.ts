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
 * Two asks in one question, a comparison whose second side is named by no value of the data, a
 * count per day asked as an average, and a duration asked in another unit of time, on a city utility's service requests through the real
 * API and engine. Every truth is plain SQL over the rows as generated.
 */
describe('offline planner: multi-part asks, one-sided comparisons, units (truths by SQL)', () => {
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

  const value = (sql: string, ...params: unknown[]) =>
    (raw.prepare(sql).get(...params) as { v: number }).v;
  const ask = async (question: string) => (await product.ask(question)).answer;

  it('answers a count and an average said after one scope, each with its own figure', async () => {
    const count = value(`SELECT count(*) v FROM requests WHERE district = 'Northgate'`);
    const fee = value(`SELECT avg(fee) v FROM requests WHERE district = 'Northgate'`);
    const answer = await ask('For Northgate: the number of requests and the average call-out fee?');
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, count, 0);
    assertStates(answer.text, fee, 0.01);
    // In the order asked: the count before the average.
    const feeAt = answer.text.search(/average call-out fee/i);
    assert.ok(feeAt > 0 && answer.text.indexOf(String(count)) < feeAt, answer.text);
  });

  it('answers "total <records> …, and the average <field> there" as a count and an average', async () => {
    const count = value(`SELECT count(*) v FROM requests WHERE district = 'Riverside'`);
    const rating = value(`SELECT avg(rating) v FROM requests WHERE district = 'Riverside'`);
    const answer = await ask(
      'Total requests in Riverside, and the average satisfaction rating there?',
    );
    assertStates(answer.text, count, 0);
    assertStates(answer.text, rating, 0.01);
  });

  it('computes both sides when the second is said in words the data lacks ("routine")', async () => {
    const fee = (urgent: number) =>
      value(`SELECT avg(fee) v FROM requests WHERE urgent = ?`, urgent);
    const answer = await ask('Urgent requests versus routine ones: average call-out fee?');
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, fee(1), 0.01);
    assertStates(answer.text, fee(0), 0.01);
  });

  it('gives "on average, how many per day" as the count over the days of the span', async () => {
    const march = value(`SELECT count(*) v FROM requests WHERE day LIKE '2025-03-%'`);
    const answer = await ask('On average, how many requests did we get per day in March 2025?');
    assertStates(answer.text, march / 31, 0.01);
  });

  it('converts a duration counted in hours into the days asked, naming both units', async () => {
    const hours = value(`SELECT avg(hours) v FROM requests WHERE district = 'Old Town'`);
    const answer = await ask('What is the average hours to close in Old Town, in days?');
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, hours / 24, 0.01);
    assert.match(answer.text, /\bdays\b/);
  });
});
