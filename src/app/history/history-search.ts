import type { ConversationSummary } from '../timeline/conversation-repository';
import type { HistoryDb, TurnRecord } from './history-db';
import { toSummary } from './history-repository';
import { scoreTurn, snippet, tokenize } from './search-text';

export interface SearchHit {
  readonly conversation: ConversationSummary;
  readonly score: number;
  /** The best-matching text of the conversation (question, answer or thought), shortened. */
  readonly excerpt: string;
  readonly terms: readonly string[];
}

/** Turns fetched for one query at most: a word in every conversation should not load them all. */
const MAX_CANDIDATES = 5000;

/**
 * Full-text search over questions, answers and thoughts. Every query word is a prefix (`escal`
 * finds "escalated"); a conversation matches when each word occurs in one of its turns, and
 * ranks by where and how often (question above answer above thought), then by recency.
 */
export async function searchHistory(
  db: HistoryDb,
  query: string,
  limit = 50,
): Promise<SearchHit[]> {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return [];
  // The longest term is usually the rarest: it selects the fewest candidates from the index.
  const leading = [...terms].sort((a, b) => b.length - a.length)[0]!;
  // One getAll over the index range; Dexie's distinct() would walk a cursor, one task per entry.
  // A turn with several words of the prefix comes once per word, so it is counted once here.
  const candidates: TurnRecord[] = await db.turns
    .where('words')
    .startsWith(leading)
    .limit(MAX_CANDIDATES)
    .toArray();
  const seen = new Set<string>();
  const best = new Map<string, { score: number; turn: TurnRecord }>();
  const totals = new Map<string, number>();
  for (const turn of candidates) {
    if (seen.has(turn.id)) continue;
    seen.add(turn.id);
    const score = scoreTurn(turn, terms);
    if (score === 0) continue;
    totals.set(turn.conversationId, (totals.get(turn.conversationId) ?? 0) + score);
    const current = best.get(turn.conversationId);
    if (!current || score > current.score) best.set(turn.conversationId, { score, turn });
  }
  // Recency breaks ties, so every matching conversation's update time is read (small records);
  // the summaries and excerpts, the costly part, are built for the best `limit` only.
  const ids = [...totals.keys()];
  const records = await db.conversations.bulkGet(ids);
  const ranked = records
    .filter((record) => record !== undefined)
    .sort((a, b) => totals.get(b.id)! - totals.get(a.id)! || b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, limit);
  return ranked.map((record) => ({
    conversation: toSummary(record),
    score: totals.get(record.id)!,
    excerpt: excerptOf(best.get(record.id)!.turn, terms),
    terms,
  }));
}

function excerptOf(turn: TurnRecord, terms: readonly string[]): string {
  for (const text of [turn.answer, turn.thoughts, turn.question]) {
    const words = tokenize(text);
    if (terms.some((term) => words.some((word) => word.startsWith(term)))) {
      return snippet(text, terms);
    }
  }
  return snippet(turn.question, terms);
}
