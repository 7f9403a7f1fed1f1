import { LiveAnnouncer } from '@angular/cdk/a11y';
import { DestroyRef, Injectable, computed, inject, signal } from '@angular/core';
import type { AgentEvent, Trace, TurnContext } from '../../agent/events';
import { yieldToPage } from '../history/yield-to-page';
import { SettingsStore } from '../settings/settings-store';
import { AGENT_LAUNCHER, type AgentRunRequest } from './agent-launcher';
import { CONVERSATION_REPOSITORY } from './conversation-repository';
import { createId } from './ids';
import { describeFailure } from './run-failure';
import {
  describeEndReason,
  foldRun,
  foldRunInSlices,
  initialRunState,
  reduceRunBatch,
  summarizeRun,
  type RunState,
} from './run-reducer';

/** One question and its run. */
export interface Turn {
  readonly id: string;
  readonly question: string;
  readonly context?: TurnContext;
  readonly run: RunState;
  /** Why the run failed when it ended by an exception rather than by a run-end event. */
  readonly failure: string | null;
  /** Wall-clock time (ms) of the run's t = 0, for live elapsed times; 0 for loaded runs. */
  readonly startedAtMs: number;
  /** Only the answer and end are folded yet: the steps of a long trace are still being loaded. */
  readonly loadingSteps?: boolean;
}

export interface Conversation {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
  readonly turns: readonly Turn[];
}

/** How long a stopped engine may take to report its own `run-end` before we let go of it. */
const STOP_GRACE_MS = 1500;
const STOPPED_MESSAGE = 'Stopped: you stopped this run before it finished.';
const INTERRUPTED_MESSAGE =
  'Interrupted: this run was cut off before it finished (the page was closed or reloaded). ' +
  'The steps it took are kept.';

/**
 * The research conversation: its turns, the live run and each turn's raw events (the trace).
 * Engine events are buffered and folded through `reduceRun` once per animation frame, so a fast
 * token stream costs one render per frame rather than one per token.
 */
@Injectable({ providedIn: 'root' })
export class RunStore {
  private readonly launcher = inject(AGENT_LAUNCHER);
  private readonly repository = inject(CONVERSATION_REPOSITORY);
  private readonly settings = inject(SettingsStore);
  private readonly announcer = inject(LiveAnnouncer);

  private readonly state = signal<Conversation>(emptyConversation());
  private readonly live = signal<string | null>(null);
  private readonly clock = signal(Date.now());

  readonly conversation = this.state.asReadonly();
  readonly turns = computed(() => this.state().turns);
  readonly liveTurnId = this.live.asReadonly();
  readonly isLive = computed(() => this.live() !== null);
  /** A trace's first view is shown while the rest of it is checked and folded. */
  readonly isLoadingTrace = computed(() => this.preview() !== null);
  /** Ticks while a run is live, for elapsed times of running tools. */
  readonly now = this.clock.asReadonly();

  /** Raw events per turn id. Appended in place: it is a log, never rendered directly. */
  private readonly eventLogs = new Map<string, AgentEvent[]>();
  private buffer: { turnId: string; event: AgentEvent }[] = [];
  private scheduledFlush: (() => void) | null = null;
  private abortController: AbortController | null = null;
  /** The conversation shown as a preview, and what was open before it (to put back on refusal). */
  private readonly preview = signal<{
    readonly id: string;
    readonly previous: Conversation;
    readonly logs: ReadonlyMap<string, AgentEvent[]>;
  } | null>(null);

  constructor() {
    // A run must not outlive the app (or a test's injector).
    inject(DestroyRef).onDestroy(() => this.abortController?.abort());
  }

  /** Asks `question` as the next turn. Returns false when it cannot start (empty, or a run is live). */
  ask(question: string, context?: TurnContext): boolean {
    const text = question.trim();
    // A trace being loaded is replaced when it completes: a new turn would be lost.
    if (!text || this.isLive() || this.isLoadingTrace()) return false;
    const history = this.state()
      .turns.filter((turn) => turn.run.answer !== null)
      .map((turn) => ({
        question: turn.question,
        answer: turn.run.answer!.text,
        ...(turn.context ? { context: turn.context } : {}),
      }));
    const turn: Turn = {
      id: createId('turn'),
      question: text,
      context,
      run: initialRunState,
      failure: null,
      startedAtMs: Date.now(),
    };
    this.eventLogs.set(turn.id, []);
    this.state.update((conversation) => ({
      ...conversation,
      title: conversation.turns.length === 0 ? titleOf(text) : conversation.title,
      turns: [...conversation.turns, turn],
    }));
    const request: AgentRunRequest = {
      question: text,
      conversationId: this.state().id,
      ...(context ? { context } : {}),
      history,
      settings: this.settings.runSettings(),
    };
    void this.execute(turn.id, request);
    return true;
  }

  /** Really cancels the live run: the engine's fetches and tool calls get the abort signal. */
  stop(): void {
    this.abortController?.abort();
  }

  /** Asks a failed turn's question again; the failed attempt is replaced when it is the last. */
  retry(turnId: string): boolean {
    if (this.isLive()) return false;
    const turns = this.state().turns;
    const turn = turns.find((candidate) => candidate.id === turnId);
    if (!turn) return false;
    if (turns.at(-1)?.id === turnId) {
      this.eventLogs.delete(turnId);
      void this.repository.removeTurn(turnId).catch(() => undefined);
      this.state.update((conversation) => ({
        ...conversation,
        turns: conversation.turns.slice(0, -1),
      }));
    }
    return this.ask(turn.question, turn.context);
  }

  newConversation(): void {
    this.stop();
    this.flushNow();
    this.preview.set(null);
    void this.repository.flush();
    this.state.set(emptyConversation());
  }

  /** The open conversation was renamed in the history. */
  setTitle(conversationId: string, title: string): void {
    if (this.state().id !== conversationId) return;
    this.state.update((conversation) => ({ ...conversation, title }));
  }

  /**
   * Opens a stored conversation: its events are folded by the same reducer as a live run. A long
   * one shows its answers first (a preview, as an import does), then is read and folded in slices
   * so the page keeps responding; true once it is on screen.
   */
  async openConversation(id: string): Promise<boolean> {
    if (!this.repository.loadInStages) {
      const trace = await this.repository.load(id);
      if (trace) this.showTrace(trace);
      return trace !== undefined;
    }
    const staged = await this.repository.loadInStages(id, yieldToPage);
    if (!staged) return false;
    if (!staged.preview) {
      this.showTrace(await staged.whole());
      return true;
    }
    this.showPreview(staged.preview);
    void staged
      .whole()
      .then((trace) => this.completeTrace(trace, yieldToPage))
      .catch((error: unknown) => {
        console.error('Reading the conversation failed', error);
        this.cancelPreview(id);
      });
    return true;
  }

  /**
   * Shows a conversation from a trace in memory (one just imported, before its possibly long
   * write to the history ends), folded like a stored one.
   */
  showTrace(trace: Trace): void {
    this.stop();
    this.flushNow();
    this.preview.set(null);
    this.showFolded(
      trace,
      trace.turns.map((turn) => foldRun(turn.events)),
    );
  }

  /**
   * Shows the first view of a long trace that is still being checked (a preview from
   * trace-preview.ts: each turn's answer and end, its steps marked as loading). `completeTrace`
   * then shows the whole trace, or `cancelPreview` puts back what was open before.
   */
  showPreview(preview: Trace): void {
    this.stop();
    this.flushNow();
    const previous = { previous: this.state(), logs: new Map(this.eventLogs) };
    this.eventLogs.clear();
    this.state.set(
      conversationOf(
        preview,
        preview.turns.map((turn) => foldRun(turn.events)),
        true,
      ),
    );
    this.preview.set({ id: preview.conversation.id, ...previous });
  }

  /**
   * Replaces the preview of `trace` by the whole trace, folded in slices with `pause()` between
   * them. False when something else was opened meanwhile (then nothing changes).
   */
  async completeTrace(trace: Trace, pause: () => Promise<void>): Promise<boolean> {
    const runs: RunState[] = [];
    for (const turn of trace.turns) runs.push(await foldRunInSlices(turn.events, pause));
    if (this.preview()?.id !== trace.conversation.id) return false;
    this.preview.set(null);
    this.showFolded(trace, runs);
    return true;
  }

  /** The preview of conversation `id` was refused: what was open before comes back. */
  cancelPreview(id: string): void {
    const preview = this.preview();
    if (preview?.id !== id) return;
    this.preview.set(null);
    this.eventLogs.clear();
    for (const [turnId, events] of preview.logs) this.eventLogs.set(turnId, events);
    this.state.set(preview.previous);
  }

  private showFolded(trace: Trace, runs: readonly RunState[]): void {
    this.eventLogs.clear();
    for (const turn of trace.turns) this.eventLogs.set(turn.id, [...turn.events]);
    this.state.set(conversationOf(trace, runs, false));
  }

  eventsOf(turnId: string): readonly AgentEvent[] {
    return this.eventLogs.get(turnId) ?? [];
  }

  /** The conversation as a trace (design.md §4), ready to store or export. */
  toTrace(): Trace {
    const conversation = this.state();
    return {
      format: 'sightline.trace',
      version: 1,
      conversation: {
        id: conversation.id,
        title: conversation.title,
        createdAt: conversation.createdAt,
      },
      turns: conversation.turns.map((turn) => ({
        id: turn.id,
        question: turn.question,
        ...(turn.context ? { context: turn.context } : {}),
        events: this.eventsOf(turn.id).slice(),
      })),
    };
  }

  private async execute(turnId: string, request: AgentRunRequest): Promise<void> {
    const controller = new AbortController();
    this.abortController = controller;
    this.live.set(turnId);
    const ticker = setInterval(() => this.clock.set(Date.now()), 250);
    this.storeTurn(turnId);
    let failure: string | null = null;
    try {
      const iterator = this.launcher(request, controller.signal)[Symbol.asyncIterator]();
      // An engine that ignores the abort must not keep the UI live: after a grace period we let go.
      const gaveUp = new Promise<'gave-up'>((resolve) =>
        controller.signal.addEventListener(
          'abort',
          () => setTimeout(() => resolve('gave-up'), STOP_GRACE_MS),
          { once: true },
        ),
      );
      for (;;) {
        const result = await Promise.race([iterator.next(), gaveUp]);
        if (result === 'gave-up') {
          void iterator.return?.();
          break;
        }
        if (result.done) break;
        this.enqueue(turnId, result.value);
      }
    } catch (error) {
      failure = controller.signal.aborted ? STOPPED_MESSAGE : describeFailure(error);
    } finally {
      clearInterval(ticker);
      this.flushNow();
      if (this.abortController === controller) this.abortController = null;
      if (this.live() === turnId) this.live.set(null);
    }
    const turn = this.state().turns.find((candidate) => candidate.id === turnId);
    if (turn && !turn.run.end) {
      const reason =
        failure ??
        (controller.signal.aborted ? STOPPED_MESSAGE : 'The run ended without a result.');
      this.updateTurn(turnId, (current) => ({ ...current, failure: reason }));
      this.announce(reason, 'assertive');
    } else if (turn?.run.end && turn.run.end.reason !== 'answered') {
      this.announce(describeEndReason(turn.run.end), 'assertive');
    } else if (turn?.run.end) {
      this.announce(`Answer ready. ${summarizeRun(turn.run)}.`, 'polite');
    }
    await this.repository.flush();
  }

  private enqueue(turnId: string, event: AgentEvent): void {
    this.eventLogs.get(turnId)?.push(event);
    // Stored as it streams (the repository batches writes), so a closed tab loses a moment at most.
    this.repository.appendEvents(turnId, [event]);
    if (event.type === 'run-start') {
      const startedAtMs = Date.now() - event.t;
      this.updateTurn(turnId, (turn) => ({ ...turn, startedAtMs }));
    }
    this.buffer.push({ turnId, event });
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.scheduledFlush) return;
    // Hidden tabs get no animation frames; a timer keeps the state current for when they return.
    if (typeof document !== 'undefined' && document.hidden) {
      const timer = setTimeout(() => this.flushNow(), 100);
      this.scheduledFlush = () => clearTimeout(timer);
    } else {
      const frame = requestAnimationFrame(() => this.flushNow());
      this.scheduledFlush = () => cancelAnimationFrame(frame);
    }
  }

  private flushNow(): void {
    this.scheduledFlush?.();
    this.scheduledFlush = null;
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    const byTurn = new Map<string, AgentEvent[]>();
    for (const { turnId, event } of batch) {
      const events = byTurn.get(turnId);
      if (events) events.push(event);
      else byTurn.set(turnId, [event]);
    }
    for (const [turnId, events] of byTurn) {
      this.updateTurn(turnId, (turn) => {
        const run = reduceRunBatch(turn.run, events);
        this.announceProgress(turn.run, run);
        return { ...turn, run };
      });
    }
  }

  /** Step and answer arrivals for screen readers; never individual tokens. */
  private announceProgress(before: RunState, after: RunState): void {
    const newStep = after.steps.length > before.steps.length ? after.steps.at(-1) : undefined;
    if (newStep) this.announce(`Step ${newStep.step} started.`, 'polite');
  }

  private announce(message: string, politeness: 'polite' | 'assertive'): void {
    // The announcer's live region is gone once the app is torn down; a late run end is no error.
    try {
      this.announcer.announce(message, politeness).catch(() => undefined);
    } catch {
      /* see above */
    }
  }

  private updateTurn(turnId: string, update: (turn: Turn) => Turn): void {
    this.state.update((conversation) => {
      const index = conversation.turns.findIndex((turn) => turn.id === turnId);
      if (index === -1) return conversation;
      const turns = conversation.turns.slice();
      turns[index] = update(turns[index]);
      return { ...conversation, turns };
    });
  }

  /** Records the turn in the history before its events; the conversation with it, if new. */
  private storeTurn(turnId: string): void {
    const conversation = this.state();
    const position = conversation.turns.findIndex((turn) => turn.id === turnId);
    const turn = conversation.turns[position];
    if (!turn) return;
    const meta = {
      id: conversation.id,
      title: conversation.title,
      createdAt: conversation.createdAt,
    };
    const turnMeta = {
      id: turn.id,
      question: turn.question,
      position,
      ...(turn.context ? { context: turn.context } : {}),
    };
    // A failed write is reported by the repository; the live conversation goes on in memory.
    void this.repository.startTurn(meta, turnMeta).catch(() => undefined);
  }
}

/** A conversation from a trace and each turn's folded run. */
function conversationOf(
  trace: Trace,
  runs: readonly RunState[],
  loadingSteps: boolean,
): Conversation {
  return {
    ...trace.conversation,
    turns: trace.turns.map((turn, index) => {
      const run = runs[index]!;
      return {
        id: turn.id,
        question: turn.question,
        context: turn.context,
        run,
        failure: run.end ? null : INTERRUPTED_MESSAGE,
        startedAtMs: 0,
        ...(loadingSteps ? { loadingSteps } : {}),
      };
    }),
  };
}

function emptyConversation(): Conversation {
  return {
    id: createId('conv'),
    title: 'New conversation',
    createdAt: new Date().toISOString(),
    turns: [],
  };
}

function titleOf(question: string): string {
  return question.length > 80 ? `${question.slice(0, 77)}…` : question;
}
