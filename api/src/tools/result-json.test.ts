import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ToolCallResult } from './registry';
import { resultJson, withDuration } from './result-json';

/** Any result a tool call can give, its output anything a tool could return (bar a BigInt). */
const outputs = fc.oneof(
  fc.jsonValue(),
  fc.anything({ withDate: true, withMap: true, withSet: true, withNullPrototype: true }),
  fc.dictionary(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })),
);
const results: fc.Arbitrary<ToolCallResult> = fc.oneof(
  fc.record(
    {
      ok: fc.constant(true as const),
      output: outputs,
      durationMs: fc.double({ noNaN: true, noDefaultInfinity: true }),
      truncated: fc.boolean(),
      notice: fc.string({ unit: 'binary' }),
    },
    { requiredKeys: ['ok', 'output', 'durationMs', 'truncated'] },
  ),
  fc.record({
    ok: fc.constant(false as const),
    error: fc.record(
      { code: fc.string(), message: fc.string({ unit: 'binary' }), details: outputs },
      { requiredKeys: ['code', 'message'] },
    ),
    durationMs: fc.double({ noNaN: true, noDefaultInfinity: true }),
  }),
);

describe('tool results as ready JSON', () => {
  it('are the bytes JSON.stringify writes for the result with the caller-side duration', () => {
    fc.assert(
      fc.property(results, fc.double({ min: 0, max: 1e7, noNaN: true }), (result, waited) => {
        const ready = resultJson(result);
        const text = withDuration(ready, waited).toString('utf8');
        assert.equal(text, JSON.stringify({ ...result, durationMs: waited }));
        assert.equal(ready.ok, result.ok);
        assert.equal(ready.code, result.ok ? undefined : result.error.code);
      }),
      { numRuns: 500 },
    );
  });

  it('keep the order of the keys when durationMs is not where a tool call puts it', () => {
    const result = { durationMs: 1, ok: true, output: { é: '✓ 😀' }, truncated: false } as const;
    const text = withDuration(resultJson(result), 12.5).toString('utf8');
    assert.equal(text, '{"durationMs":12.5,"ok":true,"output":{"é":"✓ 😀"},"truncated":false}');
  });

  it('refuse what JSON cannot hold, as JSON.stringify does', () => {
    const withBigInt = { ok: true, output: { n: 1n }, durationMs: 1, truncated: false } as const;
    assert.throws(() => resultJson(withBigInt), TypeError);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    assert.throws(
      () => resultJson({ ok: true, output: cycle, durationMs: 1, truncated: false }),
      TypeError,
    );
  });
});
