import { mean, median, medianAbsoluteDeviation, round } from './stats';

export interface SeriesPoint {
  period: string;
  value: number | null;
}

export interface Anomaly {
  period: string;
  value: number;
  baseline: number;
  ratio: number | null;
  zScore: number;
  kind: 'spike' | 'dip';
}

export interface Baseline {
  median: number | null;
  mad: number | null;
}

/**
 * Spikes and dips by robust statistics: the baseline is the series' median, the spread its median
 * absolute deviation (scaled by 1.4826 to match a standard deviation), so the outliers being looked
 * for cannot inflate the yardstick the way a mean and standard deviation would. A point is an
 * anomaly when its modified z-score reaches `threshold` (3.5 is Iglewicz and Hoaglin's cut-off).
 * Returned largest first.
 */
export function findAnomalies(
  series: readonly SeriesPoint[],
  threshold: number,
): { baseline: Baseline; anomalies: Anomaly[] } {
  const values = series
    .map((point) => point.value)
    .filter((value): value is number => value !== null);
  const center = median(values);
  if (center === null) return { baseline: { median: null, mad: null }, anomalies: [] };
  const mad = medianAbsoluteDeviation(values, center);
  // A mostly-constant series has MAD 0; fall back to the mean absolute deviation (scaled to match)
  // so one clear outlier still stands out instead of every tiny wobble being infinitely large.
  const spread =
    mad > 0 ? 1.4826 * mad : 1.2533 * (mean(values.map((value) => Math.abs(value - center))) ?? 0);
  const anomalies: Anomaly[] = [];
  if (spread > 0) {
    for (const point of series) {
      if (point.value === null) continue;
      const zScore = (point.value - center) / spread;
      if (Math.abs(zScore) < threshold) continue;
      anomalies.push({
        period: point.period,
        value: round(point.value, 4),
        baseline: round(center, 4),
        ratio: center > 0 ? round(point.value / center, 2) : null,
        zScore: round(zScore, 2),
        kind: zScore > 0 ? 'spike' : 'dip',
      });
    }
  }
  anomalies.sort(
    (a, b) => Math.abs(b.zScore) - Math.abs(a.zScore) || a.period.localeCompare(b.period),
  );
  return { baseline: { median: round(center, 4), mad: round(mad, 4) }, anomalies };
}
