import fc from 'fast-check';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

let db: Store;
let registry: ToolRegistry;
const bugs: unknown[] = [];
let columns: Record<string, string[]>;

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  registry = new ToolRegistry([customerIntelligence], {
    timeoutMs: 10_000,
    onToolBug: (_tool, error) => bugs.push(error),
  });
  // Field names as the data has them (snake_case columns and their camelCase names), plus junk.
  columns = {};
  for (const table of ['communications', 'cases', 'customers']) {
    const names = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
      (column) => column.name,
    );
    columns[table] = [
      ...names,
      ...names.map((name) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())),
    ];
  }
});
after(() => db.close());

const KNOWN_ERRORS = new Set(['invalid_input', 'not_found', 'timeout']);

function query(entity: string) {
  const field = fc.oneof(
    fc.constantFrom(...(columns[entity] ?? ['id'])),
    fc.string({ maxLength: 45 }),
    fc.constantFrom('', '*', 'id; DROP TABLE cases', '"', 'rowid', '__proto__', 'constructor'),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 5 }),
  );
  const op = fc.oneof(
    fc.constantFrom('eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'not_in', 'contains', 'is_null'),
    fc.constantFrom('not_null', 'like', ''),
  );
  const fn = fc.constantFrom('count', 'share', 'avg', 'sum', 'min', 'max', 'median', 'p90', 'x');
  return fc.record(
    {
      entity: fc.oneof(fc.constant(entity), fc.constantFrom('nothing', 42)),
      filters: fc.array(fc.record({ field, op, value }, { requiredKeys: ['field'] }), {
        maxLength: 4,
      }),
      groupBy: fc.array(field, { maxLength: 4 }),
      metrics: fc.array(fc.record({ fn, field }, { requiredKeys: ['fn'] }), { maxLength: 3 }),
      fields: fc.array(field, { maxLength: 4 }),
      order: fc.record(
        {
          by: fc.oneof(field, fc.constant('count')),
          direction: fc.constantFrom('asc', 'desc', 'up'),
        },
        { requiredKeys: ['by'] },
      ),
      limit: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.constant(1.5)),
    },
    { requiredKeys: ['entity'] },
  );
}

describe('query_data (properties)', () => {
  it('any input gives rows within the schema or a named input error, never a bug', async () => {
    for (const entity of ['communications', 'cases', 'customers']) {
      await fc.assert(
        fc.asyncProperty(query(entity), async (input) => {
          const result = await registry.call('query_data', input, { db });
          if (!result.ok) {
            assert.ok(KNOWN_ERRORS.has(result.error.code), JSON.stringify(result.error));
            assert.ok(result.error.message.length > 0);
            return;
          }
          const output = result.output as { entity: unknown; rows: unknown; rowCount: unknown };
          assert.equal(output.entity, input.entity);
          assert.ok(Array.isArray(output.rows));
          assert.equal(typeof output.rowCount, 'number');
          const limit = typeof input.limit === 'number' ? input.limit : 50;
          assert.ok(output.rows.length <= limit, `${output.rows.length} rows over limit ${limit}`);
          for (const row of output.rows) {
            assert.equal(typeof row, 'object');
            assert.ok(row !== null && !Array.isArray(row));
          }
        }),
        { numRuns: 150 },
      );
    }
    assert.deepEqual(bugs.map(String), []);
  });

  it('an empty field list is an invalid_input that names the field', async () => {
    const result = await registry.call(
      'query_data',
      { entity: 'communications', fields: [] },
      { db },
    );
    assert.equal(!result.ok && result.error.code, 'invalid_input');
    assert.match(!result.ok ? result.error.message : '', /fields/);
  });

  it('counts it returns agree with plain SQL', async () => {
    const result = await registry.call(
      'query_data',
      { entity: 'cases', groupBy: ['status'], metrics: [{ fn: 'count' }], limit: 500 },
      { db },
    );
    assert.ok(result.ok);
    const expected = db
      .prepare('SELECT status, count(*) AS n FROM cases GROUP BY status')
      .all() as { status: string; n: number }[];
    const rows = (result.output as { rows: { status: string; count: number }[] }).rows;
    assert.deepEqual(
      Object.fromEntries(rows.map((row) => [row.status, row.count])),
      Object.fromEntries(expected.map((row) => [row.status, row.n])),
    );
  });
});
