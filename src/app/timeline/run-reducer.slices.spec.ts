import type { AgentEvent } from '../../agent/events';
import { foldRun, foldRunInSlices, type RunState } from './run-reducer';
import { recordedFolds } from './testing/recorded-folds';

/** The state as stored in the fixture: JSON, so absent and undefined fields read alike. */
function asRecorded(state: RunState): unknown {
  return JSON.parse(JSON.stringify(state)) as unknown;
}

/** A run of `steps` steps with streamed thoughts and one call each: several slices long. */
function longRun(steps: number): AgentEvent[] {
  const events: AgentEvent[] = [];
  const stamp = () => ({ runId: 'run-long', seq: events.length, t: events.length });
  events.push({
    ...stamp(),
    type: 'run-start',
    question: 'When did complaints spike?',
    model: 'sightline-offline',
    protocol: 'native',
    conversationId: 'conv-long',
  });
  for (let step = 1; step <= steps; step++) {
    events.push({ ...stamp(), type: 'step-start', step });
    for (const word of ['Counting ', 'the ', 'days.']) {
      events.push({ ...stamp(), type: 'thought-delta', step, text: word });
    }
    events.push({ ...stamp(), type: 'thought-end', step, text: 'Counting the days.' });
    const callId = `call-${step}`;
    events.push({ ...stamp(), type: 'action', step, callId, tool: 'query_data', input: { step } });
    events.push({
      ...stamp(),
      type: 'observation',
      step,
      callId,
      tool: 'query_data',
      ok: true,
      output: { rows: [{ step }] },
      durationMs: 2,
      truncated: false,
    });
  }
  events.push({
    ...stamp(),
    type: 'run-end',
    reason: 'max-steps',
    stats: {
      durationMs: events.length,
      steps,
      toolCalls: steps,
      inputTokens: 1,
      outputTokens: 1,
      model: 'sightline-offline',
    },
  });
  return events;
}

describe('foldRunInSlices', () => {
  for (const fold of recordedFolds) {
    it(`folds "${fold.name}" to the recorded state`, async () => {
      const state = await foldRunInSlices(fold.events, () => Promise.resolve());
      expect(asRecorded(state)).toEqual(fold.state);
    });
  }

  it('pauses between slices of a long run and reaches the state of the whole fold', async () => {
    const events = longRun(1500);
    let pauses = 0;
    const state = await foldRunInSlices(events, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(pauses).toBeGreaterThan(3);
    expect(state.steps.length).toBe(1500);
    expect(state.steps.at(-1)?.calls[0]?.output).toEqual({ rows: [{ step: 1500 }] });
    expect(asRecorded(state)).toEqual(asRecorded(foldRun(events)));
  });
});
