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
 * Periods beside periods, two asks in one question and follow-ups, through the real API and
 * engine on imported service requests (a schema the planner was never built on): the month
 * before last month is the calendar month, both sides of a date are computed with the day on the
 * after side, a second ask uses the first ask's subject (the winner's share, the same share over
 * the other span), and a follow-up keeps the earlier measure and adds the value it narrows to.
 * Every truth is plain SQL over the rows as generated.
 */
describe('offline planner plans periods, asks and follow-ups on service requests (truths by SQL)', () => {
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

  it('compares last month with the calendar month before it', async () => {
    const lastDay = String(value('SELECT max(day) v FROM requests'));
    const month = (back: number) => {
      const index = Number(lastDay.slice(0, 4)) * 12 + Number(lastDay.slice(5, 7)) - 1 - back;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    };
    const answer = await ask('Were there more requests last month than in the month before it?');
    for (const back of [1, 2]) {
      assertStates(
        answer.text,
        value(`SELECT count(*) v FROM requests WHERE day LIKE ?`, `${month(back)}-%`),
        0,
      );
    }
    assert.match(answer.text, new RegExp(`${month(2)}-01`), answer.text);
  });

  it('computes both sides of "before and after" a date, the day itself after', async () => {
    const answer = await ask('Compare the average hours to close before and after 1 April 2025.');
    const side = (where: string) => value(`SELECT avg(hours) v FROM requests WHERE ${where}`);
    assertStates(answer.text, side(`day < '2025-04-01'`), 0.01);
    assertStates(answer.text, side(`day >= '2025-04-01'`), 0.01);
  });

  it("answers the winner's share of all records as the second ask", async () => {
    const top = raw
      .prepare('SELECT district k, count(*) v FROM requests GROUP BY k ORDER BY v DESC LIMIT 1')
      .get() as { k: string; v: number };
    const total = value('SELECT count(*) v FROM requests');
    const answer = await ask(
      'Which district brings in the most requests, and what share of all requests is that?',
    );
    assert.match(answer.text, new RegExp(top.k), answer.text);
    assertStates(answer.text, top.v, 0);
    assertStates(answer.text, (100 * top.v) / total, 0.1);
  });

  it('answers the same share over the other span for "and what share from April on"', async () => {
    const rate = (where: string) =>
      value(`SELECT 100.0 * avg(urgent) v FROM requests WHERE ${where}`);
    const answer = await ask(
      'What share of requests were urgent before April, and what share from April on?',
    );
    assertStates(answer.text, rate(`day < '2025-04-01'`), 0.1);
    assertStates(answer.text, rate(`day >= '2025-04-01'`), 0.1);
  });

  it('keeps a total for "and in April?" after "how much did we charge"', async () => {
    const first = 'How much did we charge in call-out fees in March?';
    const earlier = await product.ask(first);
    assertStates(
      earlier.answer.text,
      value(`SELECT sum(fee) v FROM requests WHERE day LIKE '2025-03-%'`),
      0.01,
    );
    const { answer } = await product.ask('And in April?', [
      { question: first, answer: earlier.answer.text },
    ]);
    assertStates(
      answer.text,
      value(`SELECT sum(fee) v FROM requests WHERE day LIKE '2025-04-%'`),
      0.01,
    );
  });

  it('keeps the average and adds the yes/no value for "what about for urgent requests only"', async () => {
    const first = 'What is the average hours to close for Street Lighting?';
    const earlier = await product.ask(first);
    const { answer } = await product.ask('What about for urgent requests only?', [
      { question: first, answer: earlier.answer.text },
    ]);
    assertStates(
      answer.text,
      value(`SELECT avg(hours) v FROM requests WHERE service = 'Street Lighting' AND urgent = 1`),
      0.01,
    );
    assert.doesNotMatch(answer.text, /\brate\b/i, answer.text);
  });
});
