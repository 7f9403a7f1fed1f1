import type { Store } from '../store/db';
import { dataVersion } from './corpus';

const STOPWORDS = new Set(
  `the and for you your are was were has have had not but with this that from they them their
  our out can cant could would should will about into over after before again still just than
  then when what which who why how all any some its it's been being also very more most much
  too here there get got gets one two yet did does doing done dont didnt isnt wasnt wont please
  thanks thank hello dear regards team since via per off way let lets ive youre weve need needs`
    .split(/\s+/)
    .filter(Boolean),
);

/** Distinct lower-case words of 3+ letters, without stop words: the terms of one subject. */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/\p{L}[\p{L}']+/gu)) {
    const word = match[0].replace(/'/g, '');
    if (word.length >= 3 && !STOPWORDS.has(word)) terms.add(word);
  }
  return terms;
}

export interface TermCounts {
  /** Number of documents counted. */
  readonly documents: number;
  /** term → number of documents containing it. */
  readonly counts: Map<string, number>;
}

export function countTerms(texts: Iterable<string>): TermCounts {
  const termSets = (function* () {
    for (const text of texts) yield termsOf(text);
  })();
  return countTermSets(termSets);
}

/** Like countTerms, for documents already split into their distinct terms. */
export function countTermSets(documentsTerms: Iterable<Iterable<string>>): TermCounts {
  const counts = new Map<string, number>();
  let documents = 0;
  for (const terms of documentsTerms) {
    documents += 1;
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return { documents, counts };
}

export interface SubjectTerms {
  /** Term counts over every subject of the corpus. */
  readonly corpus: TermCounts;
  /** The distinct term sets of the corpus's subjects (subjects repeat, so far fewer than rows). */
  readonly termSets: readonly (readonly string[])[];
  /** The index in termSets of a communication's subject terms, by rowid (-1: none). */
  termSetOf(rowid: number): number;
}

const corpusCache = new WeakMap<Store, { version: string; subjects: SubjectTerms }>();

/**
 * The terms of every subject, cached until communications change: counting a set of
 * communications then needs only their rowids (from an index), not their subjects (from the wide
 * rows) split again. Each distinct term set is kept once and a row points at it, so a count over
 * many rows tallies set indexes and adds up each set's terms once.
 */
export function subjectTerms(db: Store): SubjectTerms {
  const version = dataVersion(db);
  const cached = corpusCache.get(db);
  if (cached?.version === version) return cached.subjects;
  const { rows, lastRowid } = db
    .prepare('SELECT count(*) AS rows, coalesce(max(rowid), 0) AS lastRowid FROM communications')
    .get() as { rows: number; lastRowid: number };
  // Rowids are dense unless rows were deleted: an array by rowid, else a map.
  const dense = lastRowid <= rows * 4 + 1024;
  const byRowid = dense ? new Int32Array(lastRowid + 1).fill(-1) : undefined;
  const sparse = dense ? undefined : new Map<number, number>();
  const setIndex = new Map<string, number>();
  const termSets: string[][] = [];
  const counts = new Map<string, number>();
  let documents = 0;
  const iterator = db.prepare('SELECT rowid, subject FROM communications').raw().iterate();
  for (const [rowid, subject] of iterator as Iterable<[number, string]>) {
    documents += 1;
    const terms = [...termsOf(subject)];
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    const key = terms.join(' ');
    let index = setIndex.get(key);
    if (index === undefined) {
      index = termSets.length;
      termSets.push(terms);
      setIndex.set(key, index);
    }
    if (byRowid) byRowid[rowid] = index;
    else sparse!.set(rowid, index);
  }
  const subjects: SubjectTerms = {
    corpus: { documents, counts },
    termSets,
    termSetOf: byRowid
      ? (rowid) => (rowid < byRowid.length ? byRowid[rowid]! : -1)
      : (rowid) => sparse!.get(rowid) ?? -1,
  };
  corpusCache.set(db, { version, subjects });
  return subjects;
}

/** Term counts over the subjects of the communications with these rowids. */
export function countSubjectTerms(
  subjects: SubjectTerms,
  rowids: readonly number[] | Int32Array,
): TermCounts {
  const tally = new Int32Array(subjects.termSets.length);
  for (const rowid of rowids) {
    const index = subjects.termSetOf(rowid);
    if (index >= 0) tally[index]! += 1;
  }
  const counts = new Map<string, number>();
  tally.forEach((times, index) => {
    if (times === 0) return;
    for (const term of subjects.termSets[index]!) counts.set(term, (counts.get(term) ?? 0) + times);
  });
  return { documents: rowids.length, counts };
}

/** Subject term counts over the whole corpus, cached until communications change. */
export function corpusSubjectTerms(db: Store): TermCounts {
  return subjectTerms(db).corpus;
}

export interface DistinctiveTerm {
  term: string;
  count: number;
  lift: number;
}

/**
 * Terms over-represented in a set of documents compared with the corpus (lift = share of the set's
 * documents with the term ÷ share of the corpus's). Rare terms are skipped: a term must occur in
 * at least 3 documents and 1% of the set.
 */
export function distinctiveTerms(
  set: TermCounts,
  corpus: TermCounts,
  limit: number,
): DistinctiveTerm[] {
  if (set.documents === 0 || corpus.documents === 0) return [];
  const minimum = Math.max(3, Math.ceil(set.documents * 0.01));
  const scored: DistinctiveTerm[] = [];
  for (const [term, count] of set.counts) {
    if (count < minimum) continue;
    const corpusCount = Math.max(corpus.counts.get(term) ?? 0, count);
    const lift = count / set.documents / (corpusCount / corpus.documents);
    scored.push({ term, count, lift: Math.round(lift * 100) / 100 });
  }
  scored.sort((a, b) => b.lift - a.lift || b.count - a.count || a.term.localeCompare(b.term));
  return scored.slice(0, limit);
}
