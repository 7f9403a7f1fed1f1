import { Injectable, InjectionToken, inject, signal, type Signal } from '@angular/core';
import type { Trace } from '../../agent/events';

export interface ConversationSummary {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly turnCount: number;
}

/**
 * Where conversations (with their full trace, design.md §4) are kept. This session's in-memory
 * repository is the default; the IndexedDB history provides the same interface in its place.
 */
export interface ConversationRepository {
  readonly conversations: Signal<readonly ConversationSummary[]>;
  save(trace: Trace): Promise<void>;
  load(id: string): Promise<Trace | undefined>;
}

@Injectable({ providedIn: 'root' })
export class SessionConversationRepository implements ConversationRepository {
  private readonly traces = new Map<string, Trace>();
  private readonly summaries = signal<readonly ConversationSummary[]>([]);
  readonly conversations = this.summaries.asReadonly();

  async save(trace: Trace): Promise<void> {
    // Traces hold live objects from the run store; a copy keeps later edits out of the record.
    this.traces.set(trace.conversation.id, structuredClone(trace));
    const summary: ConversationSummary = {
      ...trace.conversation,
      updatedAt: new Date().toISOString(),
      turnCount: trace.turns.length,
    };
    this.summaries.update((list) => [summary, ...list.filter((item) => item.id !== summary.id)]);
  }

  async load(id: string): Promise<Trace | undefined> {
    const trace = this.traces.get(id);
    return trace ? structuredClone(trace) : undefined;
  }
}

export const CONVERSATION_REPOSITORY = new InjectionToken<ConversationRepository>(
  'ConversationRepository',
  { providedIn: 'root', factory: () => inject(SessionConversationRepository) },
);
