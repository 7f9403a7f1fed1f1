import { z } from 'zod';
import type { Store } from '../store/db';
import { dataVersion } from './corpus';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { hitsOf } from './fts';
import { findCommunication } from './records';
import { defineTool, ToolError } from './registry';
import { EXHAUSTIVE_UP_TO, rankSimilar, SMALL_CORPUS } from './similar-ranking';
import { termsOf } from './terms';

/**
 * Words in more than half of all communications cannot tell topics apart. (A lower cut-off would
 * be faster on a large corpus but drops topic words like "card" and with them the quality.)
 */
const MAX_TERM_SHARE = 0.5;

interface FrequencyCache {
  version: string;
  /** Number of communications. */
  total: number;
  /** term → number of communications containing it. */
  counts: Map<string, number>;
}

const frequencyCaches = new WeakMap<Store, FrequencyCache>();

/** Document frequencies (from the FTS index), cached until the data changes. */
function frequencies(db: Store): FrequencyCache {
  const version = dataVersion(db);
  let cache = frequencyCaches.get(db);
  if (cache?.version !== version) {
    const total = (db.prepare('SELECT count(*) AS n FROM communications').get() as { n: number }).n;
    cache = { version, total, counts: new Map() };
    frequencyCaches.set(db, cache);
  }
  return cache;
}

function documentFrequency(db: Store, cache: FrequencyCache, term: string): number {
  let count = cache.counts.get(term);
  if (count === undefined) {
    count = (
      db
        .prepare('SELECT count(*) AS n FROM communications_fts WHERE communications_fts MATCH ?')
        .get(`"${term}"`) as { n: number }
    ).n;
    cache.counts.set(term, count);
  }
  return count;
}

/**
 * Words written capitalised wherever they occur mid-sentence: names of people (the customer, the
 * agent) say nothing about the topic and would only find other letters to the same person.
 */
function properNames(text: string): Set<string> {
  const capitalised = new Set<string>();
  const lower = new Set<string>();
  for (const match of text.matchAll(/(^|[.!?]\s+|\s)(\p{L}[\p{L}']*)/gu)) {
    const word = match[2]!;
    const sentenceStart = match[1] === '' || /[.!?]/.test(match[1]!);
    if (/^\p{Lu}/u.test(word)) {
      if (!sentenceStart) capitalised.add(word.toLowerCase().replace(/'/g, ''));
    } else lower.add(word.toLowerCase().replace(/'/g, ''));
  }
  return new Set([...capitalised].filter((word) => !lower.has(word)));
}

export const findSimilar = defineTool({
  name: 'find_similar',
  description:
    'Communications most like a given one, ranked by BM25 over its most distinctive words, ' +
    'with filters. Returns the words used and results shaped like search_communications. Use ' +
    'it to see whether a complaint is a one-off or part of a pattern.',
  input: z.object({
    id: z.string().min(1).max(40).describe('Id of the communication to match'),
    limit: z.number().int().min(1).max(50).default(10).describe('How many results'),
    terms: z.number().int().min(1).max(20).default(8).describe('How many distinctive words to use'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint }) {
    const source = findCommunication(db, input.id.trim());
    if (!source)
      throw new ToolError('not_found', `No communication with id ${input.id.slice(0, 40)}`);
    const where = communicationWhere(input, resolveRange(input, corpus), 'm', corpus, db);
    const cache = frequencies(db);
    const total = cache.total;
    const names = properNames(`${source.subject} ${source.body}`);
    const subjectTerms = termsOf(source.subject);
    const candidates = [...new Set([...subjectTerms, ...termsOf(source.body)])]
      .filter((term) => !names.has(term))
      .slice(0, 80);
    const scored = candidates
      .map((term) => ({ term, frequency: documentFrequency(db, cache, term) }))
      // A word only this communication has cannot find others; one in most cannot tell them apart.
      .filter((item) => item.frequency >= 2 && item.frequency <= total * MAX_TERM_SHARE)
      // The subject states the topic, so its words go first; then the rarer, the more telling.
      .sort(
        (a, b) =>
          Number(subjectTerms.has(b.term)) - Number(subjectTerms.has(a.term)) ||
          a.frequency - b.frequency ||
          a.term.localeCompare(b.term),
      )
      .slice(0, input.terms);
    checkpoint();
    const terms = scored.map((item) => item.term);
    if (terms.length === 0) {
      return {
        summary: `${source.id} has no distinctive words to match on; nothing similar found.`,
        filters: where.filters,
        of: source.id,
        terms,
        required: [],
        total: 0,
        results: [],
      };
    }
    const exhaustiveUpTo = total <= SMALL_CORPUS ? Number.POSITIVE_INFINITY : EXHAUSTIVE_UP_TO;
    const ranking = rankSimilar(db, scored, where, input.limit, source.id, exhaustiveUpTo);
    checkpoint();
    const results = hitsOf(db, ranking.match, ranking.ranked);
    const shared =
      ranking.required.length === 0
        ? `share words with ${source.id} (${terms.slice(0, 5).join(', ')})`
        : ranking.required.length === terms.length
          ? `share all ${terms.length} of its words with ${source.id} (${terms.slice(0, 5).join(', ')})`
          : `share its ${ranking.required.length} rarest words with ${source.id} ` +
            `(${ranking.required.slice(0, 5).join(', ')}), ranked by all ${terms.length}`;
    return {
      summary:
        `${ranking.total} communications ${shared}, ${describeFilters(where.filters)}` +
        (results[0] ? `; closest ${results[0].id} (${results[0].subject}).` : '.'),
      filters: where.filters,
      of: source.id,
      terms,
      required: ranking.required,
      total: ranking.total,
      results,
      sources: [source.id, ...results.slice(0, 9).map((hit) => hit.id)],
    };
  },
});
