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
 * Multi-part questions over an appliance repair firm's jobs, through the real API and engine: one
 * job's extreme and a field of the job(s) holding it, the extreme set beside the average, and a
 * bound's count with what the bounded amounts add up to. Every truth is plain SQL over the rows
 * as generated.
 */
describe('offline planner: an extreme and its record, a bound and its total (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const jobs = repairJobs(1200);
    product = await startImportedProduct(repairJobsCsv(jobs), REPAIR_JOBS_MAPPING, jobs.length);
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE jobs (technician TEXT, repair_hours REAL, parts_cost REAL)`);
    const insert = raw.prepare('INSERT INTO jobs VALUES (?, ?, ?)');
    for (const job of jobs) insert.run(job.technician, job.repairHours, job.partsCost);
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

  it('names the technician of the slowest repair', async () => {
    const slowest = value('SELECT max(repair_hours) v FROM jobs');
    const holders = raw
      .prepare('SELECT DISTINCT technician t FROM jobs WHERE repair_hours = ?')
      .all(slowest) as { t: string }[];
    const text = await ask('What was the slowest repair we ever did, and which technician was it?');
    assertStates(text, slowest, 0.01);
    for (const { t } of holders) assert.match(text, new RegExp(`\\*\\*${t}\\*\\*|${t}`));
  });

  it('sets the slowest repair beside the average repair time', async () => {
    const slowest = value('SELECT max(repair_hours) v FROM jobs');
    const average = value('SELECT avg(repair_hours) v FROM jobs WHERE repair_hours IS NOT NULL');
    const text = await ask(
      'What was the slowest repair we ever did, and how does that compare with the average repair time?',
    );
    assertStates(text, slowest, 0.01);
    assertStates(text, average, 0.01);
    assertStates(text, slowest - average, 0.01);
  });

  it('counts the jobs over a parts cost and adds their costs up', async () => {
    const count = value('SELECT count(*) v FROM jobs WHERE parts_cost > 150');
    const total = value('SELECT sum(parts_cost) v FROM jobs WHERE parts_cost > 150');
    const text = await ask(
      'How many jobs had a parts cost above 150, and what did they add up to?',
    );
    assertStates(text, count, 0);
    assertStates(text, total, 0.5);
  });
});
