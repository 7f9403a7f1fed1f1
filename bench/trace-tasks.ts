// The page's main-thread tasks from a Chromium trace, with the CPU time each took (thread time):
// on a shared machine a task's wall time grows with the load, its thread time much less, so this
// tells our own work from waiting for a core. Used beside the long-task figures of the UI bench.
import type { Browser, Page } from '@playwright/test';

export interface TracedTask {
  /** Wall time, ms. */
  readonly wallMs: number;
  /** Main-thread CPU time, ms. */
  readonly cpuMs: number;
  /** The costliest events inside the task (name and ms of wall time), for a profile. */
  readonly inside: readonly string[];
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { name?: string; data?: { functionName?: string; url?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
];

export async function startTaskTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/**
 * The tasks of the page's main thread since `startTaskTrace` (or since the page's performance
 * mark `since`, when given and set), longest CPU time first.
 */
export async function stopTaskTrace(browser: Browser, since?: string): Promise<TracedTask[]> {
  const buffer = await browser.stopTracing();
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter(
    (event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const from = since ? (events.find((event) => event.name === since)?.ts ?? 0) : 0;
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.dur !== undefined && event.ts >= from,
  );
  const sorted = [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  return sorted.map((task) => ({
    wallMs: task.dur! / 1000,
    cpuMs: (task.tdur ?? task.dur!) / 1000,
    inside: sorted.indexOf(task) < 8 ? costliestInside(onMain, task) : [],
  }));
}

function costliestInside(events: readonly TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + task.dur!;
  return events
    .filter(
      (event) =>
        event !== task &&
        event.tid === task.tid &&
        event.pid === task.pid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        (event.dur ?? 0) > 2000,
    )
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 10)
    .map((event) => {
      const fn = event.args?.data?.functionName;
      const url = event.args?.data?.url?.split('/').at(-1);
      return `${event.name}${fn ? ` ${fn}` : ''}${url ? ` (${url})` : ''} ${(event.dur! / 1000).toFixed(1)}`;
    });
}
