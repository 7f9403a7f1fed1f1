import type { ToolClient, ToolDefinition, ToolResult } from '../tool-client';

export type ToolHandler = (
  name: string,
  input: unknown,
  signal: AbortSignal,
) => ToolResult | Promise<ToolResult>;

/** A tool registry for tests and benchmarks; records each call and the signal it was given. */
export class FakeTools implements ToolClient {
  readonly calls: { name: string; input: unknown; signal: AbortSignal }[] = [];
  listCount = 0;

  constructor(
    private readonly definitions: readonly ToolDefinition[],
    private readonly handler: ToolHandler,
    private readonly options: { record?: boolean } = {},
  ) {}

  list(): Promise<ToolDefinition[]> {
    this.listCount++;
    return Promise.resolve([...this.definitions]);
  }

  async call(name: string, input: unknown, signal: AbortSignal): Promise<ToolResult> {
    if (this.options.record !== false) this.calls.push({ name, input, signal });
    return this.handler(name, input, signal);
  }
}

export function toolDefinition(
  name: string,
  properties: Record<string, unknown> = {},
  required: string[] = [],
): ToolDefinition {
  return {
    name,
    description: `The ${name} tool.`,
    input_schema: { type: 'object', properties, required },
    toolkit: 'customer-intelligence',
  };
}

export function okResult(output: unknown, durationMs = 3): ToolResult {
  return { ok: true, output, durationMs, truncated: false };
}

export function errorResult(code: string, message: string): ToolResult {
  return { ok: false, error: { code, message }, durationMs: 1, truncated: false };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
