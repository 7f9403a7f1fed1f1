import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Random } from '../store/random';
import {
  assertStates,
  startImportedProduct,
  statedFigures,
  type OfflineProduct,
} from './offline-planner-e2e-support';

/**
 * Amounts, not counts, on data the planner was not built on: insurance claims with a money field
 * ("reimbursed amount") whose verb is also a status value ("reimbursed"), and a duration field
 * ("hours to settle"). "How much", "total $", "cost us the most in" ask the field's sum; "how
 * long … on avg", "settled faster" its average. Truths by plain SQL over the rows as written.
 */
const BRANCHES = ['North', 'South', 'East', 'West'] as const;
const HEADER = 'claim_id,filed,branch,outcome,reimbursed_amount,hours_to_settle,premium,note';

interface Claim {
  id: string;
  day: string;
  branch: string;
  status: string;
  amount: number;
  hours: number;
  premium: boolean;
}

function claims(count: number): Claim[] {
  const draws = new Random(7);
  const next = () => draws.next();
  const rows: Claim[] = [];
  for (let index = 0; index < count; index++) {
    const branch = BRANCHES[Math.floor(next() * BRANCHES.length)]!;
    const premium = next() < 0.4;
    const status = next() < 0.6 ? 'reimbursed' : next() < 0.5 ? 'denied' : 'partial';
    const amount = status === 'denied' ? 0 : Math.round((20 + next() * 480) * 100) / 100;
    const hours = Math.max(1, Math.round(10 + next() * 60 + (branch === 'South' ? 20 : 0)));
    const month = 3 + Math.floor(next() * 3);
    const day = 1 + Math.floor(next() * 28);
    rows.push({
      id: `CL-${5001 + index}`,
      day: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      branch,
      status,
      amount,
      hours: premium ? Math.max(1, hours - 8) : hours,
      premium,
    });
  }
  return rows;
}

const MAPPING = {
  name: 'Insurance claims (March–May 2025)',
  timezone: 'UTC',
  fields: { id: 'claim_id', at: { column: 'filed', format: 'YYYY-MM-DD' }, body: 'note' },
  custom: {
    branch: { column: 'branch', type: 'category' },
    outcome: { column: 'outcome', type: 'category' },
    reimbursed_amount: { column: 'reimbursed_amount', type: 'number', label: 'reimbursed amount' },
    hours_to_settle: { column: 'hours_to_settle', type: 'number', label: 'hours to settle' },
    premium: { column: 'premium', type: 'boolean', label: 'premium member' },
  },
} as const;

describe('offline planner answers amounts with sums and durations with averages (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const rows = claims(400);
    const line = (row: Claim) =>
      [
        row.id,
        row.day,
        row.branch,
        row.status,
        row.amount.toFixed(2),
        row.hours,
        row.premium ? 'yes' : 'no',
        `Claim ${row.status}.`,
      ].join(',');
    product = await startImportedProduct(
      [HEADER, ...rows.map(line)].join('\n'),
      MAPPING,
      rows.length,
    );
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE claims (branch TEXT, day TEXT, status TEXT, amount REAL, hours INTEGER,
      premium INTEGER)`);
    const insert = raw.prepare('INSERT INTO claims VALUES (?, ?, ?, ?, ?, ?)');
    for (const row of rows) {
      insert.run(row.branch, row.day, row.status, row.amount, row.hours, row.premium ? 1 : 0);
    }
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const value = (sql: string, ...params: unknown[]) =>
    (raw.prepare(sql).get(...params) as { v: number }).v;
  const figures = statedFigures;
  const states = (text: string, truth: number, tolerance = 0.01) =>
    assertStates(text, truth, tolerance);
  const ask = async (question: string) => (await product.ask(question)).answer;

  it('adds up the money field a verb names, not the records of the status of that word', async () => {
    const total = value('SELECT sum(amount) v FROM claims');
    const reimbursedCount = value(`SELECT count(*) v FROM claims WHERE status = 'reimbursed'`);
    const answer = await ask('How much money have we reimbursed in total?');
    assert.notEqual(answer.status, 'not answerable', answer.text);
    states(answer.text, total);
    assert.ok(!figures(answer.text).includes(reimbursedCount), answer.text);
    assert.match(answer.text, /\btotal reimbursed amount\b/);
  });

  it('reads "total $ … for <value>" as the sum over that value', async () => {
    const north = value(`SELECT sum(amount) v FROM claims WHERE branch = 'North'`);
    states((await ask('total $ reimbursed for the North branch?')).text, north);
  });

  it('ranks groups by the sum when asked what cost us the most', async () => {
    const top = raw
      .prepare('SELECT branch k, sum(amount) v FROM claims GROUP BY k ORDER BY v DESC LIMIT 1')
      .get() as { k: string; v: number };
    const answer = await ask('Which branch cost us the most in reimbursements?');
    assert.match(answer.text, new RegExp(`\\*\\*${top.k}\\*\\*`));
    states(answer.text, top.v);
  });

  it('compares two values by the sum ("reimburse more for A or B")', async () => {
    const answer = await ask('Did we reimburse more for North or for South?');
    states(answer.text, value(`SELECT sum(amount) v FROM claims WHERE branch = 'North'`));
    states(answer.text, value(`SELECT sum(amount) v FROM claims WHERE branch = 'South'`));
  });

  it('carries the sum into a follow-up about another month', async () => {
    const first = 'How much did we reimburse in March 2025?';
    const earlier = await product.ask(first);
    states(
      earlier.answer.text,
      value(`SELECT sum(amount) v FROM claims WHERE day LIKE '2025-03-%'`),
    );
    const { answer } = await product.ask('and what about April?', [
      { question: first, answer: earlier.answer.text },
    ]);
    states(answer.text, value(`SELECT sum(amount) v FROM claims WHERE day LIKE '2025-04-%'`));
  });

  it('averages the duration field for "how long … take on avg"', async () => {
    const south = value(`SELECT avg(hours) v FROM claims WHERE branch = 'South'`);
    states((await ask('how long do South claims take on avg')).text, south, 0.001);
  });

  it('compares the average duration of a flag\'s two sides for "settled faster"', async () => {
    const answer = await ask(
      'Do premium members get their claims settled faster than non-members?',
    );
    states(answer.text, value('SELECT avg(hours) v FROM claims WHERE premium = 1'), 0.001);
    states(answer.text, value('SELECT avg(hours) v FROM claims WHERE premium = 0'), 0.001);
  });

  it('still counts records when a count is asked', async () => {
    const reimbursed = value(`SELECT count(*) v FROM claims WHERE status = 'reimbursed'`);
    states((await ask('How many claims were reimbursed?')).text, reimbursed, 0);
  });
});
