/**
 * Counts and sentiment sums by an integer key, the sums compensated (Kahan–Babuška–Neumaier) as
 * SQLite's sum() and total() are, so a grouped sum equals SQL's over the same rows.
 */
export interface KeyTally {
  add(key: number, value: number): void;
  /** The keys seen, each with its count and compensated sum. */
  entries(): { key: number; count: number; sum: number }[];
}

/** Up to this many keys the tally is kept in arrays (no map lookup per row). */
export const MAX_ARRAY_KEYS = 1 << 16;

export class ArrayTally implements KeyTally {
  private readonly counts: Int32Array;
  private readonly sums: Float64Array;
  private readonly errors: Float64Array;

  constructor(keys: number) {
    this.counts = new Int32Array(keys);
    this.sums = new Float64Array(keys);
    this.errors = new Float64Array(keys);
  }

  add(key: number, value: number): void {
    this.counts[key]! += 1;
    const sum = this.sums[key]!;
    const total = sum + value;
    this.errors[key]! +=
      Math.abs(sum) > Math.abs(value) ? sum - total + value : value - total + sum;
    this.sums[key] = total;
  }

  entries(): { key: number; count: number; sum: number }[] {
    const found: { key: number; count: number; sum: number }[] = [];
    for (let key = 0; key < this.counts.length; key++) {
      const count = this.counts[key]!;
      if (count > 0)
        found.push({ key, count, sum: compensated(this.sums[key]!, this.errors[key]!) });
    }
    return found;
  }
}

export class MapTally implements KeyTally {
  private readonly tally = new Map<number, { count: number; sum: CompensatedSum }>();

  add(key: number, value: number): void {
    let entry = this.tally.get(key);
    if (!entry) this.tally.set(key, (entry = { count: 0, sum: new CompensatedSum() }));
    entry.count += 1;
    entry.sum.add(value);
  }

  entries(): { key: number; count: number; sum: number }[] {
    return [...this.tally].map(([key, { count, sum }]) => ({ key, count, sum: sum.value }));
  }
}

/** SQLite's compensated sum: the running sum and its error term. */
export class CompensatedSum {
  sum = 0;
  error = 0;

  add(value: number): void {
    const total = this.sum + value;
    this.error +=
      Math.abs(this.sum) > Math.abs(value) ? this.sum - total + value : value - total + this.sum;
    this.sum = total;
  }

  get value(): number {
    return compensated(this.sum, this.error);
  }
}

/** An overflow leaves the error undefined (NaN): the plain sum is what SQL gives then. */
function compensated(sum: number, error: number): number {
  return Number.isFinite(error) ? sum + error : sum;
}
