import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { corpusBounds } from './corpus';
import { customerIntelligence } from './customer-intelligence';
import { communicationWhere, resolveRange } from './filters';
import { ToolRegistry } from './registry';
import { rankSimilar } from './similar-ranking';

// find_similar's results must be those of its words' OR query ranked by plain SQL: every match
// scored, best first, ties by rowid (so a ranking is the same on every run).

let db: Store;
let registry: ToolRegistry;
let sources: string[];
before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
  sources = db
    .prepare('SELECT id FROM communications WHERE rowid % 997 = 3 ORDER BY rowid')
    .pluck()
    .all() as string[];
});
after(() => db.close());

/** The best `limit` matches of an OR of the words by plain SQL, with an optional condition. */
function exhaustive(words: readonly string[], source: string, condition: string, limit: number) {
  return db
    .prepare(
      `SELECT m.id AS id, round(-bm25(communications_fts), 3) AS score
       FROM communications_fts JOIN communications m ON m.rowid = communications_fts.rowid
       WHERE communications_fts MATCH ? AND m.id <> ? AND ${condition}
       ORDER BY bm25(communications_fts), communications_fts.rowid LIMIT ?`,
    )
    .all(words.map((word) => `"${word}"`).join(' OR '), source, limit) as {
    id: string;
    score: number;
  }[];
}

describe('find_similar', () => {
  it('lists the best matches of its words by plain SQL, with and without filters', async () => {
    assert.ok(sources.length >= 20);
    for (const id of sources) {
      for (const [filters, condition] of [
        [{}, '1 = 1'],
        [{ channel: 'email' }, "m.channel = 'email'"],
        [{ period: '2026-05' }, "m.at >= '2026-05-01' AND m.at < '2026-06-01'"],
      ] as const) {
        const result = await registry.call('find_similar', { id, limit: 10, ...filters }, { db });
        assert.ok(result.ok, JSON.stringify(result));
        const output = result.output as {
          terms: string[];
          total: number;
          results: { id: string; score: number }[];
        };
        if (output.terms.length === 0) continue;
        assert.deepEqual(
          output.results.map(({ id: hit, score }) => ({ id: hit, score })),
          exhaustive(output.terms, id, condition, 10),
          `${id} ${JSON.stringify(filters)} ${output.terms.join(' ')}`,
        );
      }
    }
  });
});

// The bounded ranking (what a large corpus gets), forced here on the demo corpus: the candidates
// are the communications holding the rarest words together, as many of them as still leave 200
// candidates; each is scored over all the words exactly as the words' OR query scores it.
describe('find_similar bounded ranking', () => {
  const quoted = (words: readonly string[], operator: string) =>
    words.map((word) => `"${word}"`).join(` ${operator} `);
  const count = (sql: string, ...params: unknown[]) =>
    (db.prepare(sql).get(...params) as { n: number }).n;
  const holding = (words: readonly string[], source: string, condition: string) =>
    count(
      `SELECT count(*) AS n FROM communications_fts JOIN communications m
         ON m.rowid = communications_fts.rowid
       WHERE communications_fts MATCH ? AND m.id <> ? AND ${condition}`,
      quoted(words, 'AND'),
      source,
    );

  it('ranks the holders of the rarest words by their OR query score, as plain SQL does', async () => {
    let bounded = 0;
    for (const id of sources) {
      const tool = await registry.call('find_similar', { id }, { db });
      assert.ok(tool.ok);
      const words = (tool.output as { terms: string[] }).terms;
      if (words.length === 0) continue;
      const scored = words.map((term) => ({
        term,
        frequency: count(
          'SELECT count(*) AS n FROM communications_fts WHERE communications_fts MATCH ?',
          `"${term}"`,
        ),
      }));
      for (const [filters, condition] of [
        [{}, '1 = 1'],
        [{ channel: 'email' }, "m.channel = 'email'"],
      ] as const) {
        const corpus = corpusBounds(db);
        const input: { channel?: string; period?: string } = filters;
        const where = communicationWhere(input, resolveRange(input, corpus), 'm', corpus, db);
        const ranking = rankSimilar(db, scored, where, 10, id, 0);
        const byRarity = [...scored]
          .sort((a, b) => a.frequency - b.frequency || a.term.localeCompare(b.term))
          .map((word) => word.term);
        const required = ranking.required;
        assert.deepEqual(required, byRarity.slice(0, required.length), 'the rarest words');
        assert.equal(ranking.total, holding(required, id, condition));
        if (required.length < byRarity.length) {
          assert.ok(ranking.total >= 200 || required.length === 1, 'fewer words only for more');
          assert.ok(holding(byRarity.slice(0, required.length + 1), id, condition) < 200);
        }
        const expected = db
          .prepare(
            `SELECT communications_fts.rowid AS rowid, bm25(communications_fts) AS rank
             FROM communications_fts JOIN communications m ON m.rowid = communications_fts.rowid
             WHERE communications_fts MATCH ? AND m.id <> ? AND ${condition}
               AND +communications_fts.rowid IN
                 (SELECT rowid FROM communications_fts WHERE communications_fts MATCH ?)
             ORDER BY rank, communications_fts.rowid LIMIT 10`,
          )
          .all(quoted(words, 'OR'), id, quoted(required, 'AND')) as {
          rowid: number;
          rank: number;
        }[];
        assert.deepEqual(
          ranking.ranked.map(({ rowid, rank }) => ({ rowid, rank: rank.toFixed(9) })),
          expected.map(({ rowid, rank }) => ({ rowid, rank: rank.toFixed(9) })),
          `${id} ${JSON.stringify(filters)} ${words.join(' ')} | ${required.join(' ')}`,
        );
        if (required.length < words.length) bounded += 1;
      }
    }
    assert.ok(bounded >= 10, `the bounded path was taken (${bounded} times)`);
  });
});
