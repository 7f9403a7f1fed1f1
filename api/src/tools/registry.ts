import { z } from 'zod';
import type { Store } from '../store/db';
import { boundOutput } from './bound-output';
import { corpusBounds, type CorpusBounds } from './corpus';
import { readOnlyView } from './read-only-view';
import { type ResultJson, resultJson, withDuration } from './result-json';
import { warmUpTools } from './warm-up';
import { type PoolReadiness, type ToolkitModule, ToolWorkerPool } from './worker-pool';

/** What a tool gets besides its input. */
export interface ToolContext {
  /** Read-only use only: every statement a tool runs is checked to be read-only. */
  readonly db: Store;
  readonly signal: AbortSignal;
  /** The corpus's first and last day; relative periods resolve against the last. */
  readonly corpus: CorpusBounds;
  /**
   * Throws when the call is over its time limit or aborted. better-sqlite3 is synchronous, so a
   * tool calls this between its queries; each query is bounded by indexes and row limits.
   */
  checkpoint(): void;
  /** Records that the output was shortened (row limit reached, text cut). */
  markTruncated(): void;
}

/** Every tool output is an object with a plain-language `summary` (docs/contracts.md). */
export interface ToolOutput {
  readonly summary: string;
  readonly [key: string]: unknown;
}

export interface ToolDefinition<Input extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  /** For the model: what it returns and when to use it (the schema shows the arguments). */
  readonly description: string;
  /** Every field `.describe()`d: the JSON Schema the model sees is generated from it. */
  readonly input: Input;
  execute(input: z.output<Input>, context: ToolContext): ToolOutput | Promise<ToolOutput>;
}

/** Declares a tool once; its JSON Schema, validation and TS types all come from `input`. */
export function defineTool<Input extends z.ZodObject>(
  definition: ToolDefinition<Input>,
): ToolDefinition<Input> {
  return definition;
}

/** A named group of tools; a registry holds any number, so new domains join without edits here. */
export interface Toolkit {
  readonly name: string;
  readonly tools: readonly ToolDefinition[];
  /**
   * What the toolkit's tools would otherwise pay on their first calls (caches, indexes in
   * memory), run before a worker or a started server takes questions (warm-up.ts).
   */
  readonly warmUp?: (db: Store) => void | Promise<void>;
}

/** What `GET /api/tools` lists: the shape Anthropic's `tools` parameter takes, plus the toolkit. */
export interface ToolDescriptor {
  readonly name: string;
  readonly description: string;
  readonly input_schema: Record<string, unknown> & { type: 'object' };
  readonly toolkit: string;
}

export interface ToolFailure {
  readonly code: string;
  readonly message: string;
  readonly details?: unknown;
}

export type ToolCallResult =
  | {
      readonly ok: true;
      readonly output: unknown;
      readonly durationMs: number;
      readonly truncated: boolean;
      readonly notice?: string;
    }
  | { readonly ok: false; readonly error: ToolFailure; readonly durationMs: number };

/** A failure a tool reports on purpose, e.g. `not_found` or `invalid_input`; the message is shown. */
export class ToolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

class ToolTimeout extends Error {}

export interface ToolRegistryOptions {
  readonly timeoutMs: number;
  /** Longest string in an output before it is cut (bodies of long letters). */
  readonly maxStringLength?: number;
  /** Longest array in an output before it is cut. */
  readonly maxArrayLength?: number;
  /** Called with errors thrown by tools (bugs), which callers only see as `tool_error`. */
  readonly onToolBug?: (tool: string, error: unknown) => void;
  /**
   * Run calls in worker processes (worker-pool.ts), each with its own read-only connection to this database file,
   * loading these toolkit modules (the same toolkits this registry was given). Without it calls
   * run on the caller's thread with the connection passed to `call`.
   */
  readonly workers?: {
    readonly databasePath: string;
    readonly toolkits: readonly ToolkitModule[];
    readonly size: number;
  };
}

interface CallEnvironment {
  db: Store;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A worker's answer (serialised there) and the time the caller waited for it. */
type TimedJson = ResultJson & { readonly durationMs: number };

interface RegisteredTool {
  readonly tool: ToolDefinition;
  readonly toolkit: string;
  readonly descriptor: ToolDescriptor;
}

export class ToolRegistry {
  private readonly tools = new Map<string, RegisteredTool>();
  private readonly pool: ToolWorkerPool | undefined;
  private readonly toolkitWarmUps: NonNullable<Toolkit['warmUp']>[] = [];
  /** The in-process warm-up's progress (0–1); 1 when there is none to wait for. */
  private warmUpProgress = 1;

  constructor(
    toolkits: readonly Toolkit[],
    private readonly options: ToolRegistryOptions,
  ) {
    const workers = options.workers;
    if (workers && workers.size > 0) {
      this.pool = new ToolWorkerPool({
        ...workers,
        limits: {
          timeoutMs: options.timeoutMs,
          ...(options.maxStringLength ? { maxStringLength: options.maxStringLength } : {}),
          ...(options.maxArrayLength ? { maxArrayLength: options.maxArrayLength } : {}),
        },
      });
    }
    for (const toolkit of toolkits) {
      if (toolkit.warmUp) this.toolkitWarmUps.push(toolkit.warmUp);
      for (const tool of toolkit.tools) {
        if (this.tools.has(tool.name)) throw new Error(`tool ${tool.name} is declared twice`);
        this.tools.set(tool.name, {
          tool,
          toolkit: toolkit.name,
          descriptor: describe(tool, toolkit),
        });
      }
    }
  }

  /**
   * Starts the workers ahead of the first call (each warms its own connection), or, with no
   * workers, warms `db` here: run before the first analyst question, not in it.
   */
  async warm(db?: Store): Promise<void> {
    if (this.pool) this.pool.warm();
    else if (db) {
      this.warmUpProgress = 0;
      await warmUpTools(this, db, (progress) => (this.warmUpProgress = progress));
      this.warmUpProgress = 1;
    }
  }

  /**
   * Whether calls are answered without waiting for a warm-up, and until then how far it has come
   * (0–1): the workers' (a call waits for the first one ready), or the in-process warm-up's.
   */
  readiness(): PoolReadiness {
    if (this.pool) return this.pool.readiness();
    return { ready: this.warmUpProgress >= 1, progress: this.warmUpProgress };
  }

  /** The toolkits' own warm-ups, in the order the toolkits were given. */
  warmUps(): readonly NonNullable<Toolkit['warmUp']>[] {
    return this.toolkitWarmUps;
  }

  /** Stops the workers, if any. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  names(): string[] {
    return [...this.tools.keys()];
  }

  descriptors(): ToolDescriptor[] {
    return [...this.tools.values()].map((entry) => entry.descriptor);
  }

  /**
   * Validates and runs one call. Failures the caller (a model) caused come back as
   * `{ ok: false }` values, never as exceptions, so the agent can observe them and try again.
   */
  async call(
    name: string,
    rawInput: unknown,
    environment: CallEnvironment,
  ): Promise<ToolCallResult> {
    const result = await this.run(name, rawInput, environment);
    if (!('json' in result)) return result;
    return JSON.parse(withDuration(result, result.durationMs).toString()) as ToolCallResult;
  }

  /**
   * `call`, answered as the result's JSON bytes (what `JSON.stringify` makes of it). A worker's
   * result arrives serialised and is passed on without being decoded on this thread.
   */
  async callJson(
    name: string,
    rawInput: unknown,
    environment: CallEnvironment,
  ): Promise<{ ok: boolean; code?: string; json: Buffer }> {
    const result = await this.run(name, rawInput, environment);
    const ready =
      'json' in result ? result : { ...resultJson(result), durationMs: result.durationMs };
    const { ok, code } = ready;
    return {
      ok,
      ...(code === undefined ? {} : { code }),
      json: withDuration(ready, ready.durationMs),
    };
  }

  private async run(
    name: string,
    rawInput: unknown,
    environment: CallEnvironment,
  ): Promise<ToolCallResult | TimedJson> {
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
    const entry = this.tools.get(name);
    if (!entry) {
      return {
        ok: false,
        error: {
          code: 'unknown_tool',
          message: `There is no tool named "${name}"`,
          details: { known: this.names() },
        },
        durationMs: elapsed(),
      };
    }
    const input = rawInput ?? {};
    if (typeof input !== 'object' || Array.isArray(input)) {
      return invalid('The input must be a JSON object of named arguments', undefined, elapsed());
    }
    const known = Object.keys(entry.tool.input.shape);
    const ignored = Object.keys(input).filter((key) => !known.includes(key));
    const parsed = entry.tool.input.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || '(input)',
        message: issue.message,
      }));
      const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
      return invalid(`Invalid input: ${message}`, { issues }, elapsed());
    }

    const signal = environment.signal ?? new AbortController().signal;
    const timeoutMs = environment.timeoutMs ?? this.options.timeoutMs;
    if (this.pool) return this.callInWorker(name, input, { started, signal, elapsed });
    const deadline = started + timeoutMs;
    let truncated = false;
    const context: ToolContext = {
      db: readOnlyView(environment.db),
      signal,
      corpus: corpusBounds(environment.db),
      checkpoint() {
        if (signal.aborted) throw new ToolTimeout('aborted');
        if (performance.now() > deadline) throw new ToolTimeout('time limit');
      },
      markTruncated() {
        truncated = true;
      },
    };
    try {
      const output = await runWithTimeout(
        () => entry.tool.execute(parsed.data, context),
        timeoutMs,
      );
      const bounded = boundOutput(output, {
        maxStringLength: this.options.maxStringLength ?? 8000,
        maxArrayLength: this.options.maxArrayLength ?? 1000,
      });
      const notice =
        ignored.length > 0
          ? `Ignored unknown input field${ignored.length > 1 ? 's' : ''}: ${ignored.join(', ')}`
          : undefined;
      return {
        ok: true,
        output: bounded.value,
        durationMs: elapsed(),
        truncated: truncated || bounded.cut,
        ...(notice ? { notice } : {}),
      };
    } catch (error) {
      if (error instanceof ToolTimeout) {
        return signal.aborted ? this.aborted(elapsed()) : this.timedOut(elapsed());
      }
      if (error instanceof ToolError) {
        return {
          ok: false,
          error: {
            code: error.code,
            message: error.message,
            ...(error.details === undefined ? {} : { details: error.details }),
          },
          durationMs: elapsed(),
        };
      }
      this.options.onToolBug?.(name, error);
      return toolBug(name, elapsed());
    }
  }

  /**
   * The call in a worker. The input was validated here already (so `invalid_input` and
   * `unknown_tool` cost no worker); the worker validates again and runs it.
   */
  private async callInWorker(
    name: string,
    input: unknown,
    call: { started: number; signal: AbortSignal; elapsed: () => number },
  ): Promise<ToolCallResult | TimedJson> {
    const answer = await this.pool!.run(
      { name, input },
      { deadline: call.started + this.options.timeoutMs, signal: call.signal },
    );
    if ('stopped' in answer) {
      if (answer.stopped === 'aborted') return this.aborted(call.elapsed());
      if (answer.stopped === 'timeout') return this.timedOut(call.elapsed());
      this.options.onToolBug?.(name, new Error('the tool worker exited during the call'));
      return toolBug(name, call.elapsed());
    }
    if (answer.bug) {
      const error = Object.assign(new Error(answer.bug.message), answer.bug);
      this.options.onToolBug?.(name, error);
    }
    // The time the caller waited, queue and hand-over included.
    return { ...answer.result, durationMs: call.elapsed() };
  }

  private timedOut(durationMs: number): ToolCallResult {
    const message = `The call took longer than ${this.options.timeoutMs} ms; narrow the filters`;
    return { ok: false, error: { code: 'timeout', message }, durationMs };
  }

  private aborted(durationMs: number): ToolCallResult {
    return { ok: false, error: { code: 'aborted', message: 'The call was cancelled' }, durationMs };
  }
}

/** What the caller of a tool that failed by a bug of its own sees. */
export function toolBug(name: string, durationMs: number): ToolCallResult {
  return {
    ok: false,
    error: { code: 'tool_error', message: `The tool ${name} failed; try other arguments` },
    durationMs,
  };
}

function invalid(message: string, details: unknown, durationMs: number): ToolCallResult {
  return {
    ok: false,
    error: { code: 'invalid_input', message, ...(details ? { details } : {}) },
    durationMs,
  };
}

function describe(tool: ToolDefinition, toolkit: Toolkit): ToolDescriptor {
  const schema = z.toJSONSchema(tool.input, { target: 'draft-7', io: 'input' }) as Record<
    string,
    unknown
  >;
  delete schema['$schema'];
  if (schema['type'] !== 'object') throw new Error(`tool ${tool.name}: input must be an object`);
  return {
    name: tool.name,
    description: tool.description,
    input_schema: schema as ToolDescriptor['input_schema'],
    toolkit: toolkit.name,
  };
}

async function runWithTimeout<T>(work: () => T | Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ToolTimeout('time limit')), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(work), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
