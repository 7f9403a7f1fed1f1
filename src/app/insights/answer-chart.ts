import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { FigureEvidence } from '../../agent/events';
import type { RunState } from '../timeline/run-reducer';
import { ResultChart } from './result-chart';
import { highlightedIndex, resultSeries, type ResultSeries } from './result-series';

const QUANTITY_KINDS = new Set<FigureEvidence['kind']>(['count', 'percent', 'ratio', 'decimal']);

export interface AnswerChartChoice {
  readonly series: ResultSeries;
  readonly highlight: number | null;
  readonly figure: string;
  readonly tool: string;
  readonly step: number;
}

/**
 * The chart that carried an answer's main figure: the first supported figure whose evidence points
 * into a chartable series, with that point highlighted; a figure resting on a series without a
 * row reference shows the series alone. Null when no figure rests on a chartable result.
 */
export function chooseAnswerChart(
  run: RunState,
  evidence: readonly FigureEvidence[],
): AnswerChartChoice | null {
  let fallback: AnswerChartChoice | null = null;
  // A quantity (count, share, ratio) is the main figure sooner than a date or period it is about.
  const quantities = evidence.filter((figure) => QUANTITY_KINDS.has(figure.kind));
  const others = evidence.filter((figure) => !QUANTITY_KINDS.has(figure.kind));
  for (const figure of [...quantities, ...others]) {
    if (figure.status === 'unsupported') continue;
    for (const ref of figure.refs) {
      const call = run.steps
        .find((step) => step.step === ref.step)
        ?.calls.find((candidate) => candidate.callId === ref.callId);
      if (!call || call.status !== 'output-available') continue;
      const series = resultSeries(call.output);
      if (!series) continue;
      const highlight = highlightedIndex(series, ref.path);
      const choice = { series, highlight, figure: figure.text, tool: call.tool, step: call.step };
      if (highlight !== null) return choice;
      fallback ??= choice;
    }
  }
  return fallback;
}

/** Below an answer: the chart its main figure came from, that figure's point highlighted. */
@Component({
  selector: 'app-answer-chart',
  imports: [ResultChart],
  template: `
    @if (choice(); as choice) {
      <section class="answer-chart" aria-label="Chart behind the answer">
        <p class="label">
          {{ choice.figure }} comes from <code>{{ choice.tool }}</code> (step {{ choice.step }})
        </p>
        <app-result-chart [series]="choice.series" [highlight]="choice.highlight" />
      </section>
    }
  `,
  styles: `
    .answer-chart {
      margin: 8px 0 0;
      padding: 8px 12px;
      border-radius: 12px;
      background: var(--mat-sys-surface-container-low);
    }
    .label {
      margin: 0;
      font: var(--mat-sys-body-small);
      color: var(--mat-sys-on-surface-variant);
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { 'data-testid': 'answer-chart' },
})
export class AnswerChart {
  readonly run = input.required<RunState>();

  protected readonly choice = computed(() => {
    const run = this.run();
    return run.answer?.evidence ? chooseAnswerChart(run, run.answer.evidence) : null;
  });
}
