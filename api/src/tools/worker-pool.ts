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

/** Time a worker gets past the limit to answer `timeout` itself before it is killed. */
const GRACE_MS = 250;
const ENTRY = new URL('./tool-worker.ts', import.meta.url);
/** The API's TypeScript runs through tsx; a worker loads it the same way, wherever its cwd. */
const TSX = import.meta.resolve('tsx');

type Worker = ChildProcess;

interface Pending {
  readonly job: Omit<WorkerJob, 'id' | 'timeoutMs'>;
  readonly deadline: number;
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

  /** Workers start on first use, or all at once with `warm()`. */
  constructor(private readonly options: ToolWorkerPoolOptions) {}

  /** Starts the workers not started yet, so the first calls do not wait for one to load. */
  warm(): void {
    while (!this.closed && this.workers.size < this.options.size) this.spawn();
  }

  run(
    job: Pending['job'],
    options: { deadline: number; signal: AbortSignal },
  ): Promise<WorkerReply | { stopped: 'timeout' | 'aborted' | 'crashed' }> {
    return new Promise((resolve) => {
      if (options.signal.aborted) return resolve({ stopped: 'aborted' });
      // While it waits for a worker, a call can still be cancelled or run out of time; a worker
      // that is starting is never killed for a call it has not begun.
      const leaveQueue = (reason: 'timeout' | 'aborted') => {
        const index = this.queue.indexOf(pending);
        if (index < 0) return;
        this.queue.splice(index, 1);
        clearTimeout(queueTimer);
        resolve({ stopped: reason });
      };
      const queueTimer = setTimeout(
        () => leaveQueue('timeout'),
        Math.max(0, options.deadline - performance.now()),
      );
      const pending: Pending = {
        job,
        ...options,
        resolve: (answer) => {
          clearTimeout(queueTimer);
          resolve(answer);
        },
      };
      options.signal.addEventListener('abort', () => leaveQueue('aborted'), { once: true });
      this.queue.push(pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ stopped: 'aborted' });
    for (const worker of this.workers) worker.kill('SIGKILL');
    this.workers.clear();
    this.idle.length = 0;
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
    worker.once('message', () => {
      // Its first message says it is ready. Lowered only now: a call waiting for a worker that is
      // still loading and warming up should not wait longer because the machine is busy.
      const niceness = this.options.niceness ?? BACKGROUND_NICENESS;
      if (worker.pid && niceness > 0) lowerProcessPriority(worker.pid, niceness);
      if (!this.workers.has(worker)) return;
      this.idle.push(worker);
      this.dispatch();
    });
    // A worker that fails to start (or dies) is dropped; the next dispatch starts another.
    worker.on('error', () => this.drop(worker));
    worker.on('exit', () => this.drop(worker));
    this.workers.add(worker);
  }

  private drop(worker: Worker): void {
    this.workers.delete(worker);
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
    const remaining = pending.deadline - performance.now();
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
