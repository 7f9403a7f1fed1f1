import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import { MarkdownComponent } from 'ngx-markdown';
import type { StepState } from './run-reducer';

/** The model's reasoning for a step, streaming token by token. */
@Component({
  selector: 'app-thought-card',
  imports: [MarkdownComponent, MatIconModule],
  template: `
    <div class="step-card-head">
      <mat-icon aria-hidden="true">psychology</mat-icon>
      <span class="step-card-kind">Thought</span>
      @if (!step().thoughtDone) {
        <span class="streaming-dot" aria-label="still thinking"></span>
      }
    </div>
    @if (step().thoughtDone) {
      <markdown class="thought-text" [data]="step().thought" />
    } @else {
      <!-- Plain text while it streams: re-rendering markdown on every frame grows with its length. -->
      <p class="thought-text streaming">{{ step().thought }}</p>
    }
  `,
  styles: `
    .thought-text {
      display: block;
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-medium);
    }
    .streaming {
      margin: 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'step-card thought', 'data-testid': 'timeline-step', 'data-kind': 'thought' },
})
export class ThoughtCard {
  readonly step = input.required<StepState>();
}
