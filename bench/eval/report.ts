import { calibrate, type Calibration } from './calibration';
import { CATEGORIES, type Category, type DatasetName, type Expectation } from './eval-case';
import type { RecordedAssessment, ToolCallOutcome } from './run-case';

/** One graded case as the report and the results file keep it. */
export interface CaseResult {
  readonly id: string;
  readonly dataset: DatasetName;
  readonly category: Category;
  readonly question: string;
  readonly previous: readonly string[];
  /** The answers the earlier turns got (the history the graded turn saw). */
  readonly previousAnswers?: readonly string[];
  readonly expected: string;
  readonly right: boolean;
  readonly reason: string;
  readonly status?: string;
  readonly confidence?: number;
  readonly level?: 'high' | 'medium' | 'low';
  readonly answer?: string;
  /** Figures of the answer the engine found no observation for. */
  readonly unsupportedFigures?: number;
  readonly endReason: string;
  /** run-end.message when the run ended otherwise than answered. */
  readonly endMessage?: string;
  /** The graded turn's tool calls: name, input and whether it succeeded. */
  readonly tools: readonly ToolCallOutcome[];
  readonly durationMs: number;
  /** The truth the answer was graded against, so that a replay can grade it again. */
  readonly expectation?: Expectation;
  /** What the engine assessed the graded answer from (replay.ts scores it again). */
  readonly assessment?: RecordedAssessment;
}

export interface Target {
  readonly label: string;
  /** True too when there is nothing to judge it on (`noData`): no data misses no target. */
  readonly met: boolean;
  readonly value: string;
  /** The run holds nothing to judge the target on (no wrong answer for a gap, no High answer). */
  readonly noData?: true;
}

/** A target judged only when the run has data for it; `missing` says what it lacks ("n/a"). */
function judged(
  label: string,
  missing: string | false,
  outcome: { met: boolean; value: string },
): Target {
  return missing ? { label, met: true, value: missing, noData: true } : { label, ...outcome };
}

export interface Summary {
  readonly total: number;
  readonly right: number;
  readonly accuracy: number;
  readonly byCategory: Record<string, { total: number; right: number; accuracy: number }>;
  readonly byDataset: Record<string, { total: number; right: number; accuracy: number }>;
  readonly calibration: Calibration;
  readonly unanswerable: { total: number; declined: number };
  readonly targets: readonly Target[];
}

function tally(results: readonly CaseResult[]) {
  const right = results.filter((result) => result.right).length;
  return { total: results.length, right, accuracy: results.length ? right / results.length : 0 };
}

function percent(value: number | undefined): string {
  return value === undefined ? '—' : `${(value * 100).toFixed(1)}%`;
}

function decimal(value: number | undefined): string {
  return value === undefined ? '—' : value.toFixed(2);
}

export function summarize(results: readonly CaseResult[]): Summary {
  const overall = tally(results);
  const byCategory: Summary['byCategory'] = {};
  for (const category of CATEGORIES) {
    const inCategory = results.filter((result) => result.category === category);
    if (inCategory.length) byCategory[category] = tally(inCategory);
  }
  const byDataset: Summary['byDataset'] = {};
  for (const dataset of new Set(results.map((result) => result.dataset))) {
    byDataset[dataset] = tally(results.filter((result) => result.dataset === dataset));
  }
  const calibration = calibrate(
    results.map((result) => ({
      right: result.right,
      score: result.confidence,
      level: result.level,
    })),
  );
  const unanswerable = results.filter((result) => result.category === 'unanswerable');
  const declined = unanswerable.filter((result) => result.right).length;
  const worstCategory = Math.min(...Object.values(byCategory).map((entry) => entry.accuracy));
  const targets: Target[] = [
    {
      label: 'right overall ≥ 90%',
      met: overall.accuracy >= 0.9,
      value: percent(overall.accuracy),
    },
    judged('right in every category ≥ 90%', results.length === 0 && 'no cases', {
      met: worstCategory >= 0.9,
      value: `lowest ${percent(worstCategory)}`,
    }),
    judged('High answers right ≥ 95%', calibration.high.count === 0 && 'no High answer', {
      met: calibration.high.accuracy >= 0.95,
      value: `${calibration.high.right}/${calibration.high.count}`,
    }),
    judged(
      'confidence gap right − wrong ≥ 0.3',
      calibration.gap === undefined && `no ${overall.right > 0 ? 'wrong' : 'right'} answer`,
      {
        met: (calibration.gap ?? 0) >= 0.3,
        value: decimal(calibration.gap),
      },
    ),
    judged('every unanswerable declined', unanswerable.length === 0 && 'no unanswerable case', {
      met: declined === unanswerable.length,
      value: `${declined}/${unanswerable.length}`,
    }),
  ];
  return {
    ...overall,
    byCategory,
    byDataset,
    calibration,
    unanswerable: { total: unanswerable.length, declined },
    targets,
  };
}

function firstLine(text: string | undefined): string {
  const line =
    (text ?? '')
      .trim()
      .split('\n')
      .find((entry) => entry.trim() !== '') ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

function describeCall(call: CaseResult['tools'][number]): string {
  const input = JSON.stringify(call.input ?? {});
  const shown = input.length > 200 ? `${input.slice(0, 197)}…` : input;
  return call.ok
    ? `call: ${call.tool} ${shown}`
    : `failed call: ${call.tool} ${shown} → ${call.error ?? 'error'}`;
}

/** The table an engineer reads: accuracy per category, calibration, targets, then every failure. */
export function formatReport(results: readonly CaseResult[], summary: Summary): string {
  const lines: string[] = [];
  const row = (label: string, entry: { total: number; right: number; accuracy: number }) =>
    `  ${label.padEnd(18)} ${String(entry.right).padStart(4)} / ${String(entry.total).padEnd(4)} ${percent(entry.accuracy).padStart(7)}`;
  lines.push('Accuracy by category');
  for (const [category, entry] of Object.entries(summary.byCategory))
    lines.push(row(category, entry));
  for (const [dataset, entry] of Object.entries(summary.byDataset))
    lines.push(row(`[${dataset}]`, entry));
  lines.push(row('overall', summary));
  const { calibration } = summary;
  lines.push('', 'Calibration');
  lines.push(
    `  High answers right   ${calibration.high.right} / ${calibration.high.count} (${percent(calibration.high.accuracy)})`,
  );
  lines.push(
    `  mean confidence      right ${decimal(calibration.meanRight)} · wrong ${decimal(calibration.meanWrong)} · gap ${decimal(calibration.gap)}`,
  );
  lines.push(`  ROC area             ${decimal(calibration.auc)}`);
  const byLevel = (['high', 'medium', 'low'] as const).map((level) => {
    const rated = results.filter((result) => result.level === level);
    return `${level} ${rated.filter((result) => result.right).length}/${rated.length}`;
  });
  const unrated = results.filter((result) => result.level === undefined).length;
  lines.push(
    `  right by level       ${byLevel.join(' · ')}${unrated ? ` · no answer ${unrated}` : ''}`,
  );
  const flagged = (right: boolean) =>
    results.filter((result) => result.right === right && (result.unsupportedFigures ?? 0) > 0)
      .length;
  lines.push(
    `  unsupported figure   in ${flagged(true)} right and ${flagged(false)} wrong answers`,
  );
  lines.push(
    `  unanswerable         ${summary.unanswerable.declined} / ${summary.unanswerable.total} declined`,
  );
  const unanswerable = results.filter((result) => result.category === 'unanswerable');
  if (unanswerable.length) {
    lines.push('', 'Unanswerable questions');
    for (const result of unanswerable) {
      lines.push(
        `  ${result.right ? 'declined    ' : 'NOT declined'}  ${result.id}: ${result.question}`,
      );
    }
  }
  lines.push('', 'Targets');
  for (const target of summary.targets) {
    const verdict = target.noData ? 'n/a ' : target.met ? 'PASS' : 'FAIL';
    lines.push(`  ${verdict}  ${target.label.padEnd(36)} ${target.value}`);
  }
  const failures = results.filter((result) => !result.right);
  if (failures.length) {
    lines.push('', `Failures (${failures.length})`);
    for (const failure of failures) {
      lines.push(
        `- [${failure.category}] ${failure.id}  (${failure.level ?? 'no'} ${decimal(failure.confidence)}, ${failure.status ?? failure.endReason})`,
      );
      failure.previous.forEach((previous, index) => {
        lines.push(`    earlier: ${previous}`);
        lines.push(`      → ${firstLine(failure.previousAnswers?.[index])}`);
      });
      lines.push(`    Q: ${failure.question}`);
      lines.push(`    expected: ${failure.expected}`);
      lines.push(
        `    got: ${failure.answer ? firstLine(failure.answer) : `no answer — run ended ${failure.endReason}: ${failure.endMessage ?? ''}`}`,
      );
      lines.push(`    why: ${failure.reason}`);
      for (const call of failure.tools) lines.push(`    ${describeCall(call)}`);
    }
  }
  return lines.join('\n');
}
