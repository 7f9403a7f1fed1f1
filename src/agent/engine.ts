import type {
  MessageCreateParamsStreaming,
  MessageParam,
} from '@anthropic-ai/sdk/resources/messages';
import { canonicalJson } from './canonical-json';
import { assessConfidence } from './confidence';
import { type HistoryTurn, historyMessages, userTurn } from './conversation';
import { EventChannel } from './event-channel';
import type { AgentEvent, AgentEventBody, Protocol, RunEndReason, TurnContext } from './events';
import { EvidenceIndex } from './evidence';
import type { LlmClient } from './llm-client';
import { classifyModelError } from './model-errors';
import { type CorpusPeriod, DEMO_CORPUS_PERIOD, repairInstruction } from './prompts';
import { nativeProtocol } from './protocols/native';
import type {
  AgentProtocol,
  CallReply,
  DraftAnswer,
  PlannedCall,
  TurnReading,
} from './protocols/protocol';
import { textProtocol } from './protocols/text';
import { shortenObservation } from './shorten-observation';
import { type AssistantTurn, StreamFailure, TurnAccumulator } from './stream-turn';
import type { ToolClient, ToolDefinition, ToolResult } from './tool-client';
import { findInputProblems, isPlainObject } from './validate-input';

export type { HistoryTurn } from './conversation';

export interface RunSettings {
  model: string;
  protocol: Protocol;
  maxSteps: number;
  maxToolCalls: number;
  maxRepairs: number;
  timeoutMs: number;
  observationChars: number;
  maxTokens: number;
  maxRetries: number;
}

export const DEFAULT_SETTINGS: RunSettings = {
  // The keyless server's planner; clients read the real default from GET /api/status.
  model: 'sightline-offline',
  protocol: 'native',
  maxSteps: 10,
  maxToolCalls: 20,
  maxRepairs: 2,
  timeoutMs: 180_000,
  observationChars: 6000,
  maxTokens: 4096,
  maxRetries: 2,
};

export interface RunRequest {
  question: string;
  conversationId: string;
  context?: TurnContext;
  history?: HistoryTurn[];
  settings?: Partial<RunSettings>;
  runId?: string;
  /** The corpus period for the system prompt; the demo corpus when absent. */
  corpus?: CorpusPeriod;
}

export interface AgentDeps {
  llm: LlmClient;
  tools: ToolClient;
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Runs one ReAct turn: the model reasons and calls tools until it answers or a limit ends the
 * run. Events stream out as they happen; the last one is always `run-end`. Nothing is thrown:
 * every way a run can end is a `run-end.reason`.
 */
export function runAgent(request: RunRequest, deps: AgentDeps): AsyncIterable<AgentEvent> {
  return {
    [Symbol.asyncIterator]() {
      return new AgentRun(request, deps).start()[Symbol.asyncIterator]();
    },
  };
}

/** Ends the run with a reason; thrown inside the loop, caught once at the top. */
class RunEnd extends Error {
  constructor(
    readonly reason: RunEndReason,
    message: string,
  ) {
    super(message);
  }
}

type Limit = 'max-steps' | 'tool-budget';

const BACKOFF_BASE_MS = 1000;

class AgentRun {
  private readonly settings: RunSettings;
  private readonly protocol: AgentProtocol;
  private readonly now: () => number;
  private readonly started: number;
  private readonly controller = new AbortController();
  private readonly channel: EventChannel;
  private stopCause: 'stopped' | 'timeout' | undefined;

  private steps = 0;
  private toolCalls = 0;
  private successfulCalls = 0;
  private failedCalls = 0;
  private repairs = 0;
  private inputTokens = 0;
  private outputTokens = 0;
  private readonly seenCalls = new Map<string, number>();
  private readonly evidence = new EvidenceIndex();

  constructor(
    private readonly request: RunRequest,
    private readonly deps: AgentDeps,
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...definedOnly(request.settings ?? {}) };
    this.protocol = this.settings.protocol === 'text' ? textProtocol : nativeProtocol;
    this.now = deps.now ?? (() => Date.now());
    this.started = this.now();
    this.channel = new EventChannel(
      request.runId ?? newRunId(),
      () => this.now() - this.started,
      () => this.stopCause !== undefined,
      () => this.stop('stopped'),
    );
  }

  private get signal(): AbortSignal {
    return this.controller.signal;
  }

  start(): EventChannel {
    void this.execute();
    return this.channel;
  }

  private stop(cause: 'stopped' | 'timeout'): void {
    if (this.stopCause) return;
    this.stopCause = cause;
    this.controller.abort(new RunEnd(cause, cause));
  }

  private emit(event: AgentEventBody): void {
    // After a stop or timeout nothing but run-end goes out, whatever is still settling.
    if (this.stopCause && event.type !== 'run-end') return;
    this.channel.push(event);
  }

  private async execute(): Promise<void> {
    const { settings, request } = this;
    const onAbort = () => this.stop('stopped');
    if (this.deps.signal?.aborted) this.stop('stopped');
    this.deps.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => this.stop('timeout'), settings.timeoutMs);

    this.emit({
      type: 'run-start',
      question: request.question,
      ...(request.context ? { context: request.context } : {}),
      model: settings.model,
      protocol: settings.protocol,
      conversationId: request.conversationId,
    });

    let end: RunEnd;
    try {
      end = await this.loop();
    } catch (error) {
      end =
        error instanceof RunEnd ? error : new RunEnd('error', `Internal error: ${describe(error)}`);
    } finally {
      clearTimeout(timer);
      this.deps.signal?.removeEventListener('abort', onAbort);
    }
    if (this.stopCause === 'stopped') end = new RunEnd('stopped', 'Stopped by the analyst.');
    if (this.stopCause === 'timeout') {
      end = new RunEnd(
        'timeout',
        `The run exceeded its time limit of ${Math.round(settings.timeoutMs / 1000)} s.`,
      );
    }

    this.channel.push({
      type: 'run-end',
      reason: end.reason,
      ...(end.reason === 'answered' ? {} : { message: end.message }),
      stats: {
        durationMs: Math.max(0, this.now() - this.started),
        steps: this.steps,
        toolCalls: this.toolCalls,
        inputTokens: this.inputTokens,
        outputTokens: this.outputTokens,
        model: settings.model,
      },
    });
    this.channel.close();
  }

  private async loop(): Promise<RunEnd> {
    const { settings, request } = this;
    if (!request.question.trim()) throw new RunEnd('error', 'The question is empty.');
    if (!settings.model) throw new RunEnd('error', 'No model is configured.');

    let tools: ToolDefinition[];
    try {
      tools = await abortable(this.deps.tools.list(this.signal), this.signal);
    } catch (error) {
      if (this.signal.aborted) throw error;
      throw new RunEnd('error', `The tool list could not be loaded: ${describe(error)}`);
    }
    const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
    const messages: MessageParam[] = [
      ...historyMessages(request.history ?? []),
      userTurn(request.question, request.context),
    ];

    let bestEffort: Limit | undefined;
    let repairsInARow = 0;
    for (let step = 1; ; step++) {
      if (!bestEffort && step === settings.maxSteps && step > 1) {
        bestEffort = 'max-steps';
        this.emit({
          type: 'notice',
          level: 'warn',
          code: 'limit',
          message: `Step ${step} is the last of ${settings.maxSteps}: asking for the best answer from what the run has found.`,
        });
      }
      if (step > settings.maxSteps) {
        throw new RunEnd(
          'max-steps',
          `The run reached its limit of ${settings.maxSteps} steps without an answer.`,
        );
      }
      this.steps = step;
      this.emit({ type: 'step-start', step });

      const params = this.protocol.buildParams({
        model: settings.model,
        maxTokens: settings.maxTokens,
        corpus: request.corpus ?? DEMO_CORPUS_PERIOD,
        tools,
        messages: [...messages],
        ...(bestEffort ? { bestEffort } : {}),
      });
      const { turn, reading } = await this.streamTurn(params, step);
      if (turn.stopReason === 'refusal') {
        throw new RunEnd('refused', 'The model declined to answer this question.');
      }
      if (turn.stopReason === 'model_context_window_exceeded') {
        throw new RunEnd(
          'error',
          "The conversation no longer fits the model's context window; start a new conversation.",
        );
      }
      messages.push(reading.assistantMessage);

      if (reading.answer) {
        this.emitAnswer(reading.answer, bestEffort);
        return new RunEnd(
          bestEffort ?? 'answered',
          bestEffort ? limitMessage(bestEffort, settings) : '',
        );
      }
      if (bestEffort) {
        throw new RunEnd(
          bestEffort,
          `${limitMessage(bestEffort, settings)} The model gave no answer.`,
        );
      }

      const { replies, problems } = await this.runCalls(step, reading.calls, toolsByName);
      if (reading.problem) problems.push(reading.problem);
      if (problems.length) {
        repairsInARow++;
        if (repairsInARow > settings.maxRepairs) {
          throw new RunEnd(
            'error',
            `The model could not produce a valid action after ${settings.maxRepairs} correction(s): ${problems.join('; ')}`,
          );
        }
        this.repairs += problems.length;
        for (const problem of problems) {
          this.emit({
            type: 'notice',
            level: 'warn',
            code: 'repair',
            message: `${problem}. Asking the model to correct it (${repairsInARow} of ${settings.maxRepairs}).`,
          });
        }
      } else {
        repairsInARow = 0;
      }
      messages.push(this.protocol.replyMessage(replies, reading.problem));

      if (this.toolCalls >= settings.maxToolCalls) {
        bestEffort = 'tool-budget';
        this.emit({
          type: 'notice',
          level: 'warn',
          code: 'limit',
          message: `The tool-call budget of ${settings.maxToolCalls} is used up: asking for the best answer from what the run has found.`,
        });
      }
    }
  }

  /** One model call, streamed into events, retried on transient failures. */
  private async streamTurn(
    params: MessageCreateParamsStreaming,
    step: number,
  ): Promise<{ turn: AssistantTurn; reading: TurnReading }> {
    const sleep = this.deps.sleep ?? abortableSleep;
    for (let attempt = 0; ; attempt++) {
      const handler = this.protocol.startTurn(step, (event) => this.emit(event));
      const accumulator = new TurnAccumulator(handler.observer);
      try {
        await this.consumeStream(params, accumulator);
        this.inputTokens += accumulator.turn.inputTokens;
        this.outputTokens += accumulator.turn.outputTokens;
        return { turn: accumulator.turn, reading: handler.read(accumulator.turn) };
      } catch (error) {
        if (this.signal.aborted) throw error;
        this.inputTokens += accumulator.turn.inputTokens;
        this.outputTokens += accumulator.turn.outputTokens;
        const failure = classifyModelError(error);
        if (!failure.retryable || attempt >= this.settings.maxRetries) {
          throw new RunEnd(
            'error',
            failure.retryable
              ? `${failure.message} (gave up after ${attempt + 1} attempts)`
              : failure.message,
          );
        }
        const delay = BACKOFF_BASE_MS * 2 ** attempt;
        this.emit({
          type: 'notice',
          level: 'warn',
          code: 'retry',
          message: `${failure.message}. Step ${step}'s partial output is discarded; retrying in ${delay / 1000} s (attempt ${attempt + 2} of ${this.settings.maxRetries + 1}).`,
        });
        await abortable(sleep(delay, this.signal), this.signal);
      }
    }
  }

  private async consumeStream(
    params: MessageCreateParamsStreaming,
    accumulator: TurnAccumulator,
  ): Promise<void> {
    const iterator = this.deps.llm.stream(params, { signal: this.signal })[Symbol.asyncIterator]();
    let finished = false;
    try {
      for (;;) {
        const next = await abortable(iterator.next(), this.signal);
        if (next.done) break;
        accumulator.add(next.value);
      }
      finished = true;
    } finally {
      // Release the stream (and its connection) when we stop reading early; never await it, a
      // stuck stream must not hold the run.
      if (!finished) void Promise.resolve(iterator.return?.()).catch(() => undefined);
    }
    if (!accumulator.complete) {
      throw new StreamFailure(
        'stream_ended',
        'The model stream ended before the message was complete',
      );
    }
  }

  /** Checks, then runs the turn's tool calls concurrently; returns what goes back to the model. */
  private async runCalls(
    step: number,
    calls: readonly PlannedCall[],
    toolsByName: ReadonlyMap<string, ToolDefinition>,
  ): Promise<{ replies: CallReply[]; problems: string[] }> {
    const problems: string[] = [];
    const replies: CallReply[] = new Array(calls.length);
    const runnable: number[] = [];

    calls.forEach((call, index) => {
      const problem = call.problem ?? this.checkCall(call, toolsByName);
      if (problem) {
        problems.push(problem.message);
        this.emitObservation(step, call, {
          ok: false,
          error: problem,
          durationMs: 0,
          truncated: false,
        });
        replies[index] = errorReply(call, problem, this.protocol);
      } else {
        runnable.push(index);
      }
    });

    // Loop detection before anything runs: a third identical call ends the run.
    for (const index of runnable) {
      const call = calls[index]!;
      const key = `${call.tool} ${canonicalJson(call.input)}`;
      const count = (this.seenCalls.get(key) ?? 0) + 1;
      this.seenCalls.set(key, count);
      if (count >= 3) {
        throw new RunEnd(
          'loop',
          `The model asked for ${call.tool} with the same input a third time; stopping a loop.`,
        );
      }
    }

    await Promise.all(
      runnable.map(async (index) => {
        const call = calls[index]!;
        if (this.toolCalls >= this.settings.maxToolCalls) {
          const error = {
            code: 'tool_budget',
            message: 'The tool-call budget of this run is used up.',
          };
          this.emitObservation(step, call, { ok: false, error, durationMs: 0, truncated: false });
          replies[index] = errorReply(call, error, undefined);
          return;
        }
        this.toolCalls++;
        const { reply, problem } = await this.executeCall(step, call);
        replies[index] = reply;
        if (problem) problems.push(problem);
      }),
    );
    return { replies, problems };
  }

  private checkCall(
    call: PlannedCall,
    toolsByName: ReadonlyMap<string, ToolDefinition>,
  ): { code: string; message: string } | undefined {
    const tool = toolsByName.get(call.tool);
    if (!tool) {
      return {
        code: 'unknown_tool',
        message: `There is no tool named "${call.tool}" (available: ${[...toolsByName.keys()].join(', ')})`,
      };
    }
    const issues = findInputProblems(call.input, tool.input_schema);
    return issues.length
      ? { code: 'invalid_input', message: `Invalid input for ${call.tool}: ${issues.join('; ')}` }
      : undefined;
  }

  private async executeCall(
    step: number,
    call: PlannedCall,
  ): Promise<{ reply: CallReply; problem?: string }> {
    const started = this.now();
    let result: ToolResult;
    try {
      result = await abortable(
        this.deps.tools.call(call.tool, call.input, this.signal),
        this.signal,
      );
    } catch (error) {
      if (this.signal.aborted) throw error;
      result = {
        ok: false,
        error: { code: 'tool_failed', message: describe(error) },
        durationMs: Math.max(0, this.now() - started),
        truncated: false,
      };
    }
    this.emitObservation(step, call, result);
    if (result.notice !== undefined) this.emitToolNotice(call.tool, result.notice);

    if (result.ok) {
      this.successfulCalls++;
      this.evidence.add(result.output);
      const shortened = shortenObservation(result.output, this.settings.observationChars);
      if (shortened.shortened) {
        this.emit({
          type: 'notice',
          level: 'info',
          code: 'observation-shortened',
          message: `The ${call.tool} result was shortened to ${this.settings.observationChars} characters for the model; the full result is kept here.`,
        });
      }
      return { reply: { call, isError: false, content: shortened.text } };
    }
    this.failedCalls++;
    const error = result.error ?? {
      code: 'tool_failed',
      message: 'The tool failed without a message.',
    };
    // Arguments the tool API rejected are the model's to fix, like the ones we catch ourselves.
    const isRepair = error.code === 'invalid_input' || error.code === 'unknown_tool';
    return {
      reply: errorReply(call, error, isRepair ? this.protocol : undefined),
      ...(isRepair ? { problem: `${call.tool}: ${error.message}` } : {}),
    };
  }

  private emitObservation(step: number, call: PlannedCall, result: ToolResult): void {
    this.emit({
      type: 'observation',
      step,
      callId: call.callId,
      tool: call.tool,
      ok: result.ok,
      ...(result.ok ? { output: result.output } : {}),
      ...(result.error ? { error: result.error } : {}),
      durationMs: Math.max(0, result.durationMs),
      truncated: result.truncated,
    });
  }

  private emitToolNotice(tool: string, notice: unknown): void {
    const code =
      isPlainObject(notice) && typeof notice['code'] === 'string' ? notice['code'] : 'tool-notice';
    const message =
      typeof notice === 'string'
        ? notice
        : isPlainObject(notice) && typeof notice['message'] === 'string'
          ? notice['message']
          : JSON.stringify(notice);
    this.emit({ type: 'notice', level: 'info', code, message: `${tool}: ${message}` });
  }

  private emitAnswer(draft: DraftAnswer, limit: Limit | undefined): void {
    const grounded = draft.sources.filter((id) => this.evidence.has(id));
    const confidence = assessConfidence({
      ...(draft.rating !== undefined ? { modelRating: draft.rating } : {}),
      ...(draft.ratingReason ? { modelReason: draft.ratingReason } : {}),
      successfulCalls: this.successfulCalls,
      failedCalls: this.failedCalls,
      groundedSources: grounded.length,
      ungroundedSources: draft.sources.length - grounded.length,
      repairs: this.repairs,
      ...(limit ? { limit } : {}),
    });
    this.emit({
      type: 'answer',
      text: draft.text,
      sources: draft.sources.map((id) => {
        const title = this.evidence.title(id);
        return title ? { id, title } : { id };
      }),
      confidence,
      followUps: draft.followUps.slice(0, 5),
    });
  }
}

function errorReply(
  call: PlannedCall,
  error: { code: string; message: string },
  repairFor: AgentProtocol | undefined,
): CallReply {
  const body: Record<string, unknown> = { error: { code: error.code, message: error.message } };
  if (repairFor) body['hint'] = repairInstruction('Your last action could not run', repairFor.name);
  return { call, isError: true, content: JSON.stringify(body) };
}

function limitMessage(limit: Limit, settings: RunSettings): string {
  return limit === 'max-steps'
    ? `The run reached its limit of ${settings.maxSteps} steps; this is a best-effort answer.`
    : `The run used its budget of ${settings.maxToolCalls} tool calls; this is a best-effort answer.`;
}

/** Resolves with the promise, or rejects as soon as the signal aborts (the work is cancelled too). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function definedOnly<T extends object>(partial: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(partial).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function newRunId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `run-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
