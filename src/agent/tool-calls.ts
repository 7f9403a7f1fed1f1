import type { AgentEventBody, ToolError } from './events';
import { abortable } from './async-control';
import { canonicalJson } from './canonical-json';
import type { RunSettings } from './engine';
import { EvidenceIndex } from './evidence';
import type { ObservedCall } from './observed-values';
import { repairInstruction } from './prompts';
import type { AgentProtocol, CallReply, PlannedCall } from './protocols/protocol';
import { shortenObservation } from './shorten-observation';
import type { ToolClient, ToolDefinition, ToolResult } from './tool-client';
import { findInputProblems, isPlainObject } from './validate-input';

export interface ToolCallContext {
  emit(event: AgentEventBody): void;
  signal: AbortSignal;
  now(): number;
  settings: Pick<RunSettings, 'maxToolCalls' | 'observationChars'>;
  protocol: AgentProtocol;
  tools: ToolClient;
}

export interface TurnCalls {
  /** What goes back to the model, one reply per planned call, in order. */
  replies: CallReply[];
  /** Mistakes the model must correct (unknown tool, bad arguments): each counts as a repair. */
  problems: string[];
  /** Set when a call repeats for the third time: the run ends as a loop, nothing ran. */
  loop?: string;
}

/**
 * The tool side of a run: checks each call the model asks for (known tool, arguments against
 * the schema), catches loops, keeps the tool-call budget, runs a turn's calls concurrently, and
 * turns their results into observations for the timeline and replies for the model.
 */
export class ToolCallRunner {
  toolCalls = 0;
  successfulCalls = 0;
  failedCalls = 0;
  readonly evidence = new EvidenceIndex();
  /** Each successful call with its FULL output: what the answer's figures are checked against. */
  readonly observed: ObservedCall[] = [];
  /** Successful results the model got shortened. */
  shortenedResults = 0;
  private readonly seenCalls = new Map<string, number>();

  constructor(
    private readonly context: ToolCallContext,
    private readonly toolsByName: ReadonlyMap<string, ToolDefinition>,
  ) {}

  /** Checks, then runs the turn's tool calls concurrently; returns what goes back to the model. */
  async runTurn(step: number, calls: readonly PlannedCall[]): Promise<TurnCalls> {
    const problems: string[] = [];
    const replies: CallReply[] = new Array(calls.length);
    const runnable: number[] = [];

    calls.forEach((call, index) => {
      const problem = call.problem ?? this.checkCall(call);
      if (problem) {
        problems.push(problem.message);
        this.emitObservation(step, call, {
          ok: false,
          error: problem,
          durationMs: 0,
          truncated: false,
        });
        replies[index] = errorReply(call, problem, this.context.protocol);
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
        const loop = `The model asked for ${call.tool} with the same input a third time; stopping a loop.`;
        // Every action gets its observation, also the ones the loop stops from running.
        for (const pending of runnable) {
          const error = { code: 'loop', message: loop };
          this.emitObservation(step, calls[pending]!, {
            ok: false,
            error,
            durationMs: 0,
            truncated: false,
          });
        }
        return { replies, problems, loop };
      }
    }

    await Promise.all(
      runnable.map(async (index) => {
        const call = calls[index]!;
        if (this.toolCalls >= this.context.settings.maxToolCalls) {
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

  private checkCall(call: PlannedCall): ToolError | undefined {
    const tool = this.toolsByName.get(call.tool);
    if (!tool) {
      return {
        code: 'unknown_tool',
        message: `There is no tool named "${call.tool}" (available: ${[...this.toolsByName.keys()].join(', ')})`,
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
    const started = this.context.now();
    let result: ToolResult;
    try {
      result = await abortable(
        this.context.tools.call(call.tool, call.input, this.context.signal),
        this.context.signal,
      );
    } catch (error) {
      if (this.context.signal.aborted) throw error;
      result = {
        ok: false,
        error: { code: 'tool_failed', message: describe(error) },
        durationMs: Math.max(0, this.context.now() - started),
        truncated: false,
      };
    }
    this.emitObservation(step, call, result);
    if (result.notice !== undefined) this.emitToolNotice(call.tool, result.notice);

    if (result.ok) {
      this.successfulCalls++;
      this.evidence.add(result.output);
      this.observed.push({
        step,
        callId: call.callId,
        tool: call.tool,
        input: call.input,
        output: result.output,
      });
      const shortened = shortenObservation(result.output, this.context.settings.observationChars);
      if (shortened.shortened) {
        this.shortenedResults++;
        this.context.emit({
          type: 'notice',
          level: 'info',
          code: 'observation-shortened',
          message: `The ${call.tool} result was shortened to ${this.context.settings.observationChars} characters for the model; the full result is kept here.`,
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
      reply: errorReply(call, error, isRepair ? this.context.protocol : undefined),
      ...(isRepair ? { problem: `${call.tool}: ${error.message}` } : {}),
    };
  }

  private emitObservation(step: number, call: PlannedCall, result: ToolResult): void {
    this.context.emit({
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
    this.context.emit({ type: 'notice', level: 'info', code, message: `${tool}: ${message}` });
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

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
