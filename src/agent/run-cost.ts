import type { RunStats } from './events';

/**
 * List prices in US dollars per million tokens, by model family. An estimate shown next to a
 * run's tokens, not a bill: the price list changes, and a local model (any other name) costs
 * nothing here, so it gets no estimate at all.
 */
const PRICES: readonly { family: RegExp; input: number; output: number }[] = [
  { family: /^claude-opus-/, input: 5, output: 25 },
  { family: /^claude-sonnet-/, input: 3, output: 15 },
  { family: /^claude-haiku-/, input: 1, output: 5 },
];

/** Cache reads cost a tenth of the input price; writes (5-minute cache) a quarter more. */
const CACHE_READ_FACTOR = 0.1;
const CACHE_WRITE_FACTOR = 1.25;

/** The estimated cost of a run in US dollars, or undefined when its model has no known price. */
export function estimateRunCostUsd(stats: RunStats): number | undefined {
  const price = PRICES.find((entry) => entry.family.test(stats.model));
  if (!price) return undefined;
  const cacheRead = stats.cacheReadTokens ?? 0;
  const cacheWrite = stats.cacheWriteTokens ?? 0;
  const uncached = Math.max(0, stats.inputTokens - cacheRead - cacheWrite);
  const inputUnits = uncached + cacheRead * CACHE_READ_FACTOR + cacheWrite * CACHE_WRITE_FACTOR;
  return (inputUnits * price.input + stats.outputTokens * price.output) / 1_000_000;
}

/** `$0.042`, `<$0.001`: a few significant digits, enough to compare runs. */
export function formatCostUsd(usd: number): string {
  if (usd < 0.001) return '<$0.001';
  return `$${usd < 1 ? usd.toFixed(3) : usd.toFixed(2)}`;
}
