// The browser UI under load, in real headless Chromium against the production build served by the
// API: (a) a thought streamed at ~300 tokens/s through the real model proxy (a loopback fake
// upstream stands in for Anthropic), (b) realistic 500- and 2,000-step traces (trace-generator.ts)
// imported, expanded, scrolled and kept open while a question streams: first view, long tasks,
// slow frames, DOM size and JS heap (trace-results.ts), and (c) the initial JavaScript a first
// visit transfers. Each run is measured on its own: medians, the worst run and the load average of
// each, long tasks by wall and by CPU time (trace-runs.ts). Run alone: `npx tsx bench/ui.bench.ts`;
// `UI_BENCH_ONLY=2000,500` (any of stream, 500, 2000, js; and of a long trace's load, scroll,
// reopen, ask, which leave out the others but for loading) runs only those parts,
// `UI_BENCH_RUNS=n` measures each scenario n times, `UI_BENCH_CPU=0` leaves out the CPU traces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import e2eConfig from '../playwright.config';
import { type BenchResult, printTable } from './bench-result';
import { freePort } from './free-port';
import { startThoughtUpstream, TOKENS_PER_SECOND, upstreamEnv } from './trace-upstream';
import { realisticTrace } from './trace-generator';
import { loadRecordedRuns } from './trace-recording';
import { frameResults, measureLongTrace, type ProbedRun, probedRun } from './trace-results';
import { withTaskTimes } from './trace-runs';
import {
  BROWSER_DIR,
  ensureBuild,
  newPage,
  startApi,
  startFrameProbe,
  stopApi,
  stopFrameProbe,
} from './browser-bench-support';

// A port the OS picks, so two runs of the bench (or a bench beside the e2e server) never collide.
const PORT = await freePort();
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** `UI_BENCH_RUNS=n` measures every scenario n times (a quick A/B, or more for a loaded machine). */
const RUNS = Number(process.env['UI_BENCH_RUNS'] ?? 0) || undefined;
const STREAM_RUNS = RUNS ?? 3;
const LOAD_RUNS = RUNS ?? 5;
const SCROLL_RUNS = RUNS ?? 3;
const REOPEN_RUNS = RUNS ?? 3;
const ASK_RUNS = RUNS ?? 3;
const SCROLL_PX_PER_FRAME = 400;
/** The targets for the first view of each trace length. */
const LONG_TRACES = [
  { steps: 500, firstViewMs: 200 },
  { steps: 2000, firstViewMs: 300 },
];
/** The parts `UI_BENCH_ONLY` names (comma-separated); all of them when it is unset. */
const ONLY = (process.env['UI_BENCH_ONLY'] ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
function runs(part: string): boolean {
  return ONLY.length === 0 || ONLY.includes(part);
}
/** What is done with a long trace after loading it: all unless `UI_BENCH_ONLY` names some. */
const AFTER_LOAD = ['scroll', 'reopen', 'ask'];
function runsAfterLoad(part: string, count: number): number {
  const named = ['load', ...AFTER_LOAD].some((name) => ONLY.includes(name));
  return !named || ONLY.includes(part) ? count : 0;
}

// ---------------------------------------------------------------- (a) streaming

async function streamOnce(browser: Browser): Promise<ProbedRun> {
  const page = await newPage(browser);
  try {
    await page.goto(BASE_URL);
    await page.getByTestId('backend-status').waitFor();
    await page.getByTestId('ask-input').fill('When did login complaints spike?');
    await page.getByTestId('ask-input').press('Enter');
    // Measure while the thought streams: from its first card to the answer.
    await page.locator('[data-kind="thought"]').first().waitFor({ timeout: 30_000 });
    const streamed = await withTaskTimes(browser, page, 'frame-probe-started', async () => {
      await startFrameProbe(page);
      await page.getByTestId('final-answer').waitFor({ timeout: 60_000 });
      return stopFrameProbe(page);
    });
    return probedRun(streamed.result, streamed.tasks);
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------- (c) initial JS

function initialScriptBytes(): { files: number; gzip: number; raw: number } {
  const html = readFileSync(join(BROWSER_DIR, 'index.html'), 'utf8');
  const names = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) names.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g))
    names.add(match[1]!);
  let gzip = 0;
  let raw = 0;
  for (const name of names) {
    const bytes = readFileSync(join(BROWSER_DIR, name));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: names.size, gzip, raw };
}

// ---------------------------------------------------------------- the suite

export async function run(): Promise<BenchResult[]> {
  ensureBuild();
  const results: BenchResult[] = [];
  const upstream = await startThoughtUpstream();
  const server = await startApi(PORT, upstreamEnv(upstream.url));
  // The e2e suite's Chromium (system binary, flags for a container); nothing is downloaded.
  const browser = await chromium.launch(e2eConfig.use?.launchOptions);
  try {
    // (a) streaming
    if (runs('stream')) results.push(...(await measureStreaming(browser)));

    // (b) long realistic traces
    const recorded = await loadRecordedRuns();
    for (const trace of LONG_TRACES.filter((candidate) => runs(String(candidate.steps)))) {
      results.push(
        ...(await measureLongTrace(browser, BASE_URL, realisticTrace(recorded, trace.steps), {
          label: `${trace.steps}-step realistic trace`,
          firstViewMs: trace.firstViewMs,
          loadRuns: LOAD_RUNS,
          scrollRuns: runsAfterLoad('scroll', SCROLL_RUNS),
          reopenRuns: runsAfterLoad('reopen', REOPEN_RUNS),
          askRuns: runsAfterLoad('ask', ASK_RUNS),
          scrollPxPerFrame: SCROLL_PX_PER_FRAME,
          question: 'Why did login complaints spike?',
        })),
      );
    }
  } finally {
    await browser.close();
    await stopApi(server);
    await upstream.close();
  }

  // (c) initial JS
  if (runs('js')) results.push(initialScriptResult());
  return results;
}

async function measureStreaming(browser: Browser): Promise<BenchResult[]> {
  const runs: ProbedRun[] = [];
  await streamOnce(browser); // warm-up: caches, JIT
  for (let i = 0; i < STREAM_RUNS; i++) runs.push(await streamOnce(browser));
  return frameResults(`streaming thought, ${TOKENS_PER_SECOND} tokens/s`, runs);
}

function initialScriptResult(): BenchResult {
  const initial = initialScriptBytes();
  return {
    name: 'initial JS transferred (gzip)',
    unit: 'kB',
    median: initial.gzip / 1024,
    runs: 1,
    target: { op: '<', value: 200 },
    extra: {
      target: '< 200 kB',
      files: initial.files,
      raw: `${(initial.raw / 1024).toFixed(0)} kB`,
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
