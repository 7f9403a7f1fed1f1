// The IndexedDB history at scale, in real headless Chromium against the production build: 10,000
// stored conversations (about 530,000 events, written by the benchmark into the app's own
// database), then the history panel's first paint, a search, a 500-step conversation reopened,
// and the bytes stored per event. Run alone: `npx tsx bench/history.bench.ts`.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import e2eConfig from '../playwright.config';
import { type BenchResult, median, percentile } from './bench-result';

const ROOT = join(import.meta.dirname, '..');
const CONVERSATIONS = 10_000;
/** Tool steps per generated conversation; with deltas that is about 50 events each. */
const STEPS_PER_CONVERSATION = 4;
const LONG_STEPS = 500;
const RUNS = 7;
/** The one word only a single conversation's answer has, and one that about 1 in 10 have. */
const RARE_WORD = 'zephyrine';
const COMMON_WORD = 'escalations';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function startApi(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIGHTLINE_DB: process.env['SIGHTLINE_DB'] ?? '.cache/e2e.db',
      ANTHROPIC_API_KEY: '',
      SIGHTLINE_TOKEN: '',
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

/**
 * Runs in the page: writes generated conversations straight into the app's database (the schema
 * the app created), in transactions of 200 conversations. Returns the events written.
 */
async function seed(options: {
  conversations: number;
  steps: number;
  longSteps: number;
  rareWord: string;
  commonWord: string;
}): Promise<number> {
  const open = (): Promise<IDBDatabase> =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open('sightline-history');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const db = await open();
  const topics = ['fees', 'login', 'chargebacks', 'savings', 'outage', 'cards', 'mortgage', 'app'];
  const words = (text: string) => [...new Set(text.toLowerCase().match(/[a-z0-9]{2,}/g) ?? [])];
  let written = 0;
  const conversation = (index: number, steps: number) => {
    const id = `bench-conv-${index}`;
    const turnId = `bench-turn-${index}`;
    const runId = `bench-run-${index}`;
    const topic = topics[index % topics.length]!;
    const question = `How did ${topic} complaints change in week ${index % 52}?`;
    const answer =
      `${topic} complaints rose ${index % 40}% in week ${index % 52}` +
      (index % 10 === 0 ? `, with more ${options.commonWord}` : '') +
      (index === 4321 ? `, see ${options.rareWord}` : '') +
      '.';
    const events: unknown[] = [];
    let seq = 0;
    const push = (body: Record<string, unknown>) =>
      events.push({ ...body, runId, seq: seq++, t: seq * 40 });
    push({
      type: 'run-start',
      question,
      model: 'sightline-offline',
      protocol: 'native',
      conversationId: id,
    });
    const thoughts: string[] = [];
    for (let step = 1; step <= steps; step++) {
      const thought = `Step ${step}: group ${topic} complaints by day and compare with the weeks before.`;
      thoughts.push(thought);
      push({ type: 'step-start', step });
      for (const part of thought.match(/.{1,12}/g)!)
        push({ type: 'thought-delta', step, text: part });
      push({ type: 'thought-end', step, text: thought });
      const input = {
        entity: 'communications',
        filters: [{ field: 'topic', op: 'eq', value: topic }],
        groupBy: ['day'],
        limit: 10,
      };
      push({
        type: 'action-delta',
        step,
        callId: `c${step}`,
        tool: 'query_data',
        partialInput: '{"entity":"communications"',
      });
      push({ type: 'action', step, callId: `c${step}`, tool: 'query_data', input });
      push({
        type: 'observation',
        step,
        callId: `c${step}`,
        tool: 'query_data',
        ok: true,
        output: {
          summary: `${topic}: 10 days`,
          rows: Array.from({ length: 10 }, (_, day) => ({
            day: `2026-03-${String(day + 1).padStart(2, '0')}`,
            count: (index + day) % 50,
          })),
        },
        durationMs: 4,
        truncated: false,
      });
    }
    for (const part of answer.match(/.{1,16}/g)!) push({ type: 'answer-delta', text: part });
    push({
      type: 'answer',
      text: answer,
      sources: [],
      confidence: {
        score: 0.7,
        level: 'medium',
        factors: [{ label: 'figures observed', delta: 0.2 }],
      },
      followUps: ['Why?', 'Where?', 'Since when?'],
    });
    push({
      type: 'run-end',
      reason: 'answered',
      stats: {
        durationMs: seq * 40,
        steps,
        toolCalls: steps,
        inputTokens: 0,
        outputTokens: 0,
        model: 'sightline-offline',
      },
    });
    const updatedAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    return {
      conversation: {
        id,
        title: question,
        createdAt: updatedAt,
        updatedAt,
        turnCount: 1,
        lastConfidence: { score: 0.7, level: 'medium' },
        pinned: 0,
      },
      turn: {
        id: turnId,
        conversationId: id,
        position: 0,
        question,
        status: 'ended',
        answer,
        thoughts: thoughts.join('\n'),
        words: words(`${question} ${answer} ${thoughts.join(' ')}`),
      },
      events: events.map((event) => ({ turnId, seq: (event as { seq: number }).seq, event })),
    };
  };
  const write = (batch: ReturnType<typeof conversation>[]) =>
    new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(['conversations', 'turns', 'events'], 'readwrite');
      for (const item of batch) {
        transaction.objectStore('conversations').put(item.conversation);
        transaction.objectStore('turns').put(item.turn);
        for (const event of item.events) transaction.objectStore('events').put(event);
        written += item.events.length;
      }
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  for (let start = 0; start < options.conversations; start += 200) {
    const batch = [];
    for (let index = start; index < Math.min(options.conversations, start + 200); index++) {
      batch.push(conversation(index, options.steps));
    }
    await write(batch);
  }
  // The long one is the newest, so it is on the first screen of the list.
  const long = conversation(options.conversations, options.longSteps);
  (long.conversation as { updatedAt: string }).updatedAt = new Date(
    Date.UTC(2027, 0, 1),
  ).toISOString();
  (long.conversation as { title: string }).title = `Long ${options.longSteps}-step run`;
  await write([long]);
  db.close();
  return written;
}

/** Ms from navigation to the first history item, and to the app's own first view (the floor). */
async function firstPaint(page: Page, url: string): Promise<{ history: number; app: number }> {
  await page.goto(url);
  await page.getByTestId('history-item').first().waitFor();
  await page.locator('#ask-input').waitFor();
  return page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    return { history: at('history-first-item'), app: at('app-ready') };
  });
}

/** Time from the search input to the list showing its results (the 60 ms debounce included). */
async function searchOnce(
  page: Page,
  word: string,
  expected: (count: number) => boolean,
): Promise<number> {
  await page.getByTestId('history-search').fill('');
  await page.getByTestId('history-item').nth(5).waitFor();
  return page.evaluate(
    ([term, predicateSource]) =>
      new Promise<number>((resolve, reject) => {
        const accept = new Function('count', `return (${predicateSource})(count)`) as (
          n: number,
        ) => boolean;
        const input = document.querySelector<HTMLInputElement>('[data-testid="history-search"]')!;
        const list = document.querySelector('[data-testid="history-list"]')!;
        const started = performance.now();
        const done = () => {
          const count = list.querySelectorAll('[data-testid="history-item"]').length;
          if (list.querySelector('mark') && accept(count)) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        };
        const observer = new MutationObserver(done);
        observer.observe(list, { childList: true, subtree: true });
        setTimeout(() => reject(new Error(`no results for ${term}`)), 10_000);
        input.value = term;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    [word, expected.toString()] as const,
  );
}

async function reopenLong(page: Page): Promise<number> {
  await page.getByTestId('new-conversation').click();
  await page.getByTestId('history-search').fill('');
  const item = page.getByTestId('history-item').filter({ hasText: `Long ${LONG_STEPS}-step run` });
  await item.waitFor();
  const started = await page.evaluate(() => performance.now());
  await item.locator('button.item').click();
  await page.getByTestId('final-answer').waitFor();
  await page.getByTestId('timeline-step').first().waitFor({ state: 'attached' });
  return (await page.evaluate(() => performance.now())) - started;
}

/**
 * Ms to read the long conversation's stored events straight from IndexedDB (one getAll over its
 * key range, as the repository's load does): the storage share of a reopen, the rest being the
 * reducer and the timeline's rendering.
 */
async function readLongEvents(page: Page): Promise<number> {
  return page.evaluate(
    (turnId) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('sightline-history');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const started = performance.now();
          const read = db
            .transaction('events')
            .objectStore('events')
            .getAll(IDBKeyRange.bound([turnId, -Infinity], [turnId, [[]]]));
          read.onsuccess = () => {
            const elapsed = performance.now() - started;
            db.close();
            resolve(read.result.length > 0 ? elapsed : Number.NaN);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    `bench-turn-${CONVERSATIONS}`,
  );
}

export async function run(): Promise<BenchResult[]> {
  if (!existsSync(join(ROOT, 'dist/sightline/browser/index.html'))) {
    execSync('npx ng build', { cwd: ROOT, stdio: 'inherit' });
  }
  // A fixed port and profile (HISTORY_BENCH_PROFILE) keep the seeded database between runs.
  const port = Number(process.env['HISTORY_BENCH_PORT'] ?? 0) || (await freePort());
  const url = `http://127.0.0.1:${port}/`;
  const server = await startApi(port);
  const profile = process.env['HISTORY_BENCH_PROFILE'];
  const viewport = { width: 1280, height: 800 };
  const browser: Browser | null = profile
    ? null
    : await chromium.launch(e2eConfig.use?.launchOptions);
  const context = browser
    ? await browser.newContext({ viewport })
    : await chromium.launchPersistentContext(profile!, {
        ...e2eConfig.use?.launchOptions,
        viewport,
      });
  try {
    // tsx keeps function names with a `__name` helper that the page does not have.
    await context.addInitScript({ content: 'window.__name = (target) => target;' });
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (
          !performance.getEntriesByName('app-ready').length &&
          document.getElementById('ask-input')
        ) {
          performance.mark('app-ready');
        }
        if (
          !performance.getEntriesByName('history-first-item').length &&
          document.querySelector('[data-testid="history-item"]')
        ) {
          performance.mark('history-first-item');
        }
        const marked = (name: string) => performance.getEntriesByName(name).length > 0;
        if (marked('history-first-item') && marked('app-ready')) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('history-list').waitFor({ state: 'attached' });
    const before = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const seedStarted = Date.now();
    // With a kept profile, HISTORY_BENCH_SEEDED_EVENTS (the count the first run printed) skips seeding.
    const events =
      Number(process.env['HISTORY_BENCH_SEEDED_EVENTS'] ?? 0) ||
      (await page.evaluate(seed, {
        conversations: CONVERSATIONS,
        steps: STEPS_PER_CONVERSATION,
        longSteps: LONG_STEPS,
        rareWord: RARE_WORD,
        commonWord: COMMON_WORD,
      }));
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const after = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

    const paints: number[] = [];
    const appReady: number[] = [];
    await firstPaint(page, url); // warm-up
    for (let i = 0; i < RUNS; i++) {
      const paint = await firstPaint(page, url);
      paints.push(paint.history);
      appReady.push(paint.app);
    }
    const rare: number[] = [];
    const common: number[] = [];
    await searchOnce(page, RARE_WORD, (count) => count === 1);
    for (let i = 0; i < RUNS; i++) {
      rare.push(await searchOnce(page, RARE_WORD, (count) => count === 1));
      common.push(await searchOnce(page, COMMON_WORD, (count) => count >= 10));
    }
    const reopen: number[] = [];
    await reopenLong(page);
    for (let i = 0; i < RUNS; i++) reopen.push(await reopenLong(page));
    const storageRead: number[] = [];
    for (let i = 0; i < RUNS; i++) storageRead.push(await readLongEvents(page));

    const seeded = {
      conversations: CONVERSATIONS + 1,
      events,
      seeded: `${seedSeconds.toFixed(0)} s`,
    };
    return [
      figure('history first paint, 10,000 conversations', paints, '< 200 ms', {
        ...seeded,
        'question box shown at (floor)': `${median(appReady).toFixed(0)} ms`,
      }),
      figure(`search, a word of 1 answer ("${RARE_WORD}")`, rare, '< 150 ms'),
      figure(`search, a word of 1,000 answers ("${COMMON_WORD}")`, common, '< 150 ms'),
      figure(`reopen a ${LONG_STEPS}-step conversation`, reopen, '< 300 ms', {
        'of which reading its events from IndexedDB': `${median(storageRead).toFixed(0)} ms`,
      }),
    ].concat(
      after > before
        ? [
            {
              name: 'IndexedDB bytes per stored event',
              unit: 'B',
              median: (after - before) / events,
              runs: 1,
              extra: { usage: `${((after - before) / 1024 / 1024).toFixed(0)} MB`, events },
            },
          ]
        : [],
    );
  } finally {
    await context.close();
    await browser?.close();
    server.kill('SIGTERM');
  }
}

function figure(
  name: string,
  values: number[],
  target: string,
  extra: Record<string, unknown> = {},
): BenchResult {
  const value = median(values);
  const limit = Number(target.replace(/[^\d.]/g, ''));
  return {
    name,
    unit: 'ms',
    median: value,
    p99: percentile(values, 99),
    runs: values.length,
    extra: { target, pass: value < limit ? 'yes' : 'NO', ...extra },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Run alone, the figures go to a file of their own (the suite's daily file is `npm run bench`'s).
  const { printTable } = await import('./bench-result');
  const { cpus, loadavg } = await import('node:os');
  const { writeFileSync } = await import('node:fs');
  const results = await run();
  printTable(results);
  const out = join(
    ROOT,
    'bench',
    'results',
    `history-${new Date().toISOString().slice(0, 10)}.json`,
  );
  const machine = { node: process.version, cpus: cpus().length, loadAverage: loadavg()[0] };
  writeFileSync(out, JSON.stringify({ ...machine, results }, null, 2));
  console.log(`\nWrote ${out}`);
}
