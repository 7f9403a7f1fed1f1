/** One graded answer as calibration sees it. */
export interface Scored {
  readonly right: boolean;
  /** confidence.score, 0..1; undefined when the run gave no answer. */
  readonly score: number | undefined;
  readonly level: 'high' | 'medium' | 'low' | undefined;
}

export interface Calibration {
  /** Answers rated High, and how many of them were right. */
  readonly high: { readonly count: number; readonly right: number; readonly accuracy: number };
  readonly meanRight: number | undefined;
  readonly meanWrong: number | undefined;
  /** meanRight − meanWrong; undefined when one side is empty. */
  readonly gap: number | undefined;
  /** Area under the ROC curve of confidence against correctness; 0.5 is chance. */
  readonly auc: number | undefined;
}

function mean(values: readonly number[]): number | undefined {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : undefined;
}

/**
 * The probability that a right answer is rated above a wrong one (ties count half): the
 * Mann–Whitney form of the ROC area. Answers without a score are rated 0.
 */
export function rocArea(scored: readonly Scored[]): number | undefined {
  const right = scored.filter((entry) => entry.right).map((entry) => entry.score ?? 0);
  const wrong = scored.filter((entry) => !entry.right).map((entry) => entry.score ?? 0);
  if (right.length === 0 || wrong.length === 0) return undefined;
  let wins = 0;
  for (const a of right) {
    for (const b of wrong) wins += a > b ? 1 : a === b ? 0.5 : 0;
  }
  return wins / (right.length * wrong.length);
}

export function calibrate(scored: readonly Scored[]): Calibration {
  const high = scored.filter((entry) => entry.level === 'high');
  const highRight = high.filter((entry) => entry.right).length;
  const meanRight = mean(scored.filter((e) => e.right).map((e) => e.score ?? 0));
  const meanWrong = mean(scored.filter((e) => !e.right).map((e) => e.score ?? 0));
  return {
    high: {
      count: high.length,
      right: highRight,
      accuracy: high.length ? highRight / high.length : 1,
    },
    meanRight,
    meanWrong,
    gap: meanRight !== undefined && meanWrong !== undefined ? meanRight - meanWrong : undefined,
    auc: rocArea(scored),
  };
}
