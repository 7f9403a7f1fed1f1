/**
 * Figures as an answer writes them: "1,234", "22%", "22.1 %", "0.22", "−0.42", "3.1×". Each is
 * read into a number with its position and whether it was written as a percentage, so the grader
 * can compare it with a truth held as a plain number or a share (0.221).
 */
export interface Figure {
  /** The text as written, e.g. "22.1 %". */
  readonly text: string;
  /** Position of the figure in the answer. */
  readonly start: number;
  /** The number as written: 22.1 for "22.1 %", 1234 for "1,234". */
  readonly value: number;
  /** Written with %, "percent" or "per cent". */
  readonly percent: boolean;
  /** Looks like a calendar year (1990–2099 without separators) rather than a quantity. */
  readonly yearLike: boolean;
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/**
 * Text that holds digits but no quantity: ISO dates and times, written-out dates, record ids,
 * quarters, long numeric ids. Blanked (same length, so positions hold) before figures are read.
 */
const NOT_FIGURES: readonly RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?Z?)?/g,
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  new RegExp(
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\b\\.?(?:,?\\s+\\d{4})?`,
    'gi',
  ),
  new RegExp(`\\b(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?:,?\\s+\\d{4})?`, 'gi'),
  new RegExp(`\\b(?:${MONTHS})\\.?\\s+\\d{4}\\b`, 'gi'),
  /\b[A-Z]{1,3}-\d{3,}\b/g,
  /\bQ[1-4]\b/gi,
  /\bH[12]\b/g,
  /\b\d{10,}\b/g,
];

// A number: optional sign (ASCII or the minus sign), thousands groups or plain digits, decimals.
const NUMBER =
  /(?<![\w.])([-−–+]?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(\s*(?:%|percent\b|per\s+cent\b))?/gi;

/** Replaces each non-figure with spaces of the same length. */
export function blankNonFigures(text: string): string {
  let blanked = text;
  for (const pattern of NOT_FIGURES) {
    blanked = blanked.replace(pattern, (match) => ' '.repeat(match.length));
  }
  return blanked;
}

/** Every figure of `text`, in order. */
export function extractFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  const blanked = blankNonFigures(text);
  for (const match of blanked.matchAll(NUMBER)) {
    const [whole, sign = '', digits = '', percentSuffix] = match;
    // A hyphen glued to a word before it is a range or a compound ("Q1-2"), not a minus sign.
    const index = match.index;
    const signIsMinus =
      sign !== '' && sign !== '+' && (index === 0 || !/[\p{L}\p{N}]/u.test(blanked[index - 1]!));
    const magnitude = Number(digits.replace(/,/g, ''));
    if (!Number.isFinite(magnitude)) continue;
    const start = signIsMinus || sign === '+' ? index : index + sign.length;
    figures.push({
      text: text.slice(start, index + whole.length).trim(),
      start,
      value: signIsMinus ? -magnitude : magnitude,
      percent: percentSuffix !== undefined,
      yearLike: /^(19|20)\d{2}$/.test(digits) && percentSuffix === undefined,
    });
  }
  return figures;
}

/** Whether `figure` states `expected` within `tolerance`; a share (0..1) may be written as %. */
export function figureMatches(
  figure: Figure,
  expected: number,
  tolerance: number,
  share: boolean,
): boolean {
  const candidates = share
    ? figure.percent
      ? [figure.value / 100]
      : [figure.value]
    : figure.percent
      ? []
      : [figure.value];
  return candidates.some((value) => Math.abs(value - expected) <= tolerance + 1e-9);
}
