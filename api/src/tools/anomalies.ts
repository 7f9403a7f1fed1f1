import { mean, median, medianAbsoluteDeviation, round } from './stats';

export interface SeriesPoint {
  period: string;
  value: number | null;
  /** Rows behind the value (for averages); counts are their own support. */
  support?: number;
}

export interface Anomaly {
  period: string;
  value: number;
  /** What the period is compared with: the median of the periods around it (never 0 for counts
   *  when its neighbours have data). */
  baseline: number;
  ratio: number | null;
  zScore: number;
  kind: 'spike' | 'dip';
}

export interface Baseline {
  median: number | null;
  mad: number | null;
}

export interface AnomalyOptions {
  /** Periods on each side that form a period's baseline. Default 14. */
  readonly window?: number;
  /** A count must reach this to be a spike (and its baseline to be a dip); an average needs this
   *  many rows behind it. Default 5. */
  readonly minSupport?: number;
}

/**
 * Spikes and dips by robust statistics (a Hampel filter): each period is compared with the median
 * of the periods around it, and the residuals are scaled by their median absolute deviation
 * (×1.4826, to match a standard deviation), so neither the outliers looked for nor a change of
 * level elsewhere in a long series inflates the yardstick. A point is an anomaly when its modified
 * z-score reaches `threshold` (3.5 is Iglewicz and Hoaglin's cut-off) and it has enough support:
 * on a sparse series a day with 2 complaints against a usual 0 is not a spike. Largest first.
 */
export function findAnomalies(
  series: readonly SeriesPoint[],
  threshold: number,
  options: AnomalyOptions = {},
): { baseline: Baseline; anomalies: Anomaly[] } {
  const window = options.window ?? 14;
  const minSupport = options.minSupport ?? 5;
  const points = series.filter(
    (point): point is SeriesPoint & { value: number } => point.value !== null,
  );
  const values = points.map((point) => point.value);
  const center = median(values);
  if (center === null) return { baseline: { median: null, mad: null }, anomalies: [] };
  const mad = medianAbsoluteDeviation(values, center);

  const locals = points.map((_, index) => {
    const neighbours = [
      ...values.slice(Math.max(0, index - window), index),
      ...values.slice(index + 1, index + 1 + window),
    ];
    const pool = neighbours.length >= 3 ? neighbours : values;
    const local = median(pool)!;
    // A sparse neighbourhood has median 0: its mean is the fairer "usual" level to compare with.
    return local === 0 ? (mean(pool) ?? 0) : local;
  });
  const residuals = points.map((point, index) => point.value - locals[index]!);
  const absolute = residuals.map(Math.abs);
  const residualMad = median(absolute) ?? 0;
  // A mostly-constant series has MAD 0; fall back to the mean absolute deviation (scaled to match)
  // so one clear outlier still stands out instead of every tiny wobble being infinitely large.
  const spread = residualMad > 0 ? 1.4826 * residualMad : 1.2533 * (mean(absolute) ?? 0);

  const anomalies: Anomaly[] = [];
  if (spread > 0) {
    points.forEach((point, index) => {
      const zScore = residuals[index]! / spread;
      if (Math.abs(zScore) < threshold) return;
      const local = locals[index]!;
      const kind = zScore > 0 ? 'spike' : 'dip';
      const supported =
        point.support !== undefined
          ? point.support >= minSupport
          : (kind === 'spike' ? point.value : local) >= minSupport;
      if (!supported) return;
      anomalies.push({
        period: point.period,
        value: round(point.value, 4),
        baseline: round(local, 4),
        ratio: local > 0 ? round(point.value / local, 2) : null,
        zScore: round(zScore, 2),
        kind,
      });
    });
  }
  anomalies.sort(
    (a, b) => Math.abs(b.zScore) - Math.abs(a.zScore) || a.period.localeCompare(b.period),
  );
  return { baseline: { median: round(center, 4), mad: round(mad, 4) }, anomalies };
}
