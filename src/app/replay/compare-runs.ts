import { canonicalJson } from '../../agent/canonical-json';
import type { Confidence } from '../../agent/events';
import type { RunState, StepState } from '../timeline/run-reducer';

export interface StepSide {
  readonly tools: readonly string[];
  readonly inputs: readonly string[];
  readonly results: readonly string[];
}

export interface StepComparison {
  readonly step: number;
  readonly left: StepSide | null;
  readonly right: StepSide | null;
  /** What differs at this step; empty when the step is the same on both sides. */
  readonly differs: readonly ('tools' | 'arguments' | 'results' | 'missing')[];
}

export interface RunComparison {
  readonly steps: readonly StepComparison[];
  /** The first step where the runs part, or null when every step is the same. */
  readonly firstDivergence: number | null;
  readonly figures: { readonly left: readonly string[]; readonly right: readonly string[] };
  readonly figuresDiffer: boolean;
  readonly confidence: { readonly left: Confidence | null; readonly right: Confidence | null };
  readonly confidenceDiffers: boolean;
}

/**
 * Two runs of one question aligned by step: per step, whether the tools, their arguments or their
 * results differ; then the answers' figures and confidence.
 */
export function compareRuns(left: RunState, right: RunState): RunComparison {
  const count = Math.max(left.steps.length, right.steps.length);
  const steps: StepComparison[] = [];
  for (let index = 0; index < count; index++) {
    const a = left.steps[index] ? sideOf(left.steps[index]!) : null;
    const b = right.steps[index] ? sideOf(right.steps[index]!) : null;
    const differs: StepComparison['differs'][number][] = [];
    if (!a || !b) differs.push('missing');
    else {
      if (!same(a.tools, b.tools)) differs.push('tools');
      if (!same(a.inputs, b.inputs)) differs.push('arguments');
      if (!same(a.results, b.results)) differs.push('results');
    }
    const step = left.steps[index]?.step ?? right.steps[index]!.step;
    steps.push({ step, left: a, right: b, differs });
  }
  const figures = { left: figuresOf(left), right: figuresOf(right) };
  const confidence = {
    left: left.answer?.confidence ?? null,
    right: right.answer?.confidence ?? null,
  };
  return {
    steps,
    firstDivergence: steps.find((step) => step.differs.length > 0)?.step ?? null,
    figures,
    figuresDiffer: !same(figures.left, figures.right),
    confidence,
    confidenceDiffers:
      confidence.left?.level !== confidence.right?.level ||
      Math.abs((confidence.left?.score ?? 0) - (confidence.right?.score ?? 0)) >= 0.005,
  };
}

function sideOf(step: StepState): StepSide {
  return {
    tools: step.calls.map((call) => call.tool),
    inputs: step.calls.map((call) => canonicalJson(call.input ?? null)),
    results: step.calls.map((call) =>
      call.error ? `error: ${call.error.code}` : canonicalJson(call.output ?? null),
    ),
  };
}

/** The answer's figures: from its evidence when the engine gave it, else the numbers of its text. */
function figuresOf(run: RunState): string[] {
  const answer = run.answer;
  if (!answer) return [];
  const evidence = (answer as { evidence?: readonly { text: string }[] }).evidence;
  if (evidence?.length) return evidence.map((figure) => figure.text);
  return Array.from(answer.text.matchAll(/-?\d[\d,]*(?:\.\d+)?%?/g), (match) => match[0]);
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
