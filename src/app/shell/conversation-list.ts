import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, inject, output } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { TraceTransfer } from '../history/trace-transfer';
import { CONVERSATION_REPOSITORY } from '../timeline/conversation-repository';
import { RunStore } from '../timeline/run-store';

/** This session's conversations, from whichever conversation repository is provided. */
@Component({
  selector: 'app-conversation-list',
  imports: [DatePipe, MatButtonModule, MatIconModule, TraceTransfer],
  template: `
    <div class="head">
      <h2 class="title">Conversations</h2>
      <button
        mat-flat-button
        type="button"
        data-testid="new-conversation"
        (click)="startNewConversation()"
      >
        <mat-icon>add</mat-icon>
        New conversation
      </button>
      <app-trace-transfer (imported)="opened.emit()" />
    </div>
    @if (repository.conversations().length === 0) {
      <p class="empty">Your questions of this session will be listed here.</p>
    }
    <ul class="list" data-testid="history-list" aria-label="Conversations of this session">
      @for (conversation of repository.conversations(); track conversation.id) {
        <li>
          <button
            type="button"
            class="item"
            data-testid="history-item"
            [class.active]="conversation.id === store.conversation().id"
            [attr.aria-current]="conversation.id === store.conversation().id ? 'true' : null"
            (click)="open(conversation.id)"
          >
            <span class="item-title">{{ conversation.title }}</span>
            <span class="item-meta">
              {{ conversation.turnCount }}
              {{ conversation.turnCount === 1 ? 'question' : 'questions' }} ·
              {{ conversation.updatedAt | date: 'shortTime' }}
            </span>
          </button>
        </li>
      }
    </ul>
  `,
  styleUrl: './conversation-list.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ConversationList {
  protected readonly repository = inject(CONVERSATION_REPOSITORY);
  protected readonly store = inject(RunStore);
  /** A conversation was opened or started (the overlay panel closes). */
  readonly opened = output();

  protected startNewConversation(): void {
    this.store.newConversation();
    this.opened.emit();
    document.getElementById('ask-input')?.focus();
  }

  protected async open(id: string): Promise<void> {
    if (id === this.store.conversation().id) {
      this.opened.emit();
      return;
    }
    await this.store.openConversation(id);
    this.opened.emit();
  }
}
