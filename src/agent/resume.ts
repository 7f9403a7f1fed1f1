import type { RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import type { AgentEvent } from './events';
import type { LlmClient } from './llm-client';
import type { ToolClient, ToolResult } from './tool-client';

/**
 * Resuming a recorded run from a given step (a "what-if"): the engine runs as usual, but its model
 * and tools are wrapped so that the steps before the chosen one are the recorded ones, fed back as
 * the model's own turns with their recorded observations, and the chosen step makes the recorded
 * thought's tool calls with edited inputs, executed for real. From the next step on, the real
 * model continues from exactly that message history. Native tool use only: the recorded turns are
 * replayed as `tool_use` blocks.
 */

export interface FrozenCall {
  readonly tool: string;
  readonly input: unknown;
  /** The recorded observation; absent for the edited step, whose calls run for real. */
  readonly result?: ToolResult;
}

export interface FrozenStep {
  readonly step: number;
  readonly thought: string;
  readonly calls: readonly FrozenCall[];
}

/** The steps of recorded events up to and including `lastStep`, with their tool calls. */
export function recordedSteps(events: readonly AgentEvent[], lastStep: number): FrozenStep[] {
  const steps = new Map<number, { thought: string; calls: Map<string, FrozenCall> }>();
  const stepOf = (step: number) => {
    let entry = steps.get(step);
    if (!entry) steps.set(step, (entry = { thought: '', calls: new Map() }));
    return entry;
  };
  for (const event of events) {
    if (!('step' in event) || event.step > lastStep) continue;
    const entry = stepOf(event.step);
    if (event.type === 'thought-end') entry.thought = event.text || entry.thought;
    else if (event.type === 'thought-delta' && !entry.thought.endsWith(event.text)) {
      entry.thought += event.text;
    } else if (event.type === 'action') {
      entry.calls.set(event.callId, { tool: event.tool, input: event.input });
    } else if (event.type === 'observation') {
      const call = entry.calls.get(event.callId);
      if (!call) continue;
      entry.calls.set(event.callId, {
        ...call,
        result: {
          ok: event.ok,
          ...(event.output !== undefined ? { output: event.output } : {}),
          ...(event.error ? { error: event.error } : {}),
          durationMs: event.durationMs,
          truncated: event.truncated,
        },
      });
    }
  }
  return [...steps.entries()]
    .sort(([a], [b]) => a - b)
    .map(([step, entry]) => ({ step, thought: entry.thought, calls: [...entry.calls.values()] }));
}

/**
 * Model and tools that replay `frozen` (steps 1 … k−1) and then `edited` (step k, its calls run
 * for real), and from step k+1 are the real ones.
 */
export function resumingDeps(
  real: { llm: LlmClient; tools: ToolClient },
  frozen: readonly FrozenStep[],
  edited: FrozenStep,
): { llm: LlmClient; tools: ToolClient } {
  const scripted = [...frozen, edited];
  let turn = 0;
  const recorded: ToolResult[] = frozen.flatMap((step) =>
    step.calls.map((call) => call.result ?? missingResult()),
  );
  let served = 0;
  return {
    llm: {
      stream(params, options) {
        const step = scripted[turn++];
        return step
          ? replayTurn(step, turn, String(params.model))
          : real.llm.stream(params, options);
      },
    },
    tools: {
      list: (signal) => real.tools.list(signal),
      async call(name, input, signal) {
        // Calls of the frozen turns get their recorded results, in the order they were made.
        if (turn <= frozen.length && served < recorded.length) return recorded[served++]!;
        return real.tools.call(name, input, signal);
      },
    },
  };
}

function missingResult(): ToolResult {
  return {
    ok: false,
    error: { code: 'not_recorded', message: 'The recorded run has no result for this call.' },
    durationMs: 0,
    truncated: false,
  };
}

/** A recorded step as the raw stream of one assistant message: its thought, then its tool calls. */
async function* replayTurn(
  step: FrozenStep,
  turn: number,
  model: string,
): AsyncIterable<RawMessageStreamEvent> {
  const events: unknown[] = [
    {
      type: 'message_start',
      message: {
        id: `msg_resume_${turn}`,
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 0, output_tokens: 0 },
      },
    },
  ];
  let index = 0;
  if (step.thought) {
    events.push(
      { type: 'content_block_start', index, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index, delta: { type: 'text_delta', text: step.thought } },
      { type: 'content_block_stop', index },
    );
    index++;
  }
  step.calls.forEach((call, position) => {
    events.push(
      {
        type: 'content_block_start',
        index,
        content_block: {
          type: 'tool_use',
          id: `toolu_resume_${turn}_${position}`,
          name: call.tool,
          input: {},
        },
      },
      {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.input ?? {}) },
      },
      { type: 'content_block_stop', index },
    );
    index++;
  });
  events.push(
    {
      type: 'message_delta',
      delta: { stop_reason: step.calls.length ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: 0 },
    },
    { type: 'message_stop' },
  );
  for (const event of events) yield event as RawMessageStreamEvent;
}
