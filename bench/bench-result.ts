/** One measured figure of a benchmark: a median over `runs` repetitions (p99 where it means something). */
export interface BenchResult {
  name: string;
  unit: string;
  median: number;
  p99?: number;
  runs: number;
  /** Target or ratio notes, e.g. `{ target: '< 20 ms' }`. */
  extra?: Record<string, unknown>;
}

export function percentile(sortedOrNot: readonly number[], p: number): number {
  if (sortedOrNot.length === 0) return Number.NaN;
  const sorted = [...sortedOrNot].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function printTable(results: readonly BenchResult[]): void {
  const rows = results.map((r) => ({
    benchmark: r.name,
    median: `${round(r.median)} ${r.unit}`,
    p99: r.p99 === undefined ? '' : `${round(r.p99)} ${r.unit}`,
    runs: r.runs,
    notes: r.extra
      ? Object.entries(r.extra)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join('; ')
      : '',
  }));
  console.table(rows);
}

function round(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toPrecision(3);
}
