/**
 * Charts drawn one per animation frame, and only once scrolling has paused. A timeline scrolled
 * fast brings many result charts into view at once and past it again; creating each costs a few
 * milliseconds (more with chart.js's style reads), so drawing them on the way would stall the
 * scroll. Jobs whose chart has left the view by its turn are dropped by the job itself.
 */
const jobs: (() => void)[] = [];
let scheduled = false;

/** How long the page must be still before the next chart is drawn. */
export const SCROLL_PAUSE_MS = 150;
let lastScroll = Number.NEGATIVE_INFINITY;
if (typeof document !== 'undefined') {
  // Capture sees the scroll of any container (the timeline, the replay page or the window).
  document.addEventListener('scroll', () => (lastScroll = performance.now()), {
    capture: true,
    passive: true,
  });
}

function runNext(now: number): void {
  scheduled = false;
  if (now - lastScroll >= SCROLL_PAUSE_MS) jobs.shift()?.();
  if (jobs.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(runNext);
}

export function queueDraw(job: () => void): void {
  jobs.push(job);
  schedule();
}
