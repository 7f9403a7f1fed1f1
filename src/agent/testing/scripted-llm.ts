import type {
  MessageCreateParamsStreaming,
  RawMessageStreamEvent,
  StopReason,
} from '@anthropic-ai/sdk/resources/messages';
import type { LlmClient } from '../llm-client';

/**
 * A scripted model for tests and benchmarks: each call to `stream()` plays the next turn, a list
 * of raw Messages API stream events. A turn may also wait (`{ pause }`) or fail (`{ fail }`), so
 * tests can abort mid-stream or simulate a dropped connection.
 */
export type ScriptItem =
  | RawMessageStreamEvent
  | { type: 'error'; error: { type: string; message: string } }
  | { pause: Promise<unknown> }
  | { fail: unknown };
export type ScriptedTurn = readonly ScriptItem[];
export type Script =
  | readonly ScriptedTurn[]
  | ((request: MessageCreateParamsStreaming, index: number) => ScriptedTurn);

export class ScriptedLlm implements LlmClient {
  /** The params of every call, deep-copied as sent (unless `record` is off, for benchmarks). */
  readonly requests: MessageCreateParamsStreaming[] = [];
  readonly signals: AbortSignal[] = [];
  private calls = 0;

  constructor(
    private readonly script: Script,
    private readonly options: { record?: boolean } = {},
  ) {}

  get callCount(): number {
    return this.calls;
  }

  stream(
    params: MessageCreateParamsStreaming,
    { signal }: { signal: AbortSignal },
  ): AsyncIterable<RawMessageStreamEvent> {
    const index = this.calls++;
    if (this.options.record !== false) {
      this.requests.push(structuredClone(params));
      this.signals.push(signal);
    }
    const turn =
      typeof this.script === 'function' ? this.script(params, index) : this.script[index];
    if (!turn) throw new Error(`The script has no turn ${index + 1}`);
    return play(turn);
  }
}

async function* play(turn: ScriptedTurn): AsyncGenerator<RawMessageStreamEvent> {
  for (const item of turn) {
    if ('pause' in item) await item.pause;
    else if ('fail' in item) throw item.fail;
    else yield item as RawMessageStreamEvent;
  }
}

export type BlockSpec =
  | { text: string | readonly string[] }
  | { thinking: string | readonly string[] }
  | { toolUse: { id?: string; name: string; input?: unknown; json?: string | readonly string[] } };

let toolUseCounter = 0;

/** The raw events of one assistant message made of the given blocks. */
export function messageEvents(
  blocks: readonly BlockSpec[],
  stopReason: StopReason,
  usage: { input: number; output: number } = { input: 100, output: 20 },
): RawMessageStreamEvent[] {
  const events: RawMessageStreamEvent[] = [
    {
      type: 'message_start',
      message: {
        id: `msg_${++toolUseCounter}`,
        type: 'message',
        role: 'assistant',
        model: 'scripted',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: 1 },
      },
    } as unknown as RawMessageStreamEvent,
  ];
  blocks.forEach((block, index) => {
    if ('text' in block) {
      events.push(start(index, { type: 'text', text: '' }));
      for (const text of chunks(block.text)) {
        events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
      }
    } else if ('thinking' in block) {
      events.push(start(index, { type: 'thinking', thinking: '', signature: '' }));
      for (const thinking of chunks(block.thinking)) {
        events.push({
          type: 'content_block_delta',
          index,
          delta: { type: 'thinking_delta', thinking },
        });
      }
      events.push({
        type: 'content_block_delta',
        index,
        delta: { type: 'signature_delta', signature: 'sig' },
      });
    } else {
      const call = block.toolUse;
      const id = call.id ?? `toolu_${++toolUseCounter}`;
      events.push(start(index, { type: 'tool_use', id, name: call.name, input: {} }));
      const json = call.json ?? pieces(JSON.stringify(call.input ?? {}), 16);
      for (const partial_json of chunks(json)) {
        events.push({
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json },
        });
      }
    }
    events.push({ type: 'content_block_stop', index });
  });
  events.push({
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: usage.output },
  } as unknown as RawMessageStreamEvent);
  events.push({ type: 'message_stop' });
  return events;
}

/** A turn of plain text (native: an answer without final_answer; text protocol: a ReAct step). */
export function textTurn(text: string | readonly string[], stopReason: StopReason = 'end_turn') {
  return messageEvents([{ text }], stopReason);
}

/** A native turn: an optional thought, then one or more tool calls. */
export function toolTurn(
  calls: readonly {
    name: string;
    input?: unknown;
    id?: string;
    json?: string | readonly string[];
  }[],
  thought?: string,
) {
  const blocks: BlockSpec[] = thought ? [{ text: thought }] : [];
  for (const call of calls) blocks.push({ toolUse: call });
  return messageEvents(blocks, 'tool_use');
}

export interface ScriptedFinalAnswer {
  answer: string;
  confidence?: number;
  confidence_reason?: string;
  sources?: string[];
  follow_up_questions?: string[];
  status?: string;
}

/** A native turn ending with the final_answer tool. */
export function finalAnswerTurn(answer: ScriptedFinalAnswer, thought?: string) {
  return toolTurn(
    [
      {
        name: 'final_answer',
        // The answer first, as models write it, so it streams before the other fields.
        input: {
          answer: answer.answer,
          confidence: answer.confidence ?? 0.8,
          confidence_reason: answer.confidence_reason ?? 'the data shows it',
          sources: answer.sources ?? [],
          follow_up_questions: answer.follow_up_questions ?? ['Q1?', 'Q2?', 'Q3?'],
          ...(answer.status ? { status: answer.status } : {}),
        },
      },
    ],
    thought,
  );
}

function start(index: number, content_block: unknown): RawMessageStreamEvent {
  return { type: 'content_block_start', index, content_block } as RawMessageStreamEvent;
}

function chunks(value: string | readonly string[]): readonly string[] {
  return typeof value === 'string' ? [value] : value;
}

/** Tool input JSON in pieces of a few characters, as the API streams it. */
function pieces(text: string, size: number): string[] {
  const result: string[] = [];
  for (let index = 0; index < text.length; index += size)
    result.push(text.slice(index, index + size));
  return result;
}
