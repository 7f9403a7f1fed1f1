import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from './db';
import { generateCorpus } from './generate-corpus';
import { importFile } from './import';
import { readRollupGroupings, rollupIsFresh, updateRollups } from './rollup';

const directory = mkdtempSync(join(tmpdir(), 'sightline-rollup-'));
after(() => rmSync(directory, { recursive: true, force: true }));

let db: Store;
beforeEach(() => {
  if (db) closeDatabase(db);
  db = openDatabase(':memory:');
  // A month of data: small groupings stay under the size cap, so most of them are kept.
  generateCorpus(db, {
    customers: 200,
    communications: 3000,
    cases: 100,
    seed: 5,
    from: '2026-03-01',
    to: '2026-03-31',
  });
  db.transaction(() => updateRollups(db))();
});
after(() => closeDatabase(db));

interface Figures {
  n: number;
  sentimentSum: number;
  positive: number;
  neutral: number;
  negative: number;
}

/** The SQL of a grouping's dimension over communications m and customers c, written out here. */
function columnSql(name: string): string {
  if (name === 'segment' || name === 'region') return `c.${name}`;
  return name.startsWith('x_') ? `m."${name}"` : `m.${name}`;
}

/** Per day and combination of the grouping's values: the figures by plain SQL over the rows. */
function fromRows(grouping: string): Map<string, Figures> {
  const names = grouping ? grouping.split(',') : [];
  const keys = names.map((name, index) => `${columnSql(name)} AS k${index + 1}`);
  const rows = db
    .prepare(
      `SELECT substr(m.at, 1, 10) AS day, ${[...keys, ''].join(', ')}
         count(*) AS n, total(m.sentiment) AS sentimentSum,
         sum(m.sentiment_label = 'positive') AS positive,
         sum(m.sentiment_label = 'neutral') AS neutral,
         sum(m.sentiment_label = 'negative') AS negative
       FROM communications m LEFT JOIN customers c ON c.id = m.customer_id
       GROUP BY ${['day', ...names.map((_, index) => `k${index + 1}`)].join(', ')}`,
    )
    .all() as (Figures & Record<string, unknown>)[];
  return byKey(rows, names.length);
}

/** The same from the rollup, its rows added up per key (an import appends rows). */
function fromRollup(grouping: string): Map<string, Figures> {
  const size = grouping ? grouping.split(',').length : 0;
  const rows = db
    .prepare(
      `SELECT day, k1, k2, k3, sum(n) AS n, total(sentiment_sum) AS sentimentSum,
         sum(positive) AS positive, sum(neutral) AS neutral, sum(negative) AS negative
       FROM rollup_daily WHERE grouping = ? GROUP BY day, k1, k2, k3`,
    )
    .all(grouping) as (Figures & Record<string, unknown>)[];
  return byKey(rows, size);
}

function byKey(rows: readonly (Figures & Record<string, unknown>)[], size: number) {
  const map = new Map<string, Figures>();
  for (const row of rows) {
    const key = JSON.stringify([row['day'], ...[1, 2, 3].slice(0, size).map((i) => row[`k${i}`])]);
    map.set(key, {
      n: row.n,
      sentimentSum: row.sentimentSum,
      positive: row.positive,
      neutral: row.neutral,
      negative: row.negative,
    });
  }
  return map;
}

/** Every grouping the rollup holds equals the rows it summarises. */
function assertRollupMatchesRows(): void {
  assert.equal(rollupIsFresh(db), true, 'the rollup is fresh');
  const groupings = readRollupGroupings(db);
  assert.ok(groupings.length > 10, `only ${groupings.length} groupings kept`);
  for (const grouping of groupings) {
    const expected = fromRows(grouping);
    const actual = fromRollup(grouping);
    assert.equal(actual.size, expected.size, `${grouping || '(none)'}: number of keys`);
    for (const [key, figures] of expected) {
      const got = actual.get(key);
      assert.ok(got, `${grouping || '(none)'} ${key} is missing`);
      assert.equal(got.n, figures.n, `${grouping} ${key} count`);
      assert.equal(got.positive, figures.positive, `${grouping} ${key} positive`);
      assert.equal(got.neutral, figures.neutral, `${grouping} ${key} neutral`);
      assert.equal(got.negative, figures.negative, `${grouping} ${key} negative`);
      assert.ok(
        Math.abs(got.sentimentSum - figures.sentimentSum) < 1e-9,
        `${grouping} ${key} sentiment ${got.sentimentSum} vs ${figures.sentimentSum}`,
      );
    }
  }
}

const HEADER = 'id,customerId,at,channel,intent,product,category,subcategory,body';
function csv(name: string, rows: readonly string[], header = HEADER): string {
  const path = join(directory, name);
  writeFileSync(path, [header, ...rows].join('\n') + '\n');
  return path;
}

describe('daily rollups', () => {
  it('hold every grouping of the seeded corpus exactly as the rows do', () => {
    assertRollupMatchesRows();
    const groupings = readRollupGroupings(db);
    for (const expected of ['', 'channel', 'intent,product', 'channel,chat_mode,escalated_from']) {
      assert.ok(groupings.includes(expected), `grouping "${expected}" is kept`);
    }
  });

  it('stay exact after an import adds rows, and a re-import of the same file adds nothing', async () => {
    const before = db.prepare('SELECT count(*) FROM communications').pluck().get() as number;
    const path = csv('more.csv', [
      'N-1,C-00001,2026-03-05T10:00:00Z,email,complaint,Savings,Fees,Monthly fee,The fee is unfair and I am upset',
      'N-2,C-99999,2026-03-05T11:00:00Z,phone,enquiry,Savings,Rates,Rate change,Thanks for a helpful answer',
      'N-3,C-00002,2026-04-02T09:00:00Z,chat,praise,Mortgage,Service,Advisor,Great service today',
    ]);
    const first = await importFile(db, path);
    assert.equal(first.communications.imported, 3);
    assertRollupMatchesRows();
    const total = () => db.prepare("SELECT sum(n) FROM rollup_daily WHERE grouping = ''").pluck();
    assert.equal(total().get(), before + 3);

    const again = await importFile(db, path);
    assert.equal(again.communications.imported, 0);
    assert.equal(again.communications.duplicates, 3);
    assertRollupMatchesRows();
    assert.equal(total().get(), before + 3);
  });

  it('take in the categorical fields an import adds, custom fields included', async () => {
    const path = csv(
      'airlines.csv',
      [
        'A-1,C-00001,2026-03-07T10:00:00Z,social,complaint,Flights,Delay,Late,Two hours late again,United,true',
        'A-2,C-00003,2026-03-07T12:00:00Z,social,praise,Flights,Crew,Kind,Lovely crew,Delta,false',
        'A-3,C-00004,2026-03-08T12:00:00Z,social,complaint,Flights,Bags,Lost,Lost my bag,United,false',
      ],
      `${HEADER},airline,refunded`,
    );
    await importFile(db, path, {
      mapping: {
        fields: Object.fromEntries(HEADER.split(',').map((name) => [name, name])),
        custom: {
          airline: { column: 'airline', type: 'category' },
          refunded: { column: 'refunded', type: 'boolean' },
        },
      },
    });
    const groupings = readRollupGroupings(db);
    assert.ok(groupings.includes('x_airline'), 'airline is a dimension');
    assert.ok(groupings.includes('x_refunded'), 'refunded is a dimension');
    assertRollupMatchesRows();
    const united = db
      .prepare("SELECT sum(n) FROM rollup_daily WHERE grouping = 'x_airline' AND k1 = 'United'")
      .pluck()
      .get();
    assert.equal(united, 2);
  });

  it('are stale, and not trusted, after a write that did not update them', () => {
    db.prepare("UPDATE meta SET value = value + 1 WHERE key = 'data_version'").run();
    assert.equal(rollupIsFresh(db), false);
    db.prepare("UPDATE meta SET value = value - 1 WHERE key = 'data_version'").run();
    assert.equal(rollupIsFresh(db), true);
    // Rows written straight into the table, the data version untouched.
    db.prepare(
      `INSERT INTO communications (id, at, subject, sentiment, sentiment_label)
       VALUES ('Z-1', '2026-03-02T10:00:00Z', 'x', 0, 'neutral')`,
    ).run();
    assert.equal(rollupIsFresh(db), false);
  });

  it('are absent for an empty database', () => {
    const empty = openDatabase(':memory:');
    assert.equal(rollupIsFresh(empty), false);
    assert.equal(empty.prepare('SELECT count(*) FROM rollup_daily').pluck().get(), 0);
    closeDatabase(empty);
  });

  it('are built for a database of an older schema when it is opened', () => {
    const path = join(directory, 'older.db');
    const older = openDatabase(path);
    generateCorpus(older, {
      customers: 100,
      communications: 2000,
      cases: 20,
      seed: 3,
      from: '2026-05-01',
      to: '2026-05-31',
    });
    // What a schema-4 database looks like: no rollup tables, no rollup metadata.
    older.exec(
      "DROP TABLE rollup_daily; DROP TABLE rollup_cases; DELETE FROM meta WHERE key LIKE 'rollup_%' OR key = 'case_rollup_state'",
    );
    older.pragma('user_version = 4');
    closeDatabase(older);
    closeDatabase(db);
    db = openDatabase(path);
    assertRollupMatchesRows();
  });
});
