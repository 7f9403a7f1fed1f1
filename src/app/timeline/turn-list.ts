import {
  ChangeDetectionStrategy,
  Component,
  afterNextRender,
  computed,
  inject,
  output,
} from '@angular/core';
import { MarkdownService } from 'ngx-markdown';
import { provideSafeMarkdown } from './markdown-config';
import { warmMarkdown } from './markdown-warm-up';
import { RunStore } from './run-store';
import { TurnView } from './turn-view';

/**
 * The conversation's turns. Loaded lazily with everything a run renders (cards, markdown), and
 * rendered once the page is idle even before the first turn, to warm the markdown pipeline.
 */
@Component({
  selector: 'app-turn-list',
  imports: [TurnView],
  providers: [provideSafeMarkdown()],
  template: `
    @for (turn of store.turns(); track turn.id) {
      <app-turn-view
        [turn]="turn"
        [live]="turn.id === store.liveTurnId()"
        [now]="turn.id === store.liveTurnId() ? store.now() : 0"
        [askedQuestions]="askedQuestions()"
        [busy]="store.isLive()"
        (followUp)="askFollowUp($event)"
        (retry)="retry(turn.id)"
      />
    }
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 32px;
    }
    /* No turns yet: no box, so the timeline's gap does not open below its placeholder. */
    :host:empty {
      display: none;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class TurnList {
  protected readonly store = inject(RunStore);
  /** A follow-up or retry started a new turn (the timeline follows it). */
  readonly started = output();
  protected readonly askedQuestions = computed(
    () => new Set(this.store.turns().map((turn) => turn.question)),
  );

  constructor() {
    const markdown = inject(MarkdownService);
    afterNextRender(() => {
      const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
      idle(() => {
        // A turn already rendered markdown for real: nothing left to warm.
        if (this.store.turns().length === 0) void warmMarkdown(markdown);
      });
    });
  }

  protected askFollowUp(question: string): void {
    if (this.store.ask(question)) this.started.emit();
  }

  protected retry(turnId: string): void {
    if (this.store.retry(turnId)) this.started.emit();
  }
}
