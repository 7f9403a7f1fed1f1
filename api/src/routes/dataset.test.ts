import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dataDictionarySchema, type DataDictionary } from '../../../src/agent/dataset';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ensureCustomField } from '../store/custom-fields';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { dataDictionary } from '../tools/data-dictionary';

let db: Store;
let dictionary: DataDictionary;

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  const app = await buildApp({
    config: loadConfig({ SIGHTLINE_DB: ':memory:' }),
    db,
    logger: false,
  });
  const response = await app.inject({ method: 'GET', url: '/api/dataset' });
  assert.equal(response.statusCode, 200);
  dictionary = dataDictionarySchema.parse(response.json());
  await app.close();
});
after(() => db.close());

const field = (entity: string, name: string) => {
  const found = dictionary.fields.find((item) => item.entity === entity && item.name === name);
  assert.ok(found, `${entity}.${name} is listed`);
  return found;
};

describe('GET /api/dataset on the demo data', () => {
  it('counts rows and spans the days of the communications', () => {
    const count = (table: string) =>
      db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    assert.deepEqual(dictionary.counts, {
      communications: count('communications'),
      customers: count('customers'),
      cases: count('cases'),
    });
    assert.equal(dictionary.from, db.prepare('SELECT min(day) FROM communications').pluck().get());
    assert.equal(dictionary.to, db.prepare('SELECT max(day) FROM communications').pluck().get());
  });

  it('lists every value of a small vocabulary with its count, most frequent first', () => {
    const product = field('communications', 'product');
    const truth = db
      .prepare(
        'SELECT product AS value, count(*) AS count FROM communications GROUP BY product ORDER BY count DESC, product',
      )
      .all();
    assert.equal(product.role, 'product');
    assert.equal(product.type, 'category');
    assert.deepEqual(product.values, truth);
    assert.equal(product.complete, true);
    assert.equal(product.distinct, truth.length);
    assert.equal(product.filled, dictionary.counts.communications);
  });

  it('gives numbers and dates their range, and yes/no fields true/false values', () => {
    const sentiment = field('communications', 'sentiment');
    const range = db
      .prepare('SELECT min(sentiment) AS min, max(sentiment) AS max FROM communications')
      .get() as { min: number; max: number };
    assert.equal(sentiment.min, range.min);
    assert.equal(sentiment.max, range.max);
    const breached = field('cases', 'slaBreached');
    assert.equal(breached.type, 'boolean');
    const breachedCount = db
      .prepare('SELECT count(*) FROM cases WHERE sla_breached = 1')
      .pluck()
      .get();
    assert.equal(breached.values?.find((value) => value.value === true)?.count, breachedCount);
    const opened = field('cases', 'openedAt');
    assert.equal(opened.min, db.prepare('SELECT min(opened_at) FROM cases').pluck().get());
  });

  it('marks a long vocabulary as incomplete and counts its distinct values', () => {
    const customer = field('communications', 'customerId');
    assert.equal(customer.role, 'customer');
    assert.equal(
      customer.distinct,
      db.prepare('SELECT count(DISTINCT customer_id) FROM communications').pluck().get(),
    );
    const reason = field('cases', 'reason');
    const reasons = db.prepare('SELECT count(DISTINCT reason) FROM cases').pluck().get() as number;
    assert.equal(reason.distinct, reasons);
    assert.equal(reason.complete, reasons <= (reason.values?.length ?? 0));
  });

  it("carries the demo's declared synonyms and measures", () => {
    const product = field('communications', 'product');
    assert.ok(product.valueSynonyms?.['Mobile App']?.includes('app'));
    const category = field('communications', 'category');
    assert.ok(category.valueSynonyms?.['Login & Access']?.includes('login'));
    const names = dictionary.measures?.map((measure) => measure.name) ?? [];
    assert.ok(names.includes('handoff_rate') && names.includes('sla_breach_rate'));
    assert.equal(dictionary.name, 'Demo bank');
  });
});

describe('the dictionary of a changing database', () => {
  it('lists custom fields with role custom and rebuilds after each change', () => {
    const scratch = openDatabase(':memory:');
    try {
      assert.equal(dataDictionary(scratch).counts.communications, 0);
      assert.equal(dataDictionary(scratch).from, null);
      ensureCustomField(scratch, { entity: 'communications', name: 'airline', type: 'category' });
      const insert = scratch.prepare(
        `INSERT INTO communications (id, at, subject, sentiment, sentiment_label, x_airline)
         VALUES (?, ?, ?, 0, 'neutral', ?)`,
      );
      insert.run('T-1', '2015-02-17T10:00:00Z', 'late again', 'United');
      insert.run('T-2', '2015-02-24T10:00:00Z', 'thanks', 'Delta');
      insert.run('T-3', '2015-02-24T11:00:00Z', 'lost bag', 'United');
      const after = dataDictionary(scratch);
      assert.equal(after.counts.communications, 3);
      assert.equal(after.from, '2015-02-17');
      assert.equal(after.to, '2015-02-24');
      const airline = after.fields.find((item) => item.name === 'airline');
      assert.equal(airline?.role, 'custom');
      assert.deepEqual(airline?.values, [
        { value: 'United', count: 2 },
        { value: 'Delta', count: 1 },
      ]);
      const product = after.fields.find((item) => item.name === 'product');
      assert.equal(product?.filled, 0);
    } finally {
      scratch.close();
    }
  });
});
