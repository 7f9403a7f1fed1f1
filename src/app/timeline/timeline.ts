import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  afterNextRender,
  inject,
  signal,
} from '@angular/core';
import { RunStore } from './run-store';
import { TurnList } from './turn-list';

/** How close to the bottom (px) still counts as "following the stream". */
const FOLLOW_THRESHOLD = 48;

/**
 * The conversation's turns. The host is the scroll container: it follows the stream while the
 * analyst is at the bottom and stops following once they scroll up.
 */
@Component({
  selector: 'app-timeline',
  imports: [TurnList],
  template: `
    <div class="turns">
      @if (store.turns().length === 0) {
        <ng-content />
      }
      <!-- Rendered once idle even with no turns: the list warms the markdown pipeline then. -->
      @defer (when store.turns().length > 0; on idle) {
        <app-turn-list (started)="followLatest()" />
      } @error {
        <p role="alert">
          Could not load the timeline. The server may be down; reload the page to try again.
        </p>
      }
    </div>
  `,
  styleUrl: './timeline.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    'data-testid': 'timeline',
    role: 'region',
    'aria-label': 'Research timeline',
    '(scroll)': 'trackScroll()',
  },
})
export class Timeline {
  protected readonly store = inject(RunStore);
  private readonly host: HTMLElement = inject(ElementRef).nativeElement;
  private readonly destroyRef = inject(DestroyRef);
  private readonly following$ = signal(true);
  /** False once the analyst scrolled up from the latest content. */
  readonly following = this.following$.asReadonly();

  constructor() {
    afterNextRender(() => {
      // Content grows token by token; follow it while a run streams and the analyst is at the
      // bottom. Outside a run, content changes are the analyst's own (expanding a result) and
      // must not move the page.
      const observer = new MutationObserver(() => {
        if (this.following$() && this.store.isLive()) this.scrollToEnd();
      });
      observer.observe(this.host, { childList: true, subtree: true, characterData: true });
      this.destroyRef.onDestroy(() => observer.disconnect());
    });
  }

  followLatest(): void {
    this.following$.set(true);
    this.scrollToEnd();
  }

  protected trackScroll(): void {
    const distance = this.host.scrollHeight - this.host.scrollTop - this.host.clientHeight;
    this.following$.set(distance <= FOLLOW_THRESHOLD);
  }

  private scrollToEnd(): void {
    this.host.scrollTop = this.host.scrollHeight;
  }
}
