import { traceSchema, type Trace } from '../../agent/events';

/** Larger files are refused before they are read: a trace of a long run is a few MB at most. */
export const MAX_TRACE_BYTES = 20 * 1024 * 1024;

export type TraceParseResult =
  { readonly ok: true; readonly trace: Trace } | { readonly ok: false; readonly error: string };

/**
 * Reads an exported trace file (design.md §4). Anything that is not a valid `sightline.trace` v1
 * gets a message an analyst can act on; nothing is half-imported.
 */
export async function readTraceFile(file: Blob): Promise<TraceParseResult> {
  if (file.size > MAX_TRACE_BYTES) {
    return failure(
      `This file is ${formatMegabytes(file.size)}; a trace file may be at most ${formatMegabytes(MAX_TRACE_BYTES)}.`,
    );
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return failure('The file could not be read.');
  }
  return parseTraceText(text);
}

/** Parses and validates the text of a trace file against `traceSchema`. */
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
  const trace = parsed.data;
  const turnIds = new Set(trace.turns.map((turn) => turn.id));
  if (turnIds.size !== trace.turns.length) {
    return failure('This trace is damaged: two of its turns share one id.');
  }
  return { ok: true, trace };
}

/** The trace as the text of an exported file. */
export function serializeTrace(trace: Trace): string {
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
