import type { AgentEvent, AgentEventBody, RunStats } from '../../agent/events';
import {
  describeEndReason,
  foldRun,
  initialRunState,
  reduceRun,
  reduceRunBatch,
  summarizeRun,
  type RunState,
} from './run-reducer';

/** Stamps bodies with runId, seq and t (100 ms apart) the way the engine does. */
function stamp(bodies: AgentEventBody[], runId = 'run-1'): AgentEvent[] {
  return bodies.map((body, seq) => ({ ...body, runId, seq, t: seq * 100 }) as AgentEvent);
}

const stats: RunStats = {
  durationMs: 6200,
  steps: 2,
  toolCalls: 3,
  inputTokens: 1200,
  outputTokens: 300,
  model: 'sightline-offline',
};

const start: AgentEventBody = {
  type: 'run-start',
  question: 'When did login complaints spike?',
  model: 'sightline-offline',
  protocol: 'native',
  conversationId: 'conv-1',
};

const confidence = {
  score: 0.82,
  level: 'high' as const,
  factors: [{ label: 'Two tools agree', delta: 0.1 }],
};

describe('reduceRun', () => {
  it('starts a run from run-start with the question, model and protocol', () => {
    const state = foldRun(stamp([start]));
    expect(state.phase).toBe('running');
    expect(state.runId).toBe('run-1');
    expect(state.question).toBe('When did login complaints spike?');
    expect(state.model).toBe('sightline-offline');
    expect(state.protocol).toBe('native');
    expect(state.conversationId).toBe('conv-1');
    expect(state.steps).toEqual([]);
  });

  it('never mutates the state it is given', () => {
    const events = stamp([
      start,
      { type: 'step-start', step: 1 },
      { type: 'thought-delta', step: 1, text: 'Hmm' },
    ]);
    const before = foldRun(events.slice(0, 2));
    const frozen = JSON.stringify(before);
    const after = reduceRun(before, events[2]);
    expect(JSON.stringify(before)).toBe(frozen);
    expect(after).not.toBe(before);
    expect(after.steps[0]).not.toBe(before.steps[0]);
  });

  it('streams thought text token by token and replaces it with the final text', () => {
    const events = stamp([
      start,
      { type: 'step-start', step: 1 },
      { type: 'thought-delta', step: 1, text: 'I should ' },
      { type: 'thought-delta', step: 1, text: 'look at trends' },
    ]);
    const streaming = foldRun(events);
    expect(streaming.steps[0].thought).toBe('I should look at trends');
    expect(streaming.steps[0].thoughtDone).toBeFalse();
    const ended = reduceRun(streaming, {
      ...stamp([{ type: 'thought-end', step: 1, text: 'I should look at complaint trends.' }])[0],
      seq: 4,
    });
    expect(ended.steps[0].thought).toBe('I should look at complaint trends.');
    expect(ended.steps[0].thoughtDone).toBeTrue();
  });

  it('moves a tool call from streaming input to available input to output', () => {
    const events = stamp([
      start,
      { type: 'step-start', step: 1 },
      {
        type: 'action-delta',
        step: 1,
        callId: 'c1',
        tool: 'analyze_trends',
        partialInput: '{"met',
      },
      {
        type: 'action-delta',
        step: 1,
        callId: 'c1',
        tool: 'analyze_trends',
        partialInput: '{"metric":"complaints"',
      },
    ]);
    let state = foldRun(events);
    expect(state.steps[0].calls.length).toBe(1);
    expect(state.steps[0].calls[0].status).toBe('input-streaming');
    expect(state.steps[0].calls[0].partialInput).toBe('{"metric":"complaints"');
    expect(state.steps[0].calls[0].startedAt).toBe(200);

    state = reduceRun(state, {
      type: 'action',
      runId: 'run-1',
      seq: 4,
      t: 400,
      step: 1,
      callId: 'c1',
      tool: 'analyze_trends',
      input: { metric: 'complaints' },
    });
    expect(state.steps[0].calls[0].status).toBe('input-available');
    expect(state.steps[0].calls[0].input).toEqual({ metric: 'complaints' });

    state = reduceRun(state, {
      type: 'observation',
      runId: 'run-1',
      seq: 5,
      t: 900,
      step: 1,
      callId: 'c1',
      tool: 'analyze_trends',
      ok: true,
      output: { summary: 'Spike on 2026-03-11.' },
      durationMs: 480,
      truncated: true,
    });
    const call = state.steps[0].calls[0];
    expect(call.status).toBe('output-available');
    expect(call.output).toEqual({ summary: 'Spike on 2026-03-11.' });
    expect(call.durationMs).toBe(480);
    expect(call.truncated).toBeTrue();
  });

  it('records a failed tool call as output-error with its error', () => {
    const state = foldRun(
      stamp([
        start,
        { type: 'action', step: 1, callId: 'c1', tool: 'query_data', input: {} },
        {
          type: 'observation',
          step: 1,
          callId: 'c1',
          tool: 'query_data',
          ok: false,
          error: { code: 'invalid_input', message: 'entity is required' },
          durationMs: 3,
          truncated: false,
        },
      ]),
    );
    // The step was created although its step-start never came.
    expect(state.steps.map((step) => step.step)).toEqual([1]);
    expect(state.steps[0].calls[0].status).toBe('output-error');
    expect(state.steps[0].calls[0].error?.message).toBe('entity is required');
  });

  it('groups parallel calls under their step, each observation finding its own call', () => {
    const state = foldRun(
      stamp([
        start,
        { type: 'step-start', step: 1 },
        { type: 'action', step: 1, callId: 'a', tool: 'analyze_trends', input: { x: 1 } },
        { type: 'action', step: 1, callId: 'b', tool: 'search_communications', input: { q: 'x' } },
        {
          type: 'observation',
          step: 1,
          callId: 'b',
          tool: 'search_communications',
          ok: true,
          output: { summary: 'B' },
          durationMs: 10,
          truncated: false,
        },
        {
          type: 'observation',
          step: 1,
          callId: 'a',
          tool: 'analyze_trends',
          ok: true,
          output: { summary: 'A' },
          durationMs: 20,
          truncated: false,
        },
        { type: 'step-start', step: 2 },
      ]),
    );
    expect(state.steps.length).toBe(2);
    expect(state.steps[0].calls.map((call) => [call.callId, call.output])).toEqual([
      ['a', { summary: 'A' }],
      ['b', { summary: 'B' }],
    ]);
    expect(state.steps[1].calls).toEqual([]);
  });

  it('places notices (a retry) after the step that was current when they came', () => {
    const state = foldRun(
      stamp([
        start,
        { type: 'notice', level: 'info', code: 'context', message: 'Chart context attached' },
        { type: 'step-start', step: 1 },
        { type: 'notice', level: 'warn', code: 'retry', message: 'Model overloaded, retry 1 of 2' },
      ]),
    );
    expect(state.notices.map((notice) => [notice.code, notice.step, notice.level])).toEqual([
      ['context', 0, 'info'],
      ['retry', 1, 'warn'],
    ]);
  });

  it('streams the answer, then holds the final answer with sources, confidence and follow-ups', () => {
    let state = foldRun(
      stamp([
        start,
        { type: 'answer-delta', text: 'Complaints ' },
        { type: 'answer-delta', text: 'tripled.' },
      ]),
    );
    expect(state.answerDraft).toBe('Complaints tripled.');
    expect(state.answer).toBeNull();
    state = reduceRun(state, {
      type: 'answer',
      runId: 'run-1',
      seq: 3,
      t: 300,
      text: 'Complaints **tripled** on 2026-03-11.',
      sources: [{ id: 'M-000123' }],
      confidence,
      followUps: ['Why?', 'Which channel?', 'How long?'],
    });
    expect(state.answer?.text).toBe('Complaints **tripled** on 2026-03-11.');
    expect(state.answer?.sources).toEqual([{ id: 'M-000123' }]);
    expect(state.answer?.confidence.level).toBe('high');
    expect(state.answer?.followUps.length).toBe(3);
    expect(state.phase).toBe('running');
  });

  it('ends an answered run and summarises it on one line', () => {
    const state = foldRun(
      stamp([
        start,
        { type: 'step-start', step: 1 },
        { type: 'thought-end', step: 1, text: 'Done.' },
        {
          type: 'answer',
          text: 'A',
          sources: [],
          confidence,
          followUps: [],
        },
        { type: 'run-end', reason: 'answered', stats },
      ]),
    );
    expect(state.phase).toBe('ended');
    expect(state.end?.reason).toBe('answered');
    expect(summarizeRun(state)).toBe('Reasoned through 2 steps, 3 tool calls, 6.2 s');
  });

  it('settles a run aborted mid-step: open thought closes, the pending call is interrupted', () => {
    const state = foldRun(
      stamp([
        start,
        { type: 'step-start', step: 1 },
        { type: 'thought-delta', step: 1, text: 'Let me' },
        { type: 'action-delta', step: 1, callId: 'c1', tool: 'analyze_trends', partialInput: '{' },
        { type: 'run-end', reason: 'stopped', stats: { ...stats, steps: 1, toolCalls: 0 } },
      ]),
    );
    expect(state.phase).toBe('ended');
    expect(state.end?.reason).toBe('stopped');
    expect(state.steps[0].thought).toBe('Let me');
    expect(state.steps[0].thoughtDone).toBeTrue();
    expect(state.steps[0].calls[0].status).toBe('interrupted');
    expect(state.answer).toBeNull();
    expect(describeEndReason(state.end!)).toMatch(/stopped/i);
  });

  it('keeps finished calls as they were when a run is aborted after them', () => {
    const state = foldRun(
      stamp([
        start,
        { type: 'action', step: 1, callId: 'c1', tool: 't', input: {} },
        {
          type: 'observation',
          step: 1,
          callId: 'c1',
          tool: 't',
          ok: true,
          output: { summary: 's' },
          durationMs: 1,
          truncated: false,
        },
        { type: 'action', step: 2, callId: 'c2', tool: 't', input: {} },
        { type: 'run-end', reason: 'timeout', message: 'After 60 s.', stats },
      ]),
    );
    expect(state.steps.map((step) => step.calls[0].status)).toEqual([
      'output-available',
      'interrupted',
    ]);
    expect(describeEndReason(state.end!)).toBe(
      'Time limit reached: the run took too long. After 60 s.',
    );
  });

  it('ignores events of another run and restarts on a new run-start', () => {
    const first = foldRun(stamp([start, { type: 'step-start', step: 1 }]));
    const stray = stamp([start, { type: 'thought-delta', step: 1, text: 'late' }], 'run-0')[1];
    expect(reduceRun(first, stray)).toBe(first);

    const second = reduceRun(first, stamp([{ ...start, question: 'Next?' }], 'run-2')[0]);
    expect(second.runId).toBe('run-2');
    expect(second.question).toBe('Next?');
    expect(second.steps).toEqual([]);
  });

  it('explains every non-answered end reason in plain words', () => {
    const reasons = ['stopped', 'max-steps', 'tool-budget', 'loop', 'timeout', 'refused', 'error'];
    const texts = reasons.map((reason) =>
      describeEndReason({ reason: reason as never, stats, message: 'Detail.' }),
    );
    expect(new Set(texts).size).toBe(reasons.length);
    expect(texts[1]).toContain('Step limit');
    expect(texts[5]).toContain('Detail.');
  });

  it('tracks how far into the run the state reaches', () => {
    const state: RunState = foldRun(stamp([start, { type: 'step-start', step: 1 }]));
    expect(state.lastT).toBe(100);
    expect(initialRunState.phase).toBe('idle');
  });

  it('folds in batches to the same state as event by event, leaving the start state untouched', () => {
    const bodies: AgentEventBody[] = [start];
    for (let step = 1; step <= 60; step++) {
      bodies.push(
        { type: 'step-start', step },
        { type: 'thought-delta', step, text: `Step ${step} ` },
        { type: 'thought-end', step, text: `Step ${step} done` },
      );
      for (const callId of [`a${step}`, `b${step}`]) {
        bodies.push(
          { type: 'action-delta', step, callId, tool: 'query_data', partialInput: '{"x"' },
          { type: 'action', step, callId, tool: 'query_data', input: { x: step } },
        );
      }
      bodies.push(
        {
          type: 'observation',
          step,
          callId: `b${step}`,
          tool: 'query_data',
          ok: true,
          output: step,
          durationMs: 1,
          truncated: false,
        },
        {
          type: 'observation',
          step,
          callId: `a${step}`,
          tool: 'query_data',
          ok: false,
          error: { code: 'e', message: 'm' },
          durationMs: 1,
          truncated: false,
        },
      );
      if (step % 7 === 0)
        bodies.push({ type: 'notice', level: 'warn', code: 'retry', message: `n${step}` });
    }
    // A late event for an early step, then the end.
    bodies.push({ type: 'thought-delta', step: 3, text: ' (late)' });
    bodies.push({ type: 'run-end', reason: 'answered', stats });
    const events = stamp(bodies);
    const oneByOne = events.reduce(reduceRun, initialRunState);

    expect(foldRun(events)).toEqual(oneByOne);
    const middle = foldRun(events.slice(0, 200));
    const snapshot = structuredClone(middle);
    deepFreeze(middle);
    let state = middle;
    for (let from = 200; from < events.length; from += 37) {
      state = reduceRunBatch(state, events.slice(from, from + 37));
    }
    expect(state).toEqual(oneByOne);
    expect(middle).toEqual(snapshot);
  });
});

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}
