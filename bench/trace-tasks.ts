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
  /**
   * The functions that ran longest inside the task by the sampling profiler (self time, ms), as
   * `name file:line:col` (map a minified position with the build's source maps).
   */
  readonly hot: readonly string[];
  /** The app's own functions the task spent longest in, callees included (total ms). */
  readonly through: readonly string[];
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly id?: string;
  readonly args?: {
    name?: string;
    data?: {
      functionName?: string;
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url?: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
}

/** Tasks with what ran inside them and the sampling profiler: for a profile (trace-profile.ts). */
export const PROFILE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Tasks and their CPU time only, for the bench's runs: the profiler's start alone is a 90-140 ms
 * task of the page, and its samples slow what they measure.
 */
export const TASK_CATEGORIES = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];

export async function startTaskTrace(
  browser: Browser,
  page: Page,
  categories: readonly string[] = PROFILE_CATEGORIES,
): Promise<void> {
  await browser.startTracing(page, { categories: [...categories] });
}

/**
 * The tasks of the page's main thread since `startTaskTrace` (or since the page's performance
 * mark `since`, when given and set, up to the first mark `until` after it), longest CPU time first.
 */
export async function stopTaskTrace(
  browser: Browser,
  since?: string,
  until?: string,
): Promise<TracedTask[]> {
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
  const to = until
    ? (events.find((event) => event.name === until && event.ts >= from)?.ts ?? Infinity)
    : Infinity;
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' && event.dur !== undefined && event.ts >= from && event.ts < to,
  );
  const sorted = [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  const samples = mainThreadSamples(events, mainThreads);
  return sorted.map((task, index) => ({
    wallMs: task.dur! / 1000,
    cpuMs: (task.tdur ?? task.dur!) / 1000,
    inside: index < 8 ? costliestInside(onMain, task) : [],
    hot: index < 8 ? hottest(samples, task, (sample) => [sample.frame], 8) : [],
    through: index < 8 ? hottest(samples, task, (sample) => sample.stack, 24) : [],
  }));
}

interface Sample {
  /** Trace time (µs). */
  readonly ts: number;
  readonly frame: string;
  /** The frames on the stack (the function and its callers), each once. */
  readonly stack: readonly string[];
  /** Time to the next sample (µs). */
  readonly us: number;
}

/** The sampling profiler's samples on the page's main thread, each with its function. */
function mainThreadSamples(
  events: readonly TraceEvent[],
  mainThreads: ReadonlySet<string>,
): Sample[] {
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'Profile' && mainThreads.has(`${event.pid}:${event.tid}`) && event.id)
      profiles.set(event.id, event.args?.data?.startTime ?? event.ts);
  }
  const samples: Sample[] = [];
  for (const [id, startTime] of profiles) {
    const frames = new Map<number, string>();
    const parents = new Map<number, number>();
    const stackOf = (node: number): string[] => {
      const stack = new Set<string>();
      for (let at: number | undefined = node; at !== undefined; at = parents.get(at))
        stack.add(frames.get(at) ?? '?');
      return [...stack];
    };
    let ts = startTime;
    for (const chunk of events) {
      if (chunk.name !== 'ProfileChunk' || chunk.id !== id) continue;
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) {
        if (node.parent !== undefined) parents.set(node.id, node.parent);
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        const file = url?.split('/').at(-1) ?? '';
        frames.set(
          node.id,
          `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`,
        );
      }
      const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      ids.forEach((node, index) => {
        ts += deltas[index] ?? 0;
        samples.push({ ts, frame: frames.get(node) ?? '?', stack: stackOf(node), us: 0 });
      });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  return samples.map((sample, index) => ({
    ...sample,
    us: Math.min(2000, (samples[index + 1]?.ts ?? sample.ts) - sample.ts),
  }));
}

function hottest(
  samples: readonly Sample[],
  task: TraceEvent,
  framesOf: (sample: Sample) => readonly string[],
  count: number,
): string[] {
  const end = task.ts + task.dur!;
  const byFrame = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ts < task.ts || sample.ts >= end) continue;
    for (const frame of framesOf(sample)) {
      // Only named code of the page's own files for the totals (the runtime's frames are noise).
      if (framesOf(sample).length > 1 && !/\.js:/.test(frame)) continue;
      byFrame.set(frame, (byFrame.get(frame) ?? 0) + sample.us);
    }
  }
  return [...byFrame]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, us]) => `${frame} ${(us / 1000).toFixed(1)}`);
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
