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
 * "What happened" questions on a city utility's service requests, a schema the planner was never
 * built on, through the real API and engine: the day a filtered count went through the roof, the
 * quietest month, the district that fell behind, the most over two months, and one group's count
 * in each of two months. Every truth is plain SQL over the rows as generated.
 */
describe('offline planner on what happened in service requests (truths by SQL)', () => {
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

  const groups = (sql: string, ...params: unknown[]) =>
    raw.prepare(sql).all(...params) as { k: string; v: number }[];
  const ask = async (question: string) => (await product.ask(question)).answer;
  /** The first item the answer names in bold. */
  const named = (text: string) => /\*\*([^*]+)\*\*/.exec(text)?.[1];

  it('names the day urgent Riverside requests went through the roof, by their daily count', async () => {
    const days = groups(
      `SELECT day k, count(*) v FROM requests WHERE district = 'Riverside' AND urgent = 1
       GROUP BY day ORDER BY v DESC`,
    );
    const peak = days[0]!.v;
    const answer = await ask(
      'Was there a single day when urgent Riverside requests went through the roof?',
    );
    const day = named(answer.text);
    assert.ok(
      days.some((row) => row.k === day && row.v === peak),
      `${day} is no day with ${peak} urgent Riverside requests: ${answer.text}`,
    );
    assertStates(answer.text, peak, 0);
    // Read against an ordinary day: the median over the days with any.
    const counts = days.map((row) => row.v).sort((a, b) => a - b);
    const middle = counts.length / 2;
    const median =
      counts.length % 2 ? counts[Math.floor(middle)]! : (counts[middle - 1]! + counts[middle]!) / 2;
    assert.match(answer.text, new RegExp(`typical day has ${median} `), answer.text);
  });

  it('names the quietest month for Old Town and its count', async () => {
    const months = groups(
      `SELECT substr(day, 1, 7) k, count(*) v FROM requests WHERE district = 'Old Town'
       GROUP BY k ORDER BY v ASC`,
    );
    const answer = await ask('Which month was the quietest for Old Town requests?');
    assert.match(answer.text, new RegExp(months[0]!.k), answer.text);
    assertStates(answer.text, months[0]!.v, 0);
  });

  it('reads "fell behind in March" as the longest average hours to close in March', async () => {
    const districts = groups(
      `SELECT district k, avg(hours) v FROM requests WHERE day BETWEEN '2025-03-01' AND '2025-03-31'
       GROUP BY k ORDER BY v DESC`,
    );
    const answer = await ask('Which district fell behind in March?');
    assert.equal(named(answer.text), districts[0]!.k, answer.text);
    assertStates(answer.text, districts[0]!.v, 0.01);
  });

  it('ranks "the most … complaints in March and April" over both months together', async () => {
    const districts = groups(
      `SELECT district k, count(*) v FROM requests WHERE service = 'Water & Sewer'
       AND day BETWEEN '2025-03-01' AND '2025-04-30' GROUP BY k ORDER BY v DESC`,
    );
    const answer = await ask(
      'Which district had the most Water & Sewer complaints in March and April?',
    );
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assert.equal(named(answer.text), districts[0]!.k, answer.text);
    assertStates(answer.text, districts[0]!.v, 0);
  });

  it('explains a jump in March against February, with the groups that moved most', async () => {
    const count = (from: string, to: string) =>
      groups(
        `SELECT 'all' k, count(*) v FROM requests WHERE district = 'Riverside'
         AND day BETWEEN ? AND ?`,
        from,
        to,
      )[0]!.v;
    const answer = await ask('Why did Riverside requests jump in March?');
    assert.match(answer.text, /2025-02-01 to 2025-02-28/, answer.text);
    assertStates(answer.text, count('2025-02-01', '2025-02-28'), 0);
    assertStates(answer.text, count('2025-03-01', '2025-03-31'), 0);
    assert.match(answer.text, /explains most of it/, answer.text);
  });

  it("counts one district's complaints in each of two months", async () => {
    const count = (from: string, to: string) =>
      groups(
        `SELECT 'all' k, count(*) v FROM requests WHERE service = 'Water & Sewer'
         AND district = 'Riverside' AND day BETWEEN ? AND ?`,
        from,
        to,
      )[0]!.v;
    const answer = await ask(
      'How many Water & Sewer complaints did Riverside get in March versus April?',
    );
    assert.notEqual(answer.status, 'not answerable', answer.text);
    assertStates(answer.text, count('2025-03-01', '2025-03-31'), 0);
    assertStates(answer.text, count('2025-04-01', '2025-04-30'), 0);
  });
});
