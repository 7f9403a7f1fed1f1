import { InjectionToken, inject, type Signal } from '@angular/core';
import type { AgentEvent, Confidence, Trace, TurnContext } from '../../agent/events';
import { HistoryRepository } from '../history/history-repository';

export interface ConversationSummary {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly turnCount: number;
  readonly lastConfidence: { readonly score: number; readonly level: Confidence['level'] } | null;
  readonly pinned: boolean;
}

export interface ConversationMeta {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
}

export interface TurnMeta {
  readonly id: string;
  readonly question: string;
  readonly context?: TurnContext;
  readonly position: number;
}

/**
 * A stored conversation read in two stages: `preview` holds each turn's first event and its
 * ending (answer, run-end) for a first view, or is null when the conversation is short and
 * `whole()` is ready at once; `whole()` reads all of it.
 */
export interface StagedConversation {
  readonly preview: Trace | null;
  readonly whole: () => Promise<Trace>;
}

/**
 * Where conversations (with their full trace, design.md §4) are kept. A live run is stored by
 * appending: `startTurn` once, then `appendEvents` as events stream (the repository batches the
 * writes), never by cloning the whole conversation.
 */
export interface ConversationRepository {
  /** Newest first, live (other tabs included). */
  readonly conversations: Signal<readonly ConversationSummary[]>;
  /** Stores a whole trace (an import). */
  save(trace: Trace): Promise<void>;
  load(id: string): Promise<Trace | undefined>;
  /** `load` in stages, pausing between reads (a long conversation); `load` where absent. */
  loadInStages?(id: string, pause: () => Promise<void>): Promise<StagedConversation | undefined>;
  startTurn(conversation: ConversationMeta, turn: TurnMeta): Promise<void>;
  appendEvents(turnId: string, events: readonly AgentEvent[]): void;
  /** Writes whatever is still batched. */
  flush(): Promise<void>;
  removeTurn(turnId: string): Promise<void>;
}

export const CONVERSATION_REPOSITORY = new InjectionToken<ConversationRepository>(
  'ConversationRepository',
  { providedIn: 'root', factory: () => inject(HistoryRepository) },
);
