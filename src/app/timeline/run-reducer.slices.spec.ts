import { foldRun, foldRunInSlices, type RunState } from './run-reducer';
import { longTrace } from './testing/long-trace';
import { recordedFolds } from './testing/recorded-folds';

/** The state as stored in the fixture: JSON, so absent and undefined fields read alike. */
function asRecorded(state: RunState): unknown {
  return JSON.parse(JSON.stringify(state)) as unknown;
}

describe('foldRunInSlices', () => {
  for (const fold of recordedFolds) {
    it(`folds "${fold.name}" to the recorded state`, async () => {
      const state = await foldRunInSlices(fold.events, () => Promise.resolve());
      expect(asRecorded(state)).toEqual(fold.state);
    });
  }

  it('pauses between slices of a long run and reaches the state of the whole fold', async () => {
    const events = longTrace(1500, 'conv-long', { thoughtDeltas: true }).turns[0]!.events;
    let pauses = 0;
    const state = await foldRunInSlices(events, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(pauses).toBeGreaterThan(3);
    expect(state.steps.length).toBe(1500);
    expect(state.steps.at(-1)?.thought).toBe(`Step 1500 é ${'x'.repeat(400)}`);
    expect(asRecorded(state)).toEqual(asRecorded(foldRun(events)));
  });
});
