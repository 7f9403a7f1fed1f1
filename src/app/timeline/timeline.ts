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
      @defer (when store.turns().length > 0; prefetch on idle) {
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
  },
})
export class Timeline {
  protected readonly store = inject(RunStore);
  private readonly host: HTMLElement = inject(ElementRef).nativeElement;
  private readonly destroyRef = inject(DestroyRef);
  private readonly following$ = signal(true);
  private trackFrame = 0;
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
      // A plain listener, not a host binding: a template listener schedules change detection at
      // every scroll event, and only the `following` signal (read by whoever needs it) changes.
      const track = () => this.trackScroll();
      this.host.addEventListener('scroll', track, { passive: true });
      this.destroyRef.onDestroy(() => {
        observer.disconnect();
        this.host.removeEventListener('scroll', track);
        cancelAnimationFrame(this.trackFrame);
      });
    });
  }

  followLatest(): void {
    this.following$.set(true);
    this.scrollToEnd();
  }

  private trackScroll(): void {
    // Read once per frame, in the frame's own layout pass: reading the scroll height in the event
    // forced a layout of whatever the window of steps had just changed, at every scroll event.
    if (this.trackFrame !== 0) return;
    this.trackFrame = requestAnimationFrame(() => {
      this.trackFrame = 0;
      const distance = this.host.scrollHeight - this.host.scrollTop - this.host.clientHeight;
      this.following$.set(distance <= FOLLOW_THRESHOLD);
    });
  }

  private scrollToEnd(): void {
    this.host.scrollTop = this.host.scrollHeight;
  }
}
