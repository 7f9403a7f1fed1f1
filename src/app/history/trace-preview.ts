import { traceSchema, type Trace } from '../../agent/events';
import {
  MAX_JSON_DEPTH,
  depthOf,
  parseTraceText,
  readTraceText,
  validateJsonInSlices,
  type TraceParseResult,
  type TraceRefusal,
} from './trace-file';
import { yieldToPage, type Pause } from './yield-to-page';

/**
 * A trace file read in two stages, so a long run's answer is on screen before all its events are
 * checked: the file is parsed and the few events its first view needs are validated (`preview`);
 * `validate()` then checks the whole file in slices, with the same result and messages as
 * `readTraceFile`. Nothing outside the preview is shown before it passes, and a file that fails
 * then is refused as a whole.
 */
export type StagedTraceRead =
  | TraceRefusal
  | {
      readonly ok: true;
      /** Each turn with only its run-start, answer and run-end; null when there is no such view. */
      readonly preview: Trace | null;
      readonly validate: () => Promise<TraceParseResult>;
    };

/** Events from the end of a turn searched for its answer and run-end. */
const TAIL_EVENTS = 64;

export async function readTraceFileInStages(
  file: Blob,
  pause: Pause = yieldToPage,
): Promise<StagedTraceRead> {
  const text = await readTraceText(file);
  if (typeof text !== 'string') return text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const refused = parseTraceText(text);
    return refused.ok ? { ok: false, error: 'The file could not be read.' } : refused;
  }
  await pause();
  return {
    ok: true,
    preview: previewOf(json),
    validate: () => validateJsonInSlices(json, text, pause),
  };
}

/**
 * The first view of one parsed trace (not an array of them): its outline and, per turn, the
 * run-start, answer and run-end events, each checked against the schema. Null when any of that
 * is missing or invalid: the whole reading then decides, with its exact message.
 */
export function previewOf(json: unknown): Trace | null {
  if (!isPlainObject(json) || !Array.isArray(json['turns'])) return null;
  const turns: Record<string, unknown>[] = [];
  for (const turn of json['turns'] as unknown[]) {
    if (!isPlainObject(turn) || !Array.isArray(turn['events'])) return null;
    const events = turn['events'] as unknown[];
    turns.push({ ...turn, events: [events[0], ...endingOf(events)] });
  }
  const outline = { ...json, turns };
  if (depthOf(outline) > MAX_JSON_DEPTH) return null;
  const parsed = traceSchema.safeParse(outline);
  if (!parsed.success) return null;
  const startsRight = parsed.data.turns.every((turn) => turn.events[0]?.type === 'run-start');
  return startsRight ? parsed.data : null;
}

/** The answer and run-end among the last events of a turn, in their order. */
function endingOf(events: readonly unknown[]): unknown[] {
  const ending: unknown[] = [];
  for (let index = events.length - 1; index > 0 && index >= events.length - TAIL_EVENTS; index--) {
    const event = events[index];
    const type = isPlainObject(event) ? event['type'] : undefined;
    if (type === 'answer' || type === 'run-end') ending.unshift(event);
  }
  return ending;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
