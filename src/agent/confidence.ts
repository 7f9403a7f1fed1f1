import type { FitFinding } from './answer-fit';
import type { ConstraintCheck } from './constraint-coverage';
import type { AnswerStatus, Confidence, FigureEvidence, RunEndReason } from './events';

/** What a run produced and observed, as far as confidence is concerned. */
export interface ConfidenceEvidence {
  status: AnswerStatus;
  /** The answer's figures and what supports each (figure-evidence.ts). */
  figures: readonly FigureEvidence[];
  /** The question's constraints against what the tool calls used (constraint-coverage.ts). */
  checks: readonly ConstraintCheck[];
  /** How the answer fails to fit the question (answer-fit.ts): each a factor and a cap. */
  fit?: readonly FitFinding[];
  /** Rows behind the answer's main figure, when known. */
  sampleSize?: number;
  /** The model's own rating 0..1, when it gave one. */
  modelRating?: number;
  modelReason?: string;
  successfulCalls: number;
  failedCalls: number;
  /** Successful calls whose result held nothing (no rows, a zero total). */
  emptyResults: number;
  /** Of those, results a later call the answer's figures rest on made good (not penalised). */
  recoveredEmptyResults?: number;
  /** Results the model saw shortened. */
  shortenedResults: number;
  groundedSources: number;
  ungroundedSources: number;
  repairs: number;
  /** The limit that cut the run short, if any (the answer was then a best effort). */
  limit?: Extract<RunEndReason, 'max-steps' | 'tool-budget'>;
}

const BASELINE = 0.3;
/**
 * The most a decline may score: the top of Low, whatever confirms it. A decline the run confirms
 * (a period outside the data, a record no result holds, words the data does not name) is right
 * far more often than an answer a misfit caps at 0.44 (132 of 134 confirmed declines right in
 * every set's recording of 05:32-05:39 on 2026-11-23, 147 of 170 in the 19 older ones), so it
 * ranks with those answers, not below them.
 */
const DECLINE_CAP = 0.44;
/** What a decline the run confirms adds: enough to reach the cap with a doubting model (0.2). */
const CONFIRMED_DECLINE = 0.2;
/** The model's rating moves the score by at most ± half this: one input among others. */
const MODEL_RATING_WEIGHT = 0.2;
const FIGURES_WEIGHT = 0.3;

/**
 * Confidence from evidence: whether the answer's figures are in the tool results, whether the
 * question's terms were computed, how many rows stand behind the main figure, and what went wrong
 * on the way. Deterministic and explained: the factors add up to the score, caps included (a cap
 * is a factor of its own). "High" needs every figure supported, every term covered and a
 * sample of 30 or more. A declined answer ("not answerable") always reads Low: confidence is
 * about the figures an analyst may rely on, and a decline gives none; its status says the rest.
 */
export function assessConfidence(evidence: ConfidenceEvidence): Confidence {
  const factors: Confidence['factors'] = [{ label: 'Baseline', delta: BASELINE }];
  const caps: { limit: number; label: string }[] = [];

  if (evidence.modelRating !== undefined && Number.isFinite(evidence.modelRating)) {
    const rating = clamp(evidence.modelRating, 0, 1);
    factors.push({
      label:
        `Model's own rating ${rating.toFixed(2)}` +
        (evidence.modelReason ? `: ${shorten(evidence.modelReason, 140)}` : ''),
      delta: round((rating - 0.5) * MODEL_RATING_WEIGHT),
    });
  }

  if (evidence.status === 'not answerable') return declineConfidence(evidence, factors);

  addFigureFactors(evidence, factors, caps);
  addConstraintFactors(evidence, factors, caps);
  for (const finding of evidence.fit ?? []) {
    factors.push({ label: finding.label, delta: finding.delta });
    caps.push({ limit: finding.cap, label: finding.capReason });
  }

  const n = evidence.sampleSize;
  if (n !== undefined && evidence.figures.length) {
    if (n < 10) {
      factors.push({ label: `Very small sample: n = ${n} behind the main figure`, delta: -0.2 });
      caps.push({ limit: 0.6, label: 'a sample under 30 is not High' });
    } else if (n < 30) {
      factors.push({ label: `Small sample: n = ${n} behind the main figure`, delta: -0.1 });
      caps.push({ limit: 0.7, label: 'a sample under 30 is not High' });
    } else if (n >= 100) {
      factors.push({
        label: `n = ${withThousands(n)} behind the main figure`,
        delta: 0.05,
      });
    }
  }

  if (evidence.successfulCalls === 0) {
    factors.push({ label: 'No tool results to rest on', delta: -0.2 });
    caps.push({ limit: 0.3, label: 'nothing was computed' });
  }
  const recovered = Math.min(evidence.recoveredEmptyResults ?? 0, evidence.emptyResults);
  addPenalty(
    factors,
    evidence.emptyResults - recovered,
    0.1,
    0.2,
    (k) => `${k} tool result(s) came back empty`,
  );
  if (recovered > 0) {
    factors.push({
      label: `${recovered} empty result(s) made good by a later call the figures rest on`,
      delta: 0,
    });
  }
  addPenalty(
    factors,
    evidence.shortenedResults,
    0.05,
    0.1,
    (k) => `${k} result(s) were shortened for the model`,
  );
  if (evidence.figures.length && evidence.groundedSources > 0) {
    factors.push({
      label: `${evidence.groundedSources} cited record(s) found in the tool results`,
      delta: 0.05,
    });
  }
  addPenalty(
    factors,
    evidence.ungroundedSources,
    0.05,
    0.15,
    (k) => `${k} cited source(s) not seen in any tool result`,
  );
  addPenalty(factors, evidence.failedCalls, 0.05, 0.15, (k) => `${k} tool error(s)`);
  addPenalty(
    factors,
    evidence.repairs,
    0.05,
    0.1,
    (k) => `${k} correction(s) of malformed or invalid actions`,
  );
  if (evidence.limit) {
    factors.push({
      label:
        evidence.limit === 'max-steps'
          ? 'Best effort at the step limit'
          : 'Best effort after the tool-call budget ran out',
      delta: -0.2,
    });
    caps.push({ limit: 0.6, label: 'a best-effort answer' });
  }
  if (evidence.status === 'partly answered') addPartialFactors(evidence, factors, caps);

  let sum = total(factors);
  const cap = caps.reduce((lowest, next) => (next.limit < lowest.limit ? next : lowest), {
    limit: 1,
    label: 'at most 100%',
  });
  if (sum > cap.limit) {
    factors.push({
      label: `Capped at ${Math.round(cap.limit * 100)}%: ${cap.label}`,
      delta: round(cap.limit - sum),
    });
    sum = total(factors);
  }
  if (sum < 0) {
    factors.push({ label: 'Floor at 0%', delta: round(-sum) });
    sum = total(factors);
  }
  const score = round(clamp(sum, 0, 1));
  return { score, level: levelOf(score), factors };
}

/**
 * A decline: the reasons the data cannot answer, then a cap that keeps it Low. Figures and terms
 * are not scored: what a decline quotes is context, not a claim. Within Low, a decline the run
 * confirms (a period outside the data, a record no result holds, words the data does not name)
 * rates above one nothing confirms: the data may well hold what was asked.
 */
function declineConfidence(
  evidence: ConfidenceEvidence,
  factors: Confidence['factors'],
): Confidence {
  const confirmed = [
    ...evidence.checks
      .filter((check) => check.outcome === 'outside')
      .map((check) => check.explanation ?? check.constraint.label),
    ...(evidence.fit ?? [])
      .filter((finding) => finding.check === 'terms' && finding.unaccounted?.length)
      .map(
        (finding) =>
          `The data names nothing for ${finding.unaccounted!.map((word) => `"${word}"`).join(', ')}`,
      ),
  ];
  for (const reason of confirmed) factors.push({ label: reason, delta: 0 });
  if (confirmed.length) {
    factors.push({
      label: 'The run confirms that the data cannot answer',
      delta: CONFIRMED_DECLINE,
    });
  } else {
    const seen =
      evidence.successfulCalls === 0
        ? 'no tool call returned data for it'
        : evidence.emptyResults > 0
          ? `${evidence.emptyResults} tool result(s) came back empty`
          : 'the answer says so';
    factors.push({
      label: `Nothing in the run confirms that the data cannot answer (${seen}); the question's terms are all in the data`,
      delta: -0.15,
    });
  }
  const sum = total(factors);
  if (sum > DECLINE_CAP) {
    factors.push({
      label: `Capped at ${Math.round(DECLINE_CAP * 100)}%: the data could not answer the question (a decline reads Low)`,
      delta: round(DECLINE_CAP - sum),
    });
  }
  if (total(factors) < 0) factors.push({ label: 'Floor at 0%', delta: round(-total(factors)) });
  const score = round(clamp(total(factors), 0, 1));
  return { score, level: levelOf(score), factors };
}

function addFigureFactors(
  evidence: ConfidenceEvidence,
  factors: Confidence['factors'],
  caps: { limit: number; label: string }[],
): void {
  const figures = evidence.figures;
  if (!figures.length) {
    if (evidence.groundedSources > 0) {
      factors.push({ label: 'No figures; the cited records are in the tool results', delta: 0.15 });
    } else {
      factors.push({ label: 'No figures to check', delta: 0.05 });
    }
    return;
  }
  const unsupported = figures.filter((figure) => figure.status === 'unsupported');
  const supported = figures.length - unsupported.length;
  factors.push({
    label: `${supported} of ${figures.length} figure(s) found in or derived from the tool results`,
    delta: round((FIGURES_WEIGHT * supported) / figures.length),
  });
  if (unsupported.length) {
    const listed = unsupported
      .slice(0, 4)
      .map((figure) => figure.text)
      .join(', ');
    factors.push({
      label: `${unsupported.length} figure(s) in no tool result: ${listed}`,
      delta: -Math.min(0.45, round(0.15 * unsupported.length)),
    });
    caps.push({ limit: 0.44, label: 'a figure has no support' });
  }
}

function addConstraintFactors(
  evidence: ConfidenceEvidence,
  factors: Confidence['factors'],
  caps: { limit: number; label: string }[],
): void {
  const checks = evidence.checks;
  if (!checks.length) {
    factors.push({ label: 'The question names no period, value or ranking to check', delta: 0.1 });
    return;
  }
  const missed = checks.filter((check) => check.outcome !== 'covered');
  if (!missed.length) {
    factors.push({
      label: `The question's terms were computed: ${checks.map((check) => check.constraint.label).join('; ')}`,
      delta: 0.2,
    });
    return;
  }
  for (const check of missed) {
    factors.push({ label: check.explanation ?? check.constraint.label, delta: -0.15 });
  }
  caps.push({ limit: 0.6, label: 'part of the question was not computed' });
  // Figures of another period than asked answer another question: the level of a wrong answer.
  if (missed.some((check) => check.constraint.kind === 'period')) {
    caps.push({ limit: 0.44, label: 'the figures are of another period than asked' });
  }
  // A ranking or comparison asked and none computed: the figure answers "how many", not "which".
  if (
    missed.some((check) => check.constraint.kind === 'rank' || check.constraint.kind === 'compare')
  ) {
    caps.push({ limit: 0.44, label: 'the ranking or comparison asked was not computed' });
  }
}

/**
 * The most a partly answered answer keeps when what it left out is incidental: the High line.
 * Over every recorded set (eight sets, four schemas) 31 answers were partly answered only by a
 * word the data does not name ("marked", "in touch", "draws"), every one of them right once the
 * fit checks had found the two whose left-out word was the ask itself.
 */
const INCIDENTAL_PART_CAP = 0.8;
/**
 * A part of the question's own left out (a filter, the measure, a side): Low. Over the ten
 * development sets (1,386 recorded answers) 69 answers were partly answered so, 65 of them wrong
 * (the four right ones already Low); at 0.60 three wrong ones stayed Medium. (0.60 until the
 * seventh round.)
 */
const PARTIAL_CAP = 0.44;

/**
 * A partly answered answer: which part was answered decides how far its figures go. When every
 * figure is supported, every term of the question was computed and no fit check found the lead
 * figure off the question, what was left out is incidental (a word of the question the data does
 * not name, "marked", "in touch") and the lead figure answers the main ask: it keeps up to 0.80.
 * Otherwise the part left out is the question's own (a filter, the measure, a side), and the
 * answer keeps at most 0.44, 0.05 less for each such part beyond the first.
 */
function addPartialFactors(
  evidence: ConfidenceEvidence,
  factors: Confidence['factors'],
  caps: { limit: number; label: string }[],
): void {
  const unsupported = evidence.figures.filter((figure) => figure.status === 'unsupported').length;
  const uncovered = evidence.checks.filter((check) => check.outcome !== 'covered').length;
  const misfits = (evidence.fit ?? []).filter((finding) => finding.cap < 1).length;
  const missed = uncovered + misfits + (unsupported ? 1 : 0);
  if (evidence.figures.length > 0 && missed === 0 && evidence.successfulCalls > 0) {
    factors.push({
      label:
        'Partly answered, but only incidentally: every figure is supported and every term of the question was computed',
      delta: 0,
    });
    caps.push({
      limit: INCIDENTAL_PART_CAP,
      label: 'only part of the question was answered (the main ask was)',
    });
    return;
  }
  const further = missed > 1 ? Math.min(0.15, round(0.05 * (missed - 1))) : 0;
  if (further) {
    factors.push({
      label: `${missed} parts of the question were left out or not fitted`,
      delta: -further,
    });
  }
  caps.push({
    limit: round(PARTIAL_CAP - further),
    label: 'only part of the question was answered',
  });
}

function addPenalty(
  factors: Confidence['factors'],
  count: number,
  each: number,
  most: number,
  label: (count: number) => string,
): void {
  if (count > 0) factors.push({ label: label(count), delta: -Math.min(most, round(each * count)) });
}

export function levelOf(score: number): Confidence['level'] {
  if (score >= 0.8) return 'high';
  if (score >= 0.45) return 'medium';
  return 'low';
}

function total(factors: Confidence['factors']): number {
  return round(factors.reduce((sum, factor) => sum + factor.delta, 0));
}

/**
 * "3,481": a count with thousands separators, as `toLocaleString('en-US')` writes a whole number,
 * without building a number format (the first one costs ~10 ms of CPU in a fresh page).
 */
function withThousands(count: number): string {
  return Number.isInteger(count)
    ? String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : count.toLocaleString('en-US');
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
