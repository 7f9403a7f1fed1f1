import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AssistantMessage } from './message';

/** One server-sent event as the Messages API frames it: an `event:` line, then `data:`. */
export function sseFrame(type: string, data: unknown): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Splits text into pieces of a few words, keeping whitespace, so deltas look like a model's. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  }
  return chunks;
}

/** Whether a cut before `index` would split an escape sequence (`\\"`, `\\n`, `\\u00e9`). */
function splitsEscape(json: string, index: number): boolean {
  for (let back = 1; back <= 5 && index - back >= 0; back++) {
    let slashes = 0;
    for (let i = index - back - 1; i >= 0 && json[i] === '\\'; i--) slashes++;
    if (json[index - back] === '\\' && slashes % 2 === 0) {
      // An escape starts `back` characters before the cut: \x is 2 long, \uXXXX is 6.
      const length = json[index - back + 1] === 'u' ? 6 : 2;
      return back < length;
    }
  }
  return false;
}

/**
 * Splits a tool input's JSON into pieces: a few for a short input, about 40 characters each for a
 * long one (a final answer then streams like text). Cuts fall after a space where one is near and
 * never inside an escape sequence; only the concatenation has to parse.
 */
export function chunkJson(json: string): string[] {
  if (json.length <= 12) return [json];
  const size = json.length <= 120 ? Math.ceil(json.length / 3) : 40;
  const chunks: string[] = [];
  let start = 0;
  while (start < json.length) {
    let end = Math.min(json.length, start + size);
    if (end < json.length) {
      const space = json.indexOf(' ', end);
      if (space >= 0 && space - end <= 16) end = space + 1;
      while (end < json.length && splitsEscape(json, end)) end++;
    }
    chunks.push(json.slice(start, end));
    start = end;
  }
  return chunks;
}

/** Every frame of one streamed message, in protocol order (notes/anthropic-protocol.md). */
export function messageFrames(message: AssistantMessage): string[] {
  const frames: string[] = [];
  frames.push(
    sseFrame('message_start', {
      type: 'message_start',
      message: {
        ...message,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...message.usage, output_tokens: 1 },
      },
    }),
  );
  frames.push(sseFrame('ping', { type: 'ping' }));
  message.content.forEach((block, index) => {
    if (block.type === 'text') {
      frames.push(
        sseFrame('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'text', text: '' },
        }),
      );
      for (const text of chunkText(block.text)) {
        frames.push(
          sseFrame('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'text_delta', text },
          }),
        );
      }
    } else {
      frames.push(
        sseFrame('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
        }),
      );
      for (const partial of chunkJson(JSON.stringify(block.input))) {
        frames.push(
          sseFrame('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'input_json_delta', partial_json: partial },
          }),
        );
      }
    }
    frames.push(sseFrame('content_block_stop', { type: 'content_block_stop', index }));
  });
  frames.push(
    sseFrame('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: message.stop_reason, stop_sequence: message.stop_sequence },
      usage: { output_tokens: message.usage.output_tokens },
    }),
  );
  frames.push(sseFrame('message_stop', { type: 'message_stop' }));
  return frames;
}

const PING_EVERY_FRAMES = 40;

/**
 * The shortest pause between two writes of a paced stream. Frames due within it go out in one
 * write: fifty analysts' streams at a write every 12 ms each were thousands of socket writes and
 * timers a second on the API's event loop, and a screen shows no difference at 20 writes a second.
 */
const WRITE_EVERY_MS = 48;

/**
 * Writes the frames paced by `delayMs` per delta (the feel of a model typing), the deltas due
 * within WRITE_EVERY_MS together, with a `ping` now and then as a real stream has; stops at once
 * when the client goes away. Unpaced (`delayMs` 0), the whole message is one write.
 */
export async function writeMessageStream(
  response: ServerResponse,
  message: AssistantMessage,
  delayMs: number,
): Promise<void> {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    'request-id': `req_${message.id}`,
  });
  let pending = '';
  let owedMs = 0;
  let sinceLastPing = 0;
  for (const frame of messageFrames(message)) {
    pending += frame;
    if (delayMs === 0 || !frame.startsWith('event: content_block_delta')) continue;
    if (++sinceLastPing >= PING_EVERY_FRAMES) {
      sinceLastPing = 0;
      pending += sseFrame('ping', { type: 'ping' });
    }
    owedMs += delayMs;
    if (owedMs < WRITE_EVERY_MS) continue;
    if (response.destroyed) return;
    response.write(pending);
    pending = '';
    await sleep(owedMs);
    owedMs = 0;
  }
  if (response.destroyed) return;
  response.end(pending);
}
