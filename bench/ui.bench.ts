// The browser UI under load, in real headless Chromium against the production build served by the
// API: (a) a thought streamed at ~300 tokens/s through the real model proxy (a loopback fake
// upstream stands in for Anthropic), (b) realistic 500- and 2,000-step traces (trace-generator.ts)
// imported, expanded, scrolled and kept open while a question streams: first view, long tasks,
// slow frames, DOM size and JS heap (trace-results.ts), and (c) the initial JavaScript a first
// visit transfers. Run alone: `npx tsx bench/ui.bench.ts`; `UI_BENCH_ONLY=2000,500` (any of
// stream, 500, 2000, js) runs only those parts, to measure one change without the rest.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { sse, startFakeUpstream } from '../api/src/llm/gateway-test-support';
import e2eConfig from '../playwright.config';
import { type BenchResult, printTable } from './bench-result';
import { freePort } from './free-port';
import { realisticTrace } from './trace-generator';
import { loadRecordedRuns } from './trace-recording';
import { frameResults, measureLongTrace } from './trace-results';
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
const LOAD_RUNS = 5;
const SCROLL_RUNS = 3;
const REOPEN_RUNS = 3;
const ASK_RUNS = 2;
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
  const upstream = await startFakeUpstream();
  upstream.handle((_request, _body, response) => streamThoughtThenAnswer(response));
  const server = await startProxyingApi(upstream.url);
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
          scrollRuns: SCROLL_RUNS,
          reopenRuns: REOPEN_RUNS,
          askRuns: ASK_RUNS,
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
  const frames: number[] = [];
  const longTasks: number[] = [];
  await streamOnce(browser); // warm-up: caches, JIT
  for (let i = 0; i < STREAM_RUNS; i++) {
    const sample = await streamOnce(browser);
    frames.push(...sample.frames);
    longTasks.push(...sample.longTasks);
  }
  return frameResults(
    `streaming thought, ${TOKENS_PER_SECOND} tokens/s`,
    STREAM_RUNS,
    frames,
    longTasks,
  );
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
