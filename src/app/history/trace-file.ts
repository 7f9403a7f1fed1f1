import { agentEventSchema, traceSchema, type Trace } from '../../agent/events';
import { yieldToPage, type Pause } from './yield-to-page';

/** Larger files are refused before they are read: a trace of a long run is a few MB at most. */
export const MAX_TRACE_BYTES = 20 * 1024 * 1024;

/** Deeper JSON is refused: no trace needs it, and deep values break what renders or stores them. */
export const MAX_JSON_DEPTH = 64;

export interface TraceRefusal {
  readonly ok: false;
  readonly error: string;
}

export type TraceParseResult =
  { readonly ok: true; readonly traces: readonly Trace[] } | TraceRefusal;

/**
 * Reads an exported trace file (design.md §4). Anything that is not a valid `sightline.trace` v1
 * gets a message an analyst can act on; nothing is half-imported.
 */
export async function readTraceFile(
  file: Blob,
  pause: Pause = yieldToPage,
): Promise<TraceParseResult> {
  const text = await readTraceText(file);
  return typeof text === 'string' ? parseTraceTextInSlices(text, pause) : text;
}

/** The text of a trace file, or the refusal of one too large or unreadable. */
export async function readTraceText(file: Blob): Promise<string | TraceRefusal> {
  if (file.size > MAX_TRACE_BYTES) {
    return refusal(
      `This file is ${formatMegabytes(file.size)}; a trace file may be at most ${formatMegabytes(MAX_TRACE_BYTES)}.`,
    );
  }
  try {
    return await file.text();
  } catch {
    return refusal('The file could not be read.');
  }
}

/**
 * Parses and validates the text of a trace file against `traceSchema`: one trace, or a JSON array
 * of traces (an export of several conversations). One bad trace refuses the whole file.
 */
export function parseTraceText(text: string): TraceParseResult {
  if (text.length > MAX_TRACE_BYTES) {
    return failure(`This trace is larger than ${formatMegabytes(MAX_TRACE_BYTES)}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure('This file is not JSON, so it is not a Sightline trace.');
  }
  return checkParsedJson(json);
}

/** The checks of `parseTraceText` after `JSON.parse` (`json` is the file's text parsed). */
export function checkParsedJson(json: unknown): TraceParseResult {
  const depth = depthOf(json);
  if (depth > MAX_JSON_DEPTH) {
    return failure(
      `This file nests values more than ${MAX_JSON_DEPTH} levels deep; a Sightline trace never does.`,
    );
  }
  if (Array.isArray(json) && json.length > 0) {
    const traces: Trace[] = [];
    for (const [index, item] of json.entries()) {
      const result = parseTraceJson(item);
      if (!result.ok) return failure(`Conversation ${index + 1} of this file: ${result.error}`);
      traces.push(...result.traces);
    }
    const ids = new Set(traces.map((trace) => trace.conversation.id));
    if (ids.size !== traces.length) {
      return failure('This file is damaged: two of its conversations share one id.');
    }
    return { ok: true, traces };
  }
  return parseTraceJson(json);
}

/**
 * `parseTraceText` with its validation cut into slices of events, pausing between them so the
 * page keeps responding while a long trace is checked (one pass over 10 MB is a few hundred ms).
 * Same result, same messages: a slice that fails is checked again whole for the exact message.
 */
export async function parseTraceTextInSlices(
  text: string,
  pause: Pause = yieldToPage,
): Promise<TraceParseResult> {
  if (text.length > MAX_TRACE_BYTES) return parseTraceText(text);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return parseTraceText(text);
  }
  await pause();
  return validateJsonInSlices(json, text, pause);
}

/** The checks of `parseTraceTextInSlices` after `JSON.parse` (`json` is `text` parsed). */
export async function validateJsonInSlices(
  json: unknown,
  text: string,
  pause: Pause,
): Promise<TraceParseResult> {
  if ((await depthInSlices(json, pause)) > MAX_JSON_DEPTH) return parseTraceText(text);
  if (!Array.isArray(json) || json.length === 0) return validateInSlices(json, pause);
  const traces: Trace[] = [];
  for (const item of json) {
    const result = await validateInSlices(item, pause);
    if (!result.ok) return parseTraceText(text);
    traces.push(...result.traces);
  }
  const ids = new Set(traces.map((trace) => trace.conversation.id));
  return ids.size === traces.length ? { ok: true, traces } : parseTraceText(text);
}

/** Events validated in one go between pauses. */
const EVENT_SLICE = 256;
const eventsSchema = agentEventSchema.array();

async function validateInSlices(json: unknown, pause: Pause): Promise<TraceParseResult> {
  const turns = (json as { turns?: unknown } | null)?.turns;
  const sliceable =
    typeof json === 'object' &&
    json !== null &&
    Array.isArray(turns) &&
    turns.every((turn) => isPlainObject(turn) && Array.isArray(turn['events']));
  if (!sliceable) return parseTraceJson(json);
  const outline = traceSchema.safeParse({
    ...json,
    turns: (turns as Record<string, unknown>[]).map((turn) => ({ ...turn, events: [] })),
  });
  if (!outline.success) return parseTraceJson(json);
  const trace = outline.data;
  for (const [index, turn] of (turns as { events: unknown[] }[]).entries()) {
    const events = trace.turns[index]!.events;
    for (let start = 0; start < turn.events.length; start += EVENT_SLICE) {
      const slice = eventsSchema.safeParse(turn.events.slice(start, start + EVENT_SLICE));
      if (!slice.success) return parseTraceJson(json);
      for (const event of slice.data) events.push(event);
      await pause();
    }
  }
  return checkTrace(trace);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseTraceJson(json: unknown): TraceParseResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return failure('This JSON file is not a Sightline trace.');
  }
  const { format, version } = json as { format?: unknown; version?: unknown };
  if (format !== 'sightline.trace') {
    return failure(
      'This JSON file is not a Sightline trace (its format is not "sightline.trace").',
    );
  }
  if (version !== 1) {
    return failure(`This trace has version ${JSON.stringify(version)}; Sightline reads version 1.`);
  }
  const parsed = traceSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${formatPath(issue.path)}` : '';
    return failure(`This trace is damaged${where}: ${issue?.message ?? 'invalid content'}.`);
  }
  return checkTrace(parsed.data);
}

/** What the schema cannot say: turn ids are unique and each run's events are in order. */
function checkTrace(trace: Trace): TraceParseResult {
  const turnIds = new Set(trace.turns.map((turn) => turn.id));
  if (turnIds.size !== trace.turns.length) {
    return failure('This trace is damaged: two of its turns share one id.');
  }
  for (const [index, turn] of trace.turns.entries()) {
    const problem = eventOrderProblem(turn.events);
    if (problem) return failure(`This trace is damaged: in question ${index + 1}, ${problem}.`);
  }
  return { ok: true, traces: [trace] };
}

/** A run's events start with run-start and count 0, 1, 2 … in one run; what breaks that, if any. */
function eventOrderProblem(events: Trace['turns'][number]['events']): string | null {
  if (events.length === 0) return 'there are no events';
  if (events[0]!.type !== 'run-start') return 'the first event is not run-start';
  const runId = events[0]!.runId;
  for (const [index, event] of events.entries()) {
    if (event.runId !== runId) return `event ${index} belongs to another run`;
    if (event.seq !== index) {
      return event.seq > index
        ? `events ${index} to ${event.seq - 1} are missing`
        : `event ${index} is out of order (seq ${event.seq})`;
    }
    if (index > 0 && event.type === 'run-start') return `event ${index} starts a second run`;
  }
  return null;
}

/** `depthOf`, pausing every `DEPTH_SLICE` values. */
async function depthInSlices(root: unknown, pause: Pause): Promise<number> {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  for (let visited = 1; stack.length > 0; visited++) {
    if (visited % DEPTH_SLICE === 0) await pause();
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const DEPTH_SLICE = 50_000;

/** Nesting depth of a parsed JSON value, without recursion (a hostile file may go 100k deep). */
export function depthOf(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The trace (or several, as an array) as the text of an exported file. */
export function serializeTrace(trace: Trace | readonly Trace[]): string {
  return JSON.stringify(trace, null, 2);
}

/** `<title>.sightline.json`, with characters that file systems refuse replaced. */
export function traceFileName(title: string): string {
  const printable = Array.from(title, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, 80)
    .trim();
  return `${safe || 'conversation'}.sightline.json`;
}

function failure(error: string): TraceParseResult {
  return refusal(error);
}

function refusal(error: string): TraceRefusal {
  return { ok: false, error };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes >= 10 * 1024 * 1024 ? 0 : 1)} MB`;
}
