import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { caseRollupPlanner } from './case-totals';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// analyze_cases, analyze_sla_compliance and the open count of analyze_resolution_times add up
// whole months from the monthly case rollup and read the cases of a month covered in part. Their
// figures must be those of plain SQL over the cases, for windows that start and end anywhere.

let db: Store;
let registry: ToolRegistry;
before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => {
  caseRollupPlanner.enabled = true;
  db.close();
});

/** Windows as the tools take them, and the same days as a condition on opened_at. */
const WINDOWS: { input: Record<string, string>; where: string }[] = [
  { input: {}, where: '1 = 1' },
  { input: { period: '2026' }, where: "opened_at >= '2026-01-01' AND opened_at < '2027-01-01'" },
  { input: { period: '2026-03' }, where: "opened_at >= '2026-03-01' AND opened_at < '2026-04-01'" },
  // Both ends inside a month: two partial months read from the cases, the rest from the rollup.
  {
    input: { from: '2025-12-15', to: '2026-02-10' },
    where: "opened_at >= '2025-12-15' AND opened_at < '2026-02-11'",
  },
  {
    input: { from: '2026-05-02', to: '2026-05-30' },
    where: "opened_at >= '2026-05-02' AND opened_at < '2026-05-31'",
  },
  {
    input: { from: '2020-01-01', to: '2026-01-31' },
    where: "opened_at >= '2020-01-01' AND opened_at < '2026-02-01'",
  },
  {
    input: { period: '2026-08-19' },
    where: "opened_at >= '2026-08-19' AND opened_at < '2026-08-20'",
  },
];

/** Filters the rollup holds, and one (segment) it does not. */
const FILTERS: { input: Record<string, string>; where: string }[] = [
  { input: {}, where: '1 = 1' },
  { input: { type: 'cdd' }, where: "type = 'cdd'" },
  {
    input: { priority: 'high', status: 'closed' },
    where: "priority = 'high' AND status = 'closed'",
  },
  {
    input: { segment: 'student' },
    where: "customer_id IN (SELECT id FROM customers WHERE segment = 'student')",
  },
];

const CASES = WINDOWS.flatMap((window) =>
  FILTERS.map((filter) => ({
    input: { ...window.input, ...filter.input },
    where: `${window.where} AND ${filter.where}`,
  })),
);

async function output<T>(name: string, input: unknown): Promise<T> {
  const result = await registry.call(name, input, { db });
  assert.ok(result.ok, JSON.stringify(result));
  return result.output as T;
}

const rows = <T>(sql: string) => db.prepare(sql).all() as T[];
const value = (sql: string) => db.prepare(sql).pluck().get() as number | null;
const round3 = (figure: number | null) =>
  figure === null ? null : Math.round(figure * 1000) / 1000;

describe('case tools over the monthly case rollup', () => {
  it('reads the rollup for whole months (and the cases of partial ones)', async () => {
    caseRollupPlanner.enabled = true;
    const served = caseRollupPlanner.served;
    await output('analyze_cases', { from: '2025-12-15', to: '2026-02-10' });
    assert.ok(caseRollupPlanner.served > served);
  });

  it('analyze_cases: totals, breakdowns and the CDD figures equal plain SQL', async () => {
    for (const { input, where } of CASES) {
      const found = await output<{
        total: number;
        byType: { key: string; count: number }[];
        byStatus: { key: string; count: number }[];
        byPriority: { key: string; count: number }[];
        cdd: {
          total: number;
          restricted: number;
          byReason: { reason: string; count: number; restricted: number }[];
          restrictedAvgSentiment: number | null;
          unrestrictedAvgSentiment: number | null;
        };
      }>('analyze_cases', input);
      const label = JSON.stringify(input);
      assert.equal(found.total, value(`SELECT count(*) FROM cases WHERE ${where}`), label);
      for (const [dimension, listed] of [
        ['type', found.byType],
        ['status', found.byStatus],
        ['priority', found.byPriority],
      ] as const) {
        const expected = rows<{ key: string; count: number }>(
          `SELECT ${dimension} AS key, count(*) AS count FROM cases WHERE ${where}
           GROUP BY 1 ORDER BY 2 DESC, 1`,
        );
        assert.deepEqual(
          listed.map(({ key, count }) => ({ key, count })),
          expected.map(({ key, count }) => ({ key, count })),
          `${label} ${dimension}`,
        );
      }
      const cdd = `${where} AND type = 'cdd'`;
      assert.equal(found.cdd.total, value(`SELECT count(*) FROM cases WHERE ${cdd}`), label);
      assert.equal(
        found.cdd.restricted,
        value(`SELECT count(*) FROM cases WHERE ${cdd} AND account_restricted = 1`),
        label,
      );
      const reasons = rows<{ reason: string; count: number; restricted: number }>(
        `SELECT reason, count(*) AS count, sum(account_restricted) AS restricted
         FROM cases WHERE ${cdd} GROUP BY 1 ORDER BY 2 DESC, 1`,
      );
      assert.deepEqual(
        found.cdd.byReason.map(({ reason, count, restricted }) => ({ reason, count, restricted })),
        reasons,
        label,
      );
      const after = (flag: number) =>
        round3(
          value(
            `SELECT avg(m.sentiment) FROM cases k JOIN communications m
               ON m.customer_id = k.customer_id AND m.at >= k.opened_at
             WHERE ${cdd.replaceAll(/\b(opened_at|type|priority|status|customer_id)\b/g, 'k.$1')}
               AND k.account_restricted = ${flag}`,
          ),
        );
      assert.equal(found.cdd.restrictedAvgSentiment, after(1), label);
      assert.equal(found.cdd.unrestrictedAvgSentiment, after(0), label);
    }
  });

  it('analyze_sla_compliance: cases and breaches per group equal plain SQL', async () => {
    for (const { input, where } of CASES) {
      for (const [groupBy, key] of [
        ['month', 'substr(opened_at, 1, 7)'],
        ['priority', 'priority'],
        ['reason', 'reason'],
        ['week', "date(substr(opened_at, 1, 10), 'weekday 0', '-6 days')"],
        ['none', "'all'"],
      ] as const) {
        const found = await output<{
          groups: { key: string; total: number; breached: number }[];
          overall: { total: number; breached: number };
        }>('analyze_sla_compliance', { ...input, groupBy });
        const timeOrdered = groupBy === 'month' || groupBy === 'week';
        const expected = rows<{ key: string; total: number; breached: number }>(
          `SELECT ${key} AS key, count(*) AS total, sum(sla_breached) AS breached
           FROM cases WHERE ${where} GROUP BY 1 ORDER BY ${timeOrdered ? '1' : '2 DESC, 1'}`,
        );
        const label = `${JSON.stringify(input)} by ${groupBy}`;
        // Up to 50 groups are listed; the rest are one "other" group (only weeks get there).
        assert.deepEqual(
          found.groups.slice(0, 50).map(({ key, total, breached }) => ({ key, total, breached })),
          expected.slice(0, 50),
          label,
        );
        assert.deepEqual(
          found.overall,
          {
            ...found.overall,
            total: value(`SELECT count(*) FROM cases WHERE ${where}`),
            breached: value(`SELECT coalesce(sum(sla_breached), 0) FROM cases WHERE ${where}`),
          },
          label,
        );
      }
    }
  });

  it('analyze_resolution_times: open cases and quantiles equal plain SQL', async () => {
    for (const { input, where } of CASES) {
      const found = await output<{
        openCount: number;
        overall: { count: number; medianDays: number | null };
      }>('analyze_resolution_times', { ...input, groupBy: 'type' });
      const label = JSON.stringify(input);
      assert.equal(
        found.openCount,
        value(`SELECT count(*) FROM cases WHERE ${where} AND closed_at IS NULL`),
        label,
      );
      const days = db
        .prepare(
          `SELECT julianday(closed_at) - julianday(opened_at) FROM cases
           WHERE ${where} AND closed_at IS NOT NULL ORDER BY 1`,
        )
        .pluck()
        .all() as number[];
      assert.equal(found.overall.count, days.length, label);
      const middle = (days.length - 1) / 2;
      const median = days.length
        ? days[Math.floor(middle)]! +
          (days[Math.ceil(middle)]! - days[Math.floor(middle)]!) * (middle - Math.floor(middle))
        : null;
      assert.equal(
        found.overall.medianDays,
        median === null ? null : Math.round(median * 100) / 100,
        label,
      );
    }
  });

  it('gives the same outputs with the rollup turned off', async () => {
    for (const { input } of CASES) {
      for (const [name, extra] of [
        ['analyze_cases', {}],
        ['analyze_sla_compliance', { groupBy: 'reason' }],
        ['analyze_resolution_times', { groupBy: 'month' }],
      ] as const) {
        caseRollupPlanner.enabled = true;
        const fromRollup = await output(name, { ...input, ...extra });
        caseRollupPlanner.enabled = false;
        const fromRows = await output(name, { ...input, ...extra });
        caseRollupPlanner.enabled = true;
        assert.deepEqual(fromRollup, fromRows, `${name} ${JSON.stringify(input)}`);
      }
    }
  });
});
