import { Injectable, computed, signal } from '@angular/core';
import type { EvidenceRef } from '../../agent/events';

/** The observation an analyst opened from a figure of an answer, and the value to highlight. */
export interface EvidenceTarget {
  /** The run whose observation it is: call ids are unique within a run only. */
  readonly runId: string;
  readonly ref: EvidenceRef;
  /** The figure as the answer wrote it. */
  readonly figure: string;
  /** Changes on every open, so opening the same figure again scrolls to it again. */
  readonly openedAt: number;
}

/**
 * Links a figure of an answer to its observation: the answer card opens a target, the turn of that
 * run opens its steps and hands the target to the observation card with that callId, which
 * expands and highlights the value.
 */
@Injectable({ providedIn: 'root' })
export class EvidenceFocus {
  private readonly state = signal<EvidenceTarget | null>(null);
  private opened = 0;

  readonly target = computed(() => this.state());

  open(runId: string, ref: EvidenceRef, figure: string): void {
    this.state.set({ runId, ref, figure, openedAt: ++this.opened });
  }

  clear(): void {
    this.state.set(null);
  }

  /** The target when it points into this run. */
  targetIn(runId: string | null): EvidenceTarget | null {
    const target = this.state();
    return target && target.runId === runId ? target : null;
  }
}
