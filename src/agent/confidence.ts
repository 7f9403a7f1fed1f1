import type { Confidence, RunEndReason } from './events';

/** What a run observed, as far as confidence is concerned. */
export interface ConfidenceEvidence {
  /** The model's own rating 0..1, when it gave one. */
  modelRating?: number;
  /** The model's one-line reason for its rating. */
  modelReason?: string;
  successfulCalls: number;
  failedCalls: number;
  /** Cited source ids that appeared in some observation. */
  groundedSources: number;
  /** Cited source ids that no observation contained. */
  ungroundedSources: number;
  repairs: number;
  /** The limit that cut the run short, if any (the answer was then a best effort). */
  limit?: Extract<RunEndReason, 'max-steps' | 'tool-budget'>;
}

const BASELINE = 0.35;
const MODEL_RATING_WEIGHT = 0.35;

/**
 * A deterministic, explained confidence: a baseline, the model's own rating (weighted), then
 * evidence for and against. The factors add up to the score (before clamping to 0..1), so the UI
 * can show why a score is what it is.
 */
export function assessConfidence(evidence: ConfidenceEvidence): Confidence {
  const factors: Confidence['factors'] = [{ label: 'Baseline', delta: BASELINE }];

  if (evidence.modelRating !== undefined && Number.isFinite(evidence.modelRating)) {
    const rating = clamp(evidence.modelRating, 0, 1);
    factors.push({
      label:
        `Model's own rating ${rating.toFixed(2)}` +
        (evidence.modelReason ? `: ${shorten(evidence.modelReason, 140)}` : ''),
      delta: round(rating * MODEL_RATING_WEIGHT),
    });
  } else {
    factors.push({
      label: 'The model gave no rating of its own',
      delta: round(0.5 * MODEL_RATING_WEIGHT - 0.05),
    });
  }

  if (evidence.successfulCalls === 0) {
    factors.push({ label: 'No tool results to rest on', delta: -0.15 });
  } else {
    const plural = evidence.successfulCalls === 1 ? 'call' : 'calls';
    factors.push({
      label: `${evidence.successfulCalls} successful tool ${plural}`,
      delta: evidence.successfulCalls >= 2 ? 0.15 : 0.1,
    });
  }

  if (evidence.groundedSources >= 3) {
    factors.push({
      label: `${evidence.groundedSources} cited sources found in the data`,
      delta: 0.1,
    });
  } else if (evidence.groundedSources > 0) {
    factors.push({
      label: `${evidence.groundedSources} cited source(s) found in the data`,
      delta: 0.05,
    });
  }
  if (evidence.ungroundedSources > 0) {
    factors.push({
      label: `${evidence.ungroundedSources} cited source(s) not seen in any tool result`,
      delta: -Math.min(0.15, round(0.05 * evidence.ungroundedSources)),
    });
  }
  if (evidence.failedCalls > 0) {
    factors.push({
      label: `${evidence.failedCalls} tool error(s)`,
      delta: -Math.min(0.15, round(0.05 * evidence.failedCalls)),
    });
  }
  if (evidence.repairs > 0) {
    factors.push({
      label: `${evidence.repairs} correction(s) of malformed or invalid actions`,
      delta: -Math.min(0.1, round(0.05 * evidence.repairs)),
    });
  }
  if (evidence.limit) {
    factors.push({
      label:
        evidence.limit === 'max-steps'
          ? 'Best effort at the step limit'
          : 'Best effort after the tool-call budget ran out',
      delta: -0.2,
    });
  }

  const score = round(
    clamp(
      factors.reduce((sum, factor) => sum + factor.delta, 0),
      0,
      1,
    ),
  );
  return { score, level: levelOf(score), factors };
}

export function levelOf(score: number): Confidence['level'] {
  if (score >= 0.75) return 'high';
  if (score >= 0.45) return 'medium';
  return 'low';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function shorten(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}
