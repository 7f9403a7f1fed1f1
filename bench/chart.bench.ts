// The sentiment bubble chart in headless Chromium against the production build served by the API:
// (a) a year of daily bubbles (365) from the response arriving to the chart drawn, (b) hover over
// them (frame intervals and long tasks while the pointer sweeps the plot), (c) the same for five
// years of daily data, which the chart sums into weeks. The bubbles come from a route handler, so
// the figures measure the browser, not the database. Run alone: `npx tsx bench/chart.bench.ts`.
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import e2eConfig from '../playwright.config';
import { type BenchResult, median, percentile, printTable } from './bench-result';
import {
  ensureBuild,
  newPage,
  startApi,
  startFrameProbe,
  stopApi,
  stopFrameProbe,
} from './browser-bench-support';

const PORT = 4296;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const RENDER_RUNS = 10;
const HOVER_MS = 2000;

interface Bubble {
  date: string;
  avgSentiment: number;
  count: number;
  negativeShare: number;
  topTopics: { category: string; count: number }[];
}

/** `days` daily bubbles from `first`, with deterministic figures that vary like real ones. */
function dailyBubbles(first: string, days: number, seed: number): Bubble[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const wave = Math.sin((index + seed) / 9) * 0.3 + Math.sin((index * 7 + seed) / 3) * 0.1;
    const count = 20 + ((index * 37 + seed * 11) % 90);
    return {
      date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      avgSentiment: Math.round(wave * 1000) / 1000,
      count,
      negativeShare: Math.round((0.3 - wave / 2) * 10000) / 10000,
      topTopics: [
        { category: `Topic ${index % 5}`, count: Math.round(count / 3) },
        { category: `Topic ${(index + 2) % 5}`, count: Math.round(count / 5) },
      ],
    };
  });
}

/**
 * A page that notes when each sentiment-bubbles response has arrived (`__bubblesAt`), and whose
 * bubbles request is answered with `bubbles(request number)`.
 */
async function chartPage(browser: Browser, bubbles: (call: number) => Bubble[]): Promise<Page> {
  const page = await newPage(browser, { width: 1600, height: 900 });
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      const url = typeof args[0] === 'string' ? args[0] : String((args[0] as Request).url ?? '');
      if (url.includes('sentiment-bubbles')) {
        const text = await response.clone().text();
        (window as unknown as { __bubblesAt: number }).__bubblesAt = performance.now();
        return new Response(text, { status: response.status, headers: response.headers });
      }
      return response;
    };
  });
  let call = 0;
  await page.route('**/api/insights/sentiment-bubbles*', (route) =>
    route.fulfill({ json: bubbles(call++) }),
  );
  return page;
}

/** Milliseconds from the bubbles' response to the first frame painted after they were drawn. */
async function waitForDrawn(page: Page, points: number): Promise<number> {
  await page.waitForFunction(
    (expected) =>
      document
        .querySelector('[data-testid="sentiment-chart"] [role="application"]')
        ?.getAttribute('aria-label')
        ?.includes(`${expected} bubbles`) &&
      document.querySelector('[data-testid="sentiment-chart"] canvas') !== null,
    points,
    { polling: 'raf' },
  );
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(performance.now() - (window as unknown as { __bubblesAt: number }).__bubblesAt),
          ),
        ),
      ),
  );
}

/** Re-renders by changing the period filter; each response carries new figures. */
async function renderTimes(page: Page, points: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RENDER_RUNS; run++) {
    await page.evaluate(() => {
      (window as unknown as { __bubblesAt: number }).__bubblesAt = Number.NaN;
    });
    const from = page.getByTestId('chart-from');
    await from.fill(`2020-01-${String(run + 1).padStart(2, '0')}`);
    await from.dispatchEvent('change');
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __bubblesAt: number }).__bubblesAt),
    );
    times.push(await waitForDrawn(page, points));
  }
  return times;
}

/** Sweeps the pointer over the plot for HOVER_MS, recording frame intervals and long tasks. */
async function hover(page: Page): Promise<{ frames: number[]; longTasks: number[] }> {
  const box = (await page.getByTestId('sentiment-chart').locator('canvas').boundingBox())!;
  await startFrameProbe(page);
  const started = Date.now();
  let step = 0;
  while (Date.now() - started < HOVER_MS) {
    const fraction = (step % 200) / 200;
    const y = box.y + box.height * (0.3 + 0.4 * Math.abs(Math.sin(step / 7)));
    await page.mouse.move(box.x + 40 + fraction * (box.width - 60), y);
    step++;
  }
  const { frames, longTasks } = await stopFrameProbe(page);
  // The first delta spans the probe's start, not a frame of the sweep.
  return { frames: frames.slice(1), longTasks };
}

async function measure(
  browser: Browser,
  label: string,
  days: number,
  expectedPoints: number,
): Promise<BenchResult[]> {
  const first = days > 400 ? '2021-01-04' : '2025-11-03';
  const page = await chartPage(browser, (call) => dailyBubbles(first, days, call));
  try {
    await page.goto(BASE_URL);
    await page.getByTestId('sentiment-chart').locator('canvas').waitFor({ timeout: 60_000 });
    const firstDraw = await waitForDrawn(page, expectedPoints);
    // Days asked for explicitly: over five years the chart then sums them into weeks itself.
    await page.getByTestId('chart-granularity').selectOption('day');
    const times = await renderTimes(page, expectedPoints);
    const { frames, longTasks } = await hover(page);
    return [
      {
        name: `${label}: response → chart drawn (first visit, chart.js loaded)`,
        unit: 'ms',
        median: firstDraw,
        runs: 1,
        extra: { bubbles: expectedPoints },
      },
      {
        name: `${label}: response → chart drawn (filter change)`,
        unit: 'ms',
        median: median(times),
        p99: percentile(times, 99),
        runs: RENDER_RUNS,
        extra: { target: '< 150 ms', bubbles: expectedPoints },
      },
      {
        name: `${label}: hover sweep frame interval`,
        unit: 'ms',
        median: median(frames),
        p99: percentile(frames, 99),
        runs: 1,
        extra: {
          target: 'median ≤ 16.7 ms',
          frames: frames.length,
          'long tasks': longTasks.length,
          'longest task': `${Math.round(longTasks.length ? Math.max(...longTasks) : 0)} ms`,
        },
      },
    ];
  } finally {
    await page.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  ensureBuild();
  const server = await startApi(PORT);
  const browser = await chromium.launch(e2eConfig.use?.launchOptions);
  try {
    const fiveYears = 5 * 365 + 1;
    return [
      ...(await measure(browser, '365 daily bubbles', 365, 365)),
      // Five years of days are summed into weeks: 1,826 days from a Monday make 261 weeks.
      ...(await measure(browser, 'five years of days', fiveYears, Math.ceil(fiveYears / 7))),
    ];
  } finally {
    await browser.close();
    await stopApi(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
