import { DestroyRef, Injectable, InjectionToken, computed, inject, signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { from, switchMap, tap, type Observable } from 'rxjs';
import type { AgentEvent, Trace } from '../../agent/events';
import type {
  ConversationMeta,
  ConversationRepository,
  ConversationSummary,
  StagedConversation,
  TurnMeta,
} from '../timeline/conversation-repository';
import type { BranchRecord, ConversationRecord, HistoryDb, TurnRecord } from './history-db';
import { HISTORY_DB_NAME, MAX_KEY, MIN_KEY } from './history-db-name';
import { readFirstPage, writeFirstPage, type FirstPage } from './first-page-snapshot';
import { describeStorageFailure, isQuotaExceeded } from './storage-failure';
import { foldTurnText } from './turn-text';
import { type Pause, yieldToPage } from './yield-to-page';

export const HISTORY_DB = new InjectionToken<string>('HistoryDbName', {
  providedIn: 'root',
  factory: () => HISTORY_DB_NAME,
});

/** Streamed events are written in batches at most this far apart. */
export const WRITE_INTERVAL_MS = 250;
/** Conversations the panel lists at first; more on request. */
export const LIST_PAGE = 30;
/**
 * Events stored per `bulkPut` within a trace's one transaction: each call serialises its events on
 * the main thread, so a 2,000-step trace (40,000 events) is written in short tasks, not one long.
 */
export const EVENT_WRITE_CHUNK = 500;

/** Events per IndexedDB read when a long conversation is reopened (see `loadInStages`). */
export const EVENT_READ_PAGE = 1000;
/** Events from the end of a turn searched for its answer and run-end. */
const PREVIEW_TAIL_EVENTS = 64;

export interface DeletedConversation {
  readonly trace: Trace;
  readonly pinned: boolean;
}

/**
 * Conversations, turns and events in IndexedDB (Dexie). Writes go one after another through a
 * serial chain, so a turn always exists before its events, and each batch is one transaction: a
 * failed write (a full disk) leaves the stored conversation as it was before the batch, and the
 * batch waits to be written again once space is freed.
 */
@Injectable({ providedIn: 'root' })
export class HistoryRepository implements ConversationRepository {
  private readonly name = inject(HISTORY_DB);
  /** Dexie loads with the first use of the history, not with the app's first bundle. */
  private readonly storage = import('./history-db').then((module) => ({
    module,
    db: new module.HistoryDb(this.name),
  }));

  private readonly limit = signal(LIST_PAGE);
  private readonly pinnedFilter = signal(false);
  readonly pinnedOnly = this.pinnedFilter.asReadonly();

  /** Until IndexedDB answers, the list shows the first page as the last listing left it. */
  private readonly listing = toSignal(
    toObservable(computed(() => ({ limit: this.limit(), pinnedOnly: this.pinnedFilter() }))).pipe(
      switchMap((query) =>
        this.live((db) => this.list(db, query.limit, query.pinnedOnly)).pipe(
          tap((page) => {
            if (query.pinnedOnly) return;
            writeFirstPage(this.name, { items: page.items.slice(0, LIST_PAGE), total: page.total });
          }),
        ),
      ),
    ),
    { initialValue: readFirstPage(this.name) ?? { items: [], total: 0 } },
  );
  readonly conversations = computed(() => this.listing().items);
  /** Conversations stored (or pinned, with the filter on), listed or not. */
  readonly total = computed(() => this.listing().total);

  private readonly problem = signal<string | null>(null);
  /** Why the last write failed (a full disk), until a write succeeds again. */
  readonly storageProblem = this.problem.asReadonly();

  private pending = new Map<string, AgentEvent[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<void> = Promise.resolve();

  constructor() {
    // Ask the browser not to evict the history under storage pressure (best effort).
    void navigator.storage?.persist?.().catch(() => false);
    const flushOnHide = (): void => void this.flush();
    addEventListener('pagehide', flushOnHide);
    inject(DestroyRef).onDestroy(() => {
      removeEventListener('pagehide', flushOnHide);
      void this.flush().finally(() => void this.database().then((db) => db.close()));
    });
  }

  database(): Promise<HistoryDb> {
    return this.storage.then(({ db }) => db);
  }

  /** A query re-run whenever what it read changes, in this tab or another (Dexie liveQuery). */
  live<T>(query: (db: HistoryDb) => Promise<T>): Observable<T> {
    return from(this.storage).pipe(
      switchMap(({ module, db }) => from(module.liveQuery(() => query(db)))),
    );
  }

  showMore(): void {
    this.limit.update((limit) => limit + LIST_PAGE);
  }

  setPinnedOnly(pinnedOnly: boolean): void {
    this.pinnedFilter.set(pinnedOnly);
  }

  startTurn(conversation: ConversationMeta, turn: TurnMeta): Promise<void> {
    return this.serial(async () => {
      const db = await this.database();
      await db.transaction('rw', db.conversations, db.turns, async () => {
        const existing = await db.conversations.get(conversation.id);
        await db.turns.put({
          ...turn,
          conversationId: conversation.id,
          status: 'running',
          answer: '',
          thoughts: '',
          words: foldTurnText(turn.question, []).words,
        });
        const turnCount = await db.turns.where('conversationId').equals(conversation.id).count();
        await db.conversations.put({
          id: conversation.id,
          title: existing?.title ?? conversation.title,
          createdAt: existing?.createdAt ?? conversation.createdAt,
          updatedAt: new Date().toISOString(),
          turnCount,
          lastConfidence: existing?.lastConfidence ?? null,
          pinned: existing?.pinned ?? 0,
        });
      });
    });
  }

  appendEvents(turnId: string, events: readonly AgentEvent[]): void {
    const queued = this.pending.get(turnId);
    if (queued) queued.push(...events);
    else this.pending.set(turnId, [...events]);
    this.timer ??= setTimeout(() => void this.flush(), WRITE_INTERVAL_MS);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return this.chain;
    const batch = this.pending;
    this.pending = new Map();
    const written = this.serial(async () => {
      try {
        await this.writeEvents(batch);
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error;
        // Kept, in order, ahead of anything queued since: written once there is room.
        for (const [turnId, events] of this.pending) {
          batch.set(turnId, [...(batch.get(turnId) ?? []), ...events]);
        }
        this.pending = batch;
        throw error;
      }
    });
    // The failure is reported through `storageProblem`; the live run goes on regardless.
    return written.catch(() => undefined);
  }

  async save(trace: Trace): Promise<void> {
    await this.flush();
    await this.serial(() => this.writeTrace(trace, 0));
  }

  async load(id: string): Promise<Trace | undefined> {
    await this.flush();
    const db = await this.database();
    return db.transaction('r', db.conversations, db.turns, db.events, async () => {
      const conversation = await db.conversations.get(id);
      if (!conversation) return undefined;
      const turns = await db.turns.where('conversationId').equals(id).sortBy('position');
      const turnEvents = await Promise.all(
        turns.map((turn) => this.eventsOf(db, turn.id).toArray()),
      );
      return traceOf(
        conversation,
        turns,
        turnEvents.map((records) => records.map((record) => record.event)),
      );
    });
  }

  /**
   * `load` for a conversation that may be long: each turn's first event and its ending (answer,
   * run-end) are read first, for a view at once; `whole()` then reads every event in pages of
   * `EVENT_READ_PAGE`, pausing between them: IndexedDB hands a read's records to the page in one
   * task, and 40,000 events at once hold it for a few hundred ms. A conversation of fewer events
   * is read whole at once (`preview` null). Undefined when it is not stored.
   */
  async loadInStages(id: string, pause: Pause): Promise<StagedConversation | undefined> {
    await this.flush();
    const db = await this.database();
    const outline = await db.transaction('r', db.conversations, db.turns, db.events, async () => {
      const conversation = await db.conversations.get(id);
      if (!conversation) return undefined;
      const turns = await db.turns.where('conversationId').equals(id).sortBy('position');
      const ends = await Promise.all(
        turns.map((turn) =>
          this.eventsOf(db, turn.id).reverse().limit(PREVIEW_TAIL_EVENTS).toArray(),
        ),
      );
      const firsts = await Promise.all(turns.map((turn) => this.eventsOf(db, turn.id).first()));
      return { conversation, turns, ends, firsts };
    });
    if (!outline) return undefined;
    const { conversation, turns, ends, firsts } = outline;
    const counts = ends.map((tail) => (tail.length ? tail[0]!.seq + 1 : 0));
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total <= EVENT_READ_PAGE) {
      const whole = await this.load(id);
      return whole && { preview: null, whole: () => Promise.resolve(whole) };
    }
    const preview = traceOf(
      conversation,
      turns,
      turns.map((_, index) => {
        const first = firsts[index]?.event;
        const ending = ends[index]!.map((record) => record.event)
          .filter((event) => event.type === 'answer' || event.type === 'run-end')
          .reverse();
        return first ? [first, ...ending.filter((event) => event.seq > first.seq)] : [];
      }),
    );
    const whole = async (): Promise<Trace> => {
      const events: AgentEvent[][] = [];
      for (const [index, turn] of turns.entries()) {
        const read: AgentEvent[] = [];
        for (let from = 0; from < counts[index]!; from += EVENT_READ_PAGE) {
          const page = await db.events
            .where('[turnId+seq]')
            .between([turn.id, from], [turn.id, from + EVENT_READ_PAGE], true, false)
            .toArray();
          for (const record of page) read.push(record.event);
          await pause();
        }
        events.push(read);
      }
      return traceOf(conversation, turns, events);
    };
    return { preview, whole };
  }

  private eventsOf(db: HistoryDb, turnId: string) {
    return db.events.where('[turnId+seq]').between([turnId, MIN_KEY], [turnId, MAX_KEY]);
  }

  async summary(id: string): Promise<ConversationSummary | undefined> {
    const record = await (await this.database()).conversations.get(id);
    return record ? toSummary(record) : undefined;
  }

  /** Turn ids of a stored conversation, or none. */
  async turnIds(conversationId: string): Promise<string[]> {
    return (
      await (
        await this.database()
      ).turns
        .where('conversationId')
        .equals(conversationId)
        .primaryKeys()
    ).map(String);
  }

  async turnsExist(turnIds: readonly string[]): Promise<boolean[]> {
    const found = await (await this.database()).turns.bulkGet([...turnIds]);
    return found.map((turn) => turn !== undefined);
  }

  rename(id: string, title: string): Promise<void> {
    const clean = title.replace(/\s+/g, ' ').trim().slice(0, 200);
    if (!clean) return Promise.resolve();
    return this.serial(async () => {
      await (await this.database()).conversations.update(id, { title: clean });
    });
  }

  setPinned(id: string, pinned: boolean): Promise<void> {
    return this.serial(async () => {
      await (await this.database()).conversations.update(id, { pinned: pinned ? 1 : 0 });
    });
  }

  /** Deletes a conversation and returns what `restore` needs to undo it. */
  async remove(id: string): Promise<DeletedConversation | undefined> {
    const trace = await this.load(id);
    const record = await (await this.database()).conversations.get(id);
    if (!trace || !record) return undefined;
    await this.serial(async () => {
      const db = await this.database();
      await db.transaction('rw', [db.conversations, db.turns, db.events, db.branches], async () => {
        await db.branches.where('conversationId').equals(id).delete();
        const turnIds = await db.turns.where('conversationId').equals(id).primaryKeys();
        await db.events.where('turnId').anyOf(turnIds).delete();
        await db.turns.bulkDelete(turnIds);
        await db.conversations.delete(id);
      });
    });
    // Space was freed: events that waited for it can be written now.
    if (this.pending.size > 0) await this.flush().catch(() => undefined);
    return { trace, pinned: record.pinned === 1 };
  }

  async restore(deleted: DeletedConversation): Promise<void> {
    await this.serial(() => this.writeTrace(deleted.trace, deleted.pinned ? 1 : 0));
  }

  saveBranch(branch: BranchRecord): Promise<void> {
    return this.serial(async () => {
      await (await this.database()).branches.put(branch);
    });
  }

  async branchesOf(turnId: string): Promise<BranchRecord[]> {
    return (await this.database()).branches.where('turnId').equals(turnId).sortBy('createdAt');
  }

  removeTurn(turnId: string): Promise<void> {
    this.pending.delete(turnId);
    return this.serial(async () => {
      const db = await this.database();
      await db.transaction('rw', db.conversations, db.turns, db.events, async () => {
        const turn = await db.turns.get(turnId);
        if (!turn) return;
        await db.events.where('turnId').equals(turnId).delete();
        await db.turns.delete(turnId);
        const turnCount = await db.turns
          .where('conversationId')
          .equals(turn.conversationId)
          .count();
        await db.conversations.update(turn.conversationId, { turnCount });
      });
    });
  }

  /** Runs `task` after every earlier write; records (and clears) the storage problem. */
  private serial(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(task);
    this.chain = run.then(
      () => this.problem.set(null),
      (error: unknown) => {
        this.problem.set(describeStorageFailure(error));
        console.warn('History write failed', error);
      },
    );
    return run;
  }

  private async writeEvents(batch: ReadonlyMap<string, readonly AgentEvent[]>): Promise<void> {
    const db = await this.database();
    await db.transaction('rw', db.conversations, db.turns, db.events, async () => {
      for (const [turnId, events] of batch) {
        const turn = await db.turns.get(turnId);
        // The turn was removed (a retried failure) while its events waited.
        if (!turn) continue;
        await db.events.bulkPut(events.map((event) => ({ turnId, seq: event.seq, event })));
        const text = foldTurnText(turn.question, events, turn);
        await db.turns.put({ ...turn, ...text });
        const conversation = await db.conversations.get(turn.conversationId);
        if (!conversation) continue;
        await db.conversations.put({
          ...conversation,
          updatedAt: new Date().toISOString(),
          lastConfidence: text.confidence ?? conversation.lastConfidence,
        });
      }
    });
  }

  private async writeTrace(trace: Trace, pinned: 0 | 1): Promise<void> {
    const db = await this.database();
    const turns: TurnRecord[] = [];
    let lastConfidence: ConversationRecord['lastConfidence'] = null;
    // A long turn's word index is built in slices (before the transaction: no pause inside it),
    // by code loaded with the first import or restore, not with the app.
    const { foldTurnTextInSlices } = await import('./turn-text-slices');
    for (const [position, turn] of trace.turns.entries()) {
      const { confidence, ...text } = await foldTurnTextInSlices(
        turn.question,
        turn.events,
        yieldToPage,
      );
      if (confidence) lastConfidence = confidence;
      turns.push({
        id: turn.id,
        conversationId: trace.conversation.id,
        position,
        question: turn.question,
        ...(turn.context ? { context: turn.context } : {}),
        ...text,
      });
    }
    await db.transaction('rw', db.conversations, db.turns, db.events, async () => {
      await db.events
        .where('turnId')
        .anyOf(turns.map((turn) => turn.id))
        .delete();
      await db.turns.bulkPut(turns);
      const events = trace.turns.flatMap((turn) =>
        turn.events.map((event) => ({ turnId: turn.id, seq: event.seq, event })),
      );
      for (let from = 0; from < events.length; from += EVENT_WRITE_CHUNK) {
        await db.events.bulkPut(events.slice(from, from + EVENT_WRITE_CHUNK));
      }
      await db.conversations.put({
        ...trace.conversation,
        updatedAt: new Date().toISOString(),
        turnCount: turns.length,
        lastConfidence,
        pinned,
      });
    });
  }

  private async list(db: HistoryDb, limit: number, pinnedOnly: boolean): Promise<FirstPage> {
    const collection = pinnedOnly
      ? db.conversations.where('[pinned+updatedAt]').between([1, MIN_KEY], [1, MAX_KEY]).reverse()
      : db.conversations.orderBy('updatedAt').reverse();
    const [records, total] = await Promise.all([
      collection.clone().limit(limit).toArray(),
      collection.count(),
    ]);
    return { items: records.map(toSummary), total };
  }
}

/** A stored conversation, its turns (in order) and each turn's events as a trace. */
function traceOf(
  conversation: ConversationRecord,
  turns: readonly TurnRecord[],
  events: readonly AgentEvent[][],
): Trace {
  return {
    format: 'sightline.trace',
    version: 1,
    conversation: {
      id: conversation.id,
      title: conversation.title,
      createdAt: conversation.createdAt,
    },
    turns: turns.map((turn, index) => ({
      id: turn.id,
      question: turn.question,
      ...(turn.context ? { context: turn.context } : {}),
      events: events[index]!,
    })),
  };
}

export function toSummary(record: ConversationRecord): ConversationSummary {
  return {
    id: record.id,
    title: record.title,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    turnCount: record.turnCount,
    lastConfidence: record.lastConfidence,
    pinned: record.pinned === 1,
  };
}
