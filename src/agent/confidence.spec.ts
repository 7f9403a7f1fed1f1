import { assessConfidence, levelOf } from './confidence';

describe('assessConfidence', () => {
  it('rates a clean, grounded run high, with factors that add up to the score', () => {
    const confidence = assessConfidence({
      modelRating: 0.85,
      modelReason: 'clear spike',
      successfulCalls: 3,
      failedCalls: 0,
      groundedSources: 3,
      ungroundedSources: 0,
      repairs: 0,
    });
    expect(confidence.level).toBe('high');
    const sum = confidence.factors.reduce((total, factor) => total + factor.delta, 0);
    expect(confidence.score).toBeCloseTo(sum, 5);
    expect(confidence.factors.map((factor) => factor.label)).toEqual([
      'Baseline',
      "Model's own rating 0.85: clear spike",
      '3 successful tool calls',
      '3 cited sources found in the data',
    ]);
  });

  it('rates a messy run low and says why', () => {
    const confidence = assessConfidence({
      modelRating: 0.9,
      successfulCalls: 1,
      failedCalls: 2,
      groundedSources: 0,
      ungroundedSources: 2,
      repairs: 2,
      limit: 'max-steps',
    });
    expect(confidence.level).toBe('low');
    const negative = confidence.factors
      .filter((factor) => factor.delta < 0)
      .map((factor) => factor.label);
    expect(negative).toEqual([
      '2 cited source(s) not seen in any tool result',
      '2 tool error(s)',
      '2 correction(s) of malformed or invalid actions',
      'Best effort at the step limit',
    ]);
    expect(confidence.score).toBeLessThan(
      assessConfidence({
        modelRating: 0.9,
        successfulCalls: 1,
        failedCalls: 0,
        groundedSources: 0,
        ungroundedSources: 0,
        repairs: 0,
      }).score,
    );
  });

  it('does not trust an answer without any tool result', () => {
    const confidence = assessConfidence({
      modelRating: 1,
      successfulCalls: 0,
      failedCalls: 0,
      groundedSources: 0,
      ungroundedSources: 0,
      repairs: 0,
    });
    expect(confidence.factors).toContain({ label: 'No tool results to rest on', delta: -0.15 });
    expect(confidence.level).toBe('medium');
  });

  it('clamps the score to 0..1 and is deterministic', () => {
    const evidence = {
      modelRating: 0,
      successfulCalls: 0,
      failedCalls: 9,
      groundedSources: 0,
      ungroundedSources: 9,
      repairs: 9,
      limit: 'tool-budget' as const,
    };
    const confidence = assessConfidence(evidence);
    expect(confidence.score).toBe(0);
    expect(assessConfidence(evidence)).toEqual(confidence);
  });

  it('maps scores to levels at 0.75 and 0.45', () => {
    expect([0.75, 0.7499, 0.45, 0.4499].map(levelOf)).toEqual(['high', 'medium', 'medium', 'low']);
  });
});
