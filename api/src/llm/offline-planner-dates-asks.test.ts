import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertStates,
  startImportedProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';
import { REPAIR_JOBS_MAPPING, repairJobs, repairJobsCsv } from './repair-jobs-fixture';

/**
 * A date as the figure asked and every ask of a multi-part question answered, through the real
 * API and engine on an imported repair firm's jobs (a schema the planner was never built on):
 * "when did the first Oven job come in" is the earliest day of the Oven jobs, "the most recent S1
 * job" the latest; "how many …, and how did their parts cost average out" states the count and
 * the average; "…, and tell me what fraction of them needed a callback" the count and the rate.
 * Truths are plain SQL.
 */
describe('offline planner: dates asked, multi-part questions and share denominators on imported repair jobs (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const jobs = repairJobs(1200);
    product = await startImportedProduct(repairJobsCsv(jobs), REPAIR_JOBS_MAPPING, jobs.length);
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE jobs (day TEXT, severity TEXT, appliance TEXT, technician TEXT,
      parts_cost REAL, callback INTEGER)`);
    const insert = raw.prepare('INSERT INTO jobs VALUES (?, ?, ?, ?, ?, ?)');
    for (const job of jobs) {
      insert.run(
        job.day,
        job.severity,
        job.appliance,
        job.technician,
        job.partsCost,
        job.callback ? 1 : 0,
      );
    }
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const value = <T>(sql: string) => (raw.prepare(sql).get() as { v: T }).v;
  const ask = async (question: string) => {
    const { answer } = await product.ask(question);
    assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
    return answer.text;
  };

  it('states the earliest day of the records asked for "when did the first … come in"', async () => {
    const first = value<string>("SELECT min(day) v FROM jobs WHERE appliance = 'Oven'");
    const text = await ask('When did the first Oven job come in?');
    assert.ok(text.includes(first), `${first} not in: ${text}`);
  });

  it('states the latest day for "the most recent" and "when was the last time"', async () => {
    const latest = value<string>("SELECT max(day) v FROM jobs WHERE severity = 'S1'");
    const text = await ask('When was the most recent S1 job?');
    assert.ok(text.includes(latest), `${latest} not in: ${text}`);
    const last = value<string>(
      "SELECT max(day) v FROM jobs WHERE technician = 'Lotte Jansen' AND appliance = 'Dishwasher'",
    );
    const again = await ask('When was the last time Lotte Jansen had a Dishwasher job?');
    assert.ok(again.includes(last), `${last} not in: ${again}`);
  });

  it('answers a count and the average of the same records', async () => {
    const where = "appliance = 'Dishwasher' AND technician = 'Dara Quinn'";
    const text = await ask(
      'How many Dishwasher jobs did Dara Quinn do, and how did their parts cost average out?',
    );
    assertStates(text, value<number>(`SELECT count(*) v FROM jobs WHERE ${where}`), 0);
    assertStates(text, value<number>(`SELECT avg(parts_cost) v FROM jobs WHERE ${where}`), 0.01);
  });

  it('answers a count and the share of them that the second ask names', async () => {
    const text = await ask(
      'Count the Oven jobs for me, and tell me what fraction of them needed a callback.',
    );
    assertStates(text, value<number>("SELECT count(*) v FROM jobs WHERE appliance = 'Oven'"), 0);
    const rate = value<number>("SELECT avg(callback) * 100 v FROM jobs WHERE appliance = 'Oven'");
    assertStates(text, rate, 0.1);
  });

  it('takes a share of the group named after "of the" / "among", the other group its part', async () => {
    const s1OfCallbacks = value<number>(
      "SELECT 100.0 * sum(severity = 'S1') / count(*) v FROM jobs WHERE callback = 1",
    );
    assertStates(await ask('Of the callback jobs, what share were S1?'), s1OfCallbacks, 0.1);
    const callbacksOfS1 = value<number>(
      "SELECT 100.0 * avg(callback) v FROM jobs WHERE severity = 'S1'",
    );
    assertStates(await ask('What is the callback rate among S1 jobs?'), callbacksOfS1, 0.1);
  });
});
