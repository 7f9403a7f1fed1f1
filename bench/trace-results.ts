// The long-trace part of the UI bench: a realistic trace imported, expanded, scrolled to its end and
// kept open while a question is asked, each figure with the target and a verdict.
import type { Browser } from '@playwright/test';
import type { Trace } from '../src/agent/events';
import { type BenchResult, median, percentile } from './bench-result';
import { newPage } from './browser-bench-support';
import { traceFigures } from './trace-generator';
import {
  askWithTraceOpen,
  heapUsed,
  loadTrace,
  type LoadSample,
  reopenTrace,
  type ReopenSample,
  scrollToEnd,
} from './trace-view';

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
  const loads: LoadSample[] = [];
  const scrollFrames: number[] = [];
  const scrollLongTasks: number[] = [];
  const elements: number[] = [];
  const heaps: number[] = [];
  const reopens: ReopenSample[] = [];
  const askFrames: number[] = [];
  const askLongTasks: number[] = [];
  let lastStep = 0;
  // Warm-up: the server's caches and the browser's compiled code.
  const warmUp = await newPage(browser);
  await loadTrace(warmUp, baseUrl, file).finally(() => warmUp.close());
  for (let run = 0; run < options.loadRuns; run++) {
    // A new context each run: an empty history, so each import is a first one (stored, opened).
    const page = await newPage(browser);
    try {
      loads.push(await loadTrace(page, baseUrl, file));
      if (run < options.scrollRuns) {
        const scrolled = await scrollToEnd(page, options.scrollPxPerFrame);
        scrollFrames.push(...scrolled.frames);
        scrollLongTasks.push(...scrolled.longTasks);
        elements.push(scrolled.maxElements);
        lastStep = scrolled.lastStepRendered;
        heaps.push(await heapUsed(page));
      }
      if (run < options.reopenRuns) {
        reopens.push(await reopenTrace(page, trace.conversation.title));
      }
      if (run < options.askRuns) {
        const asked = await askWithTraceOpen(page, options.question, SETTLE_MS);
        askFrames.push(...asked.frames);
        askLongTasks.push(...asked.longTasks);
      }
    } finally {
      await page.close();
    }
  }

  const label = options.label;
  const firstView = loads.map((load) => load.firstViewMs);
  const expand = loads.map((load) => load.expandMs);
  const loadLongTasks = loads.flatMap((load) => load.longTasks);
  return [
    {
      name: `${label}: first view (file chosen → answer on screen)`,
      unit: 'ms',
      median: median(firstView),
      p99: percentile(firstView, 99),
      runs: loads.length,
      target: { op: '<', value: options.firstViewMs },
      extra: {
        'file size': `${(figures.bytes / 1024 / 1024).toFixed(2)} MB`,
        steps: figures.steps,
        'tool calls': figures.toolCalls,
        'steps with parallel calls': figures.parallelSteps,
        deltas: figures.deltas,
      },
    },
    {
      name: `${label}: import stored in the history (in the background)`,
      unit: 'ms',
      median: median(loads.map((load) => load.storedMs)),
      runs: loads.length,
    },
    {
      name: `${label}: expand steps → first steps on screen`,
      unit: 'ms',
      median: median(expand),
      p99: percentile(expand, 99),
      runs: loads.length,
      target: { op: '<', value: 300 },
    },
    longTaskResult(`${label}: loading (import, first view, expand)`, loads.length, loadLongTasks),
    ...frameResults(
      `${label}: scroll to the end (${options.scrollPxPerFrame} px/frame)`,
      options.scrollRuns,
      scrollFrames,
      scrollLongTasks,
    ).map((result) => ({ ...result, extra: { ...result.extra, 'last step rendered': lastStep } })),
    {
      name: `${label}: DOM elements (most at any point of the scroll)`,
      unit: 'elements',
      median: median(elements),
      runs: elements.length,
      target: { op: '<', value: DOM_TARGET },
    },
    {
      name: `${label}: JS heap after the scroll (after GC)`,
      unit: 'MB',
      median: median(heaps) / 1024 / 1024,
      runs: heaps.length,
      target: { op: '<', value: HEAP_TARGET_MB },
    },
    {
      name: `${label}: reopen from the history (click → answer on screen)`,
      unit: 'ms',
      median: median(reopens.map((reopen) => reopen.firstViewMs)),
      runs: reopens.length,
      target: { op: '<', value: options.firstViewMs },
      extra: {
        'click → all steps folded, first on screen': `${median(reopens.map((reopen) => reopen.stepsMs)).toFixed(0)} ms`,
      },
    },
    longTaskResult(
      `${label}: reopen (answer, expand, all steps)`,
      reopens.length,
      reopens.flatMap((reopen) => reopen.longTasks),
    ),
    ...frameResults(
      `${label}: a question streamed with the trace open`,
      options.askRuns,
      askFrames,
      askLongTasks,
    ),
  ];
}

/** Frame intervals, the share of slow frames (target < 1 %) and long tasks (target none). */
export function frameResults(
  label: string,
  runs: number,
  frames: readonly number[],
  longTasks: readonly number[],
): BenchResult[] {
  return [
    {
      name: `${label}: frame interval (rAF delta)`,
      unit: 'ms',
      median: median(frames),
      p99: percentile(frames, 99),
      runs,
      extra: { target: 'median ≤ 16.7 ms', frames: frames.length },
    },
    {
      name: `${label}: frames > 25 ms`,
      unit: '%',
      median: frames.length ? (100 * frames.filter((ms) => ms > 25).length) / frames.length : NaN,
      runs,
      target: { op: '<', value: 1 },
    },
    longTaskResult(label, runs, longTasks),
  ];
}

/** The longest long task (none: 0 ms); the browser reports only tasks over 50 ms. */
function longTaskResult(label: string, runs: number, longTasks: readonly number[]): BenchResult {
  return {
    name: `${label}: longest long task`,
    unit: 'ms',
    median: longTasks.length ? Math.max(...longTasks) : 0,
    runs,
    target: { op: '<', value: 50 },
    extra: {
      'long tasks': longTasks.length,
      ...(longTasks.length ? { durations: longTasks.map((ms) => Math.round(ms)).join(', ') } : {}),
    },
  };
}
