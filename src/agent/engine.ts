import type {
  MessageCreateParamsStreaming,
  MessageParam,
} from '@anthropic-ai/sdk/resources/messages';
import { abortable, abortableSleep } from './async-control';
import { type AnswerAssessment, type AssessmentInput, assessAnswer } from './answer-assessment';
import { type HistoryTurn, historyMessages, userTurn } from './conversation';
import { EventChannel } from './event-channel';
import type { AgentEvent, AgentEventBody, Protocol, RunEndReason, TurnContext } from './events';
import type { LlmClient } from './llm-client';
import { classifyModelError } from './model-errors';
import type { DataDictionary } from './dataset';
import { type CorpusPeriod, type DataDescription, DEMO_CORPUS_PERIOD, periodOf } from './prompts';
import { nativeProtocol } from './protocols/native';
import type { AgentProtocol, DraftAnswer, TurnReading } from './protocols/protocol';
import { textProtocol } from './protocols/text';
import { type AssistantTurn, StreamFailure, TurnAccumulator } from './stream-turn';
import type { ToolClient, ToolDefinition } from './tool-client';
import { ToolCallRunner } from './tool-calls';

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
  /** The data dictionary (GET /api/dataset): the prompt describes the data from it. */
  dataset?: DataDictionary;
  /** The data's span when no dictionary is at hand (GET /api/status); the demo corpus when absent. */
  corpus?: CorpusPeriod;
}

export interface AgentDeps {
  llm: LlmClient;
  tools: ToolClient;
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Told what went into an answer's assessment and what came out: the eval records it so that a
   * later confidence change can be measured on the same answers without running the model again.
   */
  recordAssessment?: (input: AssessmentInput, assessment: AnswerAssessment) => void;
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
  private readonly data: DataDescription;
  private readonly now: () => number;
  private readonly started: number;
  private readonly controller = new AbortController();
  private readonly channel: EventChannel;
  private stopCause: 'stopped' | 'timeout' | undefined;

  private steps = 0;
  private repairs = 0;
  private inputTokens = 0;
  private outputTokens = 0;
  private cacheReadTokens = 0;
  private cacheWriteTokens = 0;
  private calls: ToolCallRunner | undefined;

  constructor(
    private readonly request: RunRequest,
    private readonly deps: AgentDeps,
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...definedOnly(request.settings ?? {}) };
    this.protocol = this.settings.protocol === 'text' ? textProtocol : nativeProtocol;
    this.data = {
      period: periodOf(request.dataset, request.corpus ?? DEMO_CORPUS_PERIOD),
      ...(request.dataset ? { dataset: request.dataset } : {}),
    };
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
        `The run exceeded its time limit of ${formatDuration(settings.timeoutMs)}.`,
      );
    }

    this.channel.push({
      type: 'run-end',
      reason: end.reason,
      ...(end.reason === 'answered' ? {} : { message: end.message }),
      stats: {
        durationMs: Math.max(0, this.now() - this.started),
        steps: this.steps,
        toolCalls: this.calls?.toolCalls ?? 0,
        inputTokens: this.inputTokens,
        outputTokens: this.outputTokens,
        ...(this.cacheReadTokens ? { cacheReadTokens: this.cacheReadTokens } : {}),
        ...(this.cacheWriteTokens ? { cacheWriteTokens: this.cacheWriteTokens } : {}),
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
    const calls = new ToolCallRunner(
      {
        emit: (event) => this.emit(event),
        signal: this.signal,
        now: this.now,
        settings,
        protocol: this.protocol,
        tools: this.deps.tools,
      },
      new Map(tools.map((tool) => [tool.name, tool])),
    );
    this.calls = calls;
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
        data: this.data,
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

      const { replies, problems, loop } = await calls.runTurn(step, reading.calls);
      if (loop) throw new RunEnd('loop', loop);
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

      if (calls.toolCalls >= settings.maxToolCalls) {
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
        this.cacheReadTokens += accumulator.turn.cacheReadTokens;
        this.cacheWriteTokens += accumulator.turn.cacheWriteTokens;
        return { turn: accumulator.turn, reading: handler.read(accumulator.turn) };
      } catch (error) {
        if (this.signal.aborted) throw error;
        this.inputTokens += accumulator.turn.inputTokens;
        this.outputTokens += accumulator.turn.outputTokens;
        this.cacheReadTokens += accumulator.turn.cacheReadTokens;
        this.cacheWriteTokens += accumulator.turn.cacheWriteTokens;
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

  private emitAnswer(draft: DraftAnswer, limit: Limit | undefined): void {
    const calls = this.calls!;
    const { request } = this;
    const grounded = draft.sources.filter((id) => calls.evidence.has(id));
    const previous = request.history?.[request.history.length - 1];
    const input: AssessmentInput = {
      question: request.question,
      ...(request.context ? { context: request.context } : {}),
      ...(previous ? { previousQuestion: previous.question } : {}),
      period: this.data.period,
      ...(this.data.dataset ? { dataset: this.data.dataset } : {}),
      draft,
      calls: calls.observed,
      failedCalls: calls.failedCalls,
      shortenedResults: calls.shortenedResults,
      groundedSources: grounded.length,
      ungroundedSources: draft.sources.length - grounded.length,
      repairs: this.repairs,
      ...(limit ? { limit } : {}),
    };
    const assessment = assessAnswer(input);
    this.deps.recordAssessment?.(input, assessment);
    const { status, evidence, confidence } = assessment;
    this.emit({
      type: 'answer',
      text: draft.text,
      sources: draft.sources.map((id) => {
        const title = calls.evidence.title(id);
        return title ? { id, title } : { id };
      }),
      confidence,
      followUps: draft.followUps.slice(0, 5),
      status,
      evidence,
    });
  }
}

function limitMessage(limit: Limit, settings: RunSettings): string {
  return limit === 'max-steps'
    ? `The run reached its limit of ${settings.maxSteps} steps; this is a best-effort answer.`
    : `The run used its budget of ${settings.maxToolCalls} tool calls; this is a best-effort answer.`;
}

function formatDuration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
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
