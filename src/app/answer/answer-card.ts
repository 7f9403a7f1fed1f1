import { DecimalPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, inject, input, output } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatChipsModule, type MatChipSelectionChange } from '@angular/material/chips';
import { MatIconModule } from '@angular/material/icon';
import { MarkdownComponent } from 'ngx-markdown';
import type { RunStats } from '../../agent/events';
import { SourceViewer } from '../sources/source-viewer';
import type { AnswerState } from '../timeline/run-reducer';
import { formatSeconds } from '../timeline/run-reducer';
import { ConfidenceChip } from './confidence-chip';

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

  readonly answer = input.required<AnswerState>();
  readonly stats = input<RunStats | null>(null);
  /** Questions already asked in this conversation: their chips show as used. */
  readonly askedQuestions = input<ReadonlySet<string>>(new Set());
  /** A run is live: follow-ups wait for it. */
  readonly busy = input(false);
  readonly followUp = output<string>();

  protected readonly duration = computed(() => {
    const stats = this.stats();
    return stats ? formatSeconds(stats.durationMs) : null;
  });

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
