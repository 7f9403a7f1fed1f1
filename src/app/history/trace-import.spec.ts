import { TestBed } from '@angular/core/testing';
import Dexie from 'dexie';
import type { AgentEvent, Trace } from '../../agent/events';
import {
  FakeAgentLauncher,
  answeredRun,
  provideFakeAgent,
} from '../timeline/testing/fake-agent-launcher';
import { HISTORY_DB, HistoryRepository } from './history-repository';
import { importTraces } from './trace-import';

async function sampleTrace(id = 'conv-a', turnId = 'turn-a'): Promise<Trace> {
  const events: AgentEvent[] = [];
  const run = answeredRun('Up 12%.')(
    { question: 'Why?', conversationId: id },
    new AbortController().signal,
  );
  for await (const event of run) events.push(event);
  return {
    format: 'sightline.trace',
    version: 1,
    conversation: { id, title: 'Imported', createdAt: '2026-11-01T00:00:00Z' },
    turns: [{ id: turnId, question: 'Why?', events }],
  };
}

describe('importTraces', () => {
  let name: string;
  let history: HistoryRepository;

  beforeEach(() => {
    name = `import-spec-${Math.random().toString(36).slice(2)}`;
    TestBed.configureTestingModule({
      providers: [
        ...provideFakeAgent(new FakeAgentLauncher()),
        { provide: HISTORY_DB, useValue: name },
      ],
    });
    history = TestBed.inject(HistoryRepository);
  });

  afterEach(async () => {
    (await history.database()).close();
    TestBed.resetTestingModule();
    await Dexie.delete(name);
  });

  it('keeps the ids, and importing the same trace again writes nothing', async () => {
    const trace = await sampleTrace();
    expect(await importTraces(history, [trace])).toEqual([
      { openId: 'conv-a', title: 'Imported', result: 'kept' },
    ]);
    const db = await history.database();
    const counts = async () => [
      await db.conversations.count(),
      await db.turns.count(),
      await db.events.count(),
    ];
    const before = await counts();
    expect(await importTraces(history, [trace])).toEqual([
      { openId: 'conv-a', title: 'Imported', result: 'present' },
    ]);
    expect(await counts()).toEqual(before);
    expect(await history.load('conv-a')).toEqual(trace);
  });

  it('stores a trace whose ids are taken by other content as a copy, leaving the stored one', async () => {
    const stored = await sampleTrace();
    await importTraces(history, [stored]);
    const clash = await sampleTrace('conv-b', 'turn-a');
    const [outcome] = await importTraces(history, [clash]);
    expect(outcome!.result).toBe('copy');
    expect(outcome!.openId).not.toBe('conv-b');
    expect(await history.load('conv-a')).toEqual(stored);
    const copy = await history.load(outcome!.openId);
    expect(copy?.turns[0]!.id).not.toBe('turn-a');
    expect(copy?.turns[0]!.events).toEqual(clash.turns[0]!.events);
  });
});
