import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  type ElementRef,
  afterNextRender,
  afterRenderEffect,
  computed,
  inject,
  input,
  linkedSignal,
  output,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { EvidenceFocus } from '../answer/evidence-focus';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MarkdownComponent } from 'ngx-markdown';
import { AnswerCard } from '../answer/answer-card';
import { AnswerChart } from '../insights/answer-chart';
import { ContextChip } from '../insights/context-chip';
import { ActionCard } from './action-card';
import { ModelWait } from './model-wait';
import { NoticeCard } from './notice-card';
import { ObservationCard } from './observation-card';
import { describeEndReason, formatSeconds, summarizeRun, type NoticeState } from './run-reducer';
import type { Turn } from './run-store';
import { ThoughtCard } from './thought-card';
import {
  MAX_WINDOW,
  STEP_CHUNK,
  STEP_GAP,
  StepHeights,
  clampRange,
  limitGrowth,
  nextRange,
  rangeAround,
  type StepRange,
} from './step-window';

export { STEP_CHUNK } from './step-window';

/** One question with its steps, answer and, when it failed, why and a Retry button. */
@Component({
  selector: 'app-turn-view',
  imports: [
    ActionCard,
    AnswerCard,
    AnswerChart,
    ContextChip,
    MarkdownComponent,
    MatButtonModule,
    MatIconModule,
    MatProgressBarModule,
    ModelWait,
    NoticeCard,
    ObservationCard,
    ThoughtCard,
  ],
  templateUrl: './turn-view.html',
  styleUrl: './turn-view.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class TurnView {
  readonly turn = input.required<Turn>();
  readonly live = input(false);
  /** Wall-clock now, ticking while a run is live. */
  readonly now = input(0);
  readonly askedQuestions = input<ReadonlySet<string>>(new Set());
  /** Another run is live: follow-ups and retry wait. */
  readonly busy = input(false);
  /** Keeps the steps shown after the answer arrives (a replay watches them). */
  readonly stepsOpen = input(false);
  readonly followUp = output<string>();
  readonly retry = output();

  /** The analyst's choice to see the steps of an answered turn. */
  private readonly stepsRequested = signal(false);

  protected readonly run = computed(() => this.turn().run);
  protected readonly hasSteps = computed(
    () =>
      this.run().steps.length > 0 ||
      this.run().notices.length > 0 ||
      this.turn().loadingSteps === true,
  );
  protected readonly collapsible = computed(() => this.run().answer !== null && this.hasSteps());
  private readonly evidenceFocus = inject(EvidenceFocus);
  /** A figure of this turn's answer that the analyst opened: its observation must be on screen. */
  protected readonly evidenceTarget = computed(() => this.evidenceFocus.targetIn(this.run().runId));
  protected readonly collapsed = computed(
    () =>
      this.collapsible() && !this.stepsRequested() && !this.stepsOpen() && !this.evidenceTarget(),
  );
  protected readonly summary = computed(() => summarizeRun(this.run()));

  /**
   * The rendered window of steps (step-window.ts): moved by scrolling, and onto the step of a
   * figure the analyst opened, so every step is reachable while the DOM stays bounded.
   */
  private readonly range = linkedSignal<number, StepRange>({
    source: () => this.targetIndex(),
    computation: (index, previous) => {
      if (index >= 0)
        return rangeAround(
          index,
          untracked(() => this.run().steps.length),
        );
      return previous?.value ?? { start: 0, end: STEP_CHUNK };
    },
  });
  /** The index of the step holding the opened figure's observation (-1 for none). */
  private readonly targetIndex = computed(() => {
    const callId = this.evidenceTarget()?.ref.callId;
    if (!callId) return -1;
    return this.run().steps.findIndex((step) => step.calls.some((c) => c.callId === callId));
  });
  /** The opened figure whose step was last scrolled to. */
  private revealed: unknown = null;
  /** The window holds the last step and keeps holding it as steps stream in. */
  private readonly followEnd = linkedSignal<boolean, boolean>({
    source: () => this.live(),
    computation: (live, previous) => live || (previous?.value ?? false),
  });
  protected readonly window = computed(() => {
    const count = this.run().steps.length;
    const range = this.range();
    if (!this.followEnd()) return clampRange(range, count);
    return clampRange({ start: Math.max(range.start, count - MAX_WINDOW), end: count }, count);
  });
  protected readonly windowSteps = computed(() => {
    const { start, end } = this.window();
    return this.run().steps.slice(start, end);
  });
  private readonly heights = new StepHeights();
  /** Bumped when a measured height changes, so the spacers follow. */
  private readonly measured = signal(0);
  protected readonly topSpace = computed(() => {
    this.measured();
    return this.heights.sum(0, this.window().start);
  });
  protected readonly bottomSpace = computed(() => {
    this.measured();
    return this.heights.sum(this.window().end, this.run().steps.length);
  });
  private readonly stepList = viewChild<ElementRef<HTMLElement>>('stepList');
  private readonly topSpacer = viewChild<ElementRef<HTMLElement>>('topSpacer');
  private scrollParent: HTMLElement | null | undefined;
  private frame = 0;
  /**
   * The rendered steps may have new heights: the window moved or the list resized. A frame that
   * only scrolled reads no step's box (up to 80 layout reads and boxes a frame, for nothing).
   */
  private unmeasured = true;

  constructor() {
    const destroyRef = inject(DestroyRef);
    afterRenderEffect(() => {
      this.windowSteps();
      this.unmeasured = true;
      this.scheduleCheck();
    });
    // A step that grows (a card's deferred content, a thought's markdown) is measured again.
    afterRenderEffect((onCleanup) => {
      const list = this.stepList()?.nativeElement;
      if (!list || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => {
        this.unmeasured = true;
        this.scheduleCheck();
      });
      observer.observe(list);
      onCleanup(() => observer.disconnect());
    });
    afterNextRender(() => {
      const check = () => this.scheduleCheck();
      // Capture sees the scroll of any container (the timeline, the replay page or the window).
      document.addEventListener('scroll', check, { capture: true, passive: true });
      window.addEventListener('resize', check, { passive: true });
      destroyRef.onDestroy(() => {
        document.removeEventListener('scroll', check, { capture: true });
        window.removeEventListener('resize', check);
        cancelAnimationFrame(this.frame);
      });
    });
  }

  protected readonly noticesByStep = computed(() => {
    const byStep = new Map<number, NoticeState[]>();
    for (const notice of this.run().notices) {
      byStep.set(notice.step, [...(byStep.get(notice.step) ?? []), notice]);
    }
    return byStep;
  });

  protected readonly problem = computed(() => {
    const turn = this.turn();
    if (turn.failure) return turn.failure;
    const end = turn.run.end;
    return end && end.reason !== 'answered' ? describeEndReason(end) : null;
  });

  protected readonly elapsed = computed(() =>
    formatSeconds(Math.max(0, this.now() - this.turn().startedAtMs)),
  );

  private scheduleCheck(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.checkWindow();
    });
  }

  /** Measures the rendered steps and moves the window to what the visible area shows. */
  private checkWindow(): void {
    const list = this.stepList()?.nativeElement;
    const spacer = this.topSpacer()?.nativeElement;
    if (!list || !spacer) return;
    const changed = this.unmeasured && this.measureSteps(list);
    this.unmeasured = false;
    // An opened figure's step was just brought into the window: show it before anything else, so
    // the window follows it rather than the place the analyst clicked from.
    const target = this.evidenceTarget();
    if (target && target !== this.revealed) {
      // Heights just measured move the spacers: scroll once they are laid out.
      if (changed) {
        this.scheduleCheck();
        return;
      }
      this.revealed = target;
      list
        .querySelector(`:scope > li.step[data-index="${this.targetIndex()}"]`)
        ?.scrollIntoView({ block: 'center' });
    }
    // Offsets from the first step's top: the top spacer stands where step 0 would start.
    const base = spacer.getBoundingClientRect().top;
    const view = this.visibleArea(list);
    const count = this.run().steps.length;
    const current = this.window();
    const next = nextRange(current, this.heights, count, view.top - base, view.bottom - base);
    if (!next) return;
    const visible = clampRange(
      {
        start: this.heights.indexAt(Math.max(0, view.top - base), count),
        end: this.heights.indexAt(Math.max(0, view.bottom - base), count) + 1,
      },
      count,
    );
    // A few new steps a frame; the render that follows checks again and goes on.
    const limited = limitGrowth(current, next, visible);
    this.range.set(limited);
    this.followEnd.set(limited.end >= count);
  }

  /** Records the rendered steps' heights; true when one changed (the spacers are updated). */
  private measureSteps(list: HTMLElement): boolean {
    let changed = false;
    for (const item of list.querySelectorAll<HTMLElement>(':scope > li.step')) {
      const height = Math.round(item.getBoundingClientRect().height) + STEP_GAP;
      changed = this.heights.set(Number(item.dataset['index']), height) || changed;
    }
    if (changed) this.measured.update((version) => version + 1);
    return changed;
  }

  /** The visible area (client px): the nearest scrolling ancestor's box within the window. */
  private visibleArea(from: HTMLElement): { top: number; bottom: number } {
    if (this.scrollParent === undefined) this.scrollParent = findScrollParent(from);
    const box = this.scrollParent?.getBoundingClientRect();
    return {
      top: Math.max(0, box?.top ?? 0),
      bottom: Math.min(window.innerHeight, box?.bottom ?? window.innerHeight),
    };
  }

  protected toggleSteps(): void {
    this.stepsRequested.update((shown) => !shown);
  }
}

function findScrollParent(from: HTMLElement): HTMLElement | null {
  for (let element = from.parentElement; element; element = element.parentElement) {
    const overflow = getComputedStyle(element).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return element;
  }
  return null;
}
