import type { Store } from '../store/db';
import type { RowFilter } from './communication-columns';
import type { Where } from './filters';
import { round } from './stats';

const MAX_TERMS = 32;
const TOKEN = /"([^"]*)"|([\p{L}\p{N}]+)/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Turns free text into a safe FTS5 query: words and "quoted phrases" become quoted FTS strings, so
 * FTS syntax (`* ( ) : ^ - NEAR AND`) in the input is plain text and can never raise a syntax
 * error. `all` requires every term, `any` ranks by whichever occur. Undefined when no words remain.
 */
export function toFtsQuery(text: string, mode: 'all' | 'any'): string | undefined {
  const terms: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const words = (match[1] ?? match[2] ?? '').match(WORD);
    if (words && words.length > 0) terms.push(`"${words.join(' ').toLowerCase()}"`);
    if (terms.length >= MAX_TERMS) break;
  }
  if (terms.length === 0) return undefined;
  return terms.join(mode === 'all' ? ' ' : ' OR ');
}

export interface SearchHit {
  id: string;
  at: string;
  channel: string;
  product: string;
  category: string;
  subcategory: string;
  sentiment: number;
  sentimentLabel: string;
  subject: string;
  snippet: string;
  score: number | null;
}

const HIT_COLUMNS = `m.id, m.at, m.channel, m.product, m.category, m.subcategory, m.sentiment,
  m.sentiment_label AS sentimentLabel, m.subject`;

/** A full-text match ranked by BM25: `rank` is bm25() (lower is better). */
export interface RankedMatch {
  readonly rowid: number;
  readonly rank: number;
}

/**
 * The FROM/WHERE of matches of `match` within `where`, and its parameters. The rows are joined
 * only when a condition needs them: a seek per match is most of the cost of a common word on a
 * large corpus. CROSS JOIN keeps the full-text index in the lead: otherwise SQLite may walk a
 * filter index and re-run the MATCH once per row, which takes seconds.
 */
function matchesWithin(
  match: string,
  where: Where,
  excludeId?: string,
): { from: string; params: unknown[] } {
  const join = where.everyRow
    ? ''
    : 'CROSS JOIN communications m ON m.rowid = communications_fts.rowid';
  const conditions = where.everyRow ? '' : `AND ${where.sql}`;
  const exclude =
    excludeId === undefined
      ? ''
      : 'AND communications_fts.rowid <> (SELECT rowid FROM communications WHERE id = ?)';
  return {
    from: `FROM communications_fts ${join}
      WHERE communications_fts MATCH ? ${conditions} ${exclude}`,
    params: [
      match,
      ...(where.everyRow ? [] : where.params),
      ...(excludeId === undefined ? [] : [excludeId]),
    ],
  };
}

/** How many communications within `where` match. */
export function countMatches(db: Store, match: string, where: Where, excludeId?: string): number {
  const { from, params } = matchesWithin(match, where, excludeId);
  return (db.prepare(`SELECT count(*) AS n ${from}`).get(...params) as { n: number }).n;
}

/** The best `limit` matches within `where` by BM25, ties in rowid order (the same on every run). */
export function rankMatches(
  db: Store,
  match: string,
  where: Where,
  limit: number,
  excludeId?: string,
): RankedMatch[] {
  const { from, params } = matchesWithin(match, where, excludeId);
  return db
    .prepare(
      `SELECT communications_fts.rowid AS rowid, bm25(communications_fts) AS rank ${from}
       ORDER BY rank, communications_fts.rowid LIMIT ?`,
    )
    .all(...params, limit) as RankedMatch[];
}

/**
 * The listed hits' columns and snippet() (of `match`, which each of them matches): in the ranking
 * query SQLite would compute them for every match before sorting. The rowid is bound as an
 * integer: FTS5 takes `rowid = ?` on itself only for an integer value and ignores a real one
 * (the JavaScript number's binding), so the full-text cursor would stay on the first match and
 * snippet() would quote that communication instead of the hit, after walking the matches to it.
 */
export function hitsOf(db: Store, match: string, ranked: readonly RankedMatch[]): SearchHit[] {
  const hit = db.prepare(
    `SELECT ${HIT_COLUMNS}, snippet(communications_fts, -1, '**', '**', '…', 16) AS snippet
     FROM communications_fts CROSS JOIN communications m ON m.rowid = communications_fts.rowid
     WHERE communications_fts MATCH ? AND communications_fts.rowid = ?`,
  );
  const quoted = snippetQuery(match);
  return ranked.map((found) => {
    const row = hit.get(quoted, BigInt(found.rowid)) as SearchHit;
    return {
      ...row,
      sentiment: round(row.sentiment),
      // bm25() is lower-is-better and negative; flip it so a higher score means more relevant.
      score: round(-found.rank, 3),
    };
  });
}

/**
 * The query snippet() quotes a hit of `match` with. A conjunction of phrases (`"a" "b"` or
 * `"a" AND "b"`) becomes the same phrases OR-ed: in a row holding all of them each phrase has the
 * same instances either way, so the snippet is the same, but FTS5 positions an OR on one rowid
 * directly where an AND of common words walks their lists (about 1 ms a hit at a million).
 */
export function snippetQuery(match: string): string {
  return /^"[^"]*"(?:(?: | AND )"[^"]*")+$/.test(match)
    ? (match.match(/"[^"]*"/g) ?? []).join(' OR ')
    : match;
}

/**
 * Matches of `match` among the rowids `keep` accepts, counted, and the best `limit` by BM25 (ties
 * in rowid order): the same as the join of the full-text index with the rows under the same
 * conditions, without a seek into the rows per match. bm25() depends on the index as a whole, not
 * on the rows selected, so a match scores the same either way.
 */
export function filteredMatches(
  db: Store,
  match: string,
  keep: RowFilter,
  limit: number,
): { total: number; ranked: RankedMatch[] } {
  const matching = db
    .prepare('SELECT rowid FROM communications_fts WHERE communications_fts MATCH ?')
    .pluck()
    .all(match) as number[];
  const kept: number[] = [];
  const dropped: number[] = [];
  for (const rowid of matching) (keep(rowid) ? kept : dropped).push(rowid);
  if (kept.length === 0) return { total: 0, ranked: [] };
  // Only the kept matches are scored; the shorter list names them.
  const [operator, listed] = kept.length <= dropped.length ? ['IN', kept] : ['NOT IN', dropped];
  const condition = listed.length
    ? `AND +communications_fts.rowid ${operator} (SELECT value FROM json_each(?))`
    : '';
  const ranked = db
    .prepare(
      `SELECT communications_fts.rowid AS rowid, bm25(communications_fts) AS rank
       FROM communications_fts WHERE communications_fts MATCH ? ${condition}
       ORDER BY rank, communications_fts.rowid LIMIT ?`,
    )
    .all(match, ...(listed.length ? [JSON.stringify(listed)] : []), limit) as RankedMatch[];
  return { total: kept.length, ranked };
}

/** Full-text matches (BM25-ranked, best first, ties by rowid) within `where`, and their total count. */
export function searchMatches(
  db: Store,
  match: string,
  where: Where,
  limit: number,
  excludeId?: string,
): { total: number; results: SearchHit[] } {
  return {
    total: countMatches(db, match, where, excludeId),
    results: hitsOf(db, match, rankMatches(db, match, where, limit, excludeId)),
  };
}

/** The newest communications within `where`, when there are no search words. */
export function latestMatches(
  db: Store,
  where: Where,
  limit: number,
): { total: number; results: SearchHit[] } {
  const total = (
    db
      .prepare(`SELECT count(*) AS n FROM communications m WHERE ${where.sql}`)
      .get(...where.params) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT ${HIT_COLUMNS}, substr(m.body, 1, 160) AS snippet
       FROM communications m WHERE ${where.sql} ORDER BY m.at DESC, m.id DESC LIMIT ?`,
    )
    .all(...where.params, limit) as SearchHit[];
  return {
    total,
    results: rows.map((hit) => ({ ...hit, sentiment: round(hit.sentiment), score: null })),
  };
}
