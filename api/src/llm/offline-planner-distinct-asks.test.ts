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
 * Counts of a field's values and the later asks of a multi-part question over repair jobs,
 * through the real API and engine: "how many different companies" is the number of companies,
 * not of jobs; a second ask's average is over the first ask's jobs. Truths by plain SQL.
 */
describe('offline planner: distinct values and every ask over its records (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const jobs = repairJobs(1200);
    product = await startImportedProduct(repairJobsCsv(jobs), REPAIR_JOBS_MAPPING, jobs.length);
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE jobs (appliance TEXT, technician TEXT, company TEXT, area TEXT,
      parts_cost REAL, callback INTEGER)`);
    const insert = raw.prepare('INSERT INTO jobs VALUES (?, ?, ?, ?, ?, ?)');
    for (const job of jobs) {
      insert.run(
        job.appliance,
        job.technician,
        job.company,
        job.area,
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
  const ask = async (question: string) => {
    const { answer } = await product.ask(question);
    assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
    return answer.text;
  };

  it('counts the different companies with a Dishwasher job, not the jobs', async () => {
    const companies = value(
      `SELECT count(DISTINCT company) v FROM jobs WHERE appliance = 'Dishwasher' AND callback = 1`,
    );
    const jobs = value(
      `SELECT count(*) v FROM jobs WHERE appliance = 'Dishwasher' AND callback = 1`,
    );
    assert.notEqual(companies, jobs);
    const text = await ask(
      'How many different companies had a Dishwasher job that needed a callback?',
    );
    assert.match(text, new RegExp(`\\*\\*${companies}\\*\\*`));
  });

  it('averages the second ask over the first ask’s jobs', async () => {
    const count = value(`SELECT count(*) v FROM jobs WHERE appliance = 'Oven'`);
    const average = value(`SELECT avg(parts_cost) v FROM jobs WHERE appliance = 'Oven'`);
    const all = value(`SELECT avg(parts_cost) v FROM jobs`);
    assert.ok(Math.abs(average - all) > 0.01);
    const text = await ask('How many Oven jobs were there, and what was their average parts cost?');
    assertStates(text, count, 0);
    assertStates(text, average, 0.01);
  });
});
