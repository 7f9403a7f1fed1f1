// The long-trace part of the UI bench: a realistic trace imported, expanded, scrolled to its end and
// kept open while a question is asked, each figure with the target and a verdict. Each run
// is measured on its own (trace-runs.ts): medians over runs, the worst run, the load of each.
import type { Browser } from '@playwright/test';
import type { Trace } from '../src/agent/events';
import { type BenchResult, median, percentile } from './bench-result';
import { newPage } from './browser-bench-support';
import { traceFigures } from './trace-generator';
import {
  currentLoad,
  figure,
  longTaskResults,
  perRun,
  type RunFigure,
  type TaskTimes,
  withTaskTimes,
} from './trace-runs';
import { askWithTraceOpen, heapUsed, loadTrace, reopenTrace, scrollToEnd } from './trace-view';

export interface LongTraceOptions {
  readonly label: string;
  /** First view target (ms). */
  readonly firstViewMs: number;
  readonly loadRuns: number;
  readonly scrollRuns: number;
  readonly reopenRuns: number;
  readonly askRuns: number;
  readonly scrollPxPerFrame: number;
  readonly question: string;
}

const HEAP_TARGET_MB = 40;
const DOM_TARGET = 10_000;
/** Time after the new answer for the run's end to be written to the history. */
const SETTLE_MS = 1500;

export async function measureLongTrace(
  browser: Browser,
  baseUrl: string,
  trace: Trace,
  options: LongTraceOptions,
): Promise<BenchResult[]> {
  const file = Buffer.from(JSON.stringify(trace));
  const figures = traceFigures(trace);
  const firstViews: RunFigure[] = [];
  const stored: RunFigure[] = [];
  const expands: RunFigure[] = [];
  const loads: ProbedRun[] = [];
  const scrolls: ProbedRun[] = [];
  const elements: RunFigure[] = [];
  const heaps: RunFigure[] = [];
  const reopens: RunFigure[] = [];
  const reopenSteps: number[] = [];
  const reopenTasks: ProbedRun[] = [];
  const asks: ProbedRun[] = [];
  let lastStep = 0;
  // Warm-up: the server's caches and the browser's compiled code.
  const warmUp = await newPage(browser);
  await loadTrace(warmUp, baseUrl, file).finally(() => warmUp.close());
  for (let run = 0; run < options.loadRuns; run++) {
    // A new context each run: an empty history, so each import is a first one (stored, opened).
    const page = await newPage(browser);
    try {
      const loaded = await withTaskTimes(browser, page, 'file-chosen', () =>
        loadTrace(page, baseUrl, file),
      );
      const load = loaded.result;
      firstViews.push(figure(load.firstViewMs));
      stored.push(figure(load.storedMs));
      expands.push(figure(load.expandMs));
      loads.push({
        longTasks: load.longTasks,
        frames: [],
        tasks: loaded.tasks,
        load: currentLoad(),
      });
      if (run < options.scrollRuns) {
        const scrolled = await withTaskTimes(browser, page, 'frame-probe-started', () =>
          scrollToEnd(page, options.scrollPxPerFrame),
        );
        scrolls.push(probedRun(scrolled.result, scrolled.tasks));
        elements.push(figure(scrolled.result.maxElements));
        lastStep = scrolled.result.lastStepRendered;
        heaps.push(figure((await heapUsed(page)) / 1024 / 1024));
      }
      if (run < options.reopenRuns) {
        const reopened = await withTaskTimes(browser, page, 'history-clicked', () =>
          reopenTrace(page, trace.conversation.title),
        );
        reopens.push(figure(reopened.result.firstViewMs));
        reopenSteps.push(reopened.result.stepsMs);
        reopenTasks.push(probedRun({ ...reopened.result, frames: [] }, reopened.tasks));
      }
      if (run < options.askRuns) {
        const asked = await withTaskTimes(browser, page, 'frame-probe-started', () =>
          askWithTraceOpen(page, options.question, SETTLE_MS),
        );
        asks.push(probedRun(asked.result, asked.tasks));
      }
    } finally {
      await page.close();
    }
  }

  const label = options.label;
  return [
    perRun(
      `${label}: first view (file chosen → answer on screen)`,
      'ms',
      firstViews,
      { op: '<', value: options.firstViewMs },
      {
        'file size': `${(figures.bytes / 1024 / 1024).toFixed(2)} MB`,
        steps: figures.steps,
        'tool calls': figures.toolCalls,
        'steps with parallel calls': figures.parallelSteps,
        deltas: figures.deltas,
      },
    ),
    perRun(`${label}: import stored in the history (in the background)`, 'ms', stored),
    perRun(`${label}: expand steps → first steps on screen`, 'ms', expands, {
      op: '<',
      value: 300,
    }),
    ...longTaskResults(`${label}: loading (import, first view, expand)`, loads),
    // Parts left out by the bench's options print nothing (rather than a failed empty figure).
    ...(scrolls.length === 0
      ? []
      : [
          ...frameResults(
            `${label}: scroll to the end (${options.scrollPxPerFrame} px/frame)`,
            scrolls,
          ).map((result) => ({
            ...result,
            extra: { ...result.extra, 'last step rendered': lastStep },
          })),
          perRun(`${label}: DOM elements (most at any point of the scroll)`, 'elements', elements, {
            op: '<',
            value: DOM_TARGET,
          }),
          perRun(`${label}: JS heap after the scroll (after GC)`, 'MB', heaps, {
            op: '<',
            value: HEAP_TARGET_MB,
          }),
        ]),
    ...(reopens.length === 0
      ? []
      : [
          perRun(
            `${label}: reopen from the history (click → answer on screen)`,
            'ms',
            reopens,
            { op: '<', value: options.firstViewMs },
            { 'click → all steps folded, first on screen': `${median(reopenSteps).toFixed(0)} ms` },
          ),
          ...longTaskResults(`${label}: reopen (answer, expand, all steps)`, reopenTasks),
        ]),
    ...(asks.length === 0
      ? []
      : frameResults(`${label}: a question streamed with the trace open`, asks)),
  ];
}

/** One run's frames and long tasks (the probe), its traced CPU times and the load as it ended. */
export interface ProbedRun {
  readonly frames: readonly number[];
  readonly longTasks: readonly number[];
  readonly tasks: TaskTimes | null;
  readonly load: number;
}

export function probedRun(
  probe: { readonly frames: readonly number[]; readonly longTasks: readonly number[] },
  tasks: TaskTimes | null,
): ProbedRun {
  return { frames: probe.frames, longTasks: probe.longTasks, tasks, load: currentLoad() };
}

/**
 * Frame intervals (all runs' frames together), the share of slow frames per run (target < 1 %)
 * and each run's longest task by wall and CPU time (target < 50 ms).
 */
export function frameResults(label: string, runs: readonly ProbedRun[]): BenchResult[] {
  const frames = runs.flatMap((run) => run.frames);
  return [
    {
      name: `${label}: frame interval (rAF delta)`,
      unit: 'ms',
      median: median(frames),
      p99: percentile(frames, 99),
      runs: runs.length,
      extra: { target: 'median ≤ 16.7 ms', frames: frames.length },
    },
    perRun(
      `${label}: frames > 25 ms`,
      '%',
      runs.map((run) => ({
        value: run.frames.length
          ? (100 * run.frames.filter((ms) => ms > 25).length) / run.frames.length
          : NaN,
        load: run.load,
      })),
      { op: '<', value: 1 },
    ),
    ...longTaskResults(label, runs),
    ...cpuPerFrame(label, runs),
  ];
}

/**
 * The main thread's CPU time per frame (all its tasks over the frames shown): the page's own cost
 * of a frame, which the load stretches far less than the frame intervals.
 */
function cpuPerFrame(label: string, runs: readonly ProbedRun[]): BenchResult[] {
  const traced = runs.filter((run) => run.tasks !== null && run.frames.length > 0);
  if (traced.length === 0) return [];
  return [
    perRun(
      `${label}: main-thread CPU per frame`,
      'ms',
      traced.map((run) => ({ value: run.tasks!.totalCpuMs / run.frames.length, load: run.load })),
      undefined,
      { budget: '16.7 ms a frame at 60 Hz, shared with the browser' },
    ),
  ];
}
