import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { generateCorpus } from '../store/generate-corpus';
import { importFile } from '../store/import';
import { customerIntelligence } from './customer-intelligence';
import { queryDataFromColumns } from './query-data-columns';
import { FIELDS } from './query-fields';
import { ToolRegistry } from './registry';

// query_data's grouped figures over communications from the columns in memory (a threshold on the
// sentiment score, say) must be plain SQL's over the rows: groups, counts, shares, sums and
// averages, in the same order, before and after an import adds rows (a NULL intent among them).

const directory = mkdtempSync(join(tmpdir(), 'sightline-query-columns-'));
let db: Store;
let registry: ToolRegistry;
before(() => {
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 200, communications: 3000, cases: 50, seed: 17 });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => {
  closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

interface Case {
  readonly input: Record<string, unknown>;
  /** The same by plain SQL: rows of group values then count, share, avg and sum of sentiment. */
  readonly sql: string;
}

const r4 = (sql: string) => `round(${sql}, 4)`;
const figures = (total: string) =>
  `count(*) AS count, ${r4(`count(*) * 1.0 / (${total})`)} AS share,
   ${r4('avg(m.sentiment)')} AS avgSentiment, ${r4('sum(m.sentiment)')} AS sumSentiment`;
const metrics = [
  { fn: 'count' },
  { fn: 'share' },
  { fn: 'avg', field: 'sentiment' },
  { fn: 'sum', field: 'sentiment' },
];

function cases(): Case[] {
  const all = (where: string) => `SELECT count(*) FROM communications m WHERE ${where}`;
  const grouped = (groups: string[], where: string) =>
    `SELECT ${groups.map((group) => `m.${group} AS ${group === 'sentiment_label' ? 'sentimentLabel' : group}`).join(', ')},
       ${figures(all(where))} FROM communications m WHERE ${where}
     GROUP BY ${groups.map((group) => `m.${group}`).join(', ')}
     ORDER BY count DESC, ${groups.map((group) => `m.${group} ASC`).join(', ')}`;
  return [
    {
      input: { filters: [{ field: 'sentiment', op: 'lt', value: -0.5 }], groupBy: ['channel'] },
      sql: grouped(['channel'], 'm.sentiment < -0.5'),
    },
    {
      input: {
        filters: [
          { field: 'sentiment', op: 'gte', value: 0.2 },
          { field: 'channel', op: 'ne', value: 'phone' },
        ],
        groupBy: ['product', 'intent'],
      },
      sql: grouped(['product', 'intent'], "m.sentiment >= 0.2 AND m.channel <> 'phone'"),
    },
    {
      input: {
        filters: [
          { field: 'intent', op: 'not_in', value: ['complaint', 'praise'] },
          { field: 'sentiment', op: 'lte', value: 0 },
        ],
        groupBy: ['sentimentLabel'],
      },
      sql: grouped(
        ['sentiment_label'],
        "m.intent NOT IN ('complaint', 'praise') AND m.sentiment <= 0",
      ),
    },
    {
      input: { filters: [{ field: 'intent', op: 'is_null' }], groupBy: ['category'] },
      sql: grouped(['category'], 'm.intent IS NULL'),
    },
    {
      input: {
        filters: [
          { field: 'sentiment', op: 'gt', value: 0.9 },
          { field: 'channel', op: 'in', value: ['email', 'chat'] },
        ],
      },
      sql: `SELECT ${figures(all("m.sentiment > 0.9 AND m.channel IN ('email', 'chat')"))}
        FROM communications m WHERE m.sentiment > 0.9 AND m.channel IN ('email', 'chat')`,
    },
    {
      input: { filters: [{ field: 'sentiment', op: 'gt', value: 5 }] },
      sql: `SELECT 0 AS count, 0 AS share, NULL AS avgSentiment, NULL AS sumSentiment`,
    },
  ];
}

function columnsQuery(input: Record<string, unknown>) {
  return {
    filters: (input['filters'] as { field: string; op: string; value?: unknown }[]).map(
      (filter) => ({ ...filter, field: FIELDS.communications[filter.field]! }),
    ),
    groups: ((input['groupBy'] ?? []) as string[]).map((name) => ({
      name,
      field: FIELDS.communications[name]!,
    })),
    metrics: metrics.map((metric) => ({
      fn: metric.fn,
      field: metric.field ? FIELDS.communications[metric.field] : undefined,
    })),
  };
}

async function assertCases() {
  for (const { input, sql } of cases()) {
    const request = { entity: 'communications', metrics, limit: 500, ...input };
    const result = await registry.call('query_data', request, { db });
    assert.ok(result.ok, JSON.stringify(result));
    const output = result.output as { matched: number; rows: Record<string, unknown>[] };
    const expected = db.prepare(sql).all() as Record<string, unknown>[];
    assert.deepEqual(output.rows, expected, JSON.stringify(input));
    // The figures came from the columns, not the rows.
    const answered = queryDataFromColumns(db, columnsQuery(input), 20_001);
    assert.ok(answered, `columns answer ${JSON.stringify(input)}`);
    // Tallied in a map instead of arrays (many combinations): the same rows.
    const viaMap = queryDataFromColumns(db, columnsQuery(input), 20_001, 0);
    assert.deepEqual(viaMap, answered, `tallied in a map ${JSON.stringify(input)}`);
  }
}

describe('query_data from the communication columns', () => {
  it('gives plain SQL figures for thresholds on the score and text filters', () => assertCases());

  it('stays exact after an import adds rows', async () => {
    const path = join(directory, 'more.csv');
    writeFileSync(
      path,
      [
        'id,customerId,at,channel,intent,product,category,subcategory,body',
        'N-1,C-00001,2026-03-05T10:00:00Z,pigeon,,Savings,Fees,Monthly fee,The fee is unfair and I am upset',
        'N-2,C-00002,2026-03-06T10:00:00Z,email,,Savings,Fees,Monthly fee,Thank you so much for the wonderful help',
      ].join('\n') + '\n',
    );
    assert.equal((await importFile(db, path)).communications.imported, 2);
    await assertCases();
  });

  it('leaves what it does not hold to the rows', () => {
    const field = (name: string) => FIELDS.communications[name]!;
    const count = [{ fn: 'count', field: undefined }];
    const answer = (filters: { field: string; op: string; value?: unknown }[], groupBy = []) =>
      queryDataFromColumns(
        db,
        {
          filters: filters.map((filter) => ({ ...filter, field: field(filter.field) })),
          groups: groupBy.map((name) => ({ name, field: field(name) })),
          metrics: count,
        },
        100,
      );
    assert.equal(answer([{ field: 'subject', op: 'contains', value: 'fee' }]), undefined);
    assert.equal(answer([{ field: 'sentiment', op: 'lt', value: '0' }]), undefined);
    assert.equal(answer([{ field: 'segment', op: 'eq', value: 'student' }]), undefined);
    assert.equal(answer([{ field: 'channel', op: 'lt', value: 'm' }]), undefined);
  });
});
