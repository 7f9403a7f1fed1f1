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
 * The aggregate word, a second ask over the first ask's records and a share on each side of a
 * yes/no field, through the real API and engine on imported service requests (a schema the
 * planner was never built on). Every truth is plain SQL over the rows as generated.
 */
describe('offline planner: totals, single values, second asks and flag sides (truths by SQL)', () => {
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

  it('ranks the districts by the SUM of fees for "cost us the most in call-out fees"', async () => {
    const top = raw
      .prepare('SELECT district k, sum(fee) v FROM requests GROUP BY k ORDER BY v DESC LIMIT 1')
      .get() as { k: string; v: number };
    const answer = await ask('Which district cost us the most in call-out fees?');
    assert.match(answer.text, new RegExp(top.k), answer.text);
    assertStates(answer.text, top.v, 0.01);
  });

  it('gives one record\'s value for "the highest single call-out fee"', async () => {
    const answer = await ask('What was the highest single call-out fee?');
    assertStates(answer.text, value('SELECT max(fee) v FROM requests'), 0.01);
  });

  it("totals the first ask's records in the second ask", async () => {
    const answer = await ask(
      'How many escalated requests were there and what did they cost in call-out fees?',
    );
    assertStates(
      answer.text,
      value(`SELECT count(*) v FROM requests WHERE outcome = 'escalated'`),
      0,
    );
    assertStates(
      answer.text,
      value(`SELECT sum(fee) v FROM requests WHERE outcome = 'escalated'`),
      0.01,
    );
  });

  it('counts each of two values asked "separately"', async () => {
    const answer = await ask(
      "How many TEL requests and how many WEB requests did we get? Don't lump them together.",
    );
    for (const channel of ['TEL', 'WEB']) {
      assertStates(
        answer.text,
        value(`SELECT count(*) v FROM requests WHERE channel = ?`, channel),
        0,
      );
    }
  });

  it('computes the share within the filtered records on each side of the yes/no field', async () => {
    const answer = await ask(
      'Of the Water & Sewer requests, what share were escalated, urgent vs not urgent?',
    );
    for (const urgent of [1, 0]) {
      assertStates(
        answer.text,
        value(
          `SELECT 100.0 * avg(outcome = 'escalated') v FROM requests
           WHERE service = 'Water & Sewer' AND urgent = ?`,
          urgent,
        ),
        0.1,
      );
    }
  });
});
