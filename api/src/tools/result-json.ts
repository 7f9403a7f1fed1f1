import type { ToolCallResult } from './registry';

/**
 * A tool call's result as the JSON text the API answers with, made where the call ran (a tool
 * worker), so the API's event loop neither decodes the result nor serialises it again: it only
 * writes the bytes, with the time the caller waited put in.
 *
 * `json` is the UTF-8 JSON of the result with `durationMs`'s value left out at byte `durationAt`;
 * `withDuration` fills it in. The text is what `JSON.stringify` gives for the whole result, so the
 * answer is byte for byte the one a route serialising the object would send.
 */
export interface ResultJson {
  readonly ok: boolean;
  /** The failure's code when `ok` is false (`unknown_tool` answers 404). */
  readonly code?: string;
  readonly json: Uint8Array;
  readonly durationAt: number;
}

const DURATION_KEY = 'durationMs';

/**
 * Serialises `result`, keeping its keys' order and leaving a gap for `durationMs`. Throws what
 * `JSON.stringify` throws (a BigInt, a cycle): the caller reports that as a tool bug.
 */
export function resultJson(result: ToolCallResult): ResultJson {
  let head = '{';
  let tail = '';
  let gap = false;
  let first = true;
  for (const [key, value] of Object.entries(result)) {
    if (key === DURATION_KEY) {
      head += `${first ? '' : ','}${JSON.stringify(key)}:`;
      gap = true;
      first = false;
      continue;
    }
    // JSON.stringify leaves out what it cannot write (undefined, functions, symbols) the same way.
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) continue;
    const member = `${first ? '' : ','}${JSON.stringify(key)}:${text}`;
    first = false;
    if (gap) tail += member;
    else head += member;
  }
  if (!gap) throw new Error('a tool call result always has durationMs');
  const headBytes = Buffer.byteLength(head);
  const json = Buffer.allocUnsafe(headBytes + Buffer.byteLength(tail) + 1);
  json.write(head, 0);
  json.write(`${tail}}`, headBytes);
  return {
    ok: result.ok,
    ...(result.ok ? {} : { code: result.error.code }),
    json,
    durationAt: headBytes,
  };
}

/** The answer's bytes, with `durationMs` (a finite number) written into its gap. */
export function withDuration(result: ResultJson, durationMs: number): Buffer {
  const { json, durationAt } = result;
  const bytes = Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  return Buffer.concat([
    bytes.subarray(0, durationAt),
    Buffer.from(JSON.stringify(durationMs)),
    bytes.subarray(durationAt),
  ]);
}
