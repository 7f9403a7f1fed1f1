/** A point where long work may let the page handle input and paint before it goes on. */
export type Pause = () => Promise<void>;

interface Scheduler {
  yield(): Promise<void>;
}

/** Work between two real pauses stays well under a long task (50 ms). */
const BUDGET_MS = 12;
let resumedAt = -Infinity;

/**
 * Yields to the page once `BUDGET_MS` of work has passed since the last yield (else goes on at
 * once): `scheduler.yield()` where the browser has it (the caller resumes ahead of other queued
 * work), else a macrotask via MessageChannel (setTimeout would wait at least 4 ms once nested).
 */
export const yieldToPage: Pause = async () => {
  if (performance.now() - resumedAt < BUDGET_MS) return;
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') {
    await scheduler.yield();
  } else {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  }
  resumedAt = performance.now();
};

/** Resolves once the page has painted its next frame (what was just shown is on screen). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      // The frame paints after its animation callbacks: a task queued now runs after the paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  });
}
