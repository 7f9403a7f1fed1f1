import type {
  AgentEvent,
  AgentEventOf,
  AnswerStatus,
  Confidence,
  FigureEvidence,
  Protocol,
  RunEndReason,
  RunStats,
  Source,
  ToolError,
  TurnContext,
} from '../../agent/events';

/**
 * Timeline state of one run, folded from its AgentEvents. The live view and a replay feed the same
 * reducer, so everything the timeline shows must be derivable from the events alone.
 */

/** A tool call moves input-streaming → input-available → output-available | output-error. */
export type ToolCallStatus =
  | 'input-streaming'
  | 'input-available'
  | 'output-available'
  | 'output-error'
  /** The run ended (stopped, timed out, …) before this call produced a result. */
  | 'interrupted';

export interface ToolCallState {
  readonly callId: string;
  readonly tool: string;
  readonly step: number;
  readonly status: ToolCallStatus;
  /** The raw JSON text of the input received so far. */
  readonly partialInput: string;
  readonly input?: unknown;
  /** `t` (ms since run start) when the call's input began to stream. */
  readonly startedAt: number;
  readonly output?: unknown;
  readonly error?: ToolError;
  readonly durationMs?: number;
  readonly truncated: boolean;
}

export interface StepState {
  readonly step: number;
  readonly startedAt: number;
  readonly thought: string;
  readonly thoughtDone: boolean;
  readonly calls: readonly ToolCallState[];
}

export interface NoticeState {
  readonly seq: number;
  readonly t: number;
  readonly level: 'info' | 'warn' | 'error';
  readonly code: string;
  readonly message: string;
  /** The step that was current when the notice came; 0 before the first step. */
  readonly step: number;
}

export interface AnswerState {
  readonly text: string;
  readonly sources: readonly Source[];
  readonly confidence: Confidence;
  readonly followUps: readonly string[];
  /** Absent in traces from before answers carried a status and evidence. */
  readonly status?: AnswerStatus;
  readonly evidence?: readonly FigureEvidence[];
}

export interface RunEndState {
  readonly reason: RunEndReason;
  readonly message?: string;
  readonly stats: RunStats;
}

export type RunPhase = 'idle' | 'running' | 'ended';

export interface RunState {
  readonly runId: string | null;
  readonly phase: RunPhase;
  readonly question: string;
  readonly context?: TurnContext;
  readonly model: string | null;
  readonly protocol: Protocol | null;
  readonly conversationId: string | null;
  readonly steps: readonly StepState[];
  readonly notices: readonly NoticeState[];
  /** Answer text as it streams; replaced by the final text when `answer` arrives. */
  readonly answerDraft: string;
  readonly answer: AnswerState | null;
  readonly end: RunEndState | null;
  /** `t` of the latest event: how far into the run the state reaches. */
  readonly lastT: number;
}

export const initialRunState: RunState = {
  runId: null,
  phase: 'idle',
  question: '',
  model: null,
  protocol: null,
  conversationId: null,
  steps: [],
  notices: [],
  answerDraft: '',
  answer: null,
  end: null,
  lastT: 0,
};

export function reduceRun(state: RunState, event: AgentEvent): RunState {
  if (event.type === 'run-start') return startRun(event);
  // Events of another run (a late event from a run that was replaced) must not leak in.
  if (state.runId !== null && event.runId !== state.runId) return state;
  const next = derive(state, { runId: event.runId, lastT: Math.max(state.lastT, event.t) });
  switch (event.type) {
    case 'step-start':
      return updateStep(next, event.step, event.t, (step) => step);
    case 'thought-delta':
      return updateStep(next, event.step, event.t, (step) =>
        derive(step, { thought: step.thought + event.text }),
      );
    case 'thought-end':
      return updateStep(next, event.step, event.t, (step) =>
        derive(step, { thought: event.text || step.thought, thoughtDone: true }),
      );
    case 'action-delta':
      return updateCall(next, event, (call) =>
        derive(call, { tool: event.tool, partialInput: event.partialInput }),
      );
    case 'action':
      return updateCall(next, event, (call) =>
        derive(call, {
          tool: event.tool,
          status: 'input-available',
          input: event.input,
          partialInput: call.partialInput || stringifyInput(event.input),
        }),
      );
    case 'observation':
      return updateCall(next, event, (call) =>
        derive(call, {
          tool: event.tool,
          status: event.ok ? 'output-available' : 'output-error',
          output: event.output,
          error: event.error,
          durationMs: event.durationMs,
          truncated: event.truncated,
        }),
      );
    case 'notice': {
      const notices = ownedCopy(next.notices);
      notices.push({
        seq: event.seq,
        t: event.t,
        level: event.level,
        code: event.code,
        message: event.message,
        step: next.steps.at(-1)?.step ?? 0,
      });
      return derive(next, { notices });
    }
    case 'answer-delta':
      return derive(next, { answerDraft: next.answerDraft + event.text });
    case 'answer':
      return derive(next, {
        answerDraft: event.text,
        answer: {
          text: event.text,
          sources: event.sources,
          confidence: event.confidence,
          followUps: event.followUps,
          ...(event.status ? { status: event.status } : {}),
          ...(event.evidence ? { evidence: event.evidence } : {}),
        },
      });
    case 'run-end':
      return derive(next, {
        phase: 'ended',
        end: { reason: event.reason, message: event.message, stats: event.stats },
        steps: next.steps.map(settleStep),
      });
  }
}

/** Folds a whole event list, e.g. a stored trace turn, in O(events). */
export function foldRun(events: readonly AgentEvent[]): RunState {
  return reduceRunBatch(initialRunState, events);
}

/** Events folded between two pauses of `foldRunInSlices`. */
const FOLD_SLICE = 2048;

/**
 * `foldRun` cut into slices with `pause()` between them, so folding a long trace never holds the
 * page for long. Same state: a fold in batches equals the fold of the whole list.
 */
export async function foldRunInSlices(
  events: readonly AgentEvent[],
  pause: () => Promise<void>,
): Promise<RunState> {
  let state = initialRunState;
  for (let from = 0; from < events.length; from += FOLD_SLICE) {
    state = reduceRunBatch(state, events.slice(from, from + FOLD_SLICE));
    await pause();
  }
  return state;
}

/**
 * Objects and arrays created during the current batch: nobody outside has seen them yet, so later
 * events of the same batch may write into them instead of copying. Null outside a batch.
 */
let batchOwned: WeakSet<object> | null = null;

/**
 * The same state as `events.reduce(reduceRun, state)`, in O(events + steps) rather than
 * O(events × steps): the step and notice arrays are copied once per batch, not once per event.
 * `state` and everything reachable from it are left untouched.
 */
export function reduceRunBatch(state: RunState, events: readonly AgentEvent[]): RunState {
  const outer = batchOwned;
  batchOwned = new WeakSet();
  try {
    let current = state;
    for (const event of events) current = reduceRun(current, event);
    return current;
  } finally {
    batchOwned = outer;
  }
}

/**
 * `base` with `changes`: written into `base` when this batch created it, else a new object this
 * batch now owns. `Object.assign` rather than object spread: the production build lowers spread
 * into per-property descriptor copies, which made each event cost several times more.
 */
function derive<T extends object>(base: T, changes: Partial<T>): T {
  if (batchOwned?.has(base)) return Object.assign(base, changes);
  const copy = Object.assign({}, base, changes);
  batchOwned?.add(copy);
  return copy;
}

/** `items` itself when this batch created it, else a copy this batch now owns. */
function ownedCopy<T>(items: readonly T[]): T[] {
  if (batchOwned?.has(items)) return items as T[];
  const copy = items.slice();
  batchOwned?.add(copy);
  return copy;
}

function startRun(event: AgentEventOf<'run-start'>): RunState {
  return derive(initialRunState, {
    runId: event.runId,
    phase: 'running',
    question: event.question,
    context: event.context,
    model: event.model,
    protocol: event.protocol,
    conversationId: event.conversationId,
    lastT: event.t,
  });
}

/** Applies `update` to step `stepNumber`, creating the step if its step-start was not seen. */
function updateStep(
  state: RunState,
  stepNumber: number,
  t: number,
  update: (step: StepState) => StepState,
): RunState {
  const index = indexOfStep(state.steps, stepNumber);
  const steps = ownedCopy(state.steps);
  if (index === -1) {
    const created = update({
      step: stepNumber,
      startedAt: t,
      thought: '',
      thoughtDone: false,
      calls: [],
    });
    // Steps arrive in order; one that comes late is placed where it belongs.
    let at = steps.length;
    while (at > 0 && steps[at - 1]!.step > stepNumber) at--;
    steps.splice(at, 0, created);
    return derive(state, { steps });
  }
  steps[index] = update(steps[index]!);
  return derive(state, { steps });
}

/** Events nearly always concern the latest step: look there first, then search. */
function indexOfStep(steps: readonly StepState[], stepNumber: number): number {
  const last = steps.length - 1;
  if (last >= 0 && steps[last]!.step === stepNumber) return last;
  return steps.findIndex((step) => step.step === stepNumber);
}

function updateCall(
  state: RunState,
  event: AgentEventOf<'action-delta' | 'action' | 'observation'>,
  update: (call: ToolCallState) => ToolCallState,
): RunState {
  return updateStep(state, event.step, event.t, (step) => {
    const index = step.calls.findIndex((call) => call.callId === event.callId);
    if (index === -1) {
      const created: ToolCallState = {
        callId: event.callId,
        tool: event.tool,
        step: event.step,
        status: 'input-streaming',
        partialInput: '',
        startedAt: event.t,
        truncated: false,
      };
      const calls = ownedCopy(step.calls);
      calls.push(update(created));
      return derive(step, { calls });
    }
    const calls = ownedCopy(step.calls);
    calls[index] = update(calls[index]);
    return derive(step, { calls });
  });
}

/** At run end nothing is still streaming: open thoughts close, pending calls were interrupted. */
function settleStep(step: StepState): StepState {
  const pending = step.calls.some(
    (call) => call.status === 'input-streaming' || call.status === 'input-available',
  );
  if (step.thoughtDone && !pending) return step;
  return {
    ...step,
    thoughtDone: true,
    calls: pending
      ? step.calls.map((call) =>
          call.status === 'input-streaming' || call.status === 'input-available'
            ? { ...call, status: 'interrupted' }
            : call,
        )
      : step.calls,
  };
}

function stringifyInput(input: unknown): string {
  try {
    return JSON.stringify(input) ?? '';
  } catch {
    return '';
  }
}

/** Number of tool calls the run made (what the analyst counts as "tool calls"). */
export function countToolCalls(state: RunState): number {
  return state.steps.reduce((total, step) => total + step.calls.length, 0);
}

/** "Reasoned through 4 steps, 5 tool calls, 6.2 s" — the one-line form of a finished run. */
export function summarizeRun(state: RunState): string {
  const steps = state.end?.stats.steps ?? state.steps.length;
  const toolCalls = state.end?.stats.toolCalls ?? countToolCalls(state);
  const durationMs = state.end?.stats.durationMs ?? state.lastT;
  return (
    `Reasoned through ${plural(steps, 'step')}, ${plural(toolCalls, 'tool call')}, ` +
    formatSeconds(durationMs)
  );
}

export function formatSeconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Plain words for why a run ended without an answer. */
export function describeEndReason(end: RunEndState): string {
  const detail = end.message ? ` ${end.message}` : '';
  switch (end.reason) {
    case 'answered':
      return 'Answered.';
    case 'stopped':
      return 'Stopped: you stopped this run before it finished.';
    case 'max-steps':
      return `Step limit reached: the agent used all its steps without finishing.${detail}`;
    case 'tool-budget':
      return `Tool-call limit reached: the agent used all its tool calls without finishing.${detail}`;
    case 'loop':
      return `Stopped a loop: the agent kept repeating the same call.${detail}`;
    case 'timeout':
      return `Time limit reached: the run took too long.${detail}`;
    case 'refused':
      return `The model refused or could not be used.${detail}`;
    case 'error':
      return `The run failed.${detail}`;
  }
}
