import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { generateCorpus } from '../store/generate-corpus';
import { countSubjectTerms, subjectTerms, termsOf } from './terms';

// analyze_topics counts subject terms of a set of communications through the cached term sets of
// the corpus (one per distinct subject); the counts must be those of the subjects themselves,
// selected by plain SQL and split one by one.

let db: Store;
before(() => {
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 50, communications: 2000, cases: 10, seed: 21 });
});
after(() => closeDatabase(db));

/** Documents and term → documents over the subjects `sql` selects, counted here. */
function expected(sql: string): { documents: number; counts: Record<string, number> } {
  const subjects = db.prepare(sql).pluck().all() as string[];
  const counts: Record<string, number> = {};
  for (const subject of subjects) {
    for (const term of termsOf(subject)) counts[term] = (counts[term] ?? 0) + 1;
  }
  return { documents: subjects.length, counts };
}

function counted(condition: string) {
  const rowids = db
    .prepare(`SELECT rowid FROM communications WHERE ${condition}`)
    .pluck()
    .all() as number[];
  const found = countSubjectTerms(subjectTerms(db), rowids);
  return { documents: found.documents, counts: Object.fromEntries(found.counts) };
}

describe('subject terms of a set of communications', () => {
  it('equal the terms of the selected subjects, for the corpus and for subsets', () => {
    for (const condition of [
      '1 = 1',
      "channel = 'phone'",
      "intent = 'complaint' AND at >= '2026-06-01'",
      '0 = 1',
    ]) {
      assert.deepEqual(
        counted(condition),
        expected(`SELECT subject FROM communications WHERE ${condition}`),
      );
    }
    assert.deepEqual(
      Object.fromEntries(subjectTerms(db).corpus.counts),
      expected('SELECT subject FROM communications').counts,
    );
  });

  it('stay right when rows were deleted and rowids are sparse', () => {
    db.exec('DELETE FROM communications WHERE rowid % 7 <> 0');
    db.exec(`INSERT INTO communications (rowid, id, at, subject, sentiment, sentiment_label)
      VALUES (900000, 'Z-1', '2026-03-01T10:00:00Z', 'Refund still missing', 0, 'neutral')`);
    db.exec("UPDATE meta SET value = value + 1 WHERE key = 'data_version'");
    for (const condition of ['1 = 1', "channel = 'email'", "id = 'Z-1'"]) {
      assert.deepEqual(
        counted(condition),
        expected(`SELECT subject FROM communications WHERE ${condition}`),
      );
    }
  });
});
