import {
  ChangeDetectionStrategy,
  Component,
  Injector,
  computed,
  inject,
  output,
  signal,
} from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { Router } from '@angular/router';
import { debounceTime, of, switchMap } from 'rxjs';
import { downloadText } from '../history/download';
import { HistoryRepository } from '../history/history-repository';
import { HistoryRow, type HistoryRowAction } from '../history/history-row';
import { searchHistory, type SearchHit } from '../history/history-search';
import { notify } from '../history/notify';
import { TraceTransfer } from '../history/trace-transfer';
import type { ConversationSummary } from '../timeline/conversation-repository';
import { RunStore } from '../timeline/run-store';

/** Search results shown: the best matches; a narrower query finds the rest. */
const SEARCH_RESULTS = 30;

/** The history panel: every stored conversation, newest first, searchable, live across tabs. */
@Component({
  selector: 'app-conversation-list',
  imports: [HistoryRow, MatButtonModule, MatIconModule, TraceTransfer],
  template: `
    <div class="head">
      <h2 class="title">History</h2>
      <button
        mat-flat-button
        type="button"
        data-testid="new-conversation"
        (click)="startNewConversation()"
      >
        <mat-icon>add</mat-icon>
        New conversation
      </button>
      <app-trace-transfer (imported)="showResearch()" />
      @if (history.storageProblem(); as problem) {
        <div class="problem" role="alert" data-testid="storage-problem">
          <p>{{ problem }}</p>
          <button mat-stroked-button type="button" (click)="exportAll()">Export all</button>
          <button mat-stroked-button type="button" (click)="deleteOldest()">
            Delete the 10 oldest
          </button>
        </div>
      }
      <input
        class="search"
        type="search"
        data-testid="history-search"
        placeholder="Search questions, answers, reasoning"
        aria-label="Search the history"
        [value]="query()"
        (input)="query.set($any($event.target).value)"
      />
      <button
        mat-button
        type="button"
        class="pinned-filter"
        data-testid="history-pinned-only"
        [attr.aria-pressed]="history.pinnedOnly()"
        (click)="history.setPinnedOnly(!history.pinnedOnly())"
      >
        <mat-icon>{{ history.pinnedOnly() ? 'check_box' : 'check_box_outline_blank' }}</mat-icon>
        Pinned only
      </button>
    </div>
    @if (rows().length === 0) {
      <p class="empty">
        {{
          searching()
            ? 'No conversation matches.'
            : history.pinnedOnly()
              ? 'No pinned conversations.'
              : 'Your conversations will be kept here.'
        }}
      </p>
    }
    <ul class="list" data-testid="history-list" aria-label="Conversations">
      @for (row of rows(); track row.conversation.id) {
        <li data-testid="history-item">
          <app-history-row
            [conversation]="row.conversation"
            [active]="row.conversation.id === store.conversation().id"
            [terms]="row.terms"
            [excerpt]="row.excerpt"
            (act)="act($event, row.conversation)"
            (renamed)="rename(row.conversation.id, $event)"
          />
        </li>
      }
    </ul>
    @if (!searching() && history.total() > rows().length) {
      <button mat-button type="button" (click)="history.showMore()">
        Show more ({{ history.total() - rows().length }})
      </button>
    }
    @if (history.total() > 0) {
      <button mat-button type="button" class="export-all" (click)="exportAll()">
        <mat-icon>download</mat-icon>
        Export all ({{ history.total() }})
      </button>
    }
  `,
  styleUrl: './conversation-list.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ConversationList {
  protected readonly history = inject(HistoryRepository);
  protected readonly store = inject(RunStore);
  private readonly router = inject(Router);
  private readonly injector = inject(Injector);
  /** A conversation was opened or started (the overlay panel closes). */
  readonly opened = output();

  protected readonly query = signal('');
  protected readonly searching = computed(() => this.query().trim().length > 0);
  private readonly hits = toSignal(
    toObservable(this.query).pipe(
      debounceTime(60),
      switchMap((query) =>
        query.trim()
          ? this.history.live((db) => searchHistory(db, query, SEARCH_RESULTS))
          : of(null as SearchHit[] | null),
      ),
    ),
    { initialValue: null },
  );
  protected readonly rows = computed(() => {
    const hits = this.searching() ? this.hits() : null;
    if (hits) {
      return this.history.pinnedOnly() ? hits.filter((hit) => hit.conversation.pinned) : hits;
    }
    return this.history
      .conversations()
      .map((conversation) => ({ conversation, terms: [] as string[], excerpt: '' }));
  });

  protected startNewConversation(): void {
    this.store.newConversation();
    this.showResearch();
    document.getElementById('ask-input')?.focus();
  }

  protected showResearch(): void {
    if (this.router.url.split('#')[0] !== '/') void this.router.navigateByUrl('/');
    this.opened.emit();
  }

  protected async act(action: HistoryRowAction, conversation: ConversationSummary): Promise<void> {
    switch (action) {
      case 'open':
        if (conversation.id !== this.store.conversation().id) {
          await this.store.openConversation(conversation.id);
        }
        this.showResearch();
        return;
      case 'replay':
        await this.router.navigate(['/replay', conversation.id]);
        this.opened.emit();
        return;
      case 'rerun':
        await this.router.navigate(['/compare', conversation.id]);
        this.opened.emit();
        return;
      case 'pin':
        await this.history.setPinned(conversation.id, !conversation.pinned);
        return;
      case 'delete':
        return this.delete(conversation);
      case 'export-trace':
      case 'export-markdown':
        return this.exportOne(conversation.id, action);
    }
  }

  protected async rename(id: string, title: string): Promise<void> {
    await this.history.rename(id, title);
    this.store.setTitle(id, title);
  }

  private async delete(conversation: ConversationSummary): Promise<void> {
    if (conversation.id === this.store.conversation().id) this.store.newConversation();
    const deleted = await this.history.remove(conversation.id);
    if (!deleted) return;
    const undone = await notify(this.injector, `Deleted “${conversation.title}”.`, 'Undo');
    if (undone) await this.history.restore(deleted);
  }

  private async exportOne(id: string, format: 'export-trace' | 'export-markdown'): Promise<void> {
    const trace = await this.history.load(id);
    if (!trace) return;
    const { serializeTrace, traceFileName } = await import('../history/trace-file');
    if (format === 'export-trace') {
      downloadText(
        traceFileName(trace.conversation.title),
        serializeTrace(trace),
        'application/json',
      );
      return;
    }
    const { traceToMarkdown } = await import('../history/trace-markdown');
    const name = traceFileName(trace.conversation.title).replace(/\.sightline\.json$/, '.md');
    downloadText(name, traceToMarkdown(trace), 'text/markdown');
  }

  protected async exportAll(): Promise<void> {
    const db = await this.history.database();
    const ids = await db.conversations.orderBy('updatedAt').reverse().primaryKeys();
    const traces = [];
    for (const id of ids) {
      const trace = await this.history.load(String(id));
      if (trace) traces.push(trace);
    }
    const { serializeTrace } = await import('../history/trace-file');
    const day = new Date().toISOString().slice(0, 10);
    downloadText(
      `sightline-history-${day}.sightline.json`,
      serializeTrace(traces),
      'application/json',
    );
  }

  protected async deleteOldest(): Promise<void> {
    const db = await this.history.database();
    const oldest = await db.conversations
      .orderBy('updatedAt')
      .filter((record) => record.pinned === 0 && record.id !== this.store.conversation().id)
      .limit(10)
      .primaryKeys();
    for (const id of oldest) await this.history.remove(String(id));
    void notify(this.injector, `Deleted ${oldest.length} old conversations.`);
  }
}
