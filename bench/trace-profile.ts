// Where the main thread's time goes with a realistic 2,000-step trace: imported, scrolled to its
// end, reopened from the history and kept open while a question streams (the bench's fake model),
// each with a Chromium trace of the page's tasks (trace-tasks.ts) listing the costliest by CPU time
// and what ran inside them. A tool to find what to fix, not a benchmark:
// `npx tsx bench/trace-profile.ts` (RUNS=2, PARTS=load,scroll,reopen,ask, TOP=4;
// SIGHTLINE_STATIC_DIR to profile another build).
import { chromium } from '@playwright/test';
import e2eConfig from '../playwright.config';
import { freePort } from './free-port';
import { newPage, startApi, stopApi } from './browser-bench-support';
import { realisticTrace } from './trace-generator';
import { loadRecordedRuns } from './trace-recording';
import { askWithTraceOpen, loadTrace, reopenTrace, scrollToEnd } from './trace-view';
import { startTaskTrace, stopTaskTrace } from './trace-tasks';
import { startThoughtUpstream, upstreamEnv } from './trace-upstream';

const port = await freePort();
const upstream = await startThoughtUpstream();
const server = await startApi(port, upstreamEnv(upstream.url));
const browser = await chromium.launch(e2eConfig.use?.launchOptions);
const parts = (process.env['PARTS'] ?? 'load,scroll,reopen,ask').split(',');
try {
  const trace = realisticTrace(await loadRecordedRuns(), 2000);
  const file = Buffer.from(JSON.stringify(trace));
  const warm = await newPage(browser);
  await loadTrace(warm, `http://127.0.0.1:${port}`, file);
  await warm.close();
  for (let run = 0; run < Number(process.env['RUNS'] ?? 2); run++) {
    const page = await newPage(browser);
    const show = (label: string, tasks: Awaited<ReturnType<typeof stopTaskTrace>>) => {
      console.log(
        `== ${label}: tasks ${tasks.length}, cpu>50: ${tasks.filter((t) => t.cpuMs > 50).length}, cpu>30: ${tasks.filter((t) => t.cpuMs > 30).length}`,
      );
      for (const task of tasks.slice(0, Number(process.env['TOP'] ?? 4))) {
        console.log(
          `  cpu ${task.cpuMs.toFixed(1)} wall ${task.wallMs.toFixed(1)} | ${task.inside.join(' ; ')}`,
        );
        if (task.hot.length) console.log(`    self: ${task.hot.join(' ; ')}`);
        if (task.through.length) console.log(`    total: ${task.through.join(' ; ')}`);
      }
    };
    await page.goto(`http://127.0.0.1:${port}`);
    await page.getByTestId('backend-status').waitFor();
    await startTaskTrace(browser, page);
    const load = await loadTrace(page, `http://127.0.0.1:${port}`, file);
    const loadTasks = await stopTaskTrace(browser, 'file-chosen');
    if (parts.includes('load')) {
      console.log(
        'first view',
        load.firstViewMs.toFixed(0),
        'longtasks',
        load.longTasks.map(Math.round).join(','),
      );
      show('load', loadTasks);
    }
    if (parts.includes('scroll')) {
      await startTaskTrace(browser, page);
      const scrolled = await scrollToEnd(page, 400);
      show('scroll', await stopTaskTrace(browser));
      console.log(
        'scroll longtasks',
        scrolled.longTasks.length,
        Math.max(0, ...scrolled.longTasks).toFixed(0),
      );
    }
    if (parts.includes('reopen')) {
      await startTaskTrace(browser, page);
      const reopen = await reopenTrace(page, trace.conversation.title);
      show('reopen', await stopTaskTrace(browser, 'history-clicked'));
      console.log(
        'reopen first view',
        reopen.firstViewMs.toFixed(0),
        'steps',
        reopen.stepsMs.toFixed(0),
        'longtasks',
        reopen.longTasks.map(Math.round).join(','),
      );
    }
    if (parts.includes('ask')) {
      await startTaskTrace(browser, page);
      const asked = await askWithTraceOpen(page, 'Why did login complaints spike?', 1500);
      show('ask', await stopTaskTrace(browser));
      console.log('ask longtasks', asked.longTasks.map(Math.round).join(','));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await stopApi(server);
  await upstream.close();
}
