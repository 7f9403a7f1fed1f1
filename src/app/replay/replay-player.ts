import { computed, signal } from '@angular/core';
import type { AgentEvent } from '../../agent/events';
import { initialRunState, reduceRunBatch, type RunState } from '../timeline/run-reducer';
import { nextStop, previousStop, replayStops } from './replay-stops';

export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;

/** Folded states kept every this many events, so stepping back refolds a short stretch only. */
const CHECKPOINT_EVERY = 64;

/**
 * Plays a run's events back through the same reducer as a live run: forward by folding on from the
 * current state (O(events) for a whole replay), back from the nearest checkpoint. Keeps the
 * original timing between events, scaled by the speed.
 */
export class ReplayPlayer {
  readonly events: readonly AgentEvent[];
  readonly stops;
  private readonly cursor = signal(0);
  private readonly running = signal(false);
  private readonly rate = signal<number>(1);
  private readonly folded = signal<RunState>(initialRunState);
  private readonly checkpoints = new Map<number, RunState>([[0, initialRunState]]);
  private foldedAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  readonly position = this.cursor.asReadonly();
  readonly playing = this.running.asReadonly();
  readonly speed = this.rate.asReadonly();
  readonly state = this.folded.asReadonly();
  readonly atEnd = computed(() => this.cursor() >= this.events.length);

  constructor(events: readonly AgentEvent[]) {
    this.events = events;
    this.stops = replayStops(events);
  }

  play(): void {
    if (this.atEnd()) this.seek(0);
    this.running.set(true);
    this.scheduleNext();
  }

  pause(): void {
    this.running.set(false);
    this.clearTimer();
  }

  /** 0.5× … 8×; `Infinity` shows the whole run at once. */
  setSpeed(speed: number): void {
    if (speed === Infinity) {
      this.pause();
      this.seek(this.events.length);
      return;
    }
    this.rate.set(speed);
    if (this.running()) this.scheduleNext();
  }

  stepForward(): void {
    this.pause();
    this.seek(nextStop(this.stops, this.cursor(), this.events.length));
  }

  stepBack(): void {
    this.pause();
    this.seek(previousStop(this.stops, this.cursor()));
  }

  seek(position: number): void {
    const target = Math.max(0, Math.min(this.events.length, Math.round(position)));
    let state: RunState;
    let from: number;
    if (target >= this.foldedAt) {
      state = this.folded();
      from = this.foldedAt;
    } else {
      from = Math.floor(target / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
      state = this.checkpoints.get(from) ?? initialRunState;
      if (!this.checkpoints.has(from)) from = 0;
    }
    // Folded in batches that end on checkpoints: a batch's result is final, so it can be kept.
    while (from < target) {
      const end = Math.min(target, (Math.floor(from / CHECKPOINT_EVERY) + 1) * CHECKPOINT_EVERY);
      state = reduceRunBatch(state, this.events.slice(from, end));
      from = end;
      if (end % CHECKPOINT_EVERY === 0) this.checkpoints.set(end, state);
    }
    this.foldedAt = target;
    this.folded.set(state);
    this.cursor.set(target);
    if (this.running()) this.scheduleNext();
  }

  destroy(): void {
    this.clearTimer();
  }

  private scheduleNext(): void {
    this.clearTimer();
    const position = this.cursor();
    if (position >= this.events.length) {
      this.running.set(false);
      return;
    }
    const previousT = position === 0 ? this.events[0]!.t : this.events[position - 1]!.t;
    const gap = Math.max(0, this.events[position]!.t - previousT) / this.rate();
    this.timer = setTimeout(() => {
      this.timer = null;
      // Events at the same moment (a burst of tokens) are applied together.
      let next = position + 1;
      while (next < this.events.length && this.events[next]!.t <= this.events[position]!.t) next++;
      this.seek(next);
    }, gap);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
