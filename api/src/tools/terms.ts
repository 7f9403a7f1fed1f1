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
  /** The distinct terms of each communication's subject, by rowid. */
  readonly byRowid: ReadonlyMap<number, readonly string[]>;
}

const corpusCache = new WeakMap<Store, { version: string; subjects: SubjectTerms }>();

/**
 * The terms of every subject, cached until communications change: counting a set of
 * communications then needs only their rowids (from an index), not their subjects (from the wide
 * rows) split again.
 */
export function subjectTerms(db: Store): SubjectTerms {
  const version = dataVersion(db);
  const cached = corpusCache.get(db);
  if (cached?.version === version) return cached.subjects;
  const byRowid = new Map<number, string[]>();
  const rows = db.prepare('SELECT rowid, subject FROM communications').raw().iterate() as Iterable<
    [number, string]
  >;
  for (const [rowid, subject] of rows) byRowid.set(rowid, [...termsOf(subject)]);
  const subjects = { corpus: countTermSets(byRowid.values()), byRowid };
  corpusCache.set(db, { version, subjects });
  return subjects;
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
