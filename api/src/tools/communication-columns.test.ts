import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { generateCorpus } from '../store/generate-corpus';
import { importFile } from '../store/import';
import {
  communicationColumns,
  filteredRowids,
  rowFilter,
  rowSelection,
  selectedRowids,
} from './communication-columns';
import { corpusBounds } from './corpus';
import { customerIntelligence } from './customer-intelligence';
import type { CommunicationFilters } from './filters';
import { resolveRange } from './filters';
import { ToolRegistry } from './registry';
import { termsOf } from './terms';

// Filtered searches and topic counts select communications from columns held in memory instead
// of the rows: every selection, search result (count, order, score, snippet) and topic term count
// must equal plain SQL's over the rows, before and after an import adds rows.

const directory = mkdtempSync(join(tmpdir(), 'sightline-columns-'));
let db: Store;
let registry: ToolRegistry;
before(() => {
  db = openDatabase(':memory:');
  generateCorpus(db, {
    customers: 300,
    communications: 4000,
    cases: 100,
    seed: 11,
    from: '2026-02-01',
    to: '2026-05-31',
  });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
});
after(() => {
  closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

type Case = [Partial<CommunicationFilters>, string];

/** Filters and the plain SQL condition on communications m they mean, written out here. */
function cases(): Case[] {
  const value = (sql: string) => db.prepare(sql).pluck().get() as string;
  const customer = value('SELECT customer_id FROM communications ORDER BY rowid LIMIT 1 OFFSET 77');
  return [
    [{ period: '2026-03' }, "m.at >= '2026-03-01' AND m.at < '2026-04-01'"],
    [{ from: '2026-02-10', to: '2026-02-10' }, "m.at >= '2026-02-10' AND m.at < '2026-02-11'"],
    [{ channel: 'phone' }, "m.channel = 'phone'"],
    [
      { channel: 'email', from: '2026-05-02', to: '2026-05-31' },
      "m.channel = 'email' AND m.at >= '2026-05-02' AND m.at < '2026-06-01'",
    ],
    [
      { product: 'Credit Card', intent: 'complaint' },
      "m.product = 'Credit Card' AND m.intent = 'complaint'",
    ],
    [
      { sentiment: 'negative', segment: 'student' },
      "m.sentiment_label = 'negative' AND m.customer_id IN (SELECT id FROM customers WHERE segment = 'student')",
    ],
    [{ customerId: customer }, `m.customer_id = '${customer}'`],
    [{ customerId: 'C-none' }, "m.customer_id = 'C-none'"],
    [{ segment: 'nobody' }, "m.customer_id IN (SELECT id FROM customers WHERE segment = 'nobody')"],
    [
      { segment: 'premier', from: '2026-04-02', to: '2026-04-03' },
      "m.customer_id IN (SELECT id FROM customers WHERE segment = 'premier') AND m.at >= '2026-04-02' AND m.at < '2026-04-04'",
    ],
    [
      { category: value('SELECT category FROM communications LIMIT 1'), period: '2026-04' },
      `m.category = '${value('SELECT category FROM communications LIMIT 1')}' AND m.at >= '2026-04-01' AND m.at < '2026-05-01'`,
    ],
  ];
}

function plainRowids(condition: string): number[] {
  return db
    .prepare(`SELECT m.rowid FROM communications m WHERE ${condition} ORDER BY m.rowid`)
    .pluck()
    .all() as number[];
}

function assertSelections(extra: Case[] = []) {
  const columns = communicationColumns(db);
  assert.ok(columns, 'dense rowids are held');
  const corpus = corpusBounds(db);
  for (const [input, condition] of [...cases(), ...extra]) {
    const keep = rowFilter(db, columns, input, resolveRange(input, corpus));
    assert.ok(keep);
    const selected = filteredRowids(columns, keep);
    const expected = plainRowids(condition);
    assert.deepEqual([...selected], expected, JSON.stringify(input));
    // The same rows from the postings of the narrowest filter (in their order, so sorted here).
    const selection = rowSelection(db, columns, input, resolveRange(input, corpus));
    assert.ok(selection);
    const fromPostings = [...selectedRowids(selection)].sort((a, b) => a - b);
    assert.deepEqual(fromPostings, expected, `postings ${JSON.stringify(input)}`);
  }
}

/** search_communications' figures by plain SQL: the join, bm25 and snippet() of the query. */
function plainSearch(ftsQuery: string, condition: string, limit: number) {
  const from = `FROM communications_fts JOIN communications m ON m.rowid = communications_fts.rowid
    WHERE communications_fts MATCH ? AND ${condition}`;
  const total = db.prepare(`SELECT count(*) ${from}`).pluck().get(ftsQuery) as number;
  const ranked = db
    .prepare(
      `SELECT m.rowid AS rowid, m.id AS id, round(-bm25(communications_fts), 3) AS score ${from}
       ORDER BY bm25(communications_fts), m.rowid LIMIT ?`,
    )
    .all(ftsQuery, limit) as { rowid: number; id: string; score: number }[];
  const results = ranked.map(({ rowid, id, score }) => ({
    id,
    score,
    // The rowid written into the SQL text: an integer, as FTS5 needs it.
    snippet: db
      .prepare(
        `SELECT snippet(communications_fts, -1, '**', '**', '…', 16) FROM communications_fts
         WHERE communications_fts MATCH ? AND rowid = ${Number(rowid)}`,
      )
      .pluck()
      .get(ftsQuery) as string,
  }));
  return { total, results };
}

async function assertSearches(extra: Case[] = []) {
  const queries: [string, string][] = [
    ['fee', '"fee"'],
    ['card fee', '"card" "fee"'],
    ['app login update', '"app" "login" "update"'],
    ['"monthly fee" charged', '"monthly fee" "charged"'],
  ];
  for (const [input, condition] of [[{}, '1 = 1'] as Case, ...cases(), ...extra]) {
    for (const [query, ftsQuery] of queries) {
      const result = await registry.call(
        'search_communications',
        { query, limit: 8, ...input },
        { db },
      );
      assert.ok(result.ok, JSON.stringify(result));
      const output = result.output as {
        mode: string;
        total: number;
        results: { id: string; score: number; snippet: string }[];
      };
      if (output.mode === 'any') continue; // nothing holds every word: the fallback, not this test
      const expected = plainSearch(ftsQuery, condition, 8);
      const label = `${query} ${JSON.stringify(input)}`;
      assert.equal(output.total, expected.total, label);
      assert.deepEqual(
        output.results.map(({ id, score, snippet }) => ({ id, score, snippet })),
        expected.results,
        label,
      );
    }
  }
}

async function assertTopicTerms(extra: Case[] = []) {
  // Everything selected: the corpus's own counts.
  for (const [input, condition] of [[{}, '1 = 1'] as Case, ...cases(), ...extra]) {
    const result = await registry.call('analyze_topics', { limit: 20, ...input }, { db });
    assert.ok(result.ok, JSON.stringify(result));
    const output = result.output as { terms: { term: string; count: number }[] };
    const subjects = db
      .prepare(`SELECT m.subject FROM communications m WHERE ${condition}`)
      .pluck()
      .all() as string[];
    for (const { term, count } of output.terms) {
      const holding = subjects.filter((subject) => termsOf(subject).has(term)).length;
      assert.equal(count, holding, `${term} ${JSON.stringify(input)}`);
    }
  }
}

interface TopicGroup {
  category: string;
  subcategory: string;
  count: number;
  avgSentiment: number;
  previousCount: number;
}

/** analyze_topics' sub-categories (top 20) by plain SQL for `condition` over two periods. */
function plainTopics(
  condition: string,
  now: { from: string; to: string },
  before: { from: string; to: string },
): TopicGroup[] {
  const groups = (days: { from: string; to: string }) =>
    db
      .prepare(
        `SELECT coalesce(m.category, '(none)') AS category,
           coalesce(m.subcategory, '(none)') AS subcategory, count(*) AS count,
           total(m.sentiment) AS sentimentSum
         FROM communications m
         WHERE ${condition} AND substr(m.at, 1, 10) BETWEEN ? AND ?
         GROUP BY m.category, m.subcategory`,
      )
      .all(days.from, days.to) as {
      category: string;
      subcategory: string;
      count: number;
      sentimentSum: number;
    }[];
  const previous = new Map(
    groups(before).map((row) => [`${row.category}/${row.subcategory}`, row.count]),
  );
  return groups(now)
    .map(({ category, subcategory, count, sentimentSum }) => ({
      category,
      subcategory,
      count,
      avgSentiment: Math.round((sentimentSum / count) * 1000) / 1000,
      previousCount: previous.get(`${category}/${subcategory}`) ?? 0,
    }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        `${a.category}/${a.subcategory}`.localeCompare(`${b.category}/${b.subcategory}`),
    )
    .slice(0, 20);
}

/** Topic groups of filters the daily rollup does not hold: read from the columns. */
async function assertTopicGroups(extra: Case[] = []) {
  const topicCases: Case[] = [
    [
      { period: '2026-04', channel: 'email', intent: 'complaint' },
      "m.channel = 'email' AND m.intent = 'complaint'",
    ],
    [
      { period: '2026-03', product: 'Credit Card', intent: 'complaint', sentiment: 'negative' },
      "m.product = 'Credit Card' AND m.intent = 'complaint' AND m.sentiment_label = 'negative'",
    ],
    [
      { from: '2026-03-10', to: '2026-04-20', segment: 'student', channel: 'chat' },
      "m.channel = 'chat' AND m.customer_id IN (SELECT id FROM customers WHERE segment = 'student')",
    ],
    // Filters the rollup holds, narrow enough for the columns: a value's postings, a day's.
    [{ channel: 'letter' }, "m.channel = 'letter'"],
    [{ from: '2026-05-03', to: '2026-05-04' }, '1 = 1'],
    [
      { segment: 'business' },
      "m.customer_id IN (SELECT id FROM customers WHERE segment = 'business')",
    ],
    ...extra,
  ];
  for (const [input, condition] of topicCases) {
    const result = await registry.call('analyze_topics', { limit: 20, ...input }, { db });
    assert.ok(result.ok, JSON.stringify(result));
    const output = result.output as {
      filters: { from: string; to: string };
      previousPeriod: { from: string; to: string };
      subcategories: (TopicGroup & Record<string, unknown>)[];
    };
    const found = output.subcategories.map(
      ({ category, subcategory, count, avgSentiment, previousCount }) => ({
        category,
        subcategory,
        count,
        avgSentiment,
        previousCount,
      }),
    );
    const expected = plainTopics(condition, output.filters, output.previousPeriod);
    assert.ok(expected.length > 0, `${JSON.stringify(input)} selects some`);
    assert.deepEqual(found, expected, JSON.stringify(input));
  }
}

describe('communication columns', () => {
  it('select exactly the rows plain SQL selects', () => assertSelections());

  it('give search_communications the matches, order, scores and snippets of plain SQL', () =>
    assertSearches());

  it('give analyze_topics the term counts of the subjects plain SQL selects', () =>
    assertTopicTerms());

  it('give analyze_topics the topic counts and sentiment of plain SQL, this period and the last', () =>
    assertTopicGroups());

  it('are rebuilt when an import adds rows, new values, a new customer and a custom field', async () => {
    const columnsBefore = communicationColumns(db);
    const path = join(directory, 'more.csv');
    writeFileSync(
      path,
      [
        'id,customerId,at,channel,intent,product,category,subcategory,body,airline',
        'N-1,C-00001,2026-03-05T10:00:00Z,pigeon,complaint,Savings,Fees,Monthly fee,The card fee is unfair,United',
        'N-2,C-99999,2026-05-31T23:59:00Z,phone,complaint,Credit Card,Fees,Card fee,Card fee charged twice,Delta',
        'N-3,C-00002,2026-06-02T09:00:00Z,email,praise,Mortgage,Service,Advisor,Great service today app login update,United',
      ].join('\n') + '\n',
    );
    const summary = await importFile(db, path, {
      mapping: {
        fields: Object.fromEntries(
          'id,customerId,at,channel,intent,product,category,subcategory,body'
            .split(',')
            .map((name) => [name, name]),
        ),
        custom: { airline: { column: 'airline', type: 'category' } },
      },
    });
    assert.equal(summary.communications.imported, 3);
    assert.notEqual(communicationColumns(db), columnsBefore, 'rebuilt after the import');
    const extra: Case[] = [
      [{ channel: 'pigeon' }, "m.channel = 'pigeon'"],
      [{ customerId: 'C-99999' }, "m.customer_id = 'C-99999'"],
      [{ period: '2026-06' }, "m.at >= '2026-06-01' AND m.at < '2026-07-01'"],
    ];
    assertSelections(extra);
    // A custom field filter is not held in memory: the rows are read, with the same results.
    const withField: Case = [{ where: { airline: 'United' } }, "m.x_airline = 'United'"];
    const columns = communicationColumns(db)!;
    assert.equal(
      rowFilter(db, columns, withField[0], { from: '2026-01-01', to: '2026-12-31' }),
      undefined,
    );
    await assertSearches([...extra, withField]);
    await assertTopicTerms([...extra, withField]);
    await assertTopicGroups([
      [
        { period: '2026-03', channel: 'pigeon', intent: 'complaint' },
        "m.channel = 'pigeon' AND m.intent = 'complaint'",
      ],
      // A day whose rows were added after later days' (postings out of rowid order).
      [{ from: '2026-03-05', to: '2026-03-05' }, '1 = 1'],
    ]);
  });
});
