import { type ChildProcess, fork } from 'node:child_process';
import { BACKGROUND_NICENESS, lowerProcessPriority } from '../process-priority';
import type { ResultJson } from './result-json';

/** A toolkit a worker loads by itself: the module that exports it and the export's name. */
export interface ToolkitModule {
  readonly module: string;
  readonly exportName: string;
}

export interface ToolWorkerData {
  readonly databasePath: string;
  readonly toolkits: readonly ToolkitModule[];
  readonly limits: { timeoutMs: number; maxStringLength?: number; maxArrayLength?: number };
}

export interface WorkerJob {
  readonly id: number;
  readonly name: string;
  readonly input: unknown;
  readonly timeoutMs: number;
}

export interface WorkerReply {
  id: number;
  /**
   * The result as its JSON bytes (result-json.ts), serialised in the worker: decoding a large
   * output on the API's event loop and serialising it again there was a sixth of its work under
   * load. Bytes cross the channel as they are (a view, not a copy, on arrival).
   */
  result: ResultJson;
  /** A tool bug, described (errors do not cross threads intact); the result is `tool_error`. */
  bug?: { name: string; message: string; stack?: string | undefined };
}

export interface ToolWorkerPoolOptions {
  readonly databasePath: string;
  readonly toolkits: readonly ToolkitModule[];
  readonly size: number;
  readonly limits: ToolWorkerData['limits'];
  /**
   * Nice steps below the API's event loop the workers run at (process-priority.ts), so a burst of
   * queries never keeps health checks and streams waiting for a core; 0 runs them level.
   */
  readonly niceness?: number;
}

/**
 * The pool's readiness: `ready` once a worker has warmed up and can take calls; until then
 * `progress` (0–1) is how far the furthest worker has come through its warm-up.
 */
export interface PoolReadiness {
  readonly ready: boolean;
  readonly progress: number;
}

/** A worker's messages before its replies: how far its warm-up is, then that it is ready. */
export type WorkerStartMessage = { warming: number } | { ready: true };

/**
 * The longest a call waits for the first worker to warm up before it is answered `timeout`
 * (a worker that can never start would otherwise keep it waiting for good).
 */
const MAX_WARM_UP_WAIT_MS = 10 * 60_000;

/** Time a worker gets past the limit to answer `timeout` itself before it is killed. */
const GRACE_MS = 250;
const ENTRY = new URL('./tool-worker.ts', import.meta.url);
/** The API's TypeScript runs through tsx; a worker loads it the same way, wherever its cwd. */
const TSX = import.meta.resolve('tsx');

type Worker = ChildProcess;

interface Pending {
  readonly job: Omit<WorkerJob, 'id' | 'timeoutMs'>;
  readonly deadline: number;
  /** The pool's warm-up clock when the call came: its time limit is paused while it runs. */
  readonly warmUpClock: number;
  readonly signal: AbortSignal;
  resolve(reply: WorkerReply | { stopped: 'timeout' | 'aborted' | 'crashed' }): void;
}

/**
 * Tool calls in worker processes, each with its own read-only SQLite connection, so a slow query
 * never holds the event loop that serves health checks, streams and other analysts, and a call
 * over its time limit is really stopped: its process is killed and replaced.
 *
 * Processes, not worker threads: better-sqlite3 has no way to interrupt a statement, and
 * terminating a worker thread only takes effect when it returns to JavaScript, so a thread inside
 * a long SQLite step kept running (and burning a core) after `terminate()`. A killed process stops.
 * The data is read-only and each call is independent, so nothing is lost by killing one.
 */
export class ToolWorkerPool {
  /** Started workers waiting for a call. */
  private readonly idle: Worker[] = [];
  private readonly workers = new Set<Worker>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers that have warmed up, and each warming worker's progress. */
  private readonly ready = new Set<Worker>();
  private readonly warming = new Map<Worker, number>();
  /** Time spent with no worker ready (ms), up to `noneReadySince`, which runs while none is. */
  private warmUpMs = 0;
  private noneReadySince: number | undefined = performance.now();

  /** Workers start on first use, or all at once with `warm()`. */
  constructor(private readonly options: ToolWorkerPoolOptions) {}

  /** Starts the workers not started yet, so the first calls do not wait for one to load. */
  warm(): void {
    while (!this.closed && this.workers.size < this.options.size) this.spawn();
  }

  /** Whether a worker can take calls, and how far the warm-up has come until one can. */
  readiness(): PoolReadiness {
    if (this.ready.size > 0) return { ready: true, progress: 1 };
    return { ready: false, progress: Math.max(0, ...this.warming.values()) };
  }

  run(
    job: Pending['job'],
    options: { deadline: number; signal: AbortSignal },
  ): Promise<WorkerReply | { stopped: 'timeout' | 'aborted' | 'crashed' }> {
    return new Promise((resolve) => {
      if (options.signal.aborted) return resolve({ stopped: 'aborted' });
      // While it waits for a worker, a call can still be cancelled or run out of time; a worker
      // that is starting is never killed for a call it has not begun. Time while no worker is
      // ready yet (the warm-up after start) does not count: a question asked then waits for it.
      const leaveQueue = (reason: 'timeout' | 'aborted') => {
        const index = this.queue.indexOf(pending);
        if (index < 0) return;
        this.queue.splice(index, 1);
        clearTimeout(queueTimer);
        resolve({ stopped: reason });
      };
      let queueTimer: ReturnType<typeof setTimeout>;
      const checkDeadline = () => {
        const left = this.deadlineOf(pending) - performance.now();
        if (left <= 0) leaveQueue('timeout');
        else queueTimer = setTimeout(checkDeadline, left);
      };
      const pending: Pending = {
        job,
        ...options,
        warmUpClock: this.warmUpClock(),
        resolve: (answer) => {
          clearTimeout(queueTimer);
          resolve(answer);
        },
      };
      queueTimer = setTimeout(checkDeadline, Math.max(0, options.deadline - performance.now()));
      options.signal.addEventListener('abort', () => leaveQueue('aborted'), { once: true });
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /** Milliseconds the pool has spent with no worker ready, so far. */
  private warmUpClock(): number {
    const running = this.noneReadySince === undefined ? 0 : performance.now() - this.noneReadySince;
    return this.warmUpMs + running;
  }

  /** A call's deadline, moved on by the warm-up it waited through (at most MAX_WARM_UP_WAIT_MS). */
  private deadlineOf(pending: Pending): number {
    const waited = Math.min(MAX_WARM_UP_WAIT_MS, this.warmUpClock() - pending.warmUpClock);
    return pending.deadline + waited;
  }

  private markReady(worker: Worker, ready: boolean): void {
    if (ready) this.ready.add(worker);
    else this.ready.delete(worker);
    if (this.ready.size > 0 && this.noneReadySince !== undefined) {
      this.warmUpMs += performance.now() - this.noneReadySince;
      this.noneReadySince = undefined;
    } else if (this.ready.size === 0 && this.noneReadySince === undefined) {
      this.noneReadySince = performance.now();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ stopped: 'aborted' });
    for (const worker of this.workers) worker.kill('SIGKILL');
    this.workers.clear();
    this.idle.length = 0;
    this.warming.clear();
  }

  private spawn(): void {
    const data: ToolWorkerData = {
      databasePath: this.options.databasePath,
      toolkits: this.options.toolkits,
      limits: this.options.limits,
    };
    const worker = fork(ENTRY, [JSON.stringify(data)], {
      execArgv: ['--import', TSX],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // An idle worker must not keep the process alive; a busy one is ref'd while it works.
    idle(worker);
    this.warming.set(worker, 0);
    const starting = (message: WorkerStartMessage) => {
      if ('warming' in message) {
        if (this.warming.has(worker)) this.warming.set(worker, message.warming);
        return;
      }
      worker.off('message', starting);
      this.warming.delete(worker);
      // Lowered only now: a call waiting for a worker that is still loading and warming up
      // should not wait longer because the machine is busy.
      const niceness = this.options.niceness ?? BACKGROUND_NICENESS;
      if (worker.pid && niceness > 0) lowerProcessPriority(worker.pid, niceness);
      if (!this.workers.has(worker)) return;
      this.markReady(worker, true);
      this.idle.push(worker);
      this.dispatch();
    };
    worker.on('message', starting);
    // A worker that fails to start (or dies) is dropped; the next dispatch starts another.
    worker.on('error', () => this.drop(worker));
    worker.on('exit', () => this.drop(worker));
    this.workers.add(worker);
  }

  private drop(worker: Worker): void {
    this.workers.delete(worker);
    this.warming.delete(worker);
    this.markReady(worker, false);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
  }

  private dispatch(): void {
    if (this.closed) return;
    while (this.queue.length > 0 && this.idle.length > 0) {
      this.assign(this.idle.pop()!, this.queue.shift()!);
    }
    if (this.queue.length > 0) this.warm();
  }

  private assign(worker: Worker, pending: Pending): void {
    const remaining = this.deadlineOf(pending) - performance.now();
    const id = this.nextId++;
    let settled = false;
    const finish = (
      answer: WorkerReply | { stopped: 'timeout' | 'aborted' | 'crashed' },
      keepWorker: boolean,
    ) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      pending.signal.removeEventListener('abort', stop);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      idle(worker);
      if (keepWorker) this.idle.push(worker);
      else {
        this.drop(worker);
        worker.kill('SIGKILL');
      }
      pending.resolve(answer);
      // Also keeps the pool at full strength after a kill, so the next call finds a worker.
      this.dispatch();
      if (!keepWorker) this.warm();
    };
    const onMessage = (reply: WorkerReply) => {
      if (reply.id === id) finish(reply, true);
    };
    const onExit = () => finish({ stopped: 'crashed' }, false);
    const stop = () => finish({ stopped: 'aborted' }, false);
    const timer = setTimeout(
      () => finish({ stopped: 'timeout' }, false),
      Math.max(0, remaining) + GRACE_MS,
    );
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    pending.signal.addEventListener('abort', stop, { once: true });
    busy(worker);
    const message: WorkerJob = { id, ...pending.job, timeoutMs: Math.max(1, Math.ceil(remaining)) };
    worker.send(message);
  }
}

function idle(worker: Worker): void {
  worker.unref();
  worker.channel?.unref();
}

function busy(worker: Worker): void {
  worker.ref();
  worker.channel?.ref();
}
