import Dexie, { type EntityTable } from 'dexie';
import type { AgentEvent, Confidence, TurnContext } from '../../agent/events';
import { HISTORY_DB_NAME } from './history-db-name';
import { searchWords } from './search-text';

export { liveQuery } from 'dexie';

export interface ConversationRecord {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
  /** ISO time of the latest change; the history lists newest first by it. */
  readonly updatedAt: string;
  readonly turnCount: number;
  /** Confidence of the latest answer, for the list. */
  readonly lastConfidence: { readonly score: number; readonly level: Confidence['level'] } | null;
  /** 1 when pinned. A number, not a boolean: IndexedDB cannot index booleans. (v2) */
  readonly pinned: 0 | 1;
}

export interface TurnRecord {
  readonly id: string;
  readonly conversationId: string;
  /** Position in the conversation, 0-based. */
  readonly position: number;
  readonly question: string;
  readonly context?: TurnContext;
  /** `running` until its run-end is stored: a running turn in a closed tab was interrupted. */
  readonly status: 'running' | 'ended';
  readonly answer: string;
  /** The finished thoughts, one per line, for search. */
  readonly thoughts: string;
  /** Lower-case words of question, answer and thoughts: the search index. (v2) */
  readonly words: readonly string[];
}

/** A re-run or what-if of a stored turn, kept with its conversation for comparison. (v3) */
export interface BranchRecord {
  readonly id: string;
  readonly conversationId: string;
  /** The stored turn it branches from. */
  readonly turnId: string;
  readonly kind: 'rerun' | 'what-if';
  /** For a what-if: the step whose tool input was edited (earlier steps are frozen). */
  readonly fromStep?: number;
  readonly createdAt: string;
  readonly events: readonly AgentEvent[];
}

export interface EventRecord {
  readonly turnId: string;
  readonly seq: number;
  readonly event: AgentEvent;
}

/**
 * The history database. Each schema change is a new version with its upgrade step, so a browser
 * holding an older database keeps its conversations:
 *
 * - v1: conversations by update time; turns by conversation; events by turn and seq.
 * - v2: pinning (`[pinned+updatedAt]`) and a multi-entry word index on turns for search; the
 *   upgrade marks every stored conversation unpinned and indexes the words of every stored turn.
 * - v3: branches (re-runs and what-ifs of a turn), a new table; nothing to convert.
 */
export class HistoryDb extends Dexie {
  conversations!: EntityTable<ConversationRecord, 'id'>;
  turns!: EntityTable<TurnRecord, 'id'>;
  events!: Dexie.Table<EventRecord, [string, number]>;
  branches!: EntityTable<BranchRecord, 'id'>;

  constructor(name = HISTORY_DB_NAME) {
    super(name);
    this.version(1).stores(HISTORY_SCHEMA_V1);
    this.version(2)
      .stores({
        conversations: 'id, updatedAt, [pinned+updatedAt]',
        turns: 'id, conversationId, *words',
      })
      .upgrade(async (transaction) => {
        await transaction
          .table('conversations')
          .toCollection()
          .modify((conversation: { pinned?: number }) => {
            conversation.pinned = 0;
          });
        await transaction
          .table('turns')
          .toCollection()
          .modify(
            (turn: { question: string; answer?: string; thoughts?: string; words?: string[] }) => {
              turn.answer ??= '';
              turn.thoughts ??= '';
              turn.words = searchWords(turn.question, turn.answer, turn.thoughts);
            },
          );
      });
    this.version(3).stores({ branches: 'id, conversationId, turnId' });
  }
}

/** The first schema, kept for the upgrade path (and for the test that opens a v1 database). */
export const HISTORY_SCHEMA_V1 = {
  conversations: 'id, updatedAt',
  turns: 'id, conversationId',
  events: '[turnId+seq], turnId',
};
