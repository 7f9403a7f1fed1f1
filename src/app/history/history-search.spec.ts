import Dexie from 'dexie';
import { HistoryDb, type ConversationRecord, type TurnRecord } from './history-db';
import { searchHistory } from './history-search';
import { searchWords } from './search-text';

function conversation(id: string, minute: number): ConversationRecord {
  const at = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  return {
    id,
    title: `Conversation ${id}`,
    createdAt: at,
    updatedAt: at,
    turnCount: 1,
    lastConfidence: null,
    pinned: 0,
  };
}

function turn(conversationId: string, answer: string): TurnRecord {
  const question = 'What changed?';
  return {
    id: `${conversationId}-t`,
    conversationId,
    position: 0,
    question,
    status: 'ended',
    answer,
    thoughts: '',
    words: searchWords(question, answer, ''),
  };
}

describe('searchHistory', () => {
  let db: HistoryDb;

  beforeEach(() => {
    db = new HistoryDb(`search-spec-${Math.random().toString(36).slice(2)}`);
  });

  afterEach(async () => {
    db.close();
    await Dexie.delete(db.name);
  });

  it('lists a conversation once when several of its words share the prefix', async () => {
    await db.conversations.bulkPut([conversation('a', 1), conversation('b', 2)]);
    await db.turns.bulkPut([
      turn('a', 'Escalated chats and escalations rose.'),
      turn('b', 'Fees fell.'),
    ]);
    const hits = await searchHistory(db, 'escal');
    expect(hits.map((hit) => hit.conversation.id)).toEqual(['a']);
    expect(hits[0]!.excerpt).toContain('Escalated');
  });

  it('keeps the best matches up to the limit: more matches first, then the newest', async () => {
    const answers = ['one refund', 'refund and refund again', 'a refund', 'no match', 'refunds'];
    await db.conversations.bulkPut(answers.map((_, index) => conversation(`c${index}`, index)));
    await db.turns.bulkPut(answers.map((answer, index) => turn(`c${index}`, answer)));
    const hits = await searchHistory(db, 'refund', 3);
    // c1 has two matches; of the single matches c4 is the newest, then c2.
    expect(hits.map((hit) => hit.conversation.id)).toEqual(['c1', 'c4', 'c2']);
    expect(hits.map((hit) => hit.score)).toEqual([4, 2, 2]);
  });
});
