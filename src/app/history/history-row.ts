import { DatePipe, PercentPipe } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  input,
  viewChild,
  type ElementRef,
  output,
  signal,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatMenuModule } from '@angular/material/menu';
import type { ConversationSummary } from '../timeline/conversation-repository';
import { highlight } from './search-text';

export type HistoryRowAction =
  'open' | 'replay' | 'pin' | 'delete' | 'export-trace' | 'export-markdown' | 'rerun';

/**
 * One conversation of the history: title (matches of a search highlighted, as text), date, turn
 * count, last confidence, and its actions. Renaming happens in place.
 */
@Component({
  selector: 'app-history-row',
  imports: [DatePipe, PercentPipe, MatButtonModule, MatIconModule, MatMenuModule],
  template: `
    @if (renaming()) {
      <input
        #titleInput
        class="rename"
        aria-label="Conversation title"
        [value]="conversation().title"
        maxlength="200"
        (keydown.enter)="finishRename(titleInput.value)"
        (keydown.escape)="renaming.set(false)"
        (blur)="finishRename(titleInput.value)"
      />
    } @else {
      <button
        type="button"
        class="item"
        [class.active]="active()"
        [attr.aria-current]="active() ? 'true' : null"
        (click)="act.emit('open')"
      >
        <span class="item-title">
          @if (conversation().pinned) {
            <mat-icon class="pin" aria-label="Pinned">keep</mat-icon>
          }
          @for (segment of titleSegments(); track $index) {
            @if (segment.match) {
              <mark>{{ segment.text }}</mark>
            } @else {
              {{ segment.text }}
            }
          }
        </span>
        @if (excerpt()) {
          <span class="excerpt" data-testid="history-excerpt">
            @for (segment of excerptSegments(); track $index) {
              @if (segment.match) {
                <mark>{{ segment.text }}</mark>
              } @else {
                {{ segment.text }}
              }
            }
          </span>
        }
        <span class="item-meta">
          {{ conversation().updatedAt | date: 'MMM d, HH:mm' }} ·
          {{ conversation().turnCount }}
          {{ conversation().turnCount === 1 ? 'question' : 'questions' }}
          @if (conversation().lastConfidence; as confidence) {
            ·
            <span [class]="'confidence ' + confidence.level"
              >{{ confidence.level }} {{ confidence.score | percent }}</span
            >
          }
        </span>
      </button>
    }
    <button
      mat-icon-button
      type="button"
      class="more"
      data-testid="history-item-menu"
      [attr.aria-label]="'Actions for ' + conversation().title"
      [matMenuTriggerFor]="menu"
    >
      <mat-icon>more_vert</mat-icon>
    </button>
    <mat-menu #menu="matMenu">
      <button mat-menu-item type="button" data-testid="history-replay" (click)="act.emit('replay')">
        <mat-icon>play_circle</mat-icon>Replay
      </button>
      <button mat-menu-item type="button" data-testid="history-rerun" (click)="act.emit('rerun')">
        <mat-icon>compare_arrows</mat-icon>Re-run and compare
      </button>
      <button mat-menu-item type="button" data-testid="history-rename" (click)="renaming.set(true)">
        <mat-icon>edit</mat-icon>Rename
      </button>
      <button mat-menu-item type="button" data-testid="history-pin" (click)="act.emit('pin')">
        <mat-icon>keep</mat-icon>{{ conversation().pinned ? 'Unpin' : 'Pin' }}
      </button>
      <button mat-menu-item type="button" (click)="act.emit('export-trace')">
        <mat-icon>download</mat-icon>Export trace
      </button>
      <button
        mat-menu-item
        type="button"
        data-testid="history-export-markdown"
        (click)="act.emit('export-markdown')"
      >
        <mat-icon>description</mat-icon>Export Markdown report
      </button>
      <button mat-menu-item type="button" data-testid="history-delete" (click)="act.emit('delete')">
        <mat-icon>delete</mat-icon>Delete
      </button>
    </mat-menu>
  `,
  styleUrl: './history-row.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class HistoryRow {
  readonly conversation = input.required<ConversationSummary>();
  readonly active = input(false);
  /** Search terms to highlight, when the list shows search results. */
  readonly terms = input<readonly string[]>([]);
  readonly excerpt = input('');
  readonly act = output<HistoryRowAction>();
  readonly renamed = output<string>();

  protected readonly renaming = signal(false);
  protected readonly titleSegments = computed(() =>
    highlight(this.conversation().title, this.terms()),
  );
  protected readonly excerptSegments = computed(() => highlight(this.excerpt(), this.terms()));

  private readonly titleInput = viewChild<ElementRef<HTMLInputElement>>('titleInput');

  constructor() {
    effect(() => {
      const field = this.titleInput()?.nativeElement;
      field?.focus();
      field?.select();
    });
  }

  protected finishRename(title: string): void {
    if (!this.renaming()) return;
    this.renaming.set(false);
    const clean = title.trim();
    if (clean && clean !== this.conversation().title) this.renamed.emit(clean);
  }
}
