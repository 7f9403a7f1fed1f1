import { foldRun, initialRunState, reduceRun, reduceRunBatch, type RunState } from './run-reducer';
import { recordedFolds } from './testing/recorded-folds';

/** The state as stored in the fixture: JSON, so absent and undefined fields read alike. */
function asRecorded(state: RunState): unknown {
  return JSON.parse(JSON.stringify(state)) as unknown;
}

describe('reduceRun on recorded traces', () => {
  it('has traces with parallel calls, evidence, notices and a stopped run to check', () => {
    const states = recordedFolds.map((fold) => fold.state);
    expect(states.some((state) => state.steps.some((step) => step.calls.length > 1))).toBeTrue();
    expect(states.some((state) => (state.answer?.evidence?.length ?? 0) > 0)).toBeTrue();
    expect(states.some((state) => state.notices.length > 0)).toBeTrue();
    expect(states.some((state) => state.end?.reason === 'stopped')).toBeTrue();
  });

  for (const fold of recordedFolds) {
    describe(fold.name, () => {
      it('folds to the state the reducer folded it to before it was made O(events)', () => {
        expect(asRecorded(foldRun(fold.events))).toEqual(fold.state);
      });

      it('reaches the same state event by event and in batches of any size', () => {
        expect(asRecorded(fold.events.reduce(reduceRun, initialRunState))).toEqual(fold.state);
        for (const size of [1, 3, 50]) {
          let state = initialRunState;
          for (let from = 0; from < fold.events.length; from += size) {
            state = reduceRunBatch(state, fold.events.slice(from, from + size));
          }
          expect(asRecorded(state)).withContext(`batches of ${size}`).toEqual(fold.state);
        }
      });

      it('leaves every state it was given as it was, batch after batch', () => {
        const states: RunState[] = [initialRunState];
        const snapshots: unknown[] = [asRecorded(initialRunState)];
        for (let from = 0; from < fold.events.length; from += 5) {
          const next = reduceRunBatch(states.at(-1)!, fold.events.slice(from, from + 5));
          states.push(next);
          snapshots.push(asRecorded(next));
        }
        states.forEach((state, index) => expect(asRecorded(state)).toEqual(snapshots[index]));
      });
    });
  }
});
