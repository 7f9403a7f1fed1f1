import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MarkdownComponent } from 'ngx-markdown';
import { AnswerCard } from '../answer/answer-card';
import { ActionCard } from './action-card';
import { NoticeCard } from './notice-card';
import { ObservationCard } from './observation-card';
import { describeEndReason, formatSeconds, summarizeRun, type NoticeState } from './run-reducer';
import type { Turn } from './run-store';
import { ThoughtCard } from './thought-card';

/** One question with its steps, answer and, when it failed, why and a Retry button. */
@Component({
  selector: 'app-turn-view',
  imports: [
    ActionCard,
    AnswerCard,
    MarkdownComponent,
    MatButtonModule,
    MatIconModule,
    MatProgressBarModule,
    NoticeCard,
    ObservationCard,
    ThoughtCard,
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
  readonly followUp = output<string>();
  readonly retry = output();

  /** The analyst's choice to see the steps of an answered turn. */
  private readonly stepsRequested = signal(false);

  protected readonly run = computed(() => this.turn().run);
  protected readonly hasSteps = computed(
    () => this.run().steps.length > 0 || this.run().notices.length > 0,
  );
  protected readonly collapsible = computed(() => this.run().answer !== null && this.hasSteps());
  protected readonly collapsed = computed(() => this.collapsible() && !this.stepsRequested());
  protected readonly summary = computed(() => summarizeRun(this.run()));

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

  protected toggleSteps(): void {
    this.stepsRequested.update((shown) => !shown);
  }
}
