import { ChangeDetectionStrategy, Component, computed, inject, linkedSignal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import { MatInputModule } from '@angular/material/input';
import { describeBubble } from './bubble-data';
import { InsightsStore } from './insights-store';

/** The clicked bubble: its figures, the follow-up questions it suggests and an editable question. */
@Component({
  selector: 'app-bubble-followups-panel',
  imports: [MatButtonModule, MatFormFieldModule, MatIconModule, MatInputModule],
  template: `
    @if (store.selected(); as bubble) {
      <section class="point" aria-labelledby="point-title">
        <div class="head">
          <h3 id="point-title" class="title">{{ lines()[0] }}</h3>
          <button
            mat-icon-button
            type="button"
            aria-label="Clear the selected bubble"
            (click)="store.select(null)"
          >
            <mat-icon>close</mat-icon>
          </button>
        </div>
        <p class="figures">{{ lines().slice(1).join(' · ') }}</p>
        <div class="chips" role="group" aria-label="Questions about this point">
          @for (question of store.followUps(); track question) {
            <button
              type="button"
              class="chip"
              data-testid="bubble-followup-chip"
              [disabled]="store.busy()"
              (click)="ask(question)"
            >
              {{ question }}
            </button>
          }
        </div>
        <form class="own" (submit)="askDraft($event)">
          <mat-form-field appearance="outline" subscriptSizing="dynamic" class="field">
            <mat-label>Your question about this point</mat-label>
            <input
              matInput
              data-testid="bubble-question"
              [value]="draft()"
              (input)="draft.set($any($event.target).value)"
            />
          </mat-form-field>
          <button mat-flat-button type="submit" [disabled]="!draft().trim() || store.busy()">
            Ask
          </button>
        </form>
        @if (store.busy()) {
          <p class="busy">A question is running; ask when it has finished.</p>
        }
      </section>
    }
  `,
  styles: `
    .point {
      display: flex;
      flex-direction: column;
      gap: 8px;
      padding: 12px;
      border-radius: 12px;
      background: var(--mat-sys-surface-container);
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
    }
    .title {
      margin: 0;
      font: var(--mat-sys-title-small);
    }
    .figures,
    .busy {
      margin: 0;
      font: var(--mat-sys-body-small);
      color: var(--mat-sys-on-surface-variant);
    }
    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .chip {
      padding: 6px 12px;
      border: 1px solid var(--mat-sys-outline);
      border-radius: 8px;
      background: var(--mat-sys-surface);
      color: var(--mat-sys-on-surface);
      font: var(--mat-sys-label-large);
      text-align: left;
      cursor: pointer;
    }
    .chip:hover:not(:disabled) {
      background: var(--mat-sys-secondary-container);
    }
    .chip:disabled {
      opacity: 0.5;
      cursor: default;
    }
    .own {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .field {
      flex: 1 1 auto;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class BubbleFollowupsPanel {
  protected readonly store = inject(InsightsStore);

  protected readonly lines = computed(() => {
    const bubble = this.store.selected();
    return bubble ? describeBubble(bubble, this.store.chartData().granularity) : [];
  });
  /** Starts as the first suggestion for each new point; the analyst may rewrite it. */
  protected readonly draft = linkedSignal(() => this.store.followUps()[0] ?? '');

  protected ask(question: string): void {
    this.store.ask(question);
  }

  protected askDraft(event: Event): void {
    event.preventDefault();
    this.store.ask(this.draft().trim());
  }
}
