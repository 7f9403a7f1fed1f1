import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { rollupPlanner } from './aggregate-source';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// Plain rows from query_data: the count of matching communications comes from the daily rollup
// when it holds the filters. Count and rows must be those of plain SQL over the communications.

let db: Store;
let registry: ToolRegistry;
before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => db.close());

const REQUESTS: { filters: unknown[]; where: string; rollup: boolean }[] = [
  { filters: [], where: '1 = 1', rollup: true },
  {
    filters: [{ field: 'channel', op: 'eq', value: 'phone' }],
    where: "channel = 'phone'",
    rollup: true,
  },
  {
    filters: [
      { field: 'channel', op: 'in', value: ['chat', 'email'] },
      { field: 'intent', op: 'eq', value: 'complaint' },
    ],
    where: "channel IN ('chat', 'email') AND intent = 'complaint'",
    rollup: true,
  },
  {
    filters: [{ field: 'segment', op: 'eq', value: 'student' }],
    where: "customer_id IN (SELECT id FROM customers WHERE segment = 'student')",
    rollup: true,
  },
  // Not in the rollup: a number comparison reads the rows.
  {
    filters: [
      { field: 'sentiment', op: 'lt', value: -0.5 },
      { field: 'channel', op: 'eq', value: 'phone' },
    ],
    where: "sentiment < -0.5 AND channel = 'phone'",
    rollup: false,
  },
];

describe('query_data plain rows', () => {
  it('count the matches and list the newest ones as plain SQL does', async () => {
    for (const { filters, where, rollup } of REQUESTS) {
      const served = rollupPlanner.served;
      const result = await registry.call(
        'query_data',
        { entity: 'communications', filters, fields: ['id', 'at'], limit: 5 },
        { db },
      );
      assert.ok(result.ok, JSON.stringify(result));
      const output = result.output as { matched: number; rows: { id: string }[] };
      const label = JSON.stringify(filters);
      assert.equal(rollupPlanner.served > served, rollup, `${label}: read from the rollup`);
      assert.equal(
        output.matched,
        db.prepare(`SELECT count(*) FROM communications WHERE ${where}`).pluck().get(),
        label,
      );
      const newest = db
        .prepare(`SELECT at FROM communications WHERE ${where} ORDER BY at DESC LIMIT 5`)
        .pluck()
        .all();
      assert.deepEqual(
        output.rows.map((row) => (row as unknown as { at: string }).at),
        newest,
        label,
      );
    }
  });
});
