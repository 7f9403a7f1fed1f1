import type { RunStats } from './events';
import { estimateRunCostUsd, formatCostUsd } from './run-cost';

function stats(partial: Partial<RunStats>): RunStats {
  return {
    durationMs: 1000,
    steps: 2,
    toolCalls: 1,
    inputTokens: 0,
    outputTokens: 0,
    model: 'claude-sonnet-5-5',
    ...partial,
  };
}

describe('estimateRunCostUsd', () => {
  it('prices input and output per million tokens by model family', () => {
    expect(estimateRunCostUsd(stats({ inputTokens: 1_000_000, outputTokens: 0 }))).toBeCloseTo(3);
    expect(estimateRunCostUsd(stats({ outputTokens: 1_000_000 }))).toBeCloseTo(15);
    expect(
      estimateRunCostUsd(stats({ model: 'claude-haiku-5-5', inputTokens: 1_000_000 })),
    ).toBeCloseTo(1);
  });

  it('charges cache reads at a tenth and writes at 1.25 times the input price', () => {
    const cached = stats({
      inputTokens: 1_000_000,
      cacheReadTokens: 900_000,
      cacheWriteTokens: 100_000,
    });
    expect(estimateRunCostUsd(cached)).toBeCloseTo((900_000 * 0.1 + 100_000 * 1.25) * 3e-6);
    expect(estimateRunCostUsd(cached)!).toBeLessThan(
      estimateRunCostUsd(stats({ inputTokens: 1e6 }))!,
    );
  });

  it('has no estimate for the offline planner or a local model', () => {
    expect(
      estimateRunCostUsd(stats({ model: 'sightline-offline', inputTokens: 5000 })),
    ).toBeUndefined();
    expect(estimateRunCostUsd(stats({ model: 'qwen3:14b', inputTokens: 5000 }))).toBeUndefined();
  });

  it('formats small amounts readably', () => {
    expect(formatCostUsd(0.0004)).toBe('<$0.001');
    expect(formatCostUsd(0.0423)).toBe('$0.042');
    expect(formatCostUsd(1.5)).toBe('$1.50');
  });
});
