import { DecimalPipe } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatChipsModule, type MatChipSelectionChange } from '@angular/material/chips';
import { MatIconModule } from '@angular/material/icon';
import { MarkdownComponent } from 'ngx-markdown';
import type { RunStats } from '../../agent/events';
import { estimateRunCostUsd, formatCostUsd } from '../../agent/run-cost';
import { SourceViewer } from '../sources/source-viewer';
import type { AnswerState } from '../timeline/run-reducer';
import { formatSeconds } from '../timeline/run-reducer';
import { ConfidenceChip } from './confidence-chip';
import { EvidenceFocus } from './evidence-focus';
import { describeEvidence } from '../../agent/figure-evidence';
import { markFigures } from './figure-marks';
import { formatBytes, splitForDisplay } from './display-limit';

const STATUS_LABELS = {
  answered: 'Answered',
  'partly answered': 'Partly answered',
  'not answerable': 'Could not answer',
} as const;

/** The final answer: sanitised markdown, sources, explained confidence, follow-ups, run stats. */
@Component({
  selector: 'app-answer-card',
  imports: [
    ConfidenceChip,
    DecimalPipe,
    MarkdownComponent,
    MatButtonModule,
    MatChipsModule,
    MatIconModule,
  ],
  templateUrl: './answer-card.html',
  styleUrl: './answer-card.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'step-card answer', 'data-testid': 'timeline-step', 'data-kind': 'answer' },
})
export class AnswerCard {
  private readonly sourceViewer = inject(SourceViewer);
  private readonly evidenceFocus = inject(EvidenceFocus);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);

  readonly answer = input.required<AnswerState>();
  /** The run the answer belongs to: figures open observations of this run. */
  readonly runId = input<string | null>(null);
  readonly stats = input<RunStats | null>(null);
  /** The run's estimated cost from list prices; none for the offline planner or a local model. */
  protected readonly cost = computed(() => {
    const stats = this.stats();
    const usd = stats ? estimateRunCostUsd(stats) : undefined;
    return usd === undefined ? null : formatCostUsd(usd);
  });
  /** Questions already asked in this conversation: their chips show as used. */
  readonly askedQuestions = input<ReadonlySet<string>>(new Set());
  /** A run is live: follow-ups wait for it. */
  readonly busy = input(false);
  readonly followUp = output<string>();

  protected readonly duration = computed(() => {
    const stats = this.stats();
    return stats ? formatSeconds(stats.durationMs) : null;
  });

  /** A huge answer renders its first part; the rest waits, as plain text, until asked for. */
  protected readonly display = computed(() => splitForDisplay(this.answer().text));
  protected readonly shortenedSize = computed(() => formatBytes(this.display().bytes));
  protected readonly restShown = signal(false);

  /** What the hovered or focused figure rests on, read out politely. */
  protected readonly activeFigure = signal('');

  protected readonly statusLabel = computed(() => {
    const status = this.answer().status;
    return status ? STATUS_LABELS[status] : '';
  });
  protected readonly statusClass = computed(() => (this.answer().status ?? '').replace(' ', '-'));

  /** The confidence factors that explain a decline or a partial answer (negative ones first). */
  protected readonly outcomeReason = computed(() => {
    // The reasons: factors that took away or stated a cause, not the bookkeeping ones.
    const factors = this.answer()
      .confidence.factors.filter(
        (factor) => factor.delta <= 0 && !/^(Capped|Floor|Model's own rating)/.test(factor.label),
      )
      .map((factor) => factor.label);
    return factors.length ? factors.slice(0, 2).join(' ') : null;
  });

  protected readonly figureCounts = computed(() => {
    const evidence = this.answer().evidence ?? [];
    if (!evidence.length) return null;
    const count = (status: string) => evidence.filter((figure) => figure.status === status).length;
    return {
      total: evidence.length,
      observed: count('observed'),
      derived: count('derived'),
      unsupported: count('unsupported'),
    };
  });

  protected markFigures(): void {
    const container = this.host.nativeElement.querySelector<HTMLElement>('.answer-text');
    const evidence = this.answer().evidence;
    if (!container || !evidence?.length) return;
    for (const { element, figure } of markFigures(container, evidence)) {
      const describe = () => this.activeFigure.set(describeEvidence(figure));
      element.addEventListener('mouseenter', describe);
      element.addEventListener('focus', describe);
      const ref = figure.refs[0];
      const runId = this.runId();
      if (!ref || !runId) continue;
      const open = () => this.evidenceFocus.open(runId, ref, figure.text);
      element.addEventListener('click', open);
      element.addEventListener('keydown', (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open();
        }
      });
    }
  }

  protected showRest(): void {
    this.restShown.set(true);
  }

  protected openSource(id: string): void {
    void this.sourceViewer.open(id);
  }

  protected askFollowUp(question: string, change: MatChipSelectionChange): void {
    // The chip shows "asked" because the question is now a turn, not because it was clicked.
    if (!change.isUserInput) return;
    change.source.selected = this.askedQuestions().has(question);
    if (!this.busy()) this.followUp.emit(question);
  }
}
