import { runAgent, type RunRequest } from './engine';
import { collectEvents, ofType, runEnd } from './testing/collect-events';
import { deferred, FakeTools, okResult, toolDefinition } from './testing/fake-tools';
import {
  finalAnswerTurn,
  messageEvents,
  ScriptedLlm,
  type ScriptedTurn,
  toolTurn,
} from './testing/scripted-llm';

const never = new Promise<void>(() => undefined);
const trendsTool = toolDefinition('analyze_trends', { metric: { type: 'string' } }, ['metric']);

function request(overrides: Partial<RunRequest> = {}): RunRequest {
  return {
    question: 'What happened in March?',
    conversationId: 'conv-1',
    runId: 'run-1',
    ...overrides,
  };
}

describe('runAgent stop and timeout', () => {
  it('stops in the middle of a streamed thought: the model stream is cancelled, only run-end follows', async () => {
    const full = messageEvents([{ text: ['Looking at ', 'the trend ', 'for March.'] }], 'end_turn');
    // message_start, block start, first delta, then the model stalls.
    const stalled: ScriptedTurn = [...full.slice(0, 3), { pause: never }, ...full.slice(3)];
    const llm = new ScriptedLlm([stalled]);
    const tools = new FakeTools([trendsTool], () => okResult({}));
    const controller = new AbortController();
    let stopAt = -1;
    const events = await collectEvents(
      runAgent(request(), { llm, tools, signal: controller.signal }),
      (event) => {
        if (event.type === 'thought-delta' && stopAt < 0) {
          stopAt = event.seq;
          controller.abort();
        }
      },
    );

    expect(stopAt).toBeGreaterThan(0);
    const after = events.filter((event) => event.seq > stopAt);
    expect(after.map((event) => event.type)).toEqual(['run-end']);
    expect(runEnd(events).reason).toBe('stopped');
    expect(runEnd(events).message).toContain('Stopped');
    expect(llm.signals[0]!.aborted).toBeTrue();
    expect(ofType(events, 'answer').length).toBe(0);
    events.forEach((event, index) => expect(event.seq).toBe(index));
  });

  it('stops in the middle of a tool call: the tool request is cancelled, no observation follows', async () => {
    const toolStarted = deferred();
    const tools = new FakeTools([trendsTool], () => {
      toolStarted.resolve();
      return never.then(() => okResult({}));
    });
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_trends', input: { metric: 'complaints' } }]),
      finalAnswerTurn({ answer: 'never' }),
    ]);
    const controller = new AbortController();
    let stopAt = -1;
    const events = await collectEvents(
      runAgent(request(), { llm, tools, signal: controller.signal }),
      (event) => {
        if (event.type === 'action') {
          stopAt = event.seq;
          void toolStarted.promise.then(() => controller.abort());
        }
      },
    );

    expect(tools.calls.length).toBe(1);
    expect(tools.calls[0]!.signal.aborted).toBeTrue();
    expect(events.filter((event) => event.seq > stopAt).map((event) => event.type)).toEqual([
      'run-end',
    ]);
    expect(runEnd(events).reason).toBe('stopped');
    expect(llm.callCount).toBe(1);
  });

  it('drops events already queued when Stop is pressed', async () => {
    const llm = new ScriptedLlm([messageEvents([{ text: ['a', 'b', 'c', 'd', 'e'] }], 'end_turn')]);
    const tools = new FakeTools([trendsTool], () => okResult({}));
    const controller = new AbortController();
    const iterator = runAgent(request(), { llm, tools, signal: controller.signal })[
      Symbol.asyncIterator
    ]();
    const first = await iterator.next();
    expect(first.value!.type).toBe('run-start');
    controller.abort();
    const rest = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      rest.push(next.value);
    expect(rest.map((event) => event.type)).toEqual(['run-end']);
    expect(rest[0]!.seq).toBe(1);
  });

  it('a consumer that stops iterating cancels the run', async () => {
    const llm = new ScriptedLlm([
      [...messageEvents([{ text: 'x' }], 'end_turn').slice(0, 3), { pause: never }],
    ]);
    const tools = new FakeTools([trendsTool], () => okResult({}));
    for await (const event of runAgent(request(), { llm, tools })) {
      if (event.type === 'thought-delta') break;
    }
    expect(llm.signals[0]!.aborted).toBeTrue();
  });

  it('an already aborted signal ends the run at once', async () => {
    const controller = new AbortController();
    controller.abort();
    const llm = new ScriptedLlm([]);
    const events = await collectEvents(
      runAgent(request(), {
        llm,
        tools: new FakeTools([trendsTool], () => okResult({})),
        signal: controller.signal,
      }),
    );
    expect(events.map((event) => event.type)).toEqual(['run-end']);
    expect(runEnd(events).reason).toBe('stopped');
    expect(llm.callCount).toBe(0);
  });

  it("ends with 'timeout' when the wall-clock limit passes, cancelling the model stream", async () => {
    const llm = new ScriptedLlm([[{ pause: never }]]);
    const tools = new FakeTools([trendsTool], () => okResult({}));
    const events = await collectEvents(
      runAgent(request({ settings: { timeoutMs: 1 } }), { llm, tools }),
    );
    const end = runEnd(events);
    expect(end.reason).toBe('timeout');
    expect(end.message).toContain('time limit');
    expect(llm.signals[0]!.aborted).toBeTrue();
  });
});
