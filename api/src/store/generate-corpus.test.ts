import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from './db';
import { createDemoDatabase, ensureDemoDatabase } from './demo-database';
import { generateCorpus, type GenerateCorpusOptions } from './generate-corpus';
import { scoreSentiment } from './sentiment';
import { contentHash } from './test-support';
import { CATEGORIES, CHANNELS, INTENTS, PRODUCTS } from './vocabulary';

const SMALL: GenerateCorpusOptions = { customers: 300, communications: 2500, cases: 350 };
const directory = mkdtempSync(join(tmpdir(), 'sightline-corpus-'));
after(() => rmSync(directory, { recursive: true, force: true }));

function withCorpus<T>(options: GenerateCorpusOptions, read: (db: Store) => T): T {
  const db = openDatabase(':memory:');
  try {
    generateCorpus(db, options);
    return read(db);
  } finally {
    closeDatabase(db);
  }
}

describe('generateCorpus', () => {
  it('produces identical rows for the same seed and different rows for another', () => {
    const first = withCorpus({ ...SMALL, seed: 7 }, contentHash);
    const again = withCorpus({ ...SMALL, seed: 7 }, contentHash);
    const other = withCorpus({ ...SMALL, seed: 8 }, contentHash);
    assert.equal(again, first);
    assert.notEqual(other, first);
  });

  it('creates exactly the requested numbers of rows, with valid references and vocabulary', () => {
    withCorpus({ ...SMALL, seed: 3 }, (db) => {
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      assert.equal(count('SELECT count(*) AS n FROM customers'), 300);
      assert.equal(count('SELECT count(*) AS n FROM communications'), 2500);
      assert.equal(count('SELECT count(*) AS n FROM cases'), 350);
      assert.equal(
        count(
          'SELECT count(*) AS n FROM communications WHERE customer_id NOT IN (SELECT id FROM customers)',
        ),
        0,
      );
      assert.equal(
        count(
          'SELECT count(*) AS n FROM communications WHERE case_id IS NOT NULL AND case_id NOT IN (SELECT id FROM cases)',
        ),
        0,
      );
      assert.equal(
        count(
          'SELECT count(*) AS n FROM cases WHERE customer_id NOT IN (SELECT id FROM customers)',
        ),
        0,
      );
      const rows = db
        .prepare('SELECT channel, intent, product, category, subcategory FROM communications')
        .all() as {
        channel: string;
        intent: string;
        product: string;
        category: string;
        subcategory: string;
      }[];
      for (const row of rows) {
        assert.ok((CHANNELS as readonly string[]).includes(row.channel), row.channel);
        assert.ok((INTENTS as readonly string[]).includes(row.intent), row.intent);
        assert.ok((PRODUCTS as readonly string[]).includes(row.product), row.product);
        const subcategories = CATEGORIES[
          row.category as keyof typeof CATEGORIES
        ] as readonly string[];
        assert.ok(subcategories?.includes(row.subcategory), `${row.category} / ${row.subcategory}`);
      }
      const ids = db.prepare('SELECT id FROM communications ORDER BY at, id').all() as {
        id: string;
      }[];
      assert.match(ids[0]!.id, /^M-\d{6}$/);
      for (const { products } of db.prepare('SELECT products FROM customers').all() as {
        products: string;
      }[]) {
        const parsed: unknown = JSON.parse(products);
        assert.ok(Array.isArray(parsed) && parsed.length > 0);
      }
    });
  });

  it('scores sentiment from the stored text with the shared scorer', () => {
    withCorpus({ ...SMALL, seed: 5 }, (db) => {
      const sample = db
        .prepare(
          'SELECT body, sentiment, sentiment_label FROM communications ORDER BY id LIMIT 200',
        )
        .all() as { body: string; sentiment: number; sentiment_label: string }[];
      for (const row of sample) {
        const expected = scoreSentiment(row.body);
        assert.equal(row.sentiment, expected.score);
        assert.equal(row.sentiment_label, expected.label);
      }
    });
  });

  it('keeps the full-text index in step and the insert trigger in place for later imports', () => {
    withCorpus({ ...SMALL, seed: 5 }, (db) => {
      const indexed = db
        .prepare(
          "SELECT count(*) AS n FROM communications_fts WHERE communications_fts MATCH 'passcode'",
        )
        .get() as { n: number };
      const actual = db
        .prepare(
          "SELECT count(*) AS n FROM communications WHERE subject LIKE '%passcode%' OR body LIKE '%passcode%'",
        )
        .get() as { n: number };
      assert.ok(actual.n > 0);
      assert.equal(indexed.n, actual.n);
      const trigger = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name = 'communications_fts_insert'",
        )
        .get();
      assert.ok(trigger, 'the FTS insert trigger must survive generation');
    });
  });

  it('refuses to generate into a database that already has communications', () => {
    const db = openDatabase(':memory:');
    try {
      generateCorpus(db, { ...SMALL, communications: 300, customers: 50, cases: 30 });
      assert.throws(() => generateCorpus(db, SMALL), /needs an empty database/);
    } finally {
      closeDatabase(db);
    }
  });
});

describe('createDemoDatabase / ensureDemoDatabase', () => {
  it('writes the database whole, leaves no temporary files, and only creates it when absent', () => {
    const path = join(directory, 'nested', 'demo.db');
    const created = createDemoDatabase(path, {
      ...SMALL,
      communications: 600,
      customers: 80,
      cases: 60,
    });
    assert.equal(created.communications, 600);
    assert.deepEqual(readdirSync(join(directory, 'nested')), ['demo.db']);
    const modified = statSync(path).mtimeMs;
    assert.equal(ensureDemoDatabase(path), null);
    assert.equal(statSync(path).mtimeMs, modified);
    const fresh = join(directory, 'ensured.db');
    assert.equal(
      ensureDemoDatabase(fresh, { ...SMALL, communications: 400, customers: 60, cases: 40 })
        ?.communications,
      400,
    );
    assert.ok(existsSync(fresh));
    const db = openDatabase(fresh, { readonly: true });
    assert.equal(
      (db.prepare('SELECT count(*) AS n FROM communications').get() as { n: number }).n,
      400,
    );
    closeDatabase(db);
  });
});
