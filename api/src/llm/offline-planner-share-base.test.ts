import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertStates,
  startAirlineProduct,
  startImportedProduct,
  type AirlineProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';
import { REPAIR_JOBS_MAPPING, repairJobs, repairJobsCsv } from './repair-jobs-fixture';

/**
 * A share's base is the records its base phrase names, of each group in a ranking and of the
 * winner in a follow-up: "as a share of that area's S1 jobs", "what share of that technician's
 * Oven jobs were cancelled". Through the real API and engine over repair jobs and the airline
 * tweets; truths by plain SQL over the generated rows and the raw file.
 */
describe('offline planner: a share taken of the records its base phrase names (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const jobs = repairJobs(1500);
    product = await startImportedProduct(repairJobsCsv(jobs), REPAIR_JOBS_MAPPING, jobs.length);
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE jobs (status TEXT, severity TEXT, appliance TEXT, technician TEXT,
      area TEXT, callback INTEGER)`);
    const insert = raw.prepare('INSERT INTO jobs VALUES (?, ?, ?, ?, ?, ?)');
    for (const job of jobs) {
      insert.run(
        job.status,
        job.severity,
        job.appliance,
        job.technician,
        job.area,
        job.callback ? 1 : 0,
      );
    }
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const top = (sql: string) => raw.prepare(sql).get() as { k: string; v: number };
  const ask = async (question: string, earlier?: string) => {
    const history = earlier
      ? [{ question: earlier, answer: (await product.ask(earlier)).answer.text }]
      : [];
    const { answer } = await product.ask(question, history);
    assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
    return answer.text;
  };

  it('ranks areas by the share of their own S1 jobs that were cancelled', async () => {
    const best = top(`SELECT area k, 100.0 * avg(status = 'Cancelled') v FROM jobs
      WHERE severity = 'S1' GROUP BY area ORDER BY v DESC LIMIT 1`);
    const text = await ask(
      "Which area's S1 jobs were cancelled most often, as a share of that area's S1 jobs?",
    );
    assert.match(text, new RegExp(`\\*\\*${best.k}\\*\\*`));
    assertStates(text, best.v, 0.1);
  });

  it('ranks technicians by the share of their jobs needing a callback, asked "whose … — which"', async () => {
    const best = top(`SELECT technician k, 100.0 * avg(callback) v FROM jobs
      GROUP BY technician ORDER BY v DESC LIMIT 1`);
    const text = await ask('Whose jobs needed a callback most in proportion — which technician?');
    assert.match(text, new RegExp(`\\*\\*${best.k}\\*\\*`));
    assertStates(text, best.v, 0.1);
  });

  it('ranks areas by their share of cancelled jobs "relative to its size"', async () => {
    const best = top(`SELECT area k, 100.0 * avg(status = 'Cancelled') v FROM jobs
      GROUP BY area ORDER BY v DESC LIMIT 1`);
    const text = await ask('Which area has the most cancelled jobs relative to its size?');
    assert.match(text, new RegExp(`\\*\\*${best.k}\\*\\*`));
    assertStates(text, best.v, 0.1);
  });

  it('takes a follow-up’s share of the winner’s Oven jobs, not of all its jobs', async () => {
    const winner = top(`SELECT technician k, count(*) v FROM jobs WHERE status = 'Completed'
      GROUP BY technician ORDER BY v DESC LIMIT 1`).k;
    const share = top(`SELECT '' k, 100.0 * avg(status = 'Cancelled') v FROM jobs
      WHERE technician = '${winner}' AND appliance = 'Oven'`).v;
    const wider = top(`SELECT '' k, 100.0 * avg(status = 'Cancelled' AND appliance = 'Oven') v
      FROM jobs WHERE technician = '${winner}'`).v;
    assert.ok(Math.abs(share - wider) > 1);
    const text = await ask(
      "What share of that technician's Oven jobs were cancelled?",
      'Which technician had the most Completed jobs?',
    );
    assertStates(text, share, 0.1);
  });
});

describe('offline planner: a follow-up share of the winner’s negative tweets (airline, truths by SQL)', () => {
  let product: AirlineProduct;

  before(async () => {
    product = await startAirlineProduct();
  });
  after(async () => {
    await product.close();
  });

  it('takes the late-flight share of that airline’s negative tweets', async () => {
    const winner = (
      product.tweets
        .prepare(
          `SELECT airline k, count(*) v FROM tweets WHERE reason = 'Late Flight'
           GROUP BY airline ORDER BY v DESC LIMIT 1`,
        )
        .get() as { k: string }
    ).k;
    const share = (
      product.tweets
        .prepare(
          `SELECT 100.0 * avg(reason = 'Late Flight') v FROM tweets
           WHERE airline = ? AND sentiment = 'negative'`,
        )
        .get(winner) as { v: number }
    ).v;
    const first = 'Which airline got the most Late Flight tweets?';
    const earlier = await product.ask(first);
    const { answer } = await product.ask(
      "What share of that airline's negative tweets were about late flights?",
      [{ question: first, answer: earlier.answer.text }],
    );
    assertStates(answer.text, share, 0.1);
  });
});
