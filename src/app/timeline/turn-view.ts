import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { EvidenceFocus } from '../answer/evidence-focus';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MarkdownComponent } from 'ngx-markdown';
import { AnswerCard } from '../answer/answer-card';
import { AnswerChart } from '../insights/answer-chart';
import { ContextChip } from '../insights/context-chip';
import { ActionCard } from './action-card';
import { ModelWait } from './model-wait';
import { NoticeCard } from './notice-card';
import { ObservationCard } from './observation-card';
import { describeEndReason, formatSeconds, summarizeRun, type NoticeState } from './run-reducer';
import type { Turn } from './run-store';
import { ThoughtCard } from './thought-card';
import { WhenVisible } from './when-visible';

/**
 * Steps rendered at first, and added each time the end of the list comes near, when a finished
 * run's steps are shown: a 500-step trace opens at once, and each chunk (markdown thoughts, cards)
 * renders in well under 50 ms, so scrolling stays smooth.
 */
export const STEP_CHUNK = 10;

/** One question with its steps, answer and, when it failed, why and a Retry button. */
@Component({
  selector: 'app-turn-view',
  imports: [
    ActionCard,
    AnswerCard,
    AnswerChart,
    ContextChip,
    MarkdownComponent,
    MatButtonModule,
    MatIconModule,
    MatProgressBarModule,
    ModelWait,
    NoticeCard,
    ObservationCard,
    ThoughtCard,
    WhenVisible,
  ],
  templateUrl: './turn-view.html',
  styleUrl: './turn-view.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class TurnView {
  readonly turn = input.required<Turn>();
  readonly live = input(false);
  /** Wall-clock now, ticking while a run is live. */
  readonly now = input(0);
  readonly askedQuestions = input<ReadonlySet<string>>(new Set());
  /** Another run is live: follow-ups and retry wait. */
  readonly busy = input(false);
  /** Keeps the steps shown after the answer arrives (a replay watches them). */
  readonly stepsOpen = input(false);
  readonly followUp = output<string>();
  readonly retry = output();

  /** The analyst's choice to see the steps of an answered turn. */
  private readonly stepsRequested = signal(false);

  protected readonly run = computed(() => this.turn().run);
  protected readonly hasSteps = computed(
    () => this.run().steps.length > 0 || this.run().notices.length > 0,
  );
  protected readonly collapsible = computed(() => this.run().answer !== null && this.hasSteps());
  private readonly evidenceFocus = inject(EvidenceFocus);
  /** A figure of this turn's answer that the analyst opened: its observation must be on screen. */
  protected readonly evidenceTarget = computed(() => this.evidenceFocus.targetIn(this.run().runId));
  protected readonly collapsed = computed(
    () =>
      this.collapsible() && !this.stepsRequested() && !this.stepsOpen() && !this.evidenceTarget(),
  );
  protected readonly summary = computed(() => summarizeRun(this.run()));

  private readonly stepLimit = signal(STEP_CHUNK);
  /** A live run shows every step (it is followed at its end); a finished one renders in chunks. */
  protected readonly visibleSteps = computed(() => {
    const steps = this.run().steps;
    return this.live() ? steps : steps.slice(0, this.stepLimit());
  });
  protected readonly hiddenStepCount = computed(
    () => this.run().steps.length - this.visibleSteps().length,
  );

  protected readonly noticesByStep = computed(() => {
    const byStep = new Map<number, NoticeState[]>();
    for (const notice of this.run().notices) {
      byStep.set(notice.step, [...(byStep.get(notice.step) ?? []), notice]);
    }
    return byStep;
  });

  protected readonly problem = computed(() => {
    const turn = this.turn();
    if (turn.failure) return turn.failure;
    const end = turn.run.end;
    return end && end.reason !== 'answered' ? describeEndReason(end) : null;
  });

  protected readonly elapsed = computed(() =>
    formatSeconds(Math.max(0, this.now() - this.turn().startedAtMs)),
  );

  protected showMoreSteps(): void {
    if (this.hiddenStepCount() > 0) this.stepLimit.update((limit) => limit + STEP_CHUNK);
  }

  protected toggleSteps(): void {
    this.stepsRequested.update((shown) => !shown);
  }
}
