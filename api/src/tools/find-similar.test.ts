import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { demoDatabasePath } from '../store/test-support';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

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
