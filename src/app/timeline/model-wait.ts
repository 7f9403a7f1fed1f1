import { ChangeDetectionStrategy, Component, computed, effect, input, signal } from '@angular/core';
import type { RunState } from './run-reducer';

/** A wait shorter than this is ordinary latency and not worth a message. */
export const MODEL_WAIT_SHOWN_AFTER_MS = 2000;
const TICK_MS = 1000;

/**
 * `t` (ms since run start) at which the run began waiting for the model's first bytes of the
 * current step, or null when it is not waiting: a live step that has no thought, call or answer
 * text yet. The engine announces a step just before it asks the model, so the step's start is
 * when the wait began.
 */
export function modelWaitStart(run: RunState): number | null {
  if (run.phase !== 'running' || run.answer || run.answerDraft) return null;
  const step = run.steps.at(-1);
  if (!step || step.thought || step.calls.length > 0) return null;
  return step.startedAt;
}

/** "Waiting for the model (N s)" on the live step, ticking, once the wait is no longer short. */
@Component({
  selector: 'app-model-wait',
  template: `
    @if (waitedSeconds(); as seconds) {
      <span class="model-wait" data-testid="model-wait">
        waiting for the model ({{ seconds }} s)
      </span>
    }
  `,
  styles: `
    .model-wait {
      color: var(--mat-sys-on-surface-variant);
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ModelWait {
  readonly run = input.required<RunState>();
  /** Wall-clock ms at which the run started: its events' `t` count from here. */
  readonly startedAtMs = input.required<number>();

  private readonly now = signal(Date.now());
  private readonly waitStart = computed(() => modelWaitStart(this.run()));

  /** Whole seconds waited, or null while there is nothing (yet) to say. */
  protected readonly waitedSeconds = computed(() => {
    const start = this.waitStart();
    if (start === null) return null;
    const waited = this.now() - this.startedAtMs() - start;
    return waited >= MODEL_WAIT_SHOWN_AFTER_MS ? Math.floor(waited / 1000) : null;
  });

  constructor() {
    // The clock ticks only while the run waits; text arriving ends the wait and the timer.
    effect((onCleanup) => {
      if (this.waitStart() === null) return;
      this.now.set(Date.now());
      const timer = setInterval(() => this.now.set(Date.now()), TICK_MS);
      onCleanup(() => clearInterval(timer));
    });
  }
}
