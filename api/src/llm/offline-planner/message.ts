import { createHash } from 'node:crypto';
import { estimateRequestTokens, type MessagesRequest } from '../model-request';

/** What the planner decided to say: text and tool calls, in order. */
export type PlannedBlock =
  | { type: 'text'; text: string; continuation?: string }
  | { type: 'tool_use'; name: string; input: Record<string, unknown> };

export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence';

export type MessageBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

/** A Messages API `Message`, as the offline planner answers it. */
export interface AssistantMessage {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: MessageBlock[];
  stop_reason: StopReason;
  stop_sequence: string | null;
  usage: {
    input_tokens: number;
    output_tokens: number;
    cache_creation_input_tokens: number;
    cache_read_input_tokens: number;
  };
}

/** Same request, same ids: they come from a hash of the request, not from a clock or counter. */
export function requestDigest(request: MessagesRequest): string {
  const { stream: _stream, ...rest } = request;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 24);
}

/** Cuts text at the first stop sequence, looking also into what would naturally follow it. */
function applyStopSequences(
  text: string,
  continuation: string,
  stopSequences: readonly string[],
): { text: string; stopSequence: string | null } {
  const whole = text + continuation;
  let best: { index: number; sequence: string } | undefined;
  for (const sequence of stopSequences) {
    if (sequence === '') continue;
    const index = whole.indexOf(sequence);
    if (index >= 0 && (!best || index < best.index)) best = { index, sequence };
  }
  if (!best) return { text, stopSequence: null };
  return { text: whole.slice(0, best.index), stopSequence: best.sequence };
}

/**
 * Turns planned blocks into the Message a model would have produced: stop sequences honoured,
 * `max_tokens` respected (roughly, at four characters a token), deterministic ids and usage.
 */
export function buildMessage(
  request: MessagesRequest,
  planned: readonly PlannedBlock[],
): AssistantMessage {
  const digest = requestDigest(request);
  const content: MessageBlock[] = [];
  let budget = request.max_tokens * 4;
  let stopReason: StopReason = 'end_turn';
  let stopSequence: string | null = null;
  let toolIndex = 0;
  for (const block of planned) {
    if (block.type === 'text') {
      const stopped = applyStopSequences(
        block.text,
        block.continuation ?? '',
        request.stop_sequences ?? [],
      );
      let text = stopped.text;
      if (text.length > budget) {
        text = text.slice(0, Math.max(0, budget));
        if (text) content.push({ type: 'text', text });
        stopReason = 'max_tokens';
        break;
      }
      budget -= text.length;
      if (text) content.push({ type: 'text', text });
      if (stopped.stopSequence !== null) {
        stopReason = 'stop_sequence';
        stopSequence = stopped.stopSequence;
        break;
      }
    } else {
      const size = JSON.stringify(block.input).length + block.name.length;
      if (size > budget) {
        stopReason = 'max_tokens';
        break;
      }
      budget -= size;
      content.push({
        type: 'tool_use',
        id: `toolu_offline_${digest}_${toolIndex++}`,
        name: block.name,
        input: block.input,
      });
      stopReason = 'tool_use';
    }
  }
  const outputChars = content.reduce(
    (sum, block) =>
      sum + (block.type === 'text' ? block.text.length : JSON.stringify(block.input).length),
    0,
  );
  return {
    id: `msg_offline_${digest}`,
    type: 'message',
    role: 'assistant',
    model: request.model,
    content,
    stop_reason: stopReason,
    stop_sequence: stopSequence,
    usage: {
      input_tokens: estimateRequestTokens(request),
      output_tokens: Math.max(1, Math.ceil(outputChars / 4)),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}
