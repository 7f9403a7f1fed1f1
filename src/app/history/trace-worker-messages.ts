import type { AgentEvent, Trace } from '../../agent/events';
import {
  checkParsedJson,
  parseTraceText,
  readTraceText,
  type TraceParseResult,
} from './trace-file';
import { previewOf } from './trace-preview';

/**
 * What the trace worker (trace-parse.worker.ts) tells the page about a chosen file, in order: a
 * refusal, or the preview and then the whole checked file as an outline followed by its events in
 * slices. Each message is its own task on the page, and the browser deserialises a message's data
 * in that task: a 10 MB trace sent as one message would hold the page as long as the parse the
 * worker saved it (the structured clone costs about what `JSON.parse` does). Slices keep each
 * task short.
 */
export type TraceWorkerMessage =
  | { readonly type: 'refused'; readonly error: string }
  | { readonly type: 'preview'; readonly preview: Trace | null }
  /** The checked traces with every turn's events left out (they follow as `events`). */
  | { readonly type: 'outline'; readonly traces: readonly Trace[] }
  | {
      readonly type: 'events';
      readonly trace: number;
      readonly turn: number;
      readonly events: readonly AgentEvent[];
    }
  | { readonly type: 'done' };

/** Events per message: a few hundred kB of realistic events, a few ms to deserialise. */
export const EVENTS_PER_MESSAGE = 500;

/**
 * The messages about one file: read and parsed once, previewed, checked whole with
 * `checkParsedJson` (the messages `parseTraceText` gives, word for word), then sent in slices.
 */
export async function* traceFileMessages(file: Blob): AsyncGenerator<TraceWorkerMessage> {
  const text = await readTraceText(file);
  if (typeof text !== 'string') {
    yield { type: 'refused', error: text.error };
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const refused = parseTraceText(text);
    yield { type: 'refused', error: refused.ok ? 'The file could not be read.' : refused.error };
    return;
  }
  yield { type: 'preview', preview: previewOf(json) };
  const result = checkParsedJson(json);
  if (!result.ok) {
    yield { type: 'refused', error: result.error };
    return;
  }
  yield* sliceTraces(result.traces);
}

/** Checked traces as an outline message, their events in slices, and `done`. */
export function* sliceTraces(traces: readonly Trace[]): Generator<TraceWorkerMessage> {
  yield {
    type: 'outline',
    traces: traces.map((trace) => ({
      ...trace,
      turns: trace.turns.map((turn) => ({ ...turn, events: [] })),
    })),
  };
  for (const [traceIndex, trace] of traces.entries()) {
    for (const [turnIndex, turn] of trace.turns.entries()) {
      for (let from = 0; from < turn.events.length; from += EVENTS_PER_MESSAGE) {
        yield {
          type: 'events',
          trace: traceIndex,
          turn: turnIndex,
          events: turn.events.slice(from, from + EVENTS_PER_MESSAGE),
        };
      }
    }
  }
  yield { type: 'done' };
}

/**
 * Puts the page's side back together: `accept` each message in order; it returns the file's
 * result once one is known (a refusal, or the whole traces at `done`), else null. A message out
 * of order means the worker broke its side: the file is refused rather than half read.
 */
export class TraceAssembler {
  private traces: Trace[] | null = null;

  accept(message: TraceWorkerMessage): TraceParseResult | null {
    switch (message.type) {
      case 'refused':
        return { ok: false, error: message.error };
      case 'preview':
        return null;
      case 'outline':
        this.traces = message.traces.map((trace) => ({
          ...trace,
          turns: trace.turns.map((turn) => ({ ...turn, events: [] })),
        }));
        return null;
      case 'events': {
        const events = this.traces?.[message.trace]?.turns[message.turn]?.events;
        if (!events) return broken();
        for (const event of message.events) events.push(event);
        return null;
      }
      case 'done':
        return this.traces ? { ok: true, traces: this.traces } : broken();
    }
  }
}

function broken(): TraceParseResult {
  return { ok: false, error: 'The file could not be read.' };
}
