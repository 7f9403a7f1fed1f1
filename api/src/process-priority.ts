import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * How many nice steps below the API's event loop its background work runs: the offline planner's
 * threads, the data dictionary's build and the tool worker processes. On a small machine they
 * compete with the thread that answers health checks and writes every analyst's stream; the
 * scheduler then hands that thread a core tens of milliseconds late (seen under load as trivial
 * calls — a socket write, a timer — taking 30–80 ms). Five steps give the loop about three times
 * their weight when they contend, and leave them the whole machine when it is otherwise idle, so a
 * query or a plan is only slower when something more urgent is waiting.
 */
export const BACKGROUND_NICENESS = 5;

/** The most a nice value can be (the lowest priority). */
const LOWEST = 19;

/**
 * Lowers the calling thread's priority by `niceness` steps below the process's main thread. Only
 * on Linux, where a nice value belongs to a thread; elsewhere it belongs to the whole process, and
 * lowering it from a worker thread would slow the event loop it is meant to spare.
 */
export function lowerThreadPriority(niceness = BACKGROUND_NICENESS): void {
  if (process.platform !== 'linux') return;
  lower(0, target(niceness));
}

/**
 * Lowers every thread of process `pid` (a child of this one) to `niceness` steps below this
 * process's main thread. Threads the child starts later inherit the value of the thread that
 * starts them.
 */
export function lowerProcessPriority(pid: number, niceness = BACKGROUND_NICENESS): void {
  const value = target(niceness);
  for (const thread of threadsOf(pid)) lower(thread, value);
}

function target(niceness: number): number {
  return Math.min(LOWEST, getPriority(process.pid) + niceness);
}

/** Sets `thread` (0: the calling one) to `value` unless it already runs at that or lower. */
function lower(thread: number, value: number): void {
  try {
    if (getPriority(thread) < value) setPriority(thread, value);
  } catch {
    // The thread has exited meanwhile, or the system refuses: it keeps running as it was.
  }
}

/** The ids of the process's threads (Linux lists them in /proc; elsewhere the process itself). */
function threadsOf(pid: number): number[] {
  if (process.platform !== 'linux') return [pid];
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid];
  }
}
