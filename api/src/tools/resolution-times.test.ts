import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { updateCaseRollup } from '../store/case-rollup';
import { generateCorpus } from '../store/generate-corpus';
import { importFile } from '../store/import';
import { updateRollups } from '../store/rollup';
import { caseRollupPlanner } from './case-totals';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// analyze_resolution_times reads whole months from the case rollup held in memory and finds its
// quantiles by selection, not by sorting: every group's count, mean, median and p90 must be those
// of plain SQL over the cases, for whole and partial months, before and after an import adds
// cases (closed ones in a month the rollup already held, an open one, a new reason).

const directory = mkdtempSync(join(tmpdir(), 'sightline-resolution-'));
let db: Store;
let registry: ToolRegistry;
before(() => {
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 200, communications: 1500, cases: 700, seed: 5 });
  // As seed builds them: the rollups the tools read.
  db.transaction(() => {
    updateRollups(db);
    updateCaseRollup(db);
  })();
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => {
  caseRollupPlanner.enabled = true;
  closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

interface Figures {
  count: number;
  meanDays: number | null;
  medianDays: number | null;
  p90Days: number | null;
}

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** Figures of the closed cases under `where`, per `key` (a column of cases), by plain SQL. */
function plainFigures(key: string, where: string): Map<string, Figures> {
  const rows = db
    .prepare(
      `SELECT ${key} AS key, julianday(closed_at) - julianday(opened_at) AS days FROM cases
       WHERE ${where} AND closed_at IS NOT NULL ORDER BY key, days`,
    )
    .all() as { key: string; days: number }[];
  const groups = new Map<string, number[]>();
  for (const { key: value, days } of rows) {
    const list = groups.get(String(value)) ?? [];
    list.push(days);
    groups.set(String(value), list);
  }
  const quantile = (sorted: number[], q: number) => {
    const position = (sorted.length - 1) * q;
    const low = sorted[Math.floor(position)]!;
    return low + (sorted[Math.ceil(position)]! - low) * (position - Math.floor(position));
  };
  const means = new Map(
    (
      db
        .prepare(
          `SELECT ${key} AS key, avg(julianday(closed_at) - julianday(opened_at)) AS mean
           FROM cases WHERE ${where} AND closed_at IS NOT NULL GROUP BY key`,
        )
        .all() as { key: string; mean: number }[]
    ).map((row) => [String(row.key), row.mean]),
  );
  return new Map(
    [...groups].map(([value, days]) => [
      value,
      {
        count: days.length,
        meanDays: round2(means.get(value)!),
        medianDays: round2(quantile(days, 0.5)),
        p90Days: round2(quantile(days, 0.9)),
      },
    ]),
  );
}

const WINDOWS: { input: Record<string, string>; where: string }[] = [
  { input: {}, where: '1 = 1' },
  { input: { period: '2026-03' }, where: "opened_at >= '2026-03-01' AND opened_at < '2026-04-01'" },
  {
    input: { from: '2026-01-12', to: '2026-06-20', type: 'complaint' },
    where: "opened_at >= '2026-01-12' AND opened_at < '2026-06-21' AND type = 'complaint'",
  },
  { input: { priority: 'high' }, where: "priority = 'high'" },
];

const GROUPINGS: [string, string][] = [
  ['type', 'type'],
  ['reason', 'reason'],
  ['month', 'substr(opened_at, 1, 7)'],
];

async function assertFigures() {
  const served = caseRollupPlanner.served;
  for (const { input, where } of WINDOWS) {
    for (const [groupBy, key] of GROUPINGS) {
      const result = await registry.call('analyze_resolution_times', { ...input, groupBy }, { db });
      assert.ok(result.ok, JSON.stringify(result));
      const output = result.output as {
        groups: (Figures & { key: string })[];
        overall: Figures;
      };
      const label = `${groupBy} ${JSON.stringify(input)}`;
      const expected = plainFigures(key, where);
      assert.ok(expected.size > 0, label);
      assert.deepEqual(
        new Map(output.groups.map(({ key: value, ...figures }) => [value, figures])),
        expected,
        label,
      );
      assert.deepEqual(output.overall, plainFigures("'all'", where).get('all'), label);
    }
  }
  assert.ok(caseRollupPlanner.served > served, 'whole months were read from the rollup');
}

describe('analyze_resolution_times from the held case rollup', () => {
  it('gives every group the count, mean, median and p90 of plain SQL', () => assertFigures());

  it('stays exact after an import adds cases', async () => {
    const customer = db.prepare('SELECT id FROM customers ORDER BY id LIMIT 1').pluck().get();
    const path = (name: string, text: string) => {
      const file = join(directory, name);
      writeFileSync(file, text);
      return file;
    };
    const cases = path(
      'cases.jsonl',
      [
        { id: 'RK-1', openedAt: '2026-03-03T09:00:00Z', closedAt: '2026-03-30T17:00:00Z' },
        { id: 'RK-2', openedAt: '2026-03-20T09:00:00Z', closedAt: '2026-03-21T08:00:00Z' },
        { id: 'RK-3', openedAt: '2026-05-02T09:00:00Z', reason: 'New reason' },
        {
          id: 'RK-4',
          openedAt: '2026-02-14T10:00:00Z',
          closedAt: '2026-04-14T10:00:00Z',
          reason: 'New reason',
        },
      ]
        .map((item) =>
          JSON.stringify({
            customerId: customer,
            type: 'complaint',
            category: 'Fees',
            reason: 'Fee charged twice',
            priority: 'high',
            slaHours: 24,
            status: 'closedAt' in item ? 'closed' : 'open',
            ...item,
          }),
        )
        .join('\n') + '\n',
    );
    const messages = path(
      'messages.csv',
      'id,customerId,at,channel,intent,product,category,subcategory,body\n' +
        `RN-1,${String(customer)},2026-03-04T10:00:00Z,email,complaint,Savings,Fees,Fee,Charged twice\n`,
    );
    const summary = await importFile(db, messages, { casesFile: cases });
    assert.equal(summary.cases?.imported, 4, JSON.stringify(summary.reasons));
    await assertFigures();
    // And the rows give the same output as the rollup.
    const call = async () => {
      const result = await registry.call('analyze_resolution_times', { groupBy: 'reason' }, { db });
      assert.ok(result.ok, JSON.stringify(result));
      return result.output;
    };
    const fromRollup = await call();
    caseRollupPlanner.enabled = false;
    const fromRows = await call();
    caseRollupPlanner.enabled = true;
    assert.deepEqual(fromRollup, fromRows);
  });
});
