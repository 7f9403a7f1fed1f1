import { Location } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
} from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatTooltipModule } from '@angular/material/tooltip';
import { ActivatedRoute } from '@angular/router';
import type { Trace } from '../../agent/events';
import { HistoryRepository } from '../history/history-repository';
import { provideSafeMarkdown } from '../timeline/markdown-config';
import { formatSeconds } from '../timeline/run-reducer';
import type { Turn } from '../timeline/run-store';
import { TurnView } from '../timeline/turn-view';
import { TraceHeader } from './trace-header';
import { REPLAY_SPEEDS, ReplayPlayer } from './replay-player';
import { positionOfStep, stepAt } from './replay-stops';

/**
 * Replay of a stored conversation, one turn at a time, through the same reducer and turn view as a
 * live run. Deep link: `/replay/<conversation>#<turn>/<step>` (both 1-based; step 0 is the start).
 */
@Component({
  selector: 'app-replay-view',
  imports: [TraceHeader, MatButtonModule, MatIconModule, MatTooltipModule, TurnView],
  providers: [provideSafeMarkdown()],
  templateUrl: './replay-view.html',
  styleUrl: './replay-view.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '(keydown)': 'handleKey($event)' },
})
export class ReplayView {
  /** The conversation id, from the route. */
  readonly id = input.required<string>();
  private readonly history = inject(HistoryRepository);
  private readonly location = inject(Location);
  private readonly route = inject(ActivatedRoute);

  protected readonly speeds = REPLAY_SPEEDS;
  protected readonly trace = signal<Trace | null>(null);
  protected readonly missing = signal(false);
  protected readonly turnIndex = signal(0);
  protected readonly player = signal<ReplayPlayer | null>(null);

  protected readonly turn = computed<Turn | null>(() => {
    const trace = this.trace();
    const player = this.player();
    const turn = trace?.turns[this.turnIndex()];
    if (!turn || !player) return null;
    return {
      id: turn.id,
      question: turn.question,
      context: turn.context,
      run: player.state(),
      failure: null,
      startedAtMs: 0,
    };
  });
  protected readonly step = computed(() => {
    const player = this.player();
    return player ? stepAt(player.events, player.position()) : 0;
  });
  protected readonly clock = computed(() => formatSeconds(this.player()?.state().lastT ?? 0));

  constructor() {
    effect(() => void this.load(this.id()));
    // The address follows the replay, so it can be shared or bookmarked at this step.
    effect(() => {
      const trace = this.trace();
      if (!trace || !this.player()) return;
      const path = this.location.path().split('#')[0];
      this.location.replaceState(`${path}#${this.turnIndex() + 1}/${this.step()}`);
    });
    // A link to another step of the open replay (the address bar, back/forward) moves there.
    const fragment = toSignal(this.route.fragment, { initialValue: null });
    effect(() => {
      const target = parseFragment(fragment());
      if (!target || !untracked(this.trace)) return;
      const current = untracked(() => ({ turn: this.turnIndex(), step: this.step() }));
      if (target.turn !== current.turn || target.step !== current.step) {
        untracked(() => this.selectTurn(target.turn, target.step));
      }
    });
    inject(DestroyRef).onDestroy(() => this.player()?.destroy());
  }

  protected selectTurn(index: number, step = 0): void {
    const trace = this.trace();
    const turn = trace?.turns[index];
    if (!turn) return;
    this.player()?.destroy();
    const player = new ReplayPlayer(turn.events);
    player.seek(positionOfStep(turn.events, step));
    this.turnIndex.set(index);
    this.player.set(player);
  }

  protected seek(value: string): void {
    this.player()?.pause();
    this.player()?.seek(Number(value));
  }

  protected setSpeed(value: string): void {
    this.player()?.setSpeed(value === 'instant' ? Infinity : Number(value));
  }

  protected markLeft(position: number): number {
    const length = this.player()?.events.length ?? 1;
    return (position / Math.max(1, length)) * 100;
  }

  protected handleKey(event: KeyboardEvent): void {
    const player = this.player();
    const target = event.target as HTMLElement | null;
    if (!player || target?.matches('input:not([type=range]), select, textarea')) return;
    if (event.key === 'ArrowRight') player.stepForward();
    else if (event.key === 'ArrowLeft') player.stepBack();
    else if (event.key === ' ' && target?.tagName !== 'BUTTON') {
      if (player.playing()) player.pause();
      else player.play();
    } else return;
    event.preventDefault();
  }

  private async load(id: string): Promise<void> {
    const trace = await this.history.load(id);
    this.missing.set(!trace);
    this.trace.set(trace ?? null);
    if (!trace) return;
    const target = parseFragment(this.route.snapshot.fragment) ?? { turn: 0, step: 0 };
    this.selectTurn(Math.min(trace.turns.length - 1, target.turn), target.step);
  }
}

/** `#2/3` → the second turn (index 1), step 3; null when the fragment is not such a link. */
function parseFragment(fragment: string | null): { turn: number; step: number } | null {
  const match = /^(\d+)\/(\d+)$/.exec(fragment ?? '');
  if (!match) return null;
  return { turn: Math.max(0, Number(match[1]) - 1), step: Number(match[2]) };
}
