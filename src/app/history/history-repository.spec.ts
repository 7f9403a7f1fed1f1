import {
  EnvironmentInjector,
  createEnvironmentInjector,
  runInInjectionContext,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import Dexie from 'dexie';
import type { AgentEvent, AgentEventBody, Trace } from '../../agent/events';
import { RunStore } from '../timeline/run-store';
import {
  FakeAgentLauncher,
  answeredRun,
  fakeStats,
  provideFakeAgent,
  stamp,
} from '../timeline/testing/fake-agent-launcher';
import { HISTORY_SCHEMA_V1, HistoryDb } from './history-db';
import { EVENT_WRITE_CHUNK, HISTORY_DB, HistoryRepository } from './history-repository';
import { searchHistory } from './history-search';
import { until } from './testing/until';

const conversation = { id: 'conv-1', title: 'Fee complaints', createdAt: '2026-11-01T10:00:00Z' };

function runEvents(runId: string, answer: string, withEnd = true): AgentEvent[] {
  const bodies: AgentEventBody[] = [
    {
      type: 'run-start',
      question: 'How many fee complaints?',
      model: 'm',
      protocol: 'native',
      conversationId: conversation.id,
    },
    { type: 'step-start', step: 1 },
    { type: 'thought-end', step: 1, text: 'Counting the escalations by week.' },
    { type: 'action', step: 1, callId: 'c1', tool: 'query_data', input: { measure: 'count' } },
    {
      type: 'observation',
      step: 1,
      callId: 'c1',
      tool: 'query_data',
      ok: true,
      output: { rows: [{ count: 412 }] },
      durationMs: 4,
      truncated: false,
    },
    { type: 'step-start', step: 2 },
    { type: 'thought-end', step: 2, text: 'Enough to answer.' },
    {
      type: 'answer',
      text: answer,
      sources: [],
      confidence: { score: 0.7, level: 'medium', factors: [] },
      followUps: [],
    },
    { type: 'run-end', reason: 'answered', stats: fakeStats },
  ];
  return stamp(runId, withEnd ? bodies : bodies.slice(0, 5));
}

describe('HistoryRepository (IndexedDB)', () => {
  let name: string;
  let repository: HistoryRepository;
  let injectors: EnvironmentInjector[];

  /** Another repository on the same database, as a second tab would have. */
  function openWriter(): HistoryRepository {
    const injector = createEnvironmentInjector(
      [{ provide: HISTORY_DB, useValue: name }],
      TestBed.inject(EnvironmentInjector),
    );
    injectors.push(injector);
    return runInInjectionContext(injector, () => new HistoryRepository());
  }

  beforeEach(() => {
    name = `history-spec-${Math.random().toString(36).slice(2)}`;
    injectors = [];
    const fake = new FakeAgentLauncher();
    TestBed.configureTestingModule({
      providers: [...provideFakeAgent(fake), { provide: HISTORY_DB, useValue: name }],
    });
    repository = TestBed.inject(HistoryRepository);
  });

  afterEach(async () => {
    const db = await repository.database();
    await repository.flush();
    db.close();
    for (const injector of injectors) injector.destroy();
    TestBed.resetTestingModule();
    await Dexie.delete(name);
  });

  it('stores a turn and its streamed events, and reads them back in order', async () => {
    await repository.startTurn(conversation, { id: 't1', question: 'How many?', position: 0 });
    const events = runEvents('r1', 'There were 412 fee complaints.');
    for (const event of events) repository.appendEvents('t1', [event]);
    await repository.flush();

    const trace = await repository.load('conv-1');
    expect(trace?.conversation).toEqual(conversation);
    expect(trace?.turns.map((turn) => turn.id)).toEqual(['t1']);
    expect(trace?.turns[0]!.events).toEqual(events);
    const [summary] = await until(
      () => repository.conversations(),
      (list) => list.length === 1 && list[0]!.lastConfidence !== null,
    );
    expect(summary).toEqual(
      jasmine.objectContaining({
        id: 'conv-1',
        title: 'Fee complaints',
        turnCount: 1,
        pinned: false,
        lastConfidence: { score: 0.7, level: 'medium' },
      }),
    );
  });

  it('batches streamed events into few writes rather than one per event', async () => {
    const db = await repository.database();
    await repository.startTurn(conversation, { id: 't1', question: 'How many?', position: 0 });
    const bulkPut = spyOn(db.events, 'bulkPut').and.callThrough();
    for (const event of runEvents('r1', 'Done.')) repository.appendEvents('t1', [event]);
    expect(bulkPut).not.toHaveBeenCalled();
    await repository.flush();
    expect(bulkPut).toHaveBeenCalledTimes(1);
    expect(await db.events.count()).toBe(9);
  });

  it('upgrades a version 1 database: conversations kept, unpinned, and searchable', async () => {
    const db = await repository.database();
    await repository.flush();
    db.close();
    await Dexie.delete(name);
    const v1 = new Dexie(name);
    v1.version(1).stores(HISTORY_SCHEMA_V1);
    await v1.table('conversations').put({
      id: 'old',
      title: 'Old one',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      turnCount: 1,
      lastConfidence: null,
    });
    await v1.table('turns').put({
      id: 'old-t',
      conversationId: 'old',
      position: 0,
      question: 'Where did chargebacks rise?',
      status: 'ended',
      answer: 'Mostly in the north region.',
      thoughts: 'Grouping disputes by region.',
    });
    const events = runEvents('old-r', 'Mostly in the north region.');
    await v1
      .table('events')
      .bulkPut(events.map((event) => ({ turnId: 'old-t', seq: event.seq, event })));
    v1.close();

    const upgraded = new HistoryDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(3);
    expect((await upgraded.conversations.get('old'))?.pinned).toBe(0);
    const hits = await searchHistory(upgraded, 'north');
    expect(hits.map((hit) => hit.conversation.id)).toEqual(['old']);
    expect((await searchHistory(upgraded, 'grouping'))[0]?.excerpt).toContain('Grouping disputes');
    expect(
      (await upgraded.events.where('turnId').equals('old-t').toArray()).map((r) => r.event),
    ).toEqual(events);
    upgraded.close();
  });

  it('reports a full disk clearly, keeps the stored conversation intact and writes later', async () => {
    const db = await repository.database();
    await repository.startTurn(conversation, { id: 't1', question: 'How many?', position: 0 });
    const events = runEvents('r1', 'There were 412.');
    repository.appendEvents('t1', events.slice(0, 3));
    await repository.flush();

    let full = true;
    // The browser's own failure, raised where IndexedDB raises it: inside the write transaction.
    // Middleware applies from the next open.
    db.close();
    db.use({
      stack: 'dbcore',
      name: 'simulated-full-disk',
      create: (down) => ({
        ...down,
        table: (tableName) => {
          const table = down.table(tableName);
          return {
            ...table,
            mutate: (request) =>
              full && tableName === 'events'
                ? Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))
                : table.mutate(request),
          };
        },
      }),
    });
    await db.open();
    repository.appendEvents('t1', events.slice(3));
    await repository.flush();
    expect(repository.storageProblem()).toMatch(/no room left.*Export.*delete old/s);
    const partial = await repository.load('conv-1');
    expect(partial?.turns[0]!.events).toEqual(events.slice(0, 3));
    expect((await db.turns.get('t1'))?.status).toBe('running');

    full = false;
    await repository.flush();
    expect(repository.storageProblem()).toBeNull();
    expect((await repository.load('conv-1'))?.turns[0]!.events).toEqual(events);
    expect((await db.turns.get('t1'))?.status).toBe('ended');
  });

  it('reopens a run cut off mid-way as interrupted, with its partial trace', async () => {
    await repository.startTurn(conversation, { id: 't1', question: 'How many?', position: 0 });
    repository.appendEvents('t1', runEvents('r1', '', false));
    await repository.flush();

    // A new page on the same database: the store loads the stored events only.
    const store = TestBed.inject(RunStore);
    expect(await store.openConversation('conv-1')).toBeTrue();
    const [turn] = store.turns();
    expect(turn!.failure).toMatch(/^Interrupted/);
    expect(turn!.run.steps.map((step) => step.step)).toEqual([1]);
    expect(turn!.run.steps[0]!.calls[0]!.status).toBe('output-available');
    expect(turn!.run.answer).toBeNull();
  });

  it('keeps two writers on one database consistent, and each sees the other live', async () => {
    const other = openWriter();
    await Promise.all([
      repository.startTurn(conversation, { id: 't1', question: 'First tab', position: 0 }),
      other.startTurn(
        { id: 'conv-2', title: 'Second tab', createdAt: '2026-11-02T00:00:00Z' },
        { id: 't2', question: 'Second tab', position: 0 },
      ),
    ]);
    repository.appendEvents('t1', runEvents('r1', 'One.'));
    other.appendEvents('t2', runEvents('r2', 'Two.'));
    await Promise.all([repository.flush(), other.flush()]);
    await Promise.all([
      repository.rename('conv-2', 'Renamed here'),
      other.setPinned('conv-2', true),
    ]);

    const seenHere = await until(
      () => repository.conversations(),
      (list) => list.length === 2 && list.some((item) => item.pinned),
    );
    const seenThere = await until(
      () => other.conversations(),
      (list) => list.some((item) => item.title === 'Renamed here'),
    );
    expect(seenHere.find((item) => item.id === 'conv-2')).toEqual(
      jasmine.objectContaining({ title: 'Renamed here', pinned: true }),
    );
    expect(seenThere.map((item) => item.id).sort()).toEqual(['conv-1', 'conv-2']);
    expect((await other.load('conv-1'))?.turns[0]!.events.length).toBe(9);
  });

  it('deletes a conversation with everything in it, and undoes the delete', async () => {
    const db = await repository.database();
    await repository.startTurn(conversation, { id: 't1', question: 'How many?', position: 0 });
    repository.appendEvents('t1', runEvents('r1', 'Done.'));
    await repository.setPinned('conv-1', true);
    const before = await repository.load('conv-1');

    const deleted = await repository.remove('conv-1');
    expect(await repository.load('conv-1')).toBeUndefined();
    expect(await db.events.count()).toBe(0);
    expect(await db.turns.count()).toBe(0);

    await repository.restore(deleted!);
    expect(await repository.load('conv-1')).toEqual(before);
    expect((await repository.summary('conv-1'))?.pinned).toBeTrue();
  });

  it('stores a long imported trace in short writes within one transaction', async () => {
    const db = await repository.database();
    const trace = longTrace(2 * EVENT_WRITE_CHUNK + 5);
    const bulkPut = spyOn(db.events, 'bulkPut').and.callThrough();
    await repository.save(trace);
    // Its events serialised a chunk at a time, in one transaction (all or nothing).
    expect(bulkPut).toHaveBeenCalledTimes(3);
    expect(await db.events.count()).toBe(2 * EVENT_WRITE_CHUNK + 5);
    expect(await repository.load('conv-long')).toEqual(trace);
  });

  it('persists a live run of the store by appending, and reopens it through the reducer', async () => {
    const fake = new FakeAgentLauncher().queue(answeredRun('Spike on 11 March.'));
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({
      providers: [...provideFakeAgent(fake), { provide: HISTORY_DB, useValue: name }],
    });
    const store = TestBed.inject(RunStore);
    const history = TestBed.inject(HistoryRepository);
    const save = spyOn(history, 'save').and.callThrough();
    store.ask('When did complaints spike?');
    await until(
      () => store.isLive(),
      (live) => !live,
    );
    await history.flush();
    const id = store.conversation().id;
    const live = store.turns()[0]!.run;
    expect(save).not.toHaveBeenCalled();

    store.newConversation();
    expect(await store.openConversation(id)).toBeTrue();
    expect(store.turns()[0]!.run).toEqual(live);
    expect((await searchHistory(await history.database(), 'march'))[0]?.conversation.id).toBe(id);
  });
});

/** A one-turn trace of `count` events: a run of thought steps, then its answer and end. */
function longTrace(count: number): Trace {
  const bodies: AgentEventBody[] = [
    { type: 'run-start', question: 'Q', model: 'm', protocol: 'native', conversationId: 'c' },
  ];
  for (let step = 1; bodies.length < count - 1; step++) {
    bodies.push({ type: 'thought-end', step, text: `Step ${step}.` });
  }
  bodies.push({ type: 'run-end', reason: 'answered', stats: fakeStats });
  return {
    format: 'sightline.trace',
    version: 1,
    conversation: { id: 'conv-long', title: 'A long run', createdAt: '2026-11-01T10:00:00Z' },
    turns: [{ id: 'turn-long', question: 'Q', events: stamp('run-long', bodies) }],
  };
}
