import type {
  ContentBlockParam,
  RawMessageStreamEvent,
  StopReason,
} from '@anthropic-ai/sdk/resources/messages';

/** A content block as the engine accumulates it from raw stream events. */
export type TurnBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'redacted_thinking'; data: string }
  | { type: 'tool_use'; id: string; name: string; inputJson: string }
  | { type: 'other'; raw: unknown };

export interface AssistantTurn {
  blocks: TurnBlock[];
  stopReason: StopReason | null;
  /** All input tokens, cached or not. */
  inputTokens: number;
  outputTokens: number;
  /** Of `inputTokens`: read from the prompt cache (billed at a tenth) … */
  cacheReadTokens: number;
  /** … and written to it (billed at 1.25×). */
  cacheWriteTokens: number;
}

/** Callbacks while a turn streams; each runs synchronously as its event arrives. */
export interface TurnObserver {
  blockStart?(index: number, block: TurnBlock): void;
  textDelta?(index: number, block: Extract<TurnBlock, { type: 'text' }>, delta: string): void;
  thinkingDelta?(
    index: number,
    block: Extract<TurnBlock, { type: 'thinking' }>,
    delta: string,
  ): void;
  inputDelta?(index: number, block: Extract<TurnBlock, { type: 'tool_use' }>): void;
  blockStop?(index: number, block: TurnBlock): void;
}

/** A failure the model gateway reported inside the stream (an `event: error` frame). */
export class StreamFailure extends Error {
  override readonly name = 'StreamFailure';
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Folds one message's raw stream events into content blocks and usage, calling the observer as
 * deltas arrive so the engine can emit events live.
 */
export class TurnAccumulator {
  readonly turn: AssistantTurn = {
    blocks: [],
    stopReason: null,
    inputTokens: 0,
    outputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
  };
  private stopped = false;

  constructor(private readonly observer: TurnObserver) {}

  get complete(): boolean {
    return this.stopped;
  }

  add(event: RawMessageStreamEvent): void {
    const turn = this.turn;
    switch (event.type) {
      case 'message_start': {
        const usage = event.message.usage;
        turn.inputTokens =
          (usage.input_tokens ?? 0) +
          (usage.cache_creation_input_tokens ?? 0) +
          (usage.cache_read_input_tokens ?? 0);
        turn.outputTokens = usage.output_tokens ?? 0;
        turn.cacheReadTokens = usage.cache_read_input_tokens ?? 0;
        turn.cacheWriteTokens = usage.cache_creation_input_tokens ?? 0;
        break;
      }
      case 'content_block_start': {
        const block = toTurnBlock(
          event.content_block as unknown as { type: string } & Record<string, unknown>,
        );
        turn.blocks[event.index] = block;
        this.observer.blockStart?.(event.index, block);
        break;
      }
      case 'content_block_delta': {
        const block = turn.blocks[event.index];
        if (!block)
          throw new StreamFailure(
            'invalid_stream',
            `A delta arrived for unknown block ${event.index}`,
          );
        const delta = event.delta;
        if (delta.type === 'text_delta' && block.type === 'text') {
          block.text += delta.text;
          this.observer.textDelta?.(event.index, block, delta.text);
        } else if (delta.type === 'thinking_delta' && block.type === 'thinking') {
          block.thinking += delta.thinking;
          this.observer.thinkingDelta?.(event.index, block, delta.thinking);
        } else if (delta.type === 'signature_delta' && block.type === 'thinking') {
          block.signature += delta.signature;
        } else if (delta.type === 'input_json_delta' && block.type === 'tool_use') {
          block.inputJson += delta.partial_json;
          this.observer.inputDelta?.(event.index, block);
        }
        break;
      }
      case 'content_block_stop': {
        const block = turn.blocks[event.index];
        if (block) this.observer.blockStop?.(event.index, block);
        break;
      }
      case 'message_delta': {
        turn.stopReason = event.delta.stop_reason ?? turn.stopReason;
        const usage = event.usage;
        if (typeof usage.output_tokens === 'number') turn.outputTokens = usage.output_tokens;
        break;
      }
      case 'message_stop':
        this.stopped = true;
        break;
      default: {
        // The SDK types omit `error` frames; a scripted or proxied stream may still carry one.
        const loose = event as { type: string; error?: { type?: string; message?: string } };
        if (loose.type === 'error') {
          throw new StreamFailure(
            loose.error?.type ?? 'api_error',
            loose.error?.message ?? 'The model stream reported an error',
          );
        }
      }
    }
  }
}

function toTurnBlock(block: { type: string } & Record<string, unknown>): TurnBlock {
  switch (block.type) {
    case 'text':
      return { type: 'text', text: typeof block['text'] === 'string' ? block['text'] : '' };
    case 'thinking':
      return {
        type: 'thinking',
        thinking: typeof block['thinking'] === 'string' ? block['thinking'] : '',
        signature: typeof block['signature'] === 'string' ? block['signature'] : '',
      };
    case 'redacted_thinking':
      return { type: 'redacted_thinking', data: String(block['data'] ?? '') };
    case 'tool_use':
      return {
        type: 'tool_use',
        id: String(block['id']),
        name: String(block['name']),
        inputJson: '',
      };
    default:
      return { type: 'other', raw: block };
  }
}

/** The assistant message to send back in the next request's history. */
export function assistantContent(
  turn: AssistantTurn,
  parsedInputs: ReadonlyMap<string, unknown>,
): ContentBlockParam[] {
  const content: ContentBlockParam[] = [];
  for (const block of turn.blocks) {
    if (!block) continue;
    switch (block.type) {
      case 'text':
        if (block.text) content.push({ type: 'text', text: block.text });
        break;
      case 'thinking':
        content.push({ type: 'thinking', thinking: block.thinking, signature: block.signature });
        break;
      case 'redacted_thinking':
        content.push({ type: 'redacted_thinking', data: block.data });
        break;
      case 'tool_use':
        content.push({
          type: 'tool_use',
          id: block.id,
          name: block.name,
          input: parsedInputs.get(block.id) ?? {},
        });
        break;
    }
  }
  return content;
}
