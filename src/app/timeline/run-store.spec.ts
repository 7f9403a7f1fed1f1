import { LiveAnnouncer } from '@angular/cdk/a11y';
import { TestBed } from '@angular/core/testing';
import type { AgentEvent, Trace } from '../../agent/events';
import { HISTORY_DB } from '../history/history-repository';
import { CONVERSATION_REPOSITORY } from './conversation-repository';
import { foldRun } from './run-reducer';
import { RunStore } from './run-store';
import { recordedFolds } from './testing/recorded-folds';
import {
  FakeAgentLauncher,
  provideFakeAgent,
  answeredRun,
  runUntilAborted,
  settle,
  throwingRun,
} from './testing/fake-agent-launcher';

describe('RunStore', () => {
  let fake: FakeAgentLauncher;
  let store: RunStore;

  beforeEach(() => {
    fake = new FakeAgentLauncher();
    TestBed.configureTestingModule({
      providers: [
        ...provideFakeAgent(fake),
        { provide: HISTORY_DB, useValue: `run-store-spec-${Math.random().toString(36).slice(2)}` },
      ],
    });
    store = TestBed.inject(RunStore);
  });

  it('folds a run into its turn and keeps the raw events as the trace', async () => {
    expect(store.ask('When did complaints spike?')).toBeTrue();
    expect(store.isLive()).toBeTrue();
    await settle(() => store.isLive());

    const [turn] = store.turns();
    expect(turn.question).toBe('When did complaints spike?');
    expect(turn.run.answer?.text).toBe('The answer.');
    expect(turn.run.steps[0].calls[0].status).toBe('output-available');
    expect(turn.failure).toBeNull();
    const trace = store.toTrace();
    expect(trace.format).toBe('sightline.trace');
    expect(trace.turns[0].events.map((event) => event.type)).toEqual([
      'run-start',
      'step-start',
      'thought-delta',
      'thought-delta',
      'thought-end',
      'action',
      'observation',
      'answer',
      'run-end',
    ]);
  });

  it('passes the earlier questions and answers as history, in the same conversation', async () => {
    fake.queue(answeredRun('First answer.'), answeredRun('Second answer.'));
    store.ask('First?');
    await settle(() => store.isLive());
    store.ask('Second?');
    await settle(() => store.isLive());

    expect(fake.requests[0].history).toEqual([]);
    expect(fake.requests[1].history).toEqual([{ question: 'First?', answer: 'First answer.' }]);
    expect(fake.requests[1].conversationId).toBe(fake.requests[0].conversationId);
    expect(store.turns().length).toBe(2);
  });

  it('refuses a second question while a run is live, and an empty one', async () => {
    fake.queue(runUntilAborted());
    expect(store.ask('   ')).toBeFalse();
    store.ask('Long question');
    expect(store.ask('Another')).toBeFalse();
    store.stop();
    await settle(() => store.isLive());
    expect(store.turns().length).toBe(1);
  });

  it('stop really aborts the engine signal, and the run ends as stopped', async () => {
    fake.queue(runUntilAborted());
    store.ask('Long question');
    await new Promise((resolve) => setTimeout(resolve));
    expect(fake.signals[0].aborted).toBeFalse();
    store.stop();
    expect(fake.signals[0].aborted).toBeTrue();
    await settle(() => store.isLive());

    const [turn] = store.turns();
    expect(store.isLive()).toBeFalse();
    expect(turn.run.end?.reason).toBe('stopped');
    expect(turn.run.steps[0].thought).toBe('Thinking…');
    expect(turn.run.answer).toBeNull();
  });

  it('turns an exception into a plain-words failure and retry re-asks the same question', async () => {
    fake.queue(
      throwingRun(new TypeError('Failed to fetch dynamically imported module: engine.js')),
      answeredRun('Now it works.'),
    );
    store.ask('What happened on 2026-08-19?');
    await settle(() => store.isLive());
    expect(store.turns()[0].failure).toMatch(/Could not load the research engine/);

    expect(store.retry(store.turns()[0].id)).toBeTrue();
    await settle(() => store.isLive());
    expect(fake.requests.map((request) => request.question)).toEqual([
      'What happened on 2026-08-19?',
      'What happened on 2026-08-19?',
    ]);
    // The failed attempt was the last turn, so the retry replaced it.
    expect(store.turns().length).toBe(1);
    expect(store.turns()[0].run.answer?.text).toBe('Now it works.');
  });

  it('explains a network failure and a refused token differently', async () => {
    fake.queue(
      throwingRun(new TypeError('Failed to fetch')),
      throwingRun(Object.assign(new Error('Unauthorized'), { status: 401 })),
    );
    store.ask('One');
    await settle(() => store.isLive());
    store.ask('Two');
    await settle(() => store.isLive());
    expect(store.turns()[0].failure).toMatch(/Cannot reach the Sightline API/);
    expect(store.turns()[1].failure).toMatch(/refused the access token/);
  });

  it('saves the conversation to the repository and reopens it through the reducer', async () => {
    const repository = TestBed.inject(CONVERSATION_REPOSITORY);
    store.ask('Saved question?');
    await settle(() => store.isLive());
    const id = store.conversation().id;
    await repository.flush();
    for (let wait = 0; wait < 100 && repository.conversations().length === 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(repository.conversations().map((summary) => summary.id)).toEqual([id]);
    expect(repository.conversations()[0].title).toBe('Saved question?');

    store.newConversation();
    expect(store.turns()).toEqual([]);
    expect(store.conversation().id).not.toBe(id);

    expect(await store.openConversation(id)).toBeTrue();
    expect(store.conversation().id).toBe(id);
    expect(store.turns()[0].run.answer?.text).toBe('The answer.');
  });

  it('shows a trace held in memory the way a stored one opens, and asks on in it', async () => {
    const [recorded] = recordedFolds;
    const trace: Trace = {
      format: 'sightline.trace',
      version: 1,
      conversation: { id: 'conv-shown', title: 'Shown', createdAt: '2026-11-01T10:00:00Z' },
      turns: [{ id: 'turn-shown', question: 'Recorded?', events: [...recorded!.events] }],
    };
    store.showTrace(trace);
    expect(store.conversation().id).toBe('conv-shown');
    expect(store.turns()[0].run).toEqual(foldRun(recorded!.events));
    expect(store.turns()[0].failure).toBeNull();
    expect(store.eventsOf('turn-shown')).toEqual(recorded!.events);

    store.ask('And then?');
    await settle(() => store.isLive());
    expect(store.toTrace().conversation.id).toBe('conv-shown');
    expect(store.turns().map((turn) => turn.question)).toEqual(['Recorded?', 'And then?']);
  });

  it('shows a preview of a long trace, then the whole trace, folded like a stored one', async () => {
    const [recorded] = recordedFolds;
    const events = [...recorded!.events];
    const trace: Trace = {
      format: 'sightline.trace',
      version: 1,
      conversation: { id: 'conv-preview', title: 'Preview', createdAt: '2026-11-01T10:00:00Z' },
      turns: [{ id: 'turn-preview', question: 'Recorded?', events }],
    };
    const ending = events.filter((event) => event.type === 'answer' || event.type === 'run-end');
    const preview: Trace = {
      ...trace,
      turns: [{ ...trace.turns[0]!, events: [events[0]!, ...ending] }],
    };
    store.showPreview(preview);
    const [shown] = store.turns();
    expect(shown.run.answer).toEqual(foldRun(events).answer);
    expect(shown.run.end).toEqual(foldRun(events).end);
    expect(shown.run.steps).toEqual([]);
    expect(shown.loadingSteps).toBeTrue();
    expect(store.isLoadingTrace()).toBeTrue();
    // A question asked now would be lost when the whole trace replaces the preview.
    expect(store.ask('And then?')).toBeFalse();

    let pauses = 0;
    const pause = () => {
      pauses++;
      return Promise.resolve();
    };
    expect(await store.completeTrace(trace, pause)).toBeTrue();
    expect(pauses).toBeGreaterThan(0);
    expect(store.isLoadingTrace()).toBeFalse();
    expect(store.turns()[0].run).toEqual(foldRun(events));
    expect(store.turns()[0].loadingSteps).toBeUndefined();
    expect(store.eventsOf('turn-preview')).toEqual(events);
  });

  it('puts back the conversation that was open when a previewed trace is refused', async () => {
    const [recorded] = recordedFolds;
    store.ask('Before?');
    await settle(() => store.isLive());
    const before = store.conversation();
    const eventsBefore = store.eventsOf(before.turns[0]!.id);
    const preview: Trace = {
      format: 'sightline.trace',
      version: 1,
      conversation: { id: 'conv-refused', title: 'Refused', createdAt: '2026-11-01T10:00:00Z' },
      turns: [{ id: 'turn-refused', question: 'Recorded?', events: [recorded!.events[0]!] }],
    };
    store.showPreview(preview);
    expect(store.conversation().id).toBe('conv-refused');
    store.cancelPreview('conv-refused');
    expect(store.conversation()).toBe(before);
    expect(store.eventsOf(before.turns[0]!.id)).toEqual(eventsBefore);
    expect(store.isLoadingTrace()).toBeFalse();
  });

  it('does not replace a conversation opened while a preview was loading', async () => {
    const [recorded] = recordedFolds;
    const trace: Trace = {
      format: 'sightline.trace',
      version: 1,
      conversation: { id: 'conv-late', title: 'Late', createdAt: '2026-11-01T10:00:00Z' },
      turns: [{ id: 'turn-late', question: 'Recorded?', events: [...recorded!.events] }],
    };
    store.showPreview({
      ...trace,
      turns: [{ ...trace.turns[0]!, events: [recorded!.events[0]!] }],
    });
    store.newConversation();
    const opened = store.conversation();
    expect(await store.completeTrace(trace, () => Promise.resolve())).toBeFalse();
    expect(store.conversation()).toBe(opened);
  });

  it('buffers a burst of streamed tokens and applies it in one frame, not one render per token', async () => {
    const frames = spyOn(window, 'requestAnimationFrame').and.callThrough();
    const tokens = Array.from({ length: 300 }, (_, index) => `t${index} `);
    let stepsVisibleMidBurst: number | undefined;
    fake.queue(async function* (request) {
      yield* stampBurst(request.question, request.conversationId, tokens.slice(0, 150));
      // The consumer has taken 150 tokens, but no frame has passed: nothing may be rendered yet.
      stepsVisibleMidBurst = store.turns()[0].run.steps.length;
      yield* stampBurst(request.question, request.conversationId, tokens.slice(150), 152);
    });
    store.ask('Stream fast');
    await settle(() => store.isLive());
    expect(stepsVisibleMidBurst).toBe(0);
    expect(frames.calls.count()).toBeLessThanOrEqual(1);
    expect(store.turns()[0].run.steps[0].thought).toBe(tokens.join(''));
    expect(store.eventsOf(store.turns()[0].id).length).toBe(302);
  });

  it('announces step and answer arrivals to screen readers, not tokens', async () => {
    const announce = spyOn(TestBed.inject(LiveAnnouncer), 'announce').and.resolveTo();
    store.ask('Announce it');
    await settle(() => store.isLive());
    const messages = announce.calls.allArgs().map(([message]) => message);
    expect(messages).toEqual([
      'Step 1 started.',
      jasmine.stringMatching(/^Answer ready\. Reasoned through/),
    ]);
  });
});

function stampBurst(
  question: string,
  conversationId: string,
  tokens: string[],
  firstSeq = 0,
): AgentEvent[] {
  const head: AgentEvent[] =
    firstSeq === 0
      ? [
          {
            type: 'run-start',
            runId: 'burst',
            seq: 0,
            t: 0,
            question,
            model: 'm',
            protocol: 'native',
            conversationId,
          },
          { type: 'step-start', runId: 'burst', seq: 1, t: 1, step: 1 },
        ]
      : [];
  const offset = firstSeq === 0 ? 2 : firstSeq;
  return [
    ...head,
    ...tokens.map((text, index): AgentEvent => ({
      type: 'thought-delta',
      runId: 'burst',
      seq: offset + index,
      t: 2,
      step: 1,
      text,
    })),
  ];
}
