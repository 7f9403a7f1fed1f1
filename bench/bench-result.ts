/** One measured figure of a benchmark: a median over `runs` repetitions (p99 where it means something). */
export interface BenchResult {
  name: string;
  unit: string;
  median: number;
  p99?: number;
  runs: number;
  /** Target or ratio notes, e.g. `{ target: '< 20 ms' }`. */
  extra?: Record<string, unknown>;
  /** A target the median (or p99, with `of: 'p99'`) must meet, checked and printed as pass/fail. */
  target?: BenchTarget;
}

export interface BenchTarget {
  /** The figure must be below (`<`) or above (`>`) `value`, in the result's unit. */
  readonly op: '<' | '>';
  readonly value: number;
  readonly of?: 'median' | 'p99';
}

/** 'pass' or 'fail' against the result's target ('' when it has none). */
export function verdict(result: BenchResult): '' | 'pass' | 'fail' {
  const target = result.target;
  if (!target) return '';
  const figure = target.of === 'p99' ? result.p99 : result.median;
  if (figure === undefined || !Number.isFinite(figure)) return 'fail';
  return (target.op === '<' ? figure < target.value : figure > target.value) ? 'pass' : 'fail';
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
    target: r.target
      ? `${r.target.of === 'p99' ? 'p99 ' : ''}${r.target.op} ${r.target.value} ${r.unit}`
      : '',
    verdict: verdict(r),
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
