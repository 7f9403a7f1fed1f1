import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertStates,
  startImportedProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';
import { REPAIR_JOBS_MAPPING, repairJobs, repairJobsCsv } from './repair-jobs-fixture';
import {
  SERVICE_REQUESTS_MAPPING,
  serviceRequests,
  serviceRequestsCsv,
  serviceRequestsTable,
} from './service-requests-fixture';

/**
 * Measures said in words, through the real API and engine on an imported repair firm's jobs (a
 * schema the planner was never built on): money spent added up ("how much … altogether", "costs
 * us the most in parts"), a duration's average ranked ("takes longest to fix"), a yes/no field as
 * the sides of a comparison ("callback jobs slower to repair than the others"), a period as the
 * grouping ("which month brought in the most S1 jobs"), a grouping the data lacks declined, and
 * the plain total asked with an ordinary verb ("does the data hold"). Truths are plain SQL.
 */
describe('offline planner: measures said in words on imported repair jobs (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;
  let rows = 0;

  before(async () => {
    const jobs = repairJobs(1200);
    rows = jobs.length;
    product = await startImportedProduct(repairJobsCsv(jobs), REPAIR_JOBS_MAPPING, jobs.length);
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE jobs (day TEXT, severity TEXT, appliance TEXT, technician TEXT,
      repair_hours REAL, parts_cost REAL, callback INTEGER)`);
    const insert = raw.prepare('INSERT INTO jobs VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const job of jobs) {
      insert.run(
        job.day,
        job.severity,
        job.appliance,
        job.technician,
        job.repairHours,
        job.partsCost,
        job.callback ? 1 : 0,
      );
    }
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const value = (sql: string) => (raw.prepare(sql).get() as { v: number }).v;
  /** The top group of a ranking, which must lead by a clear margin for the question to be fair. */
  const top = (sql: string) => {
    const ranked = raw.prepare(sql).all() as { k: string; v: number }[];
    assert.ok(
      ranked.length > 1 && ranked[0]!.v > ranked[1]!.v,
      `no single top: ${JSON.stringify(ranked)}`,
    );
    return ranked[0]!;
  };
  const ask = async (question: string) => {
    const { answer } = await product.ask(question);
    assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
    return answer.text;
  };

  it('adds up the money spent when the question says "how much … altogether"', async () => {
    const total = value('SELECT sum(parts_cost) v FROM jobs');
    assertStates(await ask('How much did we spend on parts altogether?'), total, 1);
  });

  it('ranks groups by the sum of money for "costs us the most in parts"', async () => {
    const leader = top(
      'SELECT appliance k, sum(parts_cost) v FROM jobs GROUP BY k ORDER BY v DESC',
    );
    const text = await ask('Which appliance has cost us the most in parts?');
    assert.match(text, new RegExp(leader.k));
    assertStates(text, leader.v, 1);
  });

  it('ranks groups by the average duration for "takes longest to fix"', async () => {
    const leader = top(
      `SELECT appliance k, avg(repair_hours) v FROM jobs WHERE repair_hours IS NOT NULL
       GROUP BY k ORDER BY v DESC`,
    );
    const text = await ask('Which appliance takes longest to fix?');
    assert.match(text, new RegExp(leader.k));
    assertStates(text, leader.v, 0.06);
  });

  it('compares the yes and no sides of a flag on a duration, not the flag rate', async () => {
    const side = (flag: number) =>
      value(
        `SELECT avg(repair_hours) v FROM jobs WHERE callback = ${flag} AND repair_hours IS NOT NULL`,
      );
    const text = await ask('Are callback jobs slower to repair than the others?');
    assertStates(text, side(1), 0.06);
    assertStates(text, side(0), 0.06);
  });

  it('groups by the month asked and names the busiest one', async () => {
    const leader = top(
      `SELECT substr(day, 1, 7) k, count(*) v FROM jobs WHERE severity = 'S1'
       GROUP BY k ORDER BY v DESC`,
    );
    const text = await ask('Which month brought in the most S1 jobs?');
    const [year, month] = leader.k.split('-');
    const name = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    assert.ok(text.includes(leader.k) || text.includes(name), `${leader.k}: ${text}`);
    assertStates(text, leader.v, 0);
  });

  it('declines a grouping the data has no field for, naming it', async () => {
    const { answer } = await product.ask('Which warehouse had the most repair jobs?');
    assert.equal(answer.status, 'not answerable', answer.text);
    assert.match(answer.text, /warehouse/i);
  });

  it('counts every job when the question only says the data holds them', async () => {
    assertStates(await ask('How many jobs does the repair data hold?'), rows, 0);
  });
});

describe('offline planner: measures said in words on imported service requests (truths by SQL)', () => {
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

  const value = (sql: string) => (raw.prepare(sql).get() as { v: number }).v;
  const ask = async (question: string) => {
    const { answer } = await product.ask(question);
    assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
    return answer.text;
  };

  it('compares urgent requests with the rest on hours to close, not the urgent rate', async () => {
    const text = await ask('Do urgent requests get closed faster than the rest?');
    assertStates(text, value('SELECT avg(hours) v FROM requests WHERE urgent = 1'), 0.06);
    assertStates(text, value('SELECT avg(hours) v FROM requests WHERE urgent = 0'), 0.06);
  });

  it('adds up the fees charged when the question says "overall"', async () => {
    const total = value('SELECT sum(fee) v FROM requests');
    assertStates(await ask('how much did we charge in call-out fees overall'), total, 1);
  });

  it('ranks districts by their average hours for "takes the longest to close"', async () => {
    const ranked = raw
      .prepare('SELECT district k, avg(hours) v FROM requests GROUP BY k ORDER BY v DESC')
      .all() as { k: string; v: number }[];
    assert.ok(ranked[0]!.v > ranked[1]!.v, JSON.stringify(ranked));
    const text = await ask('Which district takes the longest to close requests?');
    assert.match(text, new RegExp(ranked[0]!.k));
    assertStates(text, ranked[0]!.v, 0.06);
  });

  it('declines a money noun no field holds, naming it', async () => {
    const { answer } = await product.ask('What tip did residents leave on average?');
    assert.equal(answer.status, 'not answerable', answer.text);
    assert.match(answer.text, /tip/i);
  });
});
