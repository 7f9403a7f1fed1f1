import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { generateCorpus } from '../store/generate-corpus';
import { importFile } from '../store/import';
import { caseSignals } from './case-signals';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// assess_risk counts a segment's and everyone's case signals over cases held in memory: the
// per-customer figures must be plain SQL's over the cases, before and after an import adds cases
// (open and closed, for a customer the data knows and one of a new segment).

const directory = mkdtempSync(join(tmpdir(), 'sightline-case-signals-'));
let db: Store;
let registry: ToolRegistry;
before(() => {
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 300, communications: 2000, cases: 600, seed: 9 });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => {
  closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The case factors for [from, to] of the customers of `segment` (everyone when undefined), by
 * plain SQL over the cases.
 */
function expected(segment: string | undefined, from: string, to: string): Record<string, number> {
  const end = `date('${to}', '+1 day')`;
  const quoted = segment === undefined ? '' : `'${segment.replaceAll("'", "''")}'`;
  const who =
    segment === undefined
      ? '1 = 1'
      : `k.customer_id IN (SELECT id FROM customers WHERE segment = ${quoted})`;
  const people = segment === undefined ? '1 = 1' : `c.segment = ${quoted}`;
  const row = db
    .prepare(
      `SELECT (SELECT count(*) FROM customers c WHERE ${people}) AS customers,
         (SELECT count(*) FROM cases k WHERE ${who} AND k.opened_at < ${end}
           AND (k.closed_at IS NULL OR k.closed_at >= ${end})) AS open,
         (SELECT count(*) FROM cases k WHERE ${who} AND k.sla_breached = 1
           AND k.opened_at >= '${from}' AND k.opened_at < ${end}) AS breaches,
         (SELECT count(DISTINCT k.customer_id) FROM cases k
           WHERE ${who} AND k.account_restricted = 1 AND k.opened_at < ${end}) AS restricted`,
    )
    .get() as Record<string, number>;
  const perCustomer = (value: number) => round4(row['customers']! ? value / row['customers']! : 0);
  return {
    'open cases per customer': perCustomer(row['open']!),
    'SLA breaches per customer': perCustomer(row['breaches']!),
    'account restricted (CDD)': perCustomer(row['restricted']!),
  };
}

type Factors = { factor: string; observed: number }[];

async function assertSegments() {
  const segments = db
    .prepare('SELECT DISTINCT segment FROM customers ORDER BY 1')
    .pluck()
    .all() as string[];
  assert.ok(segments.length >= 3);
  for (const segment of segments) {
    for (const period of [undefined, '2026', '2026-03', '2026-02-14']) {
      const input = { segment, ...(period ? { period } : {}) };
      const result = await registry.call('assess_risk', input, { db });
      assert.ok(result.ok, JSON.stringify(result));
      const output = result.output as {
        filters: { from: string; to: string };
        factors: Factors;
        comparison: { score: number };
      };
      const { from, to } = output.filters;
      const label = JSON.stringify(input);
      const want = expected(segment, from, to);
      for (const [factor, value] of Object.entries(want)) {
        const found = output.factors.find((item) => item.factor === factor);
        assert.equal(found?.observed, value, `${label} ${factor}`);
      }
      // Everyone's signals (the comparison) are counted the same way: checked on the counts.
      const everyone = caseSignals(db, undefined, from, addDay(to));
      assert.ok(everyone, 'the cases are held');
      const all = expected(undefined, from, to);
      const customers = db.prepare('SELECT count(*) FROM customers').pluck().get() as number;
      assert.equal(round4(everyone.openCases / customers), all['open cases per customer']);
      assert.equal(round4(everyone.slaBreaches / customers), all['SLA breaches per customer']);
      assert.equal(
        round4(everyone.restrictedCustomers / customers),
        all['account restricted (CDD)'],
      );
    }
  }
}

function addDay(day: string): string {
  return db.prepare(`SELECT date(?, '+1 day')`).pluck().get(day) as string;
}

describe('case signals of a segment and of everyone', () => {
  it('equal plain SQL over the cases for every segment and window', () => assertSegments());

  it('stay exact after an import adds cases and customers', async () => {
    const customer = db.prepare('SELECT id FROM customers ORDER BY id LIMIT 1').pluck().get();
    const write = (name: string, text: string) => {
      const path = join(directory, name);
      writeFileSync(path, text);
      return path;
    };
    const customers = write(
      'customers.jsonl',
      JSON.stringify({
        id: 'Z-1',
        name: 'Zed',
        segment: 'gold',
        region: 'North',
        joinedAt: '2020-01-01',
      }) + '\n',
    );
    const cases = write(
      'cases.jsonl',
      [
        { id: 'ZK-1', customerId: 'Z-1', openedAt: '2026-02-10T09:00:00Z', status: 'open' },
        { id: 'ZK-2', customerId: customer, openedAt: '2026-02-01T09:00:00Z', status: 'open' },
        {
          id: 'ZK-3',
          customerId: customer,
          openedAt: '2026-01-05T09:00:00Z',
          closedAt: '2026-02-20T09:00:00Z',
          status: 'closed',
        },
      ]
        .map((item) =>
          JSON.stringify({
            type: 'cdd',
            category: 'KYC',
            reason: 'Imported',
            priority: 'high',
            slaHours: 24,
            ...item,
          }),
        )
        .join('\n') + '\n',
    );
    const messages = write(
      'messages.csv',
      'id,customerId,at,channel,intent,product,category,subcategory,body\n' +
        'N-1,Z-1,2026-02-11T10:00:00Z,email,complaint,Savings,Fees,Fee,My account is frozen\n',
    );
    const summary = await importFile(db, messages, { customersFile: customers, casesFile: cases });
    assert.equal(summary.cases?.imported, 3, JSON.stringify(summary.reasons));
    await assertSegments();
  });
});
