import type { Store } from '../store/db';
import type { Where } from './filters';
import { countMatches, rankMatches, type RankedMatch } from './fts';

/**
 * Below this many word occurrences (the sum of the words' document frequencies, an upper bound of
 * the matches) every communication sharing a word is scored: the exact BM25 ranking of the words'
 * OR query, which on a small corpus costs a few milliseconds. Above it scoring every match is what
 * makes a common word slow (260,000 matches, 0.3–0.5 s at a million communications), so the
 * ranking is bounded to the candidates below.
 */
export const EXHAUSTIVE_UP_TO = 20_000;

/** A corpus this small is always ranked exhaustively: every match costs little there. */
export const SMALL_CORPUS = 100_000;

/** Candidates wanted before a rarer set of required words is given up for a commoner one. */
const MIN_CANDIDATES = 200;

export interface SimilarWord {
  readonly term: string;
  /** Communications containing it (over the whole corpus). */
  readonly frequency: number;
}

export interface SimilarRanking {
  /** Communications ranked: every one sharing a word, or (bounded) every one holding `required`. */
  readonly total: number;
  /** Words every ranked communication contains; empty when every match was ranked. */
  readonly required: string[];
  /** The best `limit`, by BM25 over all the words, ties in rowid order. */
  readonly ranked: RankedMatch[];
  /** A full-text query every ranked communication matches (for snippets). */
  readonly match: string;
}

const phrase = (term: string) => `"${term}"`;
const anyOf = (terms: readonly string[]) => terms.map(phrase).join(' OR ');
const allOf = (terms: readonly string[]) => terms.map(phrase).join(' AND ');

/**
 * Communications most like one described by its words, best first by BM25 over all the words.
 *
 * Exact (the words' OR query, every match scored) while the words occur at most `exhaustiveUpTo`
 * times in all. Beyond that, the candidates are the communications containing the rarest words
 * together: all of them, else all but the commonest, and so on, down to the rarest word alone,
 * until at least MIN_CANDIDATES (or `limit`) within `where` hold them. Each candidate is scored
 * exactly as the OR query scores it: bm25() sums over every phrase of the query, and a query
 * naming each word once, `(required AND …) AND (others OR …)` or `(required AND …) NOT (others
 * OR …)`, gives a row the same terms and IDF as the OR query does. What this leaves out is a
 * communication lacking one of the required words; the more words the candidates share with the
 * source, the less such a one can outscore them (docs/contracts.md says what is guaranteed).
 */
export function rankSimilar(
  db: Store,
  words: readonly SimilarWord[],
  where: Where,
  limit: number,
  excludeId: string,
  exhaustiveUpTo = EXHAUSTIVE_UP_TO,
): SimilarRanking {
  const terms = words.map((word) => word.term);
  const occurrences = words.reduce((sum, word) => sum + word.frequency, 0);
  if (occurrences <= exhaustiveUpTo) {
    const match = anyOf(terms);
    return {
      total: countMatches(db, match, where, excludeId),
      required: [],
      ranked: rankMatches(db, match, where, limit, excludeId),
      match,
    };
  }
  const byRarity = [...words].sort(
    (a, b) => a.frequency - b.frequency || a.term.localeCompare(b.term),
  );
  const wanted = Math.max(limit, MIN_CANDIDATES);
  let required = byRarity.map((word) => word.term);
  let total = countMatches(db, allOf(required), where, excludeId);
  while (total < wanted && required.length > 1) {
    required = required.slice(0, -1);
    total = countMatches(db, allOf(required), where, excludeId);
  }
  const others = terms.filter((term) => !required.includes(term));
  const held = allOf(required);
  if (others.length === 0) {
    return { total, required, ranked: rankMatches(db, held, where, limit, excludeId), match: held };
  }
  // Candidates holding some of the other words, and those holding none: together all of them.
  // Each ranking pays a scan of its words' whole index entries (bm25's IDF), so the second is
  // run only when some candidate lacks every other word.
  const withOthers = `(${held}) AND (${anyOf(others)})`;
  const ranked = rankMatches(db, withOthers, where, limit, excludeId);
  if (countMatches(db, withOthers, where, excludeId) < total) {
    const withoutOthers = `(${held}) NOT (${anyOf(others)})`;
    ranked.push(...rankMatches(db, withoutOthers, where, limit, excludeId));
    ranked.sort((a, b) => a.rank - b.rank || a.rowid - b.rowid);
  }
  return { total, required, ranked: ranked.slice(0, limit), match: held };
}
