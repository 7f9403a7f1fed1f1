// Figures of the UI bench taken once per run, so a loaded machine shows as what it is: each figure
// is the median over runs, printed beside its worst run and every run with the machine's load
// average at that moment; the verdict is on the median, the worst run's verdict is printed too.
import type { Browser, Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { type BenchResult, type BenchTarget, median, verdict } from './bench-result';
import { startTaskTrace, stopTaskTrace, TASK_CATEGORIES } from './trace-tasks';

/** One run's figure and the 1-minute load average when the run ended. */
export interface RunFigure {
  readonly value: number;
  readonly load: number;
}

/** What a run's main thread did in the measured window, from a Chromium trace (trace-tasks.ts). */
export interface TaskTimes {
  /** The longest task's CPU (thread) time, ms: our own work, whatever the load. */
  readonly longestCpuMs: number;
  /** Tasks of the window over 50 ms of CPU time. */
  readonly overBudget: number;
  /** The CPU time of all the window's main-thread tasks, ms (per frame: what a frame costs us). */
  readonly totalCpuMs: number;
}

/** Whether runs are traced for CPU time (`UI_BENCH_CPU=0` turns it off: tracing costs a little). */
export const TRACE_CPU = process.env['UI_BENCH_CPU'] !== '0';

/** The machine's 1-minute load average now. */
export function currentLoad(): number {
  return loadavg()[0]!;
}

export function figure(value: number): RunFigure {
  return { value, load: currentLoad() };
}

/**
 * Runs `measure` with the page's main thread traced, and returns its result with the CPU time of
 * the tasks between the page marks `since` and the frame probe's stop (browser-bench-support.ts).
 */
export async function withTaskTimes<T>(
  browser: Browser,
  page: Page,
  since: string,
  measure: () => Promise<T>,
): Promise<{ result: T; tasks: TaskTimes | null }> {
  if (!TRACE_CPU) return { result: await measure(), tasks: null };
  await startTaskTrace(browser, page, TASK_CATEGORIES);
  let result: T;
  try {
    result = await measure();
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
  const tasks = await stopTaskTrace(browser, since, 'frame-probe-stopped');
  const longestCpuMs = tasks[0]?.cpuMs ?? 0;
  return {
    result,
    tasks: {
      longestCpuMs,
      overBudget: tasks.filter((task) => task.cpuMs > 50).length,
      totalCpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
    },
  };
}

/** A figure measured once per run: median over runs, the worst run and every run with its load. */
export function perRun(
  name: string,
  unit: string,
  runs: readonly RunFigure[],
  target?: BenchTarget,
  extra: Record<string, unknown> = {},
): BenchResult {
  const values = runs.map((run) => run.value);
  const worst = worstOf(runs, target);
  const worstVerdict =
    worst && target ? verdict({ name, unit, median: worst.value, runs: 1, target }) : '';
  return {
    name,
    unit,
    median: median(values),
    runs: runs.length,
    ...(target ? { target } : {}),
    extra: {
      ...(worst
        ? {
            'worst run': `${format(worst.value)} ${unit} at load ${worst.load.toFixed(1)}${worstVerdict ? ` (${worstVerdict})` : ''}`,
          }
        : {}),
      'each run (load)': runs
        .map((run) => `${format(run.value)} (${run.load.toFixed(1)})`)
        .join(', '),
      ...extra,
    },
  };
}

/** The run furthest on the wrong side of the target (the highest when there is none). */
function worstOf(runs: readonly RunFigure[], target?: BenchTarget): RunFigure | undefined {
  const higherIsWorse = target?.op !== '>';
  return runs.reduce<RunFigure | undefined>(
    (worst, run) =>
      !worst || (higherIsWorse ? run.value > worst.value : run.value < worst.value) ? run : worst,
    undefined,
  );
}

/**
 * The long tasks of each run: the longest by wall time (what the analyst feels, stretched by the
 * load) and, when traced, the longest by CPU time (our own work), each with the 50 ms target.
 */
export function longTaskResults(
  label: string,
  runs: readonly {
    readonly longTasks: readonly number[];
    readonly tasks: TaskTimes | null;
    readonly load: number;
  }[],
): BenchResult[] {
  const target: BenchTarget = { op: '<', value: 50 };
  const wall = perRun(
    `${label}: longest long task (wall)`,
    'ms',
    runs.map((run) => ({ value: Math.max(0, ...run.longTasks), load: run.load })),
    target,
    { 'long tasks per run': runs.map((run) => run.longTasks.length).join(', ') },
  );
  const traced = runs.filter((run) => run.tasks !== null);
  if (traced.length === 0) return [wall];
  const cpu = perRun(
    `${label}: longest task (CPU time)`,
    'ms',
    traced.map((run) => ({ value: run.tasks!.longestCpuMs, load: run.load })),
    target,
    { 'tasks > 50 ms CPU per run': traced.map((run) => run.tasks!.overBudget).join(', ') },
  );
  return [wall, cpu];
}

function format(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toPrecision(3);
}
