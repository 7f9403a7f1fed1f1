import { extractFigures } from './answer-figures';
import { type FitCheck, type FitFinding, assessFit } from './answer-fit';
import { assessConfidence } from './confidence';
import { type ConstraintCheck, checkConstraints } from './constraint-coverage';
import type { AnswerStatus, Confidence, FigureEvidence, RunEndReason, TurnContext } from './events';
import type { DataDictionary } from './dataset';
import { EvidenceIndex } from './evidence';
import { findFigureEvidence } from './figure-evidence';
import { type ObservedCall, inCallOrder, valueAt } from './observed-values';
import type { CorpusPeriod } from './prompts';
import type { DraftAnswer } from './protocols/protocol';
import { extractConstraints } from './question-constraints';
import { expandQuestionWords } from './question-words';
import { isPlainObject } from './validate-input';

export interface AssessmentInput {
  question: string;
  context?: TurnContext;
  previousQuestion?: string;
  period: CorpusPeriod;
  dataset?: DataDictionary;
  draft: DraftAnswer;
  /** The run's successful tool calls with their FULL outputs. */
  calls: readonly ObservedCall[];
  failedCalls: number;
  shortenedResults: number;
  groundedSources: number;
  ungroundedSources: number;
  repairs: number;
  limit?: Extract<RunEndReason, 'max-steps' | 'tool-budget'>;
  /** The fit checks to run: all of them unless given (an evaluation leaves one out to weigh it). */
  fitChecks?: readonly FitCheck[];
}

export interface AnswerAssessment {
  status: AnswerStatus;
  evidence: FigureEvidence[];
  checks: ConstraintCheck[];
  confidence: Confidence;
}

/** Words with which an answer declines, in its opening sentences. */
const DECLINE =
  /\b(?:could not|couldn't|cannot|can't|unable to|not able to)\s+(?:be\s+)?(?:answer|find|determine|compute|tell)|\b(?:does|do)\s+not\s+(?:hold|contain|record|include|have)\b|\bno\s+(?:data|records?|results|matches|information)\s+(?:for|on|about|match)|\bnot\s+(?:in|covered by)\s+the\s+data\b/i;
const COUNT_KEYS = ['count', 'total', 'n', 'from', 'size'];
/** Figures whose trust depends on how many rows stand behind them: rates, shares, averages. */
const ESTIMATE_KINDS = new Set(['percent', 'decimal', 'ratio']);
const LIST_KEYS = ['results', 'rows', 'groups', 'days', 'series', 'categories', 'paths'];

/**
 * Evidence for each figure, the question's terms checked, the outcome and the confidence. The
 * calls are read in a fixed order (inCallOrder): calls of one step are recorded as they finish, and
 * the same answer over the same results must get the same score.
 */
export function assessAnswer(recorded: AssessmentInput): AnswerAssessment {
  const input = { ...recorded, calls: inCallOrder(recorded.calls) };
  // Read with the words the planner reads ("msgs", "crd"), so confidence knows what it knows.
  const question = expandQuestionWords(input.question, input.dataset);
  const previousQuestion =
    input.previousQuestion && expandQuestionWords(input.previousQuestion, input.dataset);
  const constraints = extractConstraints({
    question,
    period: input.period,
    ...(input.dataset ? { dataset: input.dataset } : {}),
    ...(input.context ? { context: input.context } : {}),
    ...(previousQuestion ? { previousQuestion } : {}),
  });
  const checks = checkConstraints(constraints, input.calls, input.period, question);
  const given = [
    ...givenFigures(input),
    ...constraints.flatMap((constraint) =>
      constraint.kind === 'period' ? [constraint.from, constraint.to] : [],
    ),
  ];
  const evidence = findFigureEvidence(input.draft.text, input.calls, given);
  const emptyResults = input.calls.filter((call) => isEmptyResult(call.output)).length;
  const fit = assessFit(
    {
      question,
      ...(previousQuestion ? { previousQuestion } : {}),
      answer: input.draft.text,
      constraints,
      figures: evidence,
      calls: input.calls,
      ...(input.dataset ? { dataset: input.dataset } : {}),
      period: input.period,
    },
    input.fitChecks,
  );
  const status = decideStatus(input, checks, emptyResults, fit);
  const main = evidence.find(
    (figure) => figure.status !== 'unsupported' && ESTIMATE_KINDS.has(figure.kind),
  );
  const sampleSize = main ? sampleSizeOf(main, input.calls) : undefined;
  const sources = groundedSourcesOf(input);
  const confidence = assessConfidence({
    status,
    figures: evidence,
    checks,
    fit,
    ...(sampleSize !== undefined ? { sampleSize } : {}),
    ...(input.draft.rating !== undefined ? { modelRating: input.draft.rating } : {}),
    ...(input.draft.ratingReason ? { modelReason: input.draft.ratingReason } : {}),
    successfulCalls: input.calls.length,
    failedCalls: input.failedCalls,
    emptyResults,
    recoveredEmptyResults: recoveredEmpties(input.calls, evidence),
    shortenedResults: input.shortenedResults,
    groundedSources: sources.grounded,
    ungroundedSources: sources.ungrounded,
    repairs: input.repairs,
    ...(input.limit ? { limit: input.limit } : {}),
  });
  return { status, evidence, checks, confidence };
}

/**
 * The answer's cited records found in the tool results: those the run counted, or more where a
 * result holds a cited id the run's own index did not read as one (a recording made before it read
 * an import's ids like "AKLSC27848" is scored as it is now).
 */
function groundedSourcesOf(input: AssessmentInput): { grounded: number; ungrounded: number } {
  const cited = input.draft.sources;
  if (!cited.length || !input.ungroundedSources) {
    return { grounded: input.groundedSources, ungrounded: input.ungroundedSources };
  }
  const index = new EvidenceIndex();
  for (const call of input.calls) index.add(call.output);
  const grounded = Math.max(input.groundedSources, cited.filter((id) => index.has(id)).length);
  return { grounded, ungrounded: Math.max(0, cited.length - grounded) };
}

/** Figures of the question, its chart context and the data's span and counts. */
function givenFigures(input: AssessmentInput): (number | string)[] {
  const given: (number | string)[] = [input.period.from, input.period.to];
  given.push(...extractFigures(input.question).map((figure) => figure.value));
  if (input.context) {
    given.push(...extractFigures(JSON.stringify(input.context)).map((figure) => figure.value));
  }
  if (input.dataset) {
    given.push(...Object.values(input.dataset.counts).filter((count) => count > 0));
    // A field's own label ("satisfaction (0–10)") quoted beside its figure is the data's name for
    // it, not a claim of the run.
    for (const field of input.dataset.fields) {
      if (field.label) given.push(...extractFigures(field.label).map((figure) => figure.value));
    }
  }
  return given;
}

function decideStatus(
  input: AssessmentInput,
  checks: readonly ConstraintCheck[],
  emptyResults: number,
  fit: readonly FitFinding[],
): AnswerStatus {
  const declined =
    input.draft.status === 'not answerable' ||
    DECLINE.test(withoutDataWords(openingOf(input.draft.text), input.calls));
  const outside = checks.some((check) => check.outcome === 'outside');
  const nothingFound = input.calls.length === 0 || emptyResults === input.calls.length;
  const unanswerable = fit.some((finding) => finding.declines);
  if (declined || outside || nothingFound || unanswerable) return 'not answerable';
  if (input.draft.status === 'partly answered') return 'partly answered';
  if (checks.some((check) => check.outcome === 'uncovered')) return 'partly answered';
  if (fit.some((finding) => finding.partial)) return 'partly answered';
  return 'answered';
}

/**
 * The first two sentences: where an answer that declines says so. Lists and quoted values further
 * down may hold the data's own words ("Can't Tell" is a reason value), which decline nothing.
 */
function openingOf(text: string): string {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => sentence.trim())
    .slice(0, 2)
    .filter((sentence) => !/^\s*(?:[-*•]|\d+[.)])\s/.test(sentence))
    .join(' ');
}

/**
 * The answer's text with the data's own words blanked: the values the calls filtered or grouped
 * on and the labels of the rows they returned. A value may hold words that decline ("Can't Tell"
 * as a reason, "Not stated", "Unable to contact"): naming it is no decline of the question.
 */
function withoutDataWords(text: string, calls: readonly ObservedCall[]): string {
  const words = new Set<string>();
  for (const call of calls) {
    collectStrings(call.input, words, true);
    collectStrings(call.output, words, false);
  }
  let blanked = text;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    blanked = blanked.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'),
      ' ',
    );
  }
  return blanked;
}

/**
 * String leaves of two words or more (a phrase that declines has two words at least, and one word
 * such as "in" may be an operator, not a value): every one of a call's input, and in its output
 * the fields of the rows its lists hold — never a note, a message or a summary, which may decline.
 */
function collectStrings(value: unknown, into: Set<string>, keep: boolean): void {
  if (typeof value === 'string') {
    if (keep && /\S\s+\S/.test(value.trim())) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) if (keep || isPlainObject(item)) collectStrings(item, into, true);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (keep && TOOL_WORDS.test(key)) continue;
      collectStrings(item, into, keep);
    }
  }
}

/** Keys under which a tool writes its own words, not the data's. */
const TOOL_WORDS = /^(?:summary|notes?|message|error|warnings?|explanation|hint)$/i;

/**
 * Empty results a later call of the run made good: the answer's figures rest on a result with
 * rows that came after them (a look-up by id that found nothing, then a search that found the
 * record). They were a path tried, not a gap in what the answer states.
 */
function recoveredEmpties(
  calls: readonly ObservedCall[],
  evidence: readonly FigureEvidence[],
): number {
  const used = new Set(evidence.flatMap((figure) => figure.refs.map((ref) => ref.callId)));
  const lastUsed = Math.max(
    -1,
    ...calls
      .filter((call) => used.has(call.callId) && !isEmptyResult(call.output))
      .map((call) => call.step),
  );
  return calls.filter((call) => isEmptyResult(call.output) && call.step < lastUsed).length;
}

/** A result with no rows: a zero total or count, or its lists all empty. */
export function isEmptyResult(output: unknown): boolean {
  if (!isPlainObject(output)) return output === null || output === undefined;
  for (const key of ['total', 'rowCount', 'count']) {
    if (output[key] === 0) return true;
  }
  const lists = LIST_KEYS.filter((key) => Array.isArray(output[key]));
  return lists.length > 0 && lists.every((key) => (output[key] as unknown[]).length === 0);
}

/**
 * Rows behind a figure: a count beside it in the same object (`count`, `total`…), else the
 * result's own total.
 */
function sampleSizeOf(figure: FigureEvidence, calls: readonly ObservedCall[]): number | undefined {
  const ref = figure.refs[0];
  if (!ref) return undefined;
  const call = calls.find((candidate) => candidate.callId === ref.callId);
  if (!call) return undefined;
  const parent = valueAt(
    call.output,
    parentPath(ref.path.replace(/^sum\((.*)\[\*\]\.\w+\)$/, '$1')),
  );
  for (const source of [
    parent,
    call.output,
    isPlainObject(call.output) ? call.output['overall'] : undefined,
  ]) {
    if (!isPlainObject(source)) continue;
    for (const key of COUNT_KEYS) {
      const value = source[key];
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    }
  }
  return undefined;
}

function parentPath(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut > 0 ? path.slice(0, cut) : '';
}
