import fc from 'fast-check';
import type { Trace } from '../../../agent/events';

/**
 * Texts of copies of `base` with one key of one event of its first turn removed or set to any
 * JSON value: nearly valid files, to check that two readings agree on each of them.
 */
export function damagedCopies(base: Trace): fc.Arbitrary<string> {
  const events = base.turns[0]!.events.length;
  return fc
    .record({
      at: fc.nat({ max: events - 1 }),
      key: fc.constantFrom('type', 'seq', 'runId', 't', 'step', 'text', 'output', 'ok', 'extra'),
      value: fc.oneof(fc.constant(undefined), fc.jsonValue()),
    })
    .map(({ at, key, value }) => {
      const trace = structuredClone(base);
      const event = trace.turns[0]!.events[at] as unknown as Record<string, unknown>;
      if (value === undefined) Reflect.deleteProperty(event, key);
      else event[key] = value;
      return JSON.stringify(trace);
    });
}
