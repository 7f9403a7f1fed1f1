// `npm run eval -- --replay FILE [--show wrong|low|all|ID]`: scores the recorded answers of an
// eval results file again with the CURRENT assessment code (figure evidence, constraint coverage,
// answer fit, confidence) without running the planner, and prints the same report. Confidence work
// is then measured on fixed answers while the planner's answers keep changing.
import { readFileSync } from 'node:fs';
import type { AnswerAssessment } from '../../src/agent/answer-assessment';
import type { FitCheck } from '../../src/agent/answer-fit';
import { assessAnswer } from '../../src/agent/answer-assessment';
import type { DataDictionary } from '../../src/agent/dataset';
import type { DatasetName, Expectation } from './eval-case';
import { gradeAnswer } from './grade';
import { formatReport, summarize, type CaseResult, type Summary } from './report';

/** An eval results file as run-eval writes it (the fields a replay reads). */
export interface ResultsRecord {
  readonly set: string;
  readonly at: string;
  /** The data dictionary each data set's runs saw; recorded since the replay tool exists. */
  readonly dictionaries?: Partial<Record<DatasetName, DataDictionary>>;
  readonly results: readonly CaseResult[];
}

export interface ReplayedCase {
  readonly before: CaseResult;
  readonly after: CaseResult;
  /** The new assessment; absent when the run gave no answer to assess. */
  readonly assessment?: AnswerAssessment;
}

export class ReplayError extends Error {}

/**
 * Re-assesses every recorded answer and grades it again (a changed status may turn an answer into
 * a decline or back). Cases without an answer are kept as they were. `fitChecks` replaces the
 * full set of fit checks (to measure what one of them adds).
 */
export function replayResults(
  record: ResultsRecord,
  fitChecks?: readonly FitCheck[],
): ReplayedCase[] {
  const recorded = record.results.filter((result) => result.assessment && result.expectation);
  if (record.results.some((result) => result.answer) && recorded.length === 0) {
    throw new ReplayError(
      'This results file has no recorded assessments (files written before the replay tool ' +
        'lack them): run `npm run eval` again to record one.',
    );
  }
  return record.results.map((before) => {
    if (!before.assessment || !before.expectation || before.answer === undefined) {
      return { before, after: before };
    }
    const dataset = record.dictionaries?.[before.dataset];
    const assessment = assessAnswer({
      ...before.assessment,
      ...(dataset ? { dataset } : {}),
      ...(fitChecks ? { fitChecks } : {}),
    });
    const grade = gradeAnswer(
      before.question,
      { text: before.answer, endReason: before.endReason, status: assessment.status },
      before.expectation as Expectation,
    );
    const after: CaseResult = {
      ...before,
      right: grade.right,
      reason: grade.reason,
      status: assessment.status,
      confidence: assessment.confidence.score,
      level: assessment.confidence.level,
      unsupportedFigures: assessment.evidence.filter((figure) => figure.status === 'unsupported')
        .length,
    };
    return { before, after, assessment };
  });
}

function describeScore(result: CaseResult): string {
  return `${result.level ?? 'none'} ${result.confidence?.toFixed(2) ?? '—'}`;
}

/** The cases a replay moved: level or grade changed. */
export function formatChanges(cases: readonly ReplayedCase[]): string {
  const moved = cases.filter(
    ({ before, after }) => before.level !== after.level || before.right !== after.right,
  );
  if (!moved.length) return 'No case changed level or grade.';
  const lines = [`Changed (${moved.length})`];
  for (const { before, after } of moved) {
    const grade = before.right === after.right ? '' : ` · now ${after.right ? 'right' : 'wrong'}`;
    lines.push(
      `  ${after.right ? '✓' : '✗'} ${after.id}: ${describeScore(before)} → ${describeScore(after)}${grade}`,
    );
  }
  return lines.join('\n');
}

/** Which cases to show with their factors: `wrong` (wrong and not Low), `low` (right and Low). */
export function selectShown(cases: readonly ReplayedCase[], show: string): ReplayedCase[] {
  return cases.filter(({ after }) => {
    if (show === 'all') return true;
    if (show === 'wrong') return !after.right && after.level !== 'low';
    if (show === 'low') return after.right && after.level !== 'high';
    return after.id === show;
  });
}

/** A case with its answer's opening and the new confidence's factors. */
export function formatFactors(replayed: ReplayedCase): string {
  const { after, assessment } = replayed;
  const lines = [
    `- ${after.right ? 'right' : 'WRONG'} ${after.id} (${describeScore(after)}, ${after.status ?? after.endReason})`,
    ...after.previous.map((previous) => `    earlier: ${previous}`),
    `    Q: ${after.question}`,
    `    expected: ${after.expected}`,
    `    A: ${(after.answer ?? '').replace(/\s+/g, ' ').slice(0, 300)}`,
  ];
  for (const factor of assessment?.confidence.factors ?? []) {
    lines.push(`    ${factor.delta >= 0 ? '+' : ''}${factor.delta.toFixed(2)} ${factor.label}`);
  }
  return lines.join('\n');
}

export interface ReplayReport {
  readonly text: string;
  readonly summary: Summary;
}

/** An eval results file, read and checked for its list of results. */
export function readResultsFile(file: string): ResultsRecord {
  let record: ResultsRecord;
  try {
    record = JSON.parse(readFileSync(file, 'utf8')) as ResultsRecord;
  } catch (error) {
    throw new ReplayError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(record?.results)) {
    throw new ReplayError(`${file} is not an eval results file (no "results" list).`);
  }
  return record;
}

/** Reads a results file, replays it and writes the report (and the chosen cases' factors). */
export function replayFile(file: string, show?: string): ReplayReport {
  const record = readResultsFile(file);
  const cases = replayResults(record);
  const after = cases.map((entry) => entry.after);
  const before = summarize(record.results);
  const summary = summarize(after);
  const calibrationLine = (label: string, entry: Summary) =>
    `  ${label.padEnd(9)} High ${entry.calibration.high.right}/${entry.calibration.high.count}` +
    ` · right ${entry.right}/${entry.total}` +
    ` · mean right ${entry.calibration.meanRight?.toFixed(2) ?? '—'}` +
    ` · wrong ${entry.calibration.meanWrong?.toFixed(2) ?? '—'}` +
    ` · gap ${entry.calibration.gap?.toFixed(2) ?? '—'}` +
    ` · AUC ${entry.calibration.auc?.toFixed(2) ?? '—'}`;
  const parts = [
    `Replay of ${file} (set ${record.set}, recorded ${record.at}) with the current assessment code`,
    '',
    formatReport(after, summary),
    '',
    formatChanges(cases),
    '',
    'Recorded vs replayed',
    calibrationLine('recorded', before),
    calibrationLine('replayed', summary),
  ];
  if (show) {
    const shown = selectShown(cases, show);
    parts.push('', `Factors (${shown.length})`, ...shown.map(formatFactors));
  }
  return { text: parts.join('\n'), summary };
}
