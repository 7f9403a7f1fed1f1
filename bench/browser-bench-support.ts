// What the browser benchmarks share: the production build, the API serving it on a port of their
// own, and in-page probes of frame intervals and long tasks.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';

export const ROOT = join(import.meta.dirname, '..');
export const BROWSER_DIR =
  process.env['SIGHTLINE_STATIC_DIR'] ?? join(ROOT, 'dist/sightline/browser');

export function ensureBuild(): void {
  if (existsSync(join(BROWSER_DIR, 'index.html'))) return;
  console.log('Building the app (npx ng build)…');
  execSync('npx ng build', { cwd: ROOT, stdio: 'inherit' });
}

/**
 * The API as scripts/e2e-server.mjs starts it (the e2e database, no token), on `port`, serving
 * the build; `env` adds or overrides variables (a fake key and base URL, say).
 */
export async function startApi(
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIGHTLINE_DB: process.env['SIGHTLINE_DB'] ?? '.cache/e2e.db',
      SIGHTLINE_STATIC_DIR: BROWSER_DIR,
      ANTHROPIC_API_KEY: '',
      SIGHTLINE_TOKEN: '',
      ...env,
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error('the API did not become healthy within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stopApi(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * A page whose scripts tolerate functions compiled by tsx: esbuild's keepNames wraps named inner
 * functions in a `__name` helper that exists in Node but not in the page.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.addInitScript('window.__name = (target) => target;');
  return page;
}

/** Records rAF deltas and long tasks from now until {@link stopFrameProbe}. */
export async function startFrameProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = {
      frames: [] as number[],
      longTasks: [] as number[],
      longTaskStarts: [] as number[],
      running: true,
    };
    let last = performance.now();
    const tick = (now: number) => {
      if (!probe.running) return;
      probe.frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        probe.longTasks.push(entry.duration);
        probe.longTaskStarts.push(entry.startTime);
      }
    });
    observer.observe({ type: 'longtask' });
    // For a trace of the page's tasks (trace-tasks.ts): the window the probe measures.
    performance.mark('frame-probe-started');
    (window as unknown as { __probe: unknown }).__probe = Object.assign(probe, {
      stop() {
        probe.running = false;
        observer.disconnect();
      },
    });
  });
}

export interface FrameProbe {
  /** Intervals between animation frames (ms). */
  readonly frames: number[];
  /** Durations of the long tasks (the browser reports tasks over 50 ms). */
  readonly longTasks: number[];
  /** When each long task began (`performance.now()` time), in the order of `longTasks`. */
  readonly longTaskStarts: number[];
}

export async function stopFrameProbe(page: Page): Promise<FrameProbe> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __probe: FrameProbe & { stop(): void } }).__probe;
    probe.stop();
    performance.mark('frame-probe-stopped');
    return {
      frames: [...probe.frames],
      longTasks: [...probe.longTasks],
      longTaskStarts: [...probe.longTaskStarts],
    };
  });
}
