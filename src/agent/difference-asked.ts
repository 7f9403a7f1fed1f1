import type { FitFinding, FitSources } from './answer-fit';

/**
 * Words that ask for the difference between two figures: "how many more", "by how much", "how much
 * longer", "the difference between", "the gap in", "how far apart".
 */
const DIFFERENCE_ASKED =
  /\bhow\s+(?:much|many)\s+(?:more|fewer|less|higher|lower|bigger|smaller|larger|greater|longer|shorter|faster|slower|cheaper|dearer)\b|\bby\s+how\s+(?:much|many|far)\b|\b(?:the\s+)?(?:difference|gap)\s+(?:between|in|of)\b|\bhow\s+far\s+apart\b|\bhow\s+(?:big|wide|large)\s+(?:is|was)\s+the\s+(?:gap|difference)\b/i;
/** A figure derived as one figure less another ("2633 − 1960", "(0.41 − 0.36) in points"). */
const DIFFERENCE = /\s−\s/;

/**
 * "By how much does the average fee at Hilltop exceed Riverside's?", "How many more Holds than
 * Renewals?": the figure asked is a difference. An answer that gives the two figures and not
 * their difference leaves the asked figure to the reader (and a truth of 13.5 is then in none of
 * its numbers). Found when the question asks a difference, the answer states two or more figures
 * and none is a difference of the run's figures nor a signed change ("+35", "−14.8%").
 */
export function checkDifferenceAsked(sources: FitSources): FitFinding[] {
  if (!DIFFERENCE_ASKED.test(sources.question)) return [];
  const stated = sources.figures.filter(
    (figure) =>
      figure.status !== 'unsupported' && figure.kind !== 'date' && figure.kind !== 'month',
  );
  if (stated.length < 2) return [];
  const differs = stated.some(
    (figure) =>
      (figure.derivation !== undefined && DIFFERENCE.test(figure.derivation)) ||
      /^[+\-−]/.test(figure.text),
  );
  if (differs) return [];
  return [
    {
      check: 'measure',
      label:
        'The question asks for a difference; the answer gives the figures but not their difference',
      delta: -0.2,
      cap: 0.6,
      capReason: 'the difference asked is not stated',
      partial: true,
    },
  ];
}
