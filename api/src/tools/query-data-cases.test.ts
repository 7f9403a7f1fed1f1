import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { caseRollupPlanner } from './case-totals';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// query_data's median and p90 of resolution days come from the case rollup's sorted days when the
// request has no filters and groups by fields the rollup keeps. They must be plain SQL's.

let db: Store;
let registry: ToolRegistry;
before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => db.close());

/** numpy-style linear-interpolation quantile of ascending values, written here. */
function quantileOf(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}
const round4 = (value: number | null) => (value === null ? null : Math.round(value * 1e4) / 1e4);

describe('query_data percentiles of cases', () => {
  it('give plain SQL median and p90 of resolution days per group', async () => {
    for (const [groupBy, key] of [
      [['type'], 'type'],
      [['month'], 'substr(opened_at, 1, 7)'],
      [['priority', 'status'], "priority || '|' || status"],
      [[], "'all'"],
    ] as const) {
      const served = caseRollupPlanner.served;
      const result = await registry.call(
        'query_data',
        {
          entity: 'cases',
          groupBy,
          metrics: [
            { fn: 'count' },
            { fn: 'median', field: 'resolutionDays' },
            { fn: 'p90', field: 'resolutionDays' },
          ],
          limit: 500,
        },
        { db },
      );
      assert.ok(result.ok, JSON.stringify(result));
      assert.ok(caseRollupPlanner.served > served, `${groupBy.join()}: read from the rollup`);
      const rows = (result.output as { rows: Record<string, unknown>[] }).rows;
      const days = new Map<string, number[]>();
      for (const row of db
        .prepare(
          `SELECT ${key} AS key, julianday(closed_at) - julianday(opened_at) AS days
           FROM cases WHERE closed_at IS NOT NULL ORDER BY days`,
        )
        .all() as { key: string; days: number }[]) {
        days.set(row.key, [...(days.get(row.key) ?? []), row.days]);
      }
      const groups = db
        .prepare(`SELECT ${key} AS key, count(*) AS n FROM cases GROUP BY 1`)
        .all() as { key: string; n: number }[];
      assert.equal(rows.length, groups.length, groupBy.join());
      for (const row of rows) {
        const name = groupBy.length ? groupBy.map((field) => row[field]).join('|') : 'all';
        const list = days.get(name) ?? [];
        assert.equal(row['count'], groups.find((group) => group.key === name)?.n, name);
        assert.equal(row['medianResolutionDays'], round4(quantileOf(list, 0.5)), name);
        assert.equal(row['p90ResolutionDays'], round4(quantileOf(list, 0.9)), name);
      }
    }
  });
});
