import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../ts-worker';
import type { MessagesRequest } from './model-request';
import { type AssistantMessage, buildMessage } from './offline-planner/message';
import { planTurn } from './offline-planner/planner';
import { planRawTurn, type RawTurn, type TurnChecks } from './planner-turn';

/**
 * A turn to plan: a checked request, or the raw bytes of a `POST /v1/messages` body, read and
 * checked by the thread (planner-turn.ts).
 */
export type PlannerJob =
  | { readonly id: number; readonly request: MessagesRequest }
  | { readonly id: number; readonly body: Uint8Array; readonly checks: TurnChecks };

/** A planner bug, described (errors do not cross threads intact). */
export interface PlannerBug {
  readonly name: string;
  readonly message: string;
  readonly stack?: string | undefined;
}

export type PlannerReply =
  | { readonly id: number; readonly message: AssistantMessage }
  | { readonly id: number; readonly turn: RawTurn }
  | { readonly id: number; readonly bug: PlannerBug };

/**
 * Why a turn was not planned: the planner threw (`bug`), its thread died (`crashed`) or could not
 * start (`unavailable`), the turn ran over its time limit (`timeout`), or the pool is shut down.
 */
export type PlannerFailureReason = 'bug' | 'crashed' | 'unavailable' | 'timeout' | 'closed';

export class PlannerFailure extends Error {
  override readonly name = 'PlannerFailure';
  constructor(
    readonly reason: PlannerFailureReason,
    message: string,
    readonly bug?: PlannerBug,
  ) {
    super(message);
  }
}

export interface PlannerPoolOptions {
  /** Planner threads; 0 plans on the calling thread. */
  readonly size: number;
  /** Time limit of one turn once a thread has it; over it, the thread is stopped and replaced. */
  readonly timeoutMs?: number;
  /** The worker module (tests pass one that misbehaves on purpose). */
  readonly entry?: URL;
}

const ENTRY = new URL('./planner-worker.ts', import.meta.url);
const DEFAULT_TIMEOUT_MS = 30_000;

/** A queued job, without its id (given when a thread takes it). */
type Work =
  | { readonly request: MessagesRequest }
  | { readonly body: Uint8Array; readonly checks: TurnChecks };

interface Pending {
  readonly work: Work;
  resolve(outcome: AssistantMessage | RawTurn): void;
  reject(failure: PlannerFailure): void;
}

/**
 * The offline planner in worker threads. Planning a turn is pure CPU over the request (no data
 * access), from milliseconds to tens of them on a large dictionary; fifty analysts planning at
 * once on the main thread held `/api/health` and every stream behind them. Each thread plans one
 * turn at a time; turns queue when all are busy. A thread that dies or runs over the time limit
 * fails its turn with a clear reason and is replaced by a fresh one on the next turn.
 */
export class PlannerPool {
  private readonly idle: Worker[] = [];
  private readonly workers = new Set<Worker>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PlannerPoolOptions) {}

  /** The assistant message for this turn, as `buildMessage(request, planTurn(request))` gives it. */
  plan(request: MessagesRequest): Promise<AssistantMessage> {
    return this.run({ request }, () =>
      buildMessage(request, planTurn(request)),
    ) as Promise<AssistantMessage>;
  }

  /**
   * Reads, checks and plans the raw bytes of a `POST /v1/messages` body (planner-turn.ts) on a
   * thread: the API's loop never parses the body, which on a late turn of a long run is hundreds
   * of kilobytes (tens of milliseconds of parsing, and the collection after it). The bytes are
   * moved to the thread, not copied, when they own their memory; `body` is unusable afterwards.
   */
  planBody(body: Uint8Array, checks: TurnChecks): Promise<RawTurn> {
    return this.run({ body, checks }, () => planRawTurn(body, checks)) as Promise<RawTurn>;
  }

  private run(work: Work, here: () => AssistantMessage | RawTurn): Promise<unknown> {
    if (this.closed) {
      return Promise.reject(new PlannerFailure('closed', 'The offline planner is shut down'));
    }
    if (this.options.size === 0) {
      try {
        return Promise.resolve(here());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ work, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the threads not started yet, so the first turns do not wait for one to load. */
  warm(): void {
    while (!this.closed && this.workers.size < this.options.size) this.spawn();
  }

  /** Threads alive now (started or starting). */
  get size(): number {
    return this.workers.size;
  }

  /** Stops every thread; queued turns fail with `closed`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.reject(new PlannerFailure('closed', 'The offline planner is shut down'));
    }
    const stopping = [...this.workers].map((worker) => worker.terminate());
    this.workers.clear();
    this.idle.length = 0;
    await Promise.allSettled(stopping);
  }

  private spawn(): void {
    const worker = startTsWorker(this.options.entry ?? ENTRY);
    worker.unref();
    let ready = false;
    worker.once('message', () => {
      // Its first message says it is ready.
      ready = true;
      if (!this.workers.has(worker)) return;
      this.idle.push(worker);
      this.dispatch();
    });
    const gone = (error?: Error) => {
      if (!this.workers.delete(worker)) return;
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      // A thread that cannot even load would be restarted forever: fail what waits instead.
      if (!ready && this.workers.size === 0) {
        const detail = error ? `: ${error.message}` : '';
        for (const pending of this.queue.splice(0)) {
          pending.reject(
            new PlannerFailure('unavailable', `The offline planner could not start${detail}`),
          );
        }
      }
    };
    worker.on('error', gone);
    worker.on('exit', () => gone());
    this.workers.add(worker);
  }

  private dispatch(): void {
    if (this.closed) return;
    while (this.queue.length > 0 && this.idle.length > 0) {
      this.assign(this.idle.pop()!, this.queue.shift()!);
    }
    if (this.queue.length > 0) this.warm();
  }

  private assign(worker: Worker, pending: Pending): void {
    const id = this.nextId++;
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let settled = false;
    const finish = (outcome: AssistantMessage | RawTurn | PlannerFailure, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.unref();
      if (keepWorker) this.idle.push(worker);
      else {
        this.workers.delete(worker);
        void worker.terminate();
      }
      if (outcome instanceof PlannerFailure) pending.reject(outcome);
      else pending.resolve(outcome);
      this.dispatch();
    };
    const onMessage = (reply: PlannerReply) => {
      if (reply.id !== id) return;
      if ('message' in reply) return finish(reply.message, true);
      if ('turn' in reply) return finish(reply.turn, true);
      finish(new PlannerFailure('bug', 'The offline planner failed on this turn', reply.bug), true);
    };
    const onError = (error: Error) =>
      finish(
        new PlannerFailure('crashed', 'The offline planner stopped while planning this turn', {
          name: error.name,
          message: error.message,
          stack: error.stack,
        }),
        false,
      );
    const onExit = () =>
      finish(
        new PlannerFailure('crashed', 'The offline planner stopped while planning this turn'),
        false,
      );
    const timer = setTimeout(
      () =>
        finish(
          new PlannerFailure(
            'timeout',
            `The offline planner took longer than ${timeoutMs / 1000} s on this turn`,
          ),
          false,
        ),
      timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.ref();
    if ('request' in pending.work) {
      worker.postMessage({ id, request: pending.work.request } satisfies PlannerJob);
      return;
    }
    const body = ownMemory(pending.work.body);
    const { checks } = pending.work;
    worker.postMessage({ id, body, checks } satisfies PlannerJob, [body.buffer as ArrayBuffer]);
  }
}

/**
 * Bytes that can be moved to another thread: `bytes` itself when it is the whole of its memory
 * (a body over 4 KB, which Node allocates on its own), else a copy. A small Buffer is a slice of
 * Node's shared pool, and moving that would take the pool from under every other Buffer.
 */
function ownMemory(bytes: Uint8Array): Uint8Array {
  const whole =
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer;
  return whole ? bytes : new Uint8Array(bytes);
}
