// The browser UI under load, in real headless Chromium against the production build served by the
// API: (a) a thought streamed at ~300 tokens/s through the real model proxy (a loopback fake
// upstream stands in for Anthropic), (b) a 500-step trace imported, expanded and scrolled, and
// (c) the initial JavaScript a first visit transfers. Run alone: `npx tsx bench/ui.bench.ts`.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { AgentEvent, Trace } from '../src/agent/events';
import { sse, startFakeUpstream } from '../api/src/llm/gateway-test-support';
import e2eConfig from '../playwright.config';
import { type BenchResult, median, percentile, printTable } from './bench-result';
import { freePort } from './free-port';
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
const MODEL = 'bench-model';

const TOKENS_PER_SECOND = 300;
const FRAME_MS = 1000 / 60;
/** ~7 s of thought per run: long enough for thousands of frames' worth of growth. */
const THOUGHT_TOKENS = 2100;
const STREAM_RUNS = 3;
const IMPORT_RUNS = 5;
const SCROLL_RUNS = 3;
const TRACE_STEPS = 500;
const SCROLL_PX_PER_FRAME = 400;

// ---------------------------------------------------------------- fake upstream (the "model")

/** One model turn: a long thought streamed at TOKENS_PER_SECOND, then the final_answer call. */
function streamThoughtThenAnswer(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': 'req_bench_ui' });
  const tokensPerFrame = Math.max(1, Math.round(TOKENS_PER_SECOND / 60));
  const thoughtFrames: string[] = [];
  for (let token = 0; token < THOUGHT_TOKENS; token += tokensPerFrame) {
    let text = '';
    for (let i = token; i < Math.min(THOUGHT_TOKENS, token + tokensPerFrame); i++) {
      // Markdown-ish prose with paragraph breaks, emphasis and a list now and then.
      text += i % 97 === 96 ? '\n\n- **point** ' : i % 13 === 12 ? 'complaints, ' : `word${i} `;
    }
    thoughtFrames.push(
      sse('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      }),
    );
  }
  const answerInput = JSON.stringify({
    answer: 'Login complaints **spiked** on 2026-03-11.',
    confidence: 0.8,
    confidence_reason: 'bench',
    sources: [],
    follow_up_questions: ['Why?', 'Which product?', 'Since when?'],
  });
  const frames = [
    sse('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_bench',
        type: 'message',
        role: 'assistant',
        model: MODEL,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 1 },
      },
    }),
    sse('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    }),
    ...thoughtFrames,
    sse('content_block_stop', { type: 'content_block_stop', index: 0 }),
    sse('content_block_start', {
      type: 'content_block_start',
      index: 1,
      content_block: { type: 'tool_use', id: 'toolu_bench', name: 'final_answer', input: {} },
    }),
    sse('content_block_delta', {
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json: answerInput },
    }),
    sse('content_block_stop', { type: 'content_block_stop', index: 1 }),
    sse('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { output_tokens: THOUGHT_TOKENS },
    }),
    sse('message_stop', { type: 'message_stop' }),
  ];
  let next = 0;
  const writeNext = () => {
    if (response.destroyed) return;
    if (next === frames.length) return void response.end();
    response.write(frames[next++]);
    setTimeout(writeNext, next > 2 && next < 2 + thoughtFrames.length ? FRAME_MS : 0);
  };
  writeNext();
}

// ---------------------------------------------------------------- API server

/**
 * The API with a (fake) key and base URL: the e2e server blanks ANTHROPIC_API_KEY to force the
 * offline planner, and this bench needs the real proxy.
 */
function startProxyingApi(upstreamUrl: string) {
  return startApi(PORT, {
    ANTHROPIC_API_KEY: 'fake',
    ANTHROPIC_BASE_URL: upstreamUrl,
    SIGHTLINE_MODELS: MODEL,
  });
}

// ---------------------------------------------------------------- (a) streaming

async function streamOnce(browser: Browser): Promise<{ frames: number[]; longTasks: number[] }> {
  const page = await newPage(browser);
  try {
    await page.goto(BASE_URL);
    await page.getByTestId('backend-status').waitFor();
    await page.getByTestId('ask-input').fill('When did login complaints spike?');
    await page.getByTestId('ask-input').press('Enter');
    // Measure while the thought streams: from its first card to the answer.
    await page.locator('[data-kind="thought"]').first().waitFor({ timeout: 30_000 });
    await startFrameProbe(page);
    await page.getByTestId('final-answer').waitFor({ timeout: 60_000 });
    return await stopFrameProbe(page);
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------- (b) a 500-step trace

function longTrace(steps: number): Trace {
  const runId = 'run-bench';
  const events: AgentEvent[] = [];
  let seq = 0;
  const stamp = () => ({ runId, seq: seq++, t: seq * 40 });
  events.push({
    ...stamp(),
    type: 'run-start',
    question: `A ${steps}-step investigation`,
    model: MODEL,
    protocol: 'native',
    conversationId: 'conv-bench',
  });
  for (let step = 1; step <= steps; step++) {
    const callId = `call-${step}`;
    events.push({ ...stamp(), type: 'step-start', step });
    events.push({
      ...stamp(),
      type: 'thought-end',
      step,
      text:
        `Step ${step}: the **complaint** volume needs another look. ` +
        'I will check the daily trend for the product and compare it with the baseline.\n\n' +
        '- the spike\n- the channel mix',
    });
    const input = { metric: 'complaints', granularity: 'day', product: `product-${step % 7}` };
    events.push({ ...stamp(), type: 'action', step, callId, tool: 'analyze_trends', input });
    events.push({
      ...stamp(),
      type: 'observation',
      step,
      callId,
      tool: 'analyze_trends',
      ok: true,
      output: {
        summary: `Complaints per day for product-${step % 7}: mean ${10 + (step % 5)}.`,
        series: Array.from({ length: 30 }, (_, day) => ({
          period: `2026-03-${day + 1}`,
          value: day,
        })),
      },
      durationMs: 12,
      truncated: false,
    });
  }
  events.push({
    ...stamp(),
    type: 'answer',
    text: `After ${steps} steps: complaints **spiked** on 2026-03-11.`,
    sources: [{ id: 'M-000001' }],
    confidence: { score: 0.7, level: 'medium', factors: [{ label: 'bench', delta: 0 }] },
    followUps: ['Why?'],
  });
  events.push({
    ...stamp(),
    type: 'run-end',
    reason: 'answered',
    stats: {
      durationMs: seq * 40,
      steps,
      toolCalls: steps,
      inputTokens: 1000,
      outputTokens: 1000,
      model: MODEL,
    },
  });
  return {
    format: 'sightline.trace',
    version: 1,
    conversation: { id: 'conv-bench', title: 'Bench trace', createdAt: new Date().toISOString() },
    turns: [{ id: 'turn-bench', question: `A ${steps}-step investigation`, events }],
  };
}

interface ImportTimes {
  /** File chosen (the input's change event) → answer on screen (the next frame after it). */
  importMs: number;
  /** Click on the steps summary → the first steps on screen. */
  expandMs: number;
}

async function importOnce(page: Page, file: Buffer): Promise<ImportTimes> {
  await page.goto(BASE_URL);
  await page.getByTestId('backend-status').waitFor();
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const afterNextFrame = (name: string) =>
      requestAnimationFrame(() => (marks[name] = performance.now()));
    document.addEventListener('change', () => (marks['chosen'] = performance.now()), true);
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
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'bench.sightline.json',
    mimeType: 'application/json',
    buffer: file,
  });
  await page.getByTestId('final-answer').waitFor();
  await page.waitForFunction(
    () => (window as unknown as { __marks: Record<string, number> }).__marks['answer']! > 0,
  );
  await page.locator('.steps-toggle').click();
  await page.waitForFunction(
    () => (window as unknown as { __marks: Record<string, number> }).__marks['steps']! > 0,
  );
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: Record<string, number> }).__marks,
  );
  return {
    importMs: marks['answer']! - marks['chosen']!,
    expandMs: marks['steps']! - marks['expand']!,
  };
}

/** Scrolls the timeline to the very bottom (more steps load on the way) and records the frames. */
async function scrollToEnd(
  page: Page,
): Promise<{ frames: number[]; longTasks: number[]; thoughts: number }> {
  await startFrameProbe(page);
  await page.evaluate(async (pxPerFrame) => {
    const timeline = document.querySelector<HTMLElement>('[data-testid="timeline"]')!;
    let stillFrames = 0;
    // Done once at the bottom with nothing more to load for a few frames.
    while (stillFrames < 10) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const before = timeline.scrollTop;
      timeline.scrollTop = before + pxPerFrame;
      const atBottom = timeline.scrollTop + timeline.clientHeight >= timeline.scrollHeight - 1;
      stillFrames = atBottom && timeline.scrollTop === before ? stillFrames + 1 : 0;
    }
  }, SCROLL_PX_PER_FRAME);
  const probe = await stopFrameProbe(page);
  const thoughts = await page.locator('[data-kind="thought"]').count();
  return { ...probe, thoughts };
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

function frameResults(
  label: string,
  runs: number,
  frames: number[],
  longTasks: number[],
): BenchResult[] {
  return [
    {
      name: `${label}: frame interval (rAF delta)`,
      unit: 'ms',
      median: median(frames),
      p99: percentile(frames, 99),
      runs,
      extra: {
        target: 'median ≤ 16.7 ms',
        frames: frames.length,
        'frames > 25 ms': `${((100 * frames.filter((ms) => ms > 25).length) / frames.length).toFixed(1)}%`,
      },
    },
    {
      name: `${label}: longest long task`,
      unit: 'ms',
      median: longTasks.length ? Math.max(...longTasks) : 0,
      runs,
      target: { op: '<', value: 50 },
      extra: { target: '≤ 50 ms', 'long tasks': longTasks.length },
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  ensureBuild();
  const results: BenchResult[] = [];
  const upstream = await startFakeUpstream();
  upstream.handle((_request, _body, response) => streamThoughtThenAnswer(response));
  const server = await startProxyingApi(upstream.url);
  // The e2e suite's Chromium (system binary, flags for a container); nothing is downloaded.
  const browser = await chromium.launch(e2eConfig.use?.launchOptions);
  try {
    // (a) streaming
    const streamFrames: number[] = [];
    const streamLongTasks: number[] = [];
    await streamOnce(browser); // warm-up: caches, JIT
    for (let i = 0; i < STREAM_RUNS; i++) {
      const { frames, longTasks } = await streamOnce(browser);
      streamFrames.push(...frames);
      streamLongTasks.push(...longTasks);
    }
    results.push(
      ...frameResults(
        `streaming thought, ${TOKENS_PER_SECOND} tokens/s`,
        STREAM_RUNS,
        streamFrames,
        streamLongTasks,
      ),
    );

    // (b) 500-step trace
    const file = Buffer.from(JSON.stringify(longTrace(TRACE_STEPS)));
    const importTimes: ImportTimes[] = [];
    const scrollFrames: number[] = [];
    const scrollLongTasks: number[] = [];
    let thoughtsAtEnd = 0;
    const page = await newPage(browser);
    try {
      await importOnce(page, file); // warm-up
      for (let i = 0; i < IMPORT_RUNS; i++) {
        importTimes.push(await importOnce(page, file));
        if (i < SCROLL_RUNS) {
          const scrolled = await scrollToEnd(page);
          scrollFrames.push(...scrolled.frames);
          scrollLongTasks.push(...scrolled.longTasks);
          thoughtsAtEnd = scrolled.thoughts;
        }
      }
    } finally {
      await page.close();
    }
    const importMs = importTimes.map((times) => times.importMs);
    const expandMs = importTimes.map((times) => times.expandMs);
    results.push(
      {
        name: `${TRACE_STEPS}-step trace: file chosen → answer rendered`,
        unit: 'ms',
        median: median(importMs),
        p99: percentile(importMs, 99),
        runs: IMPORT_RUNS,
        target: { op: '<', value: 300 },
        extra: { target: '< 300 ms', 'file size': `${(file.length / 1024).toFixed(0)} kB` },
      },
      {
        name: `${TRACE_STEPS}-step trace: expand steps → first steps rendered`,
        unit: 'ms',
        median: median(expandMs),
        p99: percentile(expandMs, 99),
        runs: IMPORT_RUNS,
        target: { op: '<', value: 300 },
        extra: { target: '< 300 ms' },
      },
      ...frameResults(
        `${TRACE_STEPS}-step trace: scroll to the end (${SCROLL_PX_PER_FRAME} px/frame)`,
        SCROLL_RUNS,
        scrollFrames,
        scrollLongTasks,
      ).map((result) => ({
        ...result,
        extra: { ...result.extra, 'steps rendered at the end': thoughtsAtEnd },
      })),
    );
  } finally {
    await browser.close();
    await stopApi(server);
    await upstream.close();
  }

  // (c) initial JS
  const initial = initialScriptBytes();
  results.push({
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
  });
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
