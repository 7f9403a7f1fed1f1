/**
 * Charts drawn one per animation frame. A timeline scrolled fast brings many result charts into
 * view at once; creating each costs a few milliseconds, so together they would stall scrolling.
 * Jobs whose chart has left the view by its turn are dropped by the job itself.
 */
const jobs: (() => void)[] = [];
let scheduled = false;

function runNext(): void {
  scheduled = false;
  jobs.shift()?.();
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
