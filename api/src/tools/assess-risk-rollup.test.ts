import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { rollupPlanner } from './aggregate-source';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// assess_risk over a segment (and its comparison with every customer) reads its communication
// signals from the daily rollup where it holds them. Each per-customer figure must be plain SQL's.

let db: Store;
let registry: ToolRegistry;
before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => {
  rollupPlanner.enabled = true;
  db.close();
});

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** The communication factors of customers `who` in [from, to], by plain SQL. */
function expected(who: string, from: string, to: string): Record<string, number> {
  const row = db
    .prepare(
      `SELECT (SELECT count(*) FROM customers c WHERE ${who.replaceAll('customer_id', 'c.id')}) AS customers,
         count(*) AS n, count(*) FILTER (WHERE sentiment_label = 'negative') AS negative,
         count(*) FILTER (WHERE intent = 'complaint') AS complaints,
         count(*) FILTER (WHERE escalated_from IS NOT NULL) AS escalations,
         count(*) FILTER (WHERE subcategory = 'Account closure') AS closures
       FROM communications WHERE ${who} AND substr(at, 1, 10) BETWEEN ? AND ?`,
    )
    .get(from, to) as Record<string, number>;
  const perCustomer = (value: number) => round4(row['customers']! ? value / row['customers']! : 0);
  return {
    'negative sentiment share': round4(row['n'] ? row['negative']! / row['n'] : 0),
    'complaints per customer': perCustomer(row['complaints']!),
    'escalations per customer': perCustomer(row['escalations']!),
    'account closure contacts per customer': perCustomer(row['closures']!),
  };
}

describe('assess_risk of a segment', () => {
  it('gives plain SQL communication factors, read from the rollup', async () => {
    const segments = db
      .prepare('SELECT DISTINCT segment FROM customers ORDER BY 1')
      .pluck()
      .all() as string[];
    for (const segment of segments) {
      for (const period of ['last_90_days', '2026', '2026-03']) {
        const served = rollupPlanner.served;
        const result = await registry.call('assess_risk', { segment, period }, { db });
        assert.ok(result.ok, JSON.stringify(result));
        assert.ok(rollupPlanner.served > served, 'read from the rollup');
        const output = result.output as {
          filters: { from: string; to: string };
          factors: { factor: string; observed: number }[];
        };
        const want = expected(
          `customer_id IN (SELECT id FROM customers WHERE segment = '${segment}')`,
          output.filters.from,
          output.filters.to,
        );
        for (const [factor, value] of Object.entries(want)) {
          const found = output.factors.find((item) => item.factor === factor);
          assert.equal(found?.observed, value, `${segment} ${period} ${factor}`);
        }
      }
    }
  });

  it('gives the same output, comparison with every customer included, without the rollup', async () => {
    for (const input of [{ segment: 'student' }, { segment: 'premier', period: '2026' }]) {
      const fromRollup = await registry.call('assess_risk', input, { db });
      rollupPlanner.enabled = false;
      const fromRows = await registry.call('assess_risk', input, { db });
      rollupPlanner.enabled = true;
      assert.ok(fromRollup.ok && fromRows.ok);
      assert.deepEqual(fromRollup.output, fromRows.output, JSON.stringify(input));
    }
  });
});
