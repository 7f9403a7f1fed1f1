import type { ToolError } from './events';
import { isPlainObject } from './validate-input';

export interface ToolDefinition {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
  toolkit: string;
}

export interface ToolResult {
  ok: boolean;
  output?: unknown;
  error?: ToolError;
  durationMs: number;
  truncated: boolean;
  notice?: unknown;
}

export interface ToolClient {
  list(signal?: AbortSignal): Promise<ToolDefinition[]>;
  call(name: string, input: unknown, signal: AbortSignal): Promise<ToolResult>;
}

/** Thrown by `list()` when the tool registry cannot be read: without tools there is no run. */
export class ToolApiError extends Error {
  override readonly name = 'ToolApiError';
}

/**
 * The tool registry over HTTP (`GET /api/tools`, `POST /api/tools/:name`). A failed call never
 * throws (except on abort): it becomes an `ok: false` result the model sees as an error
 * observation and can route around.
 */
export function createHttpToolClient(options: {
  baseUrl: string;
  token?: string;
  fetch?: typeof fetch;
}): ToolClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;

  return {
    async list(signal) {
      let response: Response;
      try {
        response = await doFetch(`${base}/api/tools`, { headers, signal });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ToolApiError(`The tool API at ${base} is unreachable: ${describe(error)}`);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !Array.isArray(body)) {
        throw new ToolApiError(
          `The tool API answered ${response.status} to GET /api/tools: ${errorMessage(body) ?? response.statusText}`,
        );
      }
      return body as ToolDefinition[];
    },

    async call(name, input, signal) {
      const started = Date.now();
      const elapsed = () => Date.now() - started;
      let response: Response;
      try {
        response = await doFetch(`${base}/api/tools/${encodeURIComponent(name)}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ input }),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        return failure(
          'tool_api_unavailable',
          `The tool API is unreachable: ${describe(error)}`,
          elapsed(),
        );
      }
      const body: unknown = await response.json().catch(() => null);
      if (isPlainObject(body) && typeof body['ok'] === 'boolean' && response.status < 500) {
        const result = body as unknown as ToolResult;
        return {
          ok: result.ok,
          ...(result.ok ? { output: result.output } : {}),
          ...(result.error ? { error: result.error } : {}),
          ...(result.notice !== undefined ? { notice: result.notice } : {}),
          durationMs: typeof result.durationMs === 'number' ? result.durationMs : elapsed(),
          truncated: result.truncated === true,
        };
      }
      if (response.status === 404) {
        return failure(
          'unknown_tool',
          errorMessage(body) ?? `There is no tool named "${name}".`,
          elapsed(),
        );
      }
      if (response.status >= 500 || response.status === 0) {
        return failure(
          'tool_api_unavailable',
          `The tool API failed (${response.status}): ${errorMessage(body) ?? response.statusText}`,
          elapsed(),
        );
      }
      const error = isPlainObject(body) && isPlainObject(body['error']) ? body['error'] : undefined;
      return failure(
        typeof error?.['code'] === 'string' ? error['code'] : `http_${response.status}`,
        errorMessage(body) ?? `The tool API answered ${response.status}.`,
        elapsed(),
      );
    },
  };
}

function failure(code: string, message: string, durationMs: number): ToolResult {
  return { ok: false, error: { code, message }, durationMs, truncated: false };
}

function errorMessage(body: unknown): string | undefined {
  if (isPlainObject(body) && isPlainObject(body['error'])) {
    const message = body['error']['message'];
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
