import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertStates,
  startImportedProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';
import { AREAS, REPAIR_JOBS_MAPPING, repairJobs, repairJobsCsv } from './repair-jobs-fixture';

/**
 * The offline planner on an appliance repair firm's jobs, a schema it was never built on, through
 * the real API and engine: a status value said as a verb ("opened the most"), plural codes
 * ("S1s"), a built-in region the import left "Unknown" beside the imported one, measures named by
 * another form of a field's words ("repair time", "callback rate"), a company named by its free
 * text, and the hour and weekday of the timestamps. Every truth is plain SQL over the rows as
 * generated.
 */
describe('offline planner on repair jobs it has never seen (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const jobs = repairJobs(1200);
    product = await startImportedProduct(repairJobsCsv(jobs), REPAIR_JOBS_MAPPING, jobs.length);
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE jobs (day TEXT, hour INTEGER, status TEXT, severity TEXT,
      appliance TEXT, technician TEXT, company TEXT, area TEXT, repair_hours REAL,
      response_minutes REAL, parts_cost REAL, callback INTEGER)`);
    const insert = raw.prepare('INSERT INTO jobs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const job of jobs) {
      insert.run(
        job.day,
        job.hour,
        job.status,
        job.severity,
        job.appliance,
        job.technician,
        job.company,
        job.area,
        job.repairHours,
        job.responseMinutes,
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
    const rows = raw.prepare(sql).all() as { k: string | number; v: number }[];
    assert.ok(rows.length > 1 && rows[0]!.v > rows[1]!.v, `no single top: ${JSON.stringify(rows)}`);
    return rows[0]!;
  };
  const ask = async (question: string) => {
    const { answer } = await product.ask(question);
    assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
    return answer.text;
  };

  it('counts every job where "opened" is the verb, not only the open ones', async () => {
    const leader = top('SELECT technician k, count(*) v FROM jobs GROUP BY k ORDER BY v DESC');
    const text = await ask('Which technician opened the most jobs?');
    assert.match(text, new RegExp(String(leader.k)));
    assertStates(text, leader.v, 0);
    const coastal = value(`SELECT count(*) v FROM jobs WHERE area = 'Coastal'`);
    const midlands = value(`SELECT count(*) v FROM jobs WHERE area = 'Midlands'`);
    const both = await ask('Did Coastal or Midlands open more jobs?');
    assertStates(both, coastal, 0);
    assertStates(both, midlands, 0);
  });

  it('reads "S1s" as the code S1', async () => {
    const truth = value(
      `SELECT count(*) v FROM jobs WHERE severity = 'S1' AND day BETWEEN '2025-06-01' AND '2025-06-30'`,
    );
    assertStates(await ask('How many S1s were logged in June 2025?'), truth, 0);
  });

  it('ranks by the imported region, not the built-in one the import left "Unknown"', async () => {
    const leader = top(
      'SELECT area k, count(*) v FROM jobs WHERE callback = 1 GROUP BY k ORDER BY v DESC',
    );
    const text = await ask('Which region has the most callbacks?');
    assert.match(text, new RegExp(String(leader.k)));
    assert.doesNotMatch(text, /Unknown/);
    assertStates(text, leader.v, 0);
  });

  it('averages the field a measure noun names ("repair time")', async () => {
    const truth = value(
      `SELECT avg(repair_hours) v FROM jobs WHERE appliance = 'Dishwasher' AND repair_hours IS NOT NULL`,
    );
    assertStates(await ask('What is the average repair time for dishwashers?'), truth, 0.01);
  });

  it('compares a yes/no field\'s rate across two codes ("callback rate for S1 vs S3")', async () => {
    const rate = (code: string) =>
      100 * value(`SELECT avg(callback) v FROM jobs WHERE severity = '${code}'`);
    const text = await ask('How does the callback rate for S1 jobs compare to S3?');
    assertStates(text, rate('S1'), 0.1);
    assertStates(text, rate('S3'), 0.1);
  });

  it('looks a company up by its name in the free-text field', async () => {
    const cost = value(`SELECT avg(parts_cost) v FROM jobs WHERE company = 'Kestrel Foods'`);
    assertStates(await ask('What is the average parts cost for Kestrel Foods?'), cost, 0.01);
    const area = raw
      .prepare(`SELECT DISTINCT area FROM jobs WHERE company = 'Brightwater Dental'`)
      .all() as { area: string }[];
    assert.equal(area.length, 1);
    const text = await ask('Which region is Brightwater Dental in?');
    assert.match(text, new RegExp(area[0]!.area));
    for (const other of AREAS.filter((name) => name !== area[0]!.area)) {
      assert.doesNotMatch(text, new RegExp(other));
    }
  });

  it('bounds the hour of the timestamp ("before 9am", "in the afternoon")', async () => {
    const early = value('SELECT count(*) v FROM jobs WHERE hour < 9');
    assertStates(await ask('How many jobs came in before 9am?'), early, 0);
    const afternoon = value(
      'SELECT avg(repair_hours) v FROM jobs WHERE hour >= 12 AND hour < 17 AND repair_hours IS NOT NULL',
    );
    assertStates(
      await ask('average repair time for jobs logged in the afternoon'),
      afternoon,
      0.01,
    );
  });

  it("ranks the hours of the day and tells the weekend's share", async () => {
    const busiest = top('SELECT hour k, count(*) v FROM jobs GROUP BY k ORDER BY v DESC');
    const text = await ask('What hour of the day do most jobs come in?');
    assert.match(text, new RegExp(`${String(busiest.k).padStart(2, '0')}:00`));
    assertStates(text, busiest.v, 0);
    const weekend = 100 * value(`SELECT avg(strftime('%w', day) IN ('0', '6')) v FROM jobs`);
    assertStates(await ask('What share of jobs are logged at the weekend?'), weekend, 0.1);
  });
});
