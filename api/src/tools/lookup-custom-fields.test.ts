import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { generateCorpus } from '../store/generate-corpus';
import { importFile } from '../store/import';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// A lookup shows every field the data holds about a record, imported ones included: an analyst
// asking "how many stars did review R-2 give?" must find the stars in the observation.
const directory = mkdtempSync(join(tmpdir(), 'sightline-lookup-'));
const registry = new ToolRegistry([customerIntelligence], { timeoutMs: 10_000 });
let db: Store;

before(async () => {
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 20, communications: 100, cases: 10, seed: 3 });
  const path = join(directory, 'reviews.csv');
  writeFileSync(
    path,
    [
      'Review,Written,Text,Stars,Hotel,Would return',
      'R-1,2026-03-01T09:00:00Z,Lovely stay and friendly staff,5,Harbour View,Yes',
      'R-2,2026-03-02T10:00:00Z,The room was cold and the lift broken,2,Old Mill,No',
    ].join('\n'),
  );
  await importFile(db, path, {
    mapping: {
      fields: { id: 'Review', at: 'Written', body: 'Text', intent: { constant: 'review' } },
      custom: {
        stars: { column: 'Stars', type: 'number' },
        hotel: { column: 'Hotel', type: 'category' },
        would_return: { column: 'Would return', type: 'boolean' },
      },
    },
  });
});
after(async () => {
  closeDatabase(db);
  await registry.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('get_communication on imported data', () => {
  it('returns and summarises the imported fields as the data stores them', async () => {
    const result = await registry.call('get_communication', { id: 'R-2' }, { db });
    assert.ok(result.ok, JSON.stringify(result));
    const output = result.output as {
      summary: string;
      communication: { fields?: Record<string, unknown> };
    };
    const stored = db
      .prepare("SELECT x_stars, x_hotel, x_would_return FROM communications WHERE id = 'R-2'")
      .get() as { x_stars: number; x_hotel: string; x_would_return: number };
    assert.deepEqual(output.communication.fields, {
      stars: stored.x_stars,
      hotel: stored.x_hotel,
      would_return: stored.x_would_return === 1,
    });
    assert.match(output.summary, new RegExp(`stars ${stored.x_stars}\\b`));
    assert.match(output.summary, new RegExp(`hotel ${stored.x_hotel}`));
  });

  it('shows an imported field a record lacks as null', async () => {
    const id = db
      .prepare("SELECT id FROM communications WHERE id NOT LIKE 'R-%' LIMIT 1")
      .pluck()
      .get();
    const result = await registry.call('get_communication', { id }, { db });
    assert.ok(result.ok);
    const communication = (result.output as { communication: { fields?: Record<string, unknown> } })
      .communication;
    assert.deepEqual(communication.fields, { stars: null, hotel: null, would_return: null });
  });
});
