import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { freshCaseRollup, readClosedDays, updateCaseRollup } from './case-rollup';
import { closeDatabase, openDatabase, type Store } from './db';
import { generateCorpus } from './generate-corpus';
import { importFile } from './import';
import { updateRollups } from './rollup';

const directory = mkdtempSync(join(tmpdir(), 'sightline-case-rollup-'));
after(() => rmSync(directory, { recursive: true, force: true }));

let db: Store;
beforeEach(() => {
  if (db) closeDatabase(db);
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 60, communications: 1500, cases: 300, seed: 9 });
  db.transaction(() => {
    updateRollups(db);
    updateCaseRollup(db);
  })();
});
after(() => closeDatabase(db));

const DIMENSIONS = 'type, category, reason, priority, status, account_restricted';

/** Per month opened and combination: the figures by plain SQL over the cases. */
function fromCases(): Map<string, unknown> {
  const rows = db
    .prepare(
      `SELECT substr(k.opened_at, 1, 7) AS month, ${DIMENSIONS}, count(*) AS n,
         sum(k.sla_breached) AS breached, sum(k.closed_at IS NULL) AS open,
         sum((SELECT count(*) FROM communications m
              WHERE m.customer_id = k.customer_id AND m.at >= k.opened_at)) AS afterN,
         round(total((SELECT total(m.sentiment) FROM communications m
              WHERE m.customer_id = k.customer_id AND m.at >= k.opened_at)), 9) AS afterSentiment
       FROM cases k GROUP BY month, ${DIMENSIONS}`,
    )
    .all() as Record<string, unknown>[];
  return keyed(rows);
}

function fromRollup(): Map<string, unknown> {
  const rows = db
    .prepare(
      `SELECT month, ${DIMENSIONS}, sum(n) AS n, sum(breached) AS breached, sum(open) AS open,
         sum(after_n) AS afterN, round(total(after_sentiment), 9) AS afterSentiment
       FROM rollup_cases GROUP BY month, ${DIMENSIONS}`,
    )
    .all() as Record<string, unknown>[];
  return keyed(rows);
}

function keyed(rows: readonly Record<string, unknown>[]): Map<string, unknown> {
  const keys = ['month', ...DIMENSIONS.split(', ')];
  return new Map(
    rows.map((row) => [
      JSON.stringify(keys.map((key) => row[key])),
      {
        n: row['n'],
        breached: row['breached'],
        open: row['open'],
        afterN: row['afterN'],
        afterSentiment: row['afterSentiment'],
      },
    ]),
  );
}

function assertRollupMatchesCases(): void {
  assert.ok(freshCaseRollup(db), 'the case rollup is fresh');
  const expected = fromCases();
  assert.ok(expected.size > 20, `only ${expected.size} combinations`);
  assert.deepEqual(fromRollup(), expected);
  assert.deepEqual(closedDaysFromRollup(), closedDaysFromCases());
}

/** Resolution days of the closed cases per month and combination, ascending, by plain SQL. */
function closedDaysFromCases(): Map<string, number[]> {
  const days = new Map<string, number[]>();
  const rows = db
    .prepare(
      `SELECT substr(opened_at, 1, 7) AS month, ${DIMENSIONS},
         julianday(closed_at) - julianday(opened_at) AS days
       FROM cases WHERE closed_at IS NOT NULL ORDER BY days`,
    )
    .all() as Record<string, unknown>[];
  const keys = ['month', ...DIMENSIONS.split(', ')];
  for (const row of rows) {
    const key = JSON.stringify(keys.map((name) => row[name]));
    days.set(key, [...(days.get(key) ?? []), row['days'] as number]);
  }
  return days;
}

function closedDaysFromRollup(): Map<string, number[]> {
  const rows = db
    .prepare(`SELECT month, ${DIMENSIONS}, closed_days FROM rollup_cases`)
    .all() as Record<string, unknown>[];
  const keys = ['month', ...DIMENSIONS.split(', ')];
  return new Map(
    rows
      .filter((row) => row['closed_days'] !== null)
      .map((row) => [
        JSON.stringify(keys.map((name) => row[name])),
        [...readClosedDays(row['closed_days'] as Uint8Array)],
      ]),
  );
}

function file(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

describe('monthly case rollup', () => {
  it('holds every month and combination of the seeded cases as plain SQL does', () => {
    assertRollupMatchesCases();
  });

  it('stays exact after an import adds cases and communications after their opening', async () => {
    const customer = db.prepare('SELECT customer_id FROM cases LIMIT 1').pluck().get() as string;
    const cases = file(
      'cases.jsonl',
      JSON.stringify({
        id: 'ZK-1',
        customerId: customer,
        type: 'cdd',
        category: 'KYC',
        reason: 'Imported reason',
        openedAt: '2026-02-10T09:00:00Z',
        status: 'open',
        priority: 'high',
        slaHours: 24,
      }) + '\n',
    );
    const messages = file(
      'messages.csv',
      [
        'id,customerId,at,channel,intent,product,category,subcategory,body',
        `N-1,${customer},2026-02-11T10:00:00Z,email,complaint,Savings,Fees,Fee,My account is frozen and I am angry`,
        `N-2,${customer},2026-02-12T10:00:00Z,phone,praise,Savings,Fees,Fee,Thank you for sorting it out`,
      ].join('\n') + '\n',
    );
    const before = db.prepare("SELECT count(*) FROM cases WHERE type = 'cdd'").pluck().get();
    await importFile(db, messages, { casesFile: cases });
    assert.equal(
      db.prepare("SELECT count(*) FROM cases WHERE type = 'cdd'").pluck().get(),
      (before as number) + 1,
    );
    assertRollupMatchesCases();
    const imported = db
      .prepare("SELECT sum(n), sum(after_n) FROM rollup_cases WHERE reason = 'Imported reason'")
      .raw()
      .get() as [number, number];
    // Its customer's communications from its opening on, the two imported ones among them.
    const after = countAfter(customer, '2026-02-10T09:00:00Z');
    assert.ok(after >= 2);
    assert.deepEqual(imported, [1, after]);
  });

  it('adds what an import adds, leaving the other combinations as they were', async () => {
    const customers = db
      .prepare('SELECT DISTINCT customer_id FROM cases ORDER BY customer_id LIMIT 3')
      .pluck()
      .all() as string[];
    // Each row as stored (rowid, figures and days), by its month and combination.
    const stored = () =>
      new Map(
        (
          db
            .prepare(
              `SELECT month, ${DIMENSIONS}, rowid, n, breached, open, after_n,
                 after_sentiment, hex(closed_days) FROM rollup_cases`,
            )
            .raw()
            .all() as unknown[][]
        ).map((row) => [JSON.stringify(row.slice(0, 7)), JSON.stringify(row.slice(7))]),
      );
    const before = stored();
    const caseLine = (id: string, customer: string, closedAt?: string) =>
      JSON.stringify({
        id,
        customerId: customer,
        type: 'complaint',
        category: 'Imported',
        reason: 'Imported reason',
        openedAt: '2026-01-05T09:00:00Z',
        ...(closedAt ? { closedAt } : {}),
        status: closedAt ? 'closed' : 'open',
        priority: 'low',
        slaHours: 48,
      });
    const cases = file(
      'touched-cases.jsonl',
      [caseLine('ZT-1', customers[0]!, '2026-01-09T09:00:00Z'), caseLine('ZT-2', customers[1]!)]
        .map((line) => `${line}\n`)
        .join(''),
    );
    const messages = file(
      'touched-messages.csv',
      [
        'id,customerId,at,channel,intent,product,category,subcategory,body',
        ...customers.map(
          (customer, index) =>
            `T-${index},${customer},2026-10-2${index}T10:00:00Z,email,complaint,Savings,Fees,Fee,Still waiting`,
        ),
      ].join('\n') + '\n',
    );
    await importFile(db, messages, { casesFile: cases });
    assertRollupMatchesCases();
    // The combinations of the imported cases and of every case of those customers, by plain SQL.
    const touched = new Set(
      (
        db
          .prepare(
            `SELECT DISTINCT substr(opened_at, 1, 7), ${DIMENSIONS} FROM cases
             WHERE id LIKE 'ZT-%' OR customer_id IN (${customers.map(() => '?').join(', ')})`,
          )
          .raw()
          .all(...customers) as unknown[][]
      ).map((key) => JSON.stringify(key)),
    );
    const after = stored();
    assert.equal(
      db.prepare('SELECT count(*) FROM rollup_cases').pluck().get(),
      after.size,
      'one row per month and combination',
    );
    let kept = 0;
    for (const [key, row] of after) {
      if (touched.has(key)) continue;
      assert.equal(row, before.get(key), `${key} left as it was`);
      kept += 1;
    }
    assert.ok(kept > touched.size, `most combinations untouched (${kept} kept, ${touched.size})`);
    assert.ok(
      [...touched].some((key) => after.get(key) !== before.get(key)),
      'touched ones changed',
    );
  });

  it('is stale, and not trusted, after a write that did not update it', () => {
    db.prepare(
      `INSERT INTO cases (id, customer_id, type, category, reason, opened_at, status, priority,
         sla_hours) VALUES ('Z-1', 'C-1', 'service', 'x', 'y', '2026-03-02T10:00:00Z', 'open',
         'low', 8)`,
    ).run();
    assert.equal(freshCaseRollup(db), undefined);
  });

  it('is built for a database of an older schema when it is opened', () => {
    const path = join(directory, 'older.db');
    const older = openDatabase(path);
    generateCorpus(older, { customers: 50, communications: 800, cases: 120, seed: 4 });
    // What a schema-5 database looks like: no case rollup and no state for it.
    older.exec("DROP TABLE rollup_cases; DELETE FROM meta WHERE key = 'case_rollup_state'");
    older.pragma('user_version = 5');
    closeDatabase(older);
    closeDatabase(db);
    db = openDatabase(path);
    assertRollupMatchesCases();
  });
});

function countAfter(customer: string, openedAt: string): number {
  return db
    .prepare('SELECT count(*) FROM communications WHERE customer_id = ? AND at >= ?')
    .pluck()
    .get(customer, openedAt) as number;
}
