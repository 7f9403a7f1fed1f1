import fc from 'fast-check';
import { traceSchema } from '../../agent/events';
import { MAX_JSON_DEPTH, parseTraceText, serializeTrace } from './trace-file';

const runs = { numRuns: 200 };

/** Values shaped like traces, nearly right, or not at all. */
const eventLike = fc.record(
  {
    runId: fc.oneof(fc.constant('run-1'), fc.string()),
    seq: fc.oneof(fc.nat(), fc.integer(), fc.double()),
    t: fc.oneof(fc.nat(), fc.double()),
    type: fc.constantFrom(
      'run-start',
      'step-start',
      'thought-end',
      'answer',
      'run-end',
      'observation',
      'nonsense',
    ),
    step: fc.integer(),
    text: fc.string(),
    question: fc.string(),
    reason: fc.constantFrom('answered', 'error', 'exploded'),
  },
  { requiredKeys: ['type'] },
);
const traceLike = fc.record(
  {
    format: fc.constantFrom('sightline.trace', 'other'),
    version: fc.constantFrom(1, 2, '1'),
    conversation: fc.record(
      { id: fc.string(), title: fc.string(), createdAt: fc.string() },
      { requiredKeys: [] },
    ),
    turns: fc.array(
      fc.record(
        { id: fc.string(), question: fc.string(), events: fc.array(eventLike, { maxLength: 6 }) },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: [] },
);
const anyText = fc.oneof(
  fc.string(),
  fc.json(),
  traceLike.map((value) => JSON.stringify(value)),
  fc.array(traceLike, { maxLength: 3 }).map((value) => JSON.stringify(value)),
  fc.nat({ max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

describe('trace importer (properties)', () => {
  it('never throws; every accepted trace satisfies the trace schema', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = parseTraceText(text);
        if (result.ok) {
          expect(result.traces.length).toBeGreaterThan(0);
          for (const trace of result.traces) {
            expect(traceSchema.safeParse(trace).success).toBeTrue();
          }
        } else {
          expect(typeof result.error).toBe('string');
          expect(result.error.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it('refuses nesting deeper than the limit with a message, however deep', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 100_000 }), (depth) => {
        const result = parseTraceText('['.repeat(depth) + ']'.repeat(depth));
        expect(result.ok).toBeFalse();
      }),
      { numRuns: 20 },
    );
  });

  it('what it accepts, it exports and reads back unchanged', () => {
    fc.assert(
      fc.property(traceLike, (value) => {
        const first = parseTraceText(JSON.stringify(value));
        if (!first.ok) return;
        const again = parseTraceText(serializeTrace(first.traces));
        expect(again.ok).toBeTrue();
        if (again.ok) expect(again.traces).toEqual(first.traces);
      }),
      runs,
    );
  });
});
