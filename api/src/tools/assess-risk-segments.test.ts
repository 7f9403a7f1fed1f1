import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { generateCorpus } from '../store/generate-corpus';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// Segments are the data's own: an imported customer file names segments the demo never uses.
let db: Store;
const registry = new ToolRegistry([customerIntelligence], { timeoutMs: 10_000 });

before(() => {
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 60, communications: 600, cases: 40, seed: 5 });
  db.prepare(
    "UPDATE customers SET segment = 'Wholesale Partners' WHERE rowid IN (SELECT rowid FROM customers ORDER BY id LIMIT 12)",
  ).run();
});
after(async () => {
  closeDatabase(db);
  await registry.close();
});

function segments(): string[] {
  return db
    .prepare('SELECT DISTINCT segment FROM customers ORDER BY segment')
    .pluck()
    .all() as string[];
}

describe('assess_risk over a segment', () => {
  it('scores a segment the data names, spelt in any case', async () => {
    const result = await registry.call(
      'assess_risk',
      { segment: 'wholesale partners', period: 'this_year' },
      { db },
    );
    assert.ok(result.ok, JSON.stringify(result));
    const output = result.output as { subject: string; comparison?: { subject: string } };
    assert.equal(output.subject, 'Wholesale Partners');
    assert.equal(output.comparison?.subject, 'all customers');
  });

  it('refuses a segment the data does not hold and names the ones it does', async () => {
    const result = await registry.call('assess_risk', { segment: 'platinum' }, { db });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.equal(result.error.code, 'not_found');
    for (const segment of segments()) assert.ok(result.error.message.includes(segment), segment);
  });
});
