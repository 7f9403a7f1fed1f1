import type { ExpectedFigure, ExpectedName, Expectation } from './eval-case';
import { extractFigures, figureMatches, type Figure } from './figures';

/** What the grader sees of a run: the final answer (if any) and how the run ended. */
export interface GradedAnswer {
  readonly text: string;
  /** The answer's status when the engine gives one: answered | partly answered | not answerable. */
  readonly status?: string;
  /** run-end.reason; anything but "answered" with no answer text is a failure. */
  readonly endReason: string;
}

export interface Grade {
  readonly right: boolean;
  /** Why, in a line: what was missing, contradicted or wrongly declined. */
  readonly reason: string;
}

// Phrases that decline in plain words, for answers from engines that give no status.
const DECLINE =
  /\b(?:cannot|can ?not|can't|could not|couldn't|unable to|not able to|no data (?:on|about|for)|does(?: not|n't) (?:hold|contain|have|include|cover|record|track)|do(?: not|n't) (?:hold|contain|have|include|cover|record|track)|is(?: not|n't) (?:in|part of|available|recorded|covered)|not (?:available|recorded|covered|found|in the data)|outside (?:the|of the) (?:data|period|range)|no (?:such|matching|record|customer|case|communication|field)|not answerable)\b/i;

/** Whether the answer declines: its status says so, or (without a status) its opening does. */
export function declines(answer: GradedAnswer): boolean {
  if (answer.status !== undefined) return answer.status === 'not answerable';
  const opening = answer.text.trim().split(/\n\s*\n/)[0] ?? '';
  return DECLINE.test(opening);
}

/** The numbers the question itself contains ("top 5", "last 30 days"): not answers. */
function questionNumbers(question: string): Set<number> {
  return new Set(extractFigures(question).map((figure) => Math.abs(figure.value)));
}

/** A figure written with decimals and within ±1: a score or a fraction, not a count. */
function looksLikeScore(figure: Figure): boolean {
  return !figure.percent && figure.text.includes('.') && Math.abs(figure.value) <= 1;
}

function sameKind(figure: Figure, expected: ExpectedFigure): boolean {
  if (expected.share) return figure.percent || looksLikeScore(figure);
  if (figure.percent) return false;
  // A score competes only with other scores, a count only with counts, a duration only with
  // figures written like it (decimals).
  const expectedIsScore = Math.abs(expected.value) <= 1 && !Number.isInteger(expected.value);
  if (expectedIsScore) return looksLikeScore(figure);
  if (!Number.isInteger(expected.value)) return figure.text.includes('.');
  return !looksLikeScore(figure);
}

/** "over 14 days", "in 3 months": a span of time, not a count of records. */
function isDuration(figure: Figure, text: string): boolean {
  const after = text.slice(figure.start + figure.text.length);
  return /^\s*(?:days?|weeks?|months?|quarters?|years?|hours?|minutes?)\b/i.test(after);
}

/** "120 of 400", "3 out of 10": the first figure is a part of the second, not a rival to it. */
function isPartOfWhole(figure: Figure, text: string): boolean {
  const after = text.slice(figure.start + figure.text.length);
  return /^\s*(?:\*\*)?\s*(?:of|out of)\s+(?:the\s+)?(?:\*\*)?\s*[\d.,]+/i.test(after);
}

function gradeFigure(
  text: string,
  figures: readonly Figure[],
  expected: ExpectedFigure,
  asked: Set<number>,
): string | undefined {
  const matches = figures.filter((figure) =>
    figureMatches(figure, expected.value, expected.tolerance, expected.share ?? false),
  );
  const want = `${expected.label} ${formatExpected(expected)}`;
  if (matches.length === 0) return `missing ${want}`;
  if (!expected.lead) return undefined;
  const first = figures.find(
    (figure) =>
      sameKind(figure, expected) &&
      !figure.yearLike &&
      !asked.has(Math.abs(figure.value)) &&
      !isPartOfWhole(figure, text) &&
      !(Number.isInteger(expected.value) && isDuration(figure, text)),
  );
  if (first && !matches.includes(first)) return `leads with ${first.text} instead of ${want}`;
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function mentionPattern(spelling: string): RegExp {
  return new RegExp(`(?<![\\w-])${escapeRegExp(spelling)}(?![\\w-])`, 'gi');
}

/** First position where one of `spellings` occurs as a whole phrase, or -1. */
function firstMention(text: string, spellings: readonly string[]): number {
  let first = -1;
  for (const spelling of spellings) {
    const index = text.search(mentionPattern(spelling));
    if (index >= 0 && (first < 0 || index < first)) first = index;
  }
  return first;
}

// "2015-02-16 to 2015-02-24", "from March to June": the bounds of a stated period, not a pick.
const RANGE_BEFORE = /(?:\bfrom|\bbetween|\bto|\bthrough|\buntil|\band|[–—-])\s*(?:\*\*)?$/i;
const RANGE_AFTER = /^(?:\*\*)?\s*(?:to|through|until|and|[–—-])\s/i;

/** "\n- **Phone**": a list item's bullet, which names a group rather than bounding a period. */
const BULLET_BEFORE = /(?:^|\n)[ \t]*[-–—*•][ \t]*(?:\*\*)?$/;

/** Whether `rival` is named before `before` other than as the bound of a period. */
function rivalNamedBefore(text: string, rival: string, before: number): boolean {
  for (const match of text.matchAll(mentionPattern(rival))) {
    if (match.index >= before) return false;
    const preceding = text.slice(Math.max(0, match.index - 12), match.index);
    const following = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    if (BULLET_BEFORE.test(text.slice(0, match.index))) return true;
    if (!RANGE_BEFORE.test(preceding) && !RANGE_AFTER.test(following)) return true;
  }
  return false;
}

function gradeName(answerText: string, expected: ExpectedName): string | undefined {
  // A timestamp names its day: "2025-11-20T17:36:00Z" counts as "2025-11-20".
  const text = answerText.replace(/\b(\d{4}-\d{2}-\d{2})T[\d:.]+Z?/g, '$1');
  const at = firstMention(text, expected.anyOf);
  if (at < 0) return `does not name ${expected.label} ${expected.anyOf[0]}`;
  const rivals = (expected.rivals ?? []).filter(
    (rival) => !expected.anyOf.some((name) => name.toLowerCase() === rival.toLowerCase()),
  );
  for (const rival of rivals) {
    if (rivalNamedBefore(text, rival, at)) {
      return `names ${rival} before ${expected.label} ${expected.anyOf[0]}`;
    }
  }
  return undefined;
}

export function formatExpected(expected: ExpectedFigure): string {
  const digits = (value: number) => Number(value.toPrecision(4)).toString();
  return expected.share
    ? `${digits(expected.value * 100)}% ±${digits(expected.tolerance * 100)}pp`
    : `${digits(expected.value)} ±${digits(expected.tolerance)}`;
}

/** Grades one answer against its expectation. */
export function gradeAnswer(
  question: string,
  answer: GradedAnswer | undefined,
  expectation: Expectation,
): Grade {
  if (!answer || answer.text.trim() === '') {
    return { right: false, reason: `no answer (run ended: ${answer?.endReason ?? 'unknown'})` };
  }
  if (expectation.kind === 'decline') {
    return declines(answer)
      ? { right: true, reason: 'declined' }
      : { right: false, reason: `answered instead of declining (${expectation.why})` };
  }
  if (answer.status === 'not answerable') {
    return { right: false, reason: 'declined an answerable question' };
  }
  const figures = extractFigures(answer.text);
  const asked = questionNumbers(question);
  const problems = [
    ...(expectation.figures ?? []).map((expected) =>
      gradeFigure(answer.text, figures, expected, asked),
    ),
    ...(expectation.names ?? []).map((expected) => gradeName(answer.text, expected)),
  ].filter((problem): problem is string => problem !== undefined);
  return problems.length === 0
    ? { right: true, reason: 'right' }
    : { right: false, reason: problems.join('; ') };
}

/** The expectation in a line, for the failure list. */
export function describeExpectation(expectation: Expectation): string {
  if (expectation.kind === 'decline') return `decline: ${expectation.why}`;
  return [
    ...(expectation.figures ?? []).map((figure) => `${figure.label} ${formatExpected(figure)}`),
    ...(expectation.names ?? []).map(
      (name) => `${name.label} ${name.anyOf[0]}${name.rivals ? ' (first)' : ''}`,
    ),
  ].join('; ');
}
