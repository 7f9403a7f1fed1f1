/** Small exact statistics shared by the tools. */

/** Linear-interpolation quantile (numpy's default) of ascending `sorted`; null when empty. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export function median(values: readonly number[]): number | null {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Median absolute deviation from the median. */
export function medianAbsoluteDeviation(values: readonly number[], center: number): number {
  return median(values.map((value) => Math.abs(value - center))) ?? 0;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Rounds for output: figures the model reads, not floating-point noise. */
export function round(value: number, digits?: number): number;
export function round(value: number | null | undefined, digits?: number): number | null;
export function round(value: number | null | undefined, digits = 3): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function share(part: number, total: number): number {
  return total > 0 ? round(part / total, 4) : 0;
}

/** Relative change: 1.0 means doubled, -0.5 halved; null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  return previous > 0 ? round((current - previous) / previous, 3) : null;
}

export function percent(fraction: number | null, digits = 1): string {
  return fraction === null ? 'n/a' : `${(fraction * 100).toFixed(digits)}%`;
}
