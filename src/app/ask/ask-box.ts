import { TextFieldModule } from '@angular/cdk/text-field';
import {
  ChangeDetectionStrategy,
  Component,
  type ElementRef,
  inject,
  output,
  signal,
  viewChild,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatDialog } from '@angular/material/dialog';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import { MatInputModule } from '@angular/material/input';
import { RunStore } from '../timeline/run-store';
import { RunSettings } from './run-settings';

/** The question box with Ask / Stop and the run settings. */
@Component({
  selector: 'app-ask-box',
  imports: [
    MatButtonModule,
    MatFormFieldModule,
    MatIconModule,
    MatInputModule,
    RunSettings,
    TextFieldModule,
  ],
  template: `
    <form class="ask" (submit)="submit($event)" aria-label="Ask a question">
      <div class="row">
        <mat-form-field appearance="outline" class="question" subscriptSizing="dynamic">
          <mat-label>Ask about the customer data</mat-label>
          <textarea
            matInput
            id="ask-input"
            data-testid="ask-input"
            #questionInput
            cdkTextareaAutosize
            cdkAutosizeMinRows="1"
            cdkAutosizeMaxRows="8"
            [value]="draft()"
            (input)="updateDraft($event)"
            (keydown.enter)="submitOnEnter($event)"
            aria-describedby="ask-hint"
          ></textarea>
        </mat-form-field>
        @if (store.isLive()) {
          <button
            mat-flat-button
            class="stop"
            type="button"
            data-testid="run-stop"
            (click)="stop()"
          >
            <mat-icon>stop_circle</mat-icon>
            Stop
          </button>
        } @else {
          <button
            mat-flat-button
            type="submit"
            data-testid="ask-submit"
            [disabled]="!draft().trim()"
          >
            <mat-icon>send</mat-icon>
            Ask
          </button>
        }
      </div>
      <div class="below" [class.settings-open]="settingsShown()">
        <span id="ask-hint" class="hint">
          Enter to ask · Shift+Enter for a new line · Esc stops a running question
        </span>
        <button
          mat-button
          type="button"
          class="settings-toggle"
          (click)="settingsShown.set(!settingsShown())"
          [attr.aria-expanded]="settingsShown()"
          aria-controls="run-settings"
        >
          <mat-icon>tune</mat-icon>
          Run settings
        </button>
        <app-run-settings id="run-settings" class="run-settings" />
      </div>
    </form>
  `,
  styleUrl: './ask-box.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '(document:keydown.escape)': 'stopOnEscape($event)' },
})
export class AskBox {
  protected readonly store = inject(RunStore);
  private readonly dialog = inject(MatDialog);
  protected readonly draft = signal('');
  /** On narrow screens the run settings fold away behind a button. */
  protected readonly settingsShown = signal(false);
  private readonly questionInput =
    viewChild.required<ElementRef<HTMLTextAreaElement>>('questionInput');
  /** A question started (the view follows the new turn). */
  readonly asked = output<string>();

  protected updateDraft(event: Event): void {
    this.draft.set((event.target as HTMLTextAreaElement).value);
  }

  protected submitOnEnter(event: Event): void {
    const keyboard = event as KeyboardEvent;
    // Shift+Enter is a new line; Enter while composing (IME) confirms the composition.
    if (keyboard.shiftKey || keyboard.isComposing) return;
    event.preventDefault();
    this.send();
  }

  protected submit(event: Event): void {
    event.preventDefault();
    this.send();
  }

  protected stop(): void {
    this.store.stop();
  }

  protected stopOnEscape(event: Event): void {
    // Esc belongs to an open dialog or menu first.
    if (!this.store.isLive() || this.dialog.openDialogs.length > 0 || event.defaultPrevented)
      return;
    this.store.stop();
  }

  private send(): void {
    const question = this.draft().trim();
    // The draft stays in the box unless the question really started.
    if (!question || !this.store.ask(question)) return;
    this.draft.set('');
    // The [value] binding may not have seen the typed text yet, so it would not clear the box.
    this.questionInput().nativeElement.value = '';
    this.asked.emit(question);
  }
}
