import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { RouterLink } from '@angular/router';
import type { Trace } from '../../agent/events';

/** The head of a page about one stored conversation: its title, a way back, and its questions. */
@Component({
  selector: 'app-trace-header',
  imports: [MatButtonModule, MatIconModule, RouterLink],
  template: `
    <header class="bar">
      <a mat-button routerLink="/"><mat-icon>arrow_back</mat-icon>Research</a>
      <h1 class="title">{{ label() }} · {{ trace()?.conversation?.title }}</h1>
    </header>
    @if (missing()) {
      <p role="alert">This conversation is not in your history (it may have been deleted).</p>
    }
    @if (trace(); as trace) {
      @if (trace.turns.length > 1) {
        <nav class="turns" aria-label="Questions of this conversation">
          @for (turn of trace.turns; track turn.id; let index = $index) {
            <button
              mat-stroked-button
              type="button"
              [class.current]="index === current()"
              [attr.aria-current]="index === current() ? 'true' : null"
              (click)="selected.emit(index)"
            >
              {{ index + 1 }}. {{ turn.question }}
            </button>
          }
        </nav>
      }
    }
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .bar {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .title {
      margin: 0;
      font: var(--mat-sys-title-medium);
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .turns {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .current {
      background: var(--mat-sys-secondary-container);
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class TraceHeader {
  readonly label = input.required<string>();
  readonly trace = input<Trace | null>(null);
  readonly missing = input(false);
  /** The index of the question shown. */
  readonly current = input(0);
  readonly selected = output<number>();
}
