import { TestBed } from '@angular/core/testing';
import Dexie from 'dexie';
import type { Trace } from '../../agent/events';
import { foldRun } from '../timeline/run-reducer';
import { RunStore } from '../timeline/run-store';
import { longTrace } from '../timeline/testing/long-trace';
import { FakeAgentLauncher, provideFakeAgent } from '../timeline/testing/fake-agent-launcher';
import { EVENT_READ_PAGE, HISTORY_DB, HistoryRepository } from './history-repository';
import { until } from './testing/until';

/** A conversation of two long turns (as two questions asked one after the other). */
function twoLongTurns(): Trace {
  const first = longTrace(300, 'conv-two');
  const second = longTrace(400, 'conv-two');
  return {
    ...first,
    turns: [
      { ...first.turns[0]!, id: 'turn-a' },
      { ...second.turns[0]!, id: 'turn-b', question: 'And why?' },
    ],
  };
}

describe('HistoryRepository.loadInStages (reopening a long conversation)', () => {
  let name: string;
  let repository: HistoryRepository;

  beforeEach(() => {
    name = `history-staged-spec-${Math.random().toString(36).slice(2)}`;
    TestBed.configureTestingModule({
      providers: [
        ...provideFakeAgent(new FakeAgentLauncher()),
        { provide: HISTORY_DB, useValue: name },
      ],
    });
    repository = TestBed.inject(HistoryRepository);
  });

  afterEach(async () => {
    const db = await repository.database();
    await repository.flush();
    db.close();
    TestBed.resetTestingModule();
    await Dexie.delete(name);
  });

  it('shows each turn’s start and ending first, then reads every event in pages', async () => {
    const trace = twoLongTurns();
    await repository.save(trace);
    let pauses = 0;
    const staged = await repository.loadInStages('conv-two', () => {
      pauses++;
      return Promise.resolve();
    });
    expect(staged?.preview).not.toBeNull();
    const preview = staged!.preview!;
    expect(preview.conversation).toEqual(trace.conversation);
    expect(preview.turns.map((turn) => turn.id)).toEqual(['turn-a', 'turn-b']);
    for (const [index, turn] of preview.turns.entries()) {
      const events = trace.turns[index]!.events;
      expect(turn.question).toBe(trace.turns[index]!.question);
      expect(turn.events).toEqual([events[0]!, events.at(-2)!, events.at(-1)!]);
      expect(turn.events.map((event) => event.type)).toEqual(['run-start', 'answer', 'run-end']);
    }
    expect(pauses).toBe(0);
    const whole = await staged!.whole();
    expect(whole).toEqual(trace);
    expect(whole).toEqual((await repository.load('conv-two'))!);
    // 1,203 and 1,603 events, read EVENT_READ_PAGE at a time with a pause after each read.
    const pages = trace.turns.map((turn) => Math.ceil(turn.events.length / EVENT_READ_PAGE));
    expect(pauses).toBe(pages[0]! + pages[1]!);
  });

  it('reads a short conversation whole at once, and nothing for an unknown id', async () => {
    const trace = longTrace(5, 'conv-short');
    await repository.save(trace);
    const staged = await repository.loadInStages('conv-short', () => Promise.resolve());
    expect(staged?.preview).toBeNull();
    expect(await staged!.whole()).toEqual(trace);
    expect(await repository.loadInStages('conv-none', () => Promise.resolve())).toBeUndefined();
  });

  it('previews an interrupted run (no answer, no end) with its first event only', async () => {
    const trace = longTrace(400, 'conv-cut');
    trace.turns[0]!.events.splice(-2, 2);
    await repository.save(trace);
    const staged = await repository.loadInStages('conv-cut', () => Promise.resolve());
    expect(staged!.preview!.turns[0]!.events).toEqual([trace.turns[0]!.events[0]!]);
    expect(await staged!.whole()).toEqual(trace);
  });

  it('reopens a long conversation in the store: answer at once, then every step folded', async () => {
    const trace = twoLongTurns();
    await repository.save(trace);
    const store = TestBed.inject(RunStore);
    expect(await store.openConversation('conv-two')).toBeTrue();
    // The first view: answers shown, steps still loading, no question may be asked meanwhile.
    expect(store.turns().map((turn) => turn.run.answer?.text)).toEqual([
      'They spiked.',
      'They spiked.',
    ]);
    expect(store.turns().every((turn) => turn.loadingSteps)).toBeTrue();
    expect(store.ask('Another question?')).toBeFalse();
    await until(
      () => store.isLoadingTrace(),
      (loading) => !loading,
    );
    expect(store.turns().map((turn) => turn.run)).toEqual(
      trace.turns.map((turn) => foldRun(turn.events)),
    );
    expect(store.turns().some((turn) => turn.loadingSteps)).toBeFalse();
    expect(store.toTrace()).toEqual(trace);
  });
});
