import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runNativeLoop, startOfflineApi, type OfflineApi } from './planner-test-support';

/**
 * Two asks where the second leans on the first's figure, run through the whole tool loop on the
 * demo corpus: "… and how many were that much?" counts the records at the amount found, "… and
 * what's that as a share of all cases?" gives the count and then its share. Every expected figure
 * is computed here with plain SQL.
 */
describe('a second ask on the first ask’s figure (truths by SQL)', () => {
  let api: OfflineApi;
  before(async () => {
    api = await startOfflineApi();
  });
  after(() => api.close());

  const one = <T>(sql: string) => api.db.prepare(sql).get() as T;

  it('counts the cases at the highest SLA found ("how many cases had that much")', async () => {
    const { top } = one<{ top: number }>('SELECT max(sla_hours) AS top FROM cases');
    const { n } = one<{ n: number }>(
      `SELECT count(*) AS n FROM cases WHERE sla_hours = (SELECT max(sla_hours) FROM cases)`,
    );
    const { whole } = one<{ whole: number }>('SELECT count(*) AS whole FROM cases');
    assert.notEqual(n, whole);
    const result = await runNativeLoop(
      api,
      'What is the highest SLA in hours of any case, and how many cases had that much?',
    );
    assert.match(result.final.answer, new RegExp(`\\b${top}\\b`));
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\* cases`));
  });

  it('gives the count and then its share of every case ("what’s that as a share of all cases")', async () => {
    const { n, whole } = one<{ n: number; whole: number }>(
      'SELECT sum(account_restricted) AS n, count(*) AS whole FROM cases',
    );
    const share = `${((n / whole) * 100).toFixed(1)}%`;
    const result = await runNativeLoop(
      api,
      "How many cases had the account restricted, and what's that as a share of all cases?",
    );
    assert.match(result.final.answer, new RegExp(`\\*\\*${n}\\*\\* cases`));
    assert.ok(result.final.answer.includes(share), `${share} in: ${result.final.answer}`);
  });
});
