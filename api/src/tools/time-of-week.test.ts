import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { generateCorpus } from '../store/generate-corpus';
import { importFile } from '../store/import';
import { customerIntelligence } from './customer-intelligence';
import { dataDictionary } from './data-dictionary';
import { ToolRegistry } from './registry';

// "What hour do most tickets come in", "which weekday is busiest": query_data groups by the hour
// and weekday of a timestamp, and the dictionary offers the hour only where timestamps carry one.
const directory = mkdtempSync(join(tmpdir(), 'sightline-time-of-week-'));
const registry = new ToolRegistry([customerIntelligence], { timeoutMs: 10_000 });
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
let timed: Store;
let dated: Store;

before(async () => {
  timed = openDatabase(':memory:');
  generateCorpus(timed, { customers: 30, communications: 400, cases: 40, seed: 11 });
  dated = openDatabase(':memory:');
  const path = join(directory, 'dated.csv');
  writeFileSync(
    path,
    ['Ref,Day,Text', 'D-1,2026-03-01,First', 'D-2,2026-03-02,Second', 'D-3,2026-03-07,Third'].join(
      '\n',
    ),
  );
  await importFile(dated, path, { mapping: { fields: { id: 'Ref', at: 'Day', body: 'Text' } } });
});
after(async () => {
  closeDatabase(timed);
  closeDatabase(dated);
  await registry.close();
  rmSync(directory, { recursive: true, force: true });
});

interface Rows {
  rows: Record<string, string | number>[];
}

async function grouped(db: Store, entity: string, field: string): Promise<Map<string, number>> {
  const result = await registry.call(
    'query_data',
    { entity, groupBy: [field], metrics: [{ fn: 'count' }], limit: 100 },
    { db },
  );
  assert.ok(result.ok, JSON.stringify(result));
  return new Map(
    (result.output as Rows).rows.map((row) => [String(row[field]), Number(row['count'])]),
  );
}

describe('query_data by hour and weekday', () => {
  it('counts the communications of each hour of their timestamp', async () => {
    const truth = timed
      .prepare(
        `SELECT substr(at, 12, 2) || ':00' AS k, count(*) AS v FROM communications GROUP BY k`,
      )
      .all() as { k: string; v: number }[];
    assert.ok(truth.length > 5);
    assert.deepEqual(
      await grouped(timed, 'communications', 'hour'),
      new Map(truth.map((row) => [row.k, row.v])),
    );
  });

  it('counts the communications and cases of each weekday by name', async () => {
    for (const [entity, column] of [
      ['communications', 'at'],
      ['cases', 'opened_at'],
    ] as const) {
      const truth = timed
        .prepare(
          `SELECT CAST(strftime('%w', substr(${column}, 1, 10)) AS INTEGER) AS k, count(*) AS v
           FROM ${entity} GROUP BY k`,
        )
        .all() as { k: number; v: number }[];
      assert.deepEqual(
        await grouped(timed, entity, 'weekday'),
        new Map(truth.map((row) => [NAMES[row.k]!, row.v])),
        entity,
      );
    }
  });

  it('filters on the weekend', async () => {
    const result = await registry.call(
      'query_data',
      {
        entity: 'communications',
        filters: [{ field: 'weekday', op: 'in', value: ['Saturday', 'Sunday'] }],
        metrics: [{ fn: 'count' }],
      },
      { db: timed },
    );
    assert.ok(result.ok, JSON.stringify(result));
    const truth = timed
      .prepare(`SELECT count(*) FROM communications WHERE strftime('%w', day) IN ('0', '6')`)
      .pluck()
      .get();
    assert.equal((result.output as Rows).rows[0]!['count'], truth);
  });
});

describe('the dictionary offers the hour only where timestamps carry a time', () => {
  const groupingsOf = (db: Store, entity: string) =>
    dataDictionary(db).fields.find((field) => field.entity === entity && field.role === 'time')
      ?.timeGroupings;

  it('offers hour and weekday on timed data', () => {
    assert.deepEqual(groupingsOf(timed, 'communications'), ['hour', 'weekday']);
  });

  it('offers only the weekday on an import of dates alone', () => {
    assert.deepEqual(groupingsOf(dated, 'communications'), ['weekday']);
  });
});
