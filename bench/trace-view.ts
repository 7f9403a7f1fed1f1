// What the analyst does with a long trace, timed in the page: import it (first view), expand its
// steps, scroll to the end, ask a question with it open; and what the page then holds (JS heap,
// DOM elements). Each function returns raw samples; ui.bench.ts turns them into results.
import type { Page } from '@playwright/test';
import { startFrameProbe, stopFrameProbe } from './browser-bench-support';

export interface LoadSample {
  /** File chosen (the input's change event) → the answer on screen (the next frame after it). */
  readonly firstViewMs: number;
  /** Click on the steps summary → the first steps on screen. */
  readonly expandMs: number;
  /** Long tasks from the file chosen to the first steps on screen. */
  readonly longTasks: readonly number[];
  /** File chosen → the history says it is stored (the write goes on after the first view). */
  readonly storedMs: number;
}

export interface ScrollSample {
  readonly frames: readonly number[];
  readonly longTasks: readonly number[];
  /** The most elements the page held at any frame of the scroll. */
  readonly maxElements: number;
  /** The step labels rendered once at the end. */
  readonly lastStepRendered: number;
}

export interface ReopenSample {
  /** Click on the stored conversation in the history → its answer on screen (the next frame). */
  readonly firstViewMs: number;
  /** Click → every step folded and the first steps on screen (expanded right after the answer). */
  readonly stepsMs: number;
  /** Long tasks from the click to the steps on screen. */
  readonly longTasks: readonly number[];
}

type Marks = Record<string, number>;

/** The time a person takes to pick a file in the open dialog (a lower bound). */
const PICK_FILE_MS = 1000;

/**
 * Imports `file` on a fresh load of `baseUrl` and expands the steps of its answered turn. On a new
 * browser context this is the analyst's first import (the trace is stored, then opened).
 */
export async function loadTrace(page: Page, baseUrl: string, file: Buffer): Promise<LoadSample> {
  await page.goto(baseUrl);
  await page.getByTestId('backend-status').waitFor();
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const afterNextFrame = (name: string) =>
      requestAnimationFrame(() => (marks[name] = performance.now()));
    document.addEventListener(
      'change',
      () => {
        marks['chosen'] = performance.now();
        // For a trace of the page's tasks (trace-tasks.ts): where the import starts.
        performance.mark('file-chosen');
      },
      true,
    );
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('.steps-toggle')) marks['expand'] = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (!marks['answer'] && document.querySelector('[data-testid="final-answer"]')) {
        marks['answer'] = -1;
        afterNextFrame('answer');
      }
      if (!marks['steps'] && marks['expand'] && document.querySelector('[data-kind="thought"]')) {
        marks['steps'] = -1;
        afterNextFrame('steps');
      }
      const snackBar = document.querySelector('mat-snack-bar-container');
      if (!marks['stored'] && snackBar?.textContent?.includes('Imported')) {
        marks['stored'] = performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  await startFrameProbe(page);
  // As an analyst does it: the Import button, then the file in the dialog it opens.
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-conversation').click();
  const dialog = await chooser;
  await page.waitForTimeout(PICK_FILE_MS);
  await dialog.setFiles({
    name: 'bench.sightline.json',
    mimeType: 'application/json',
    buffer: file,
  });
  await page.getByTestId('final-answer').waitFor({ timeout: 60_000 });
  await waitForMark(page, 'answer');
  await page.locator('.steps-toggle').click();
  await waitForMark(page, 'steps');
  const probe = await stopFrameProbe(page);
  // Later measures start from a stored trace, as a reopened conversation is.
  await waitForMark(page, 'stored');
  const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
  return {
    firstViewMs: marks['answer']! - marks['chosen']!,
    storedMs: marks['stored']! - marks['chosen']!,
    expandMs: marks['steps']! - marks['expand']!,
    // Playwright builds the chosen file in the page, in the task that fires `change`: not ours.
    longTasks: probe.longTasks.filter(
      (_, index) => probe.longTaskStarts[index]! >= marks['chosen']!,
    ),
  };
}

/**
 * Reloads the page and reopens the stored conversation `title` from the history (IndexedDB), then
 * expands its steps: what an analyst does when coming back to a long run the next day.
 */
export async function reopenTrace(page: Page, title: string): Promise<ReopenSample> {
  await page.reload();
  await page.getByTestId('backend-status').waitFor();
  // The panel's first page shows from a snapshot before IndexedDB opens: wait for the database.
  await page.waitForLoadState('networkidle');
  const item = page.getByTestId('history-item').filter({ hasText: title }).first();
  await item.waitFor();
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const afterNextFrame = (name: string) =>
      requestAnimationFrame(() => (marks[name] = performance.now()));
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        if (target.closest('[data-testid="history-item"]')) {
          marks['clicked'] = performance.now();
          performance.mark('history-clicked');
        }
        if (target.closest('.steps-toggle')) marks['expand'] = performance.now();
      },
      true,
    );
    const check = () => {
      if (!marks['answer'] && document.querySelector('[data-testid="final-answer"]')) {
        marks['answer'] = -1;
        afterNextFrame('answer');
      }
      const loading = document.querySelector('.steps-loading');
      if (!marks['steps'] && !loading && document.querySelector('[data-kind="thought"]')) {
        marks['steps'] = -1;
        afterNextFrame('steps');
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true });
  });
  await startFrameProbe(page);
  await item.locator('button.item').click();
  await waitForMark(page, 'answer');
  await page.locator('.steps-toggle').click();
  await waitForMark(page, 'steps');
  const probe = await stopFrameProbe(page);
  const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
  return {
    firstViewMs: marks['answer']! - marks['clicked']!,
    stepsMs: marks['steps']! - marks['clicked']!,
    longTasks: probe.longTasks.filter(
      (_, index) => probe.longTaskStarts[index]! >= marks['clicked']!,
    ),
  };
}

async function waitForMark(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (mark) => (window as unknown as { __marks: Marks }).__marks[mark]! > 0,
    name,
    { timeout: 60_000 },
  );
}

/** Scrolls the timeline `pxPerFrame` a frame to the very bottom, recording frames and elements. */
export async function scrollToEnd(page: Page, pxPerFrame: number): Promise<ScrollSample> {
  await startFrameProbe(page);
  const maxElements = await page.evaluate(async (step) => {
    const timeline = document.querySelector<HTMLElement>('[data-testid="timeline"]')!;
    let stillFrames = 0;
    let most = 0;
    let frame = 0;
    // Done once at the bottom with nothing more to render for a few frames.
    while (stillFrames < 10) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const before = timeline.scrollTop;
      timeline.scrollTop = before + step;
      // Counting every element costs a little main-thread time itself: every 8th frame.
      if (frame++ % 8 === 0) most = Math.max(most, document.getElementsByTagName('*').length);
      const atBottom = timeline.scrollTop + timeline.clientHeight >= timeline.scrollHeight - 1;
      stillFrames = atBottom && timeline.scrollTop === before ? stillFrames + 1 : 0;
    }
    return Math.max(most, document.getElementsByTagName('*').length);
  }, pxPerFrame);
  const probe = await stopFrameProbe(page);
  const labels = await page
    .locator('.step-label')
    .evaluateAll((items) => items.map((item) => Number(item.textContent!.replace(/\D/g, ''))));
  return { ...probe, maxElements, lastStepRendered: Math.max(0, ...labels) };
}

/** The JS heap in use after a full garbage collection, in bytes (Chromium's own count). */
export async function heapUsed(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = await session.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await session.detach();
  }
}

/**
 * Asks `question` with the long trace open and records from the submit to the new answer on
 * screen, plus `settleMs` for the run's end (its last events written to the history).
 */
export async function askWithTraceOpen(
  page: Page,
  question: string,
  settleMs: number,
): Promise<{ frames: number[]; longTasks: number[] }> {
  const answersBefore = await page.getByTestId('final-answer').count();
  await startFrameProbe(page);
  await page.getByTestId('ask-input').fill(question);
  await page.getByTestId('ask-input').press('Enter');
  await page.getByTestId('final-answer').nth(answersBefore).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  return stopFrameProbe(page);
}
