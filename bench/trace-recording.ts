// Real runs for realistic traces: the same engine the browser uses, asking the offline planner
// (the API with no key) analyst questions over the demo corpus, so every thought and answer delta,
// every tool call (parallel ones included) and every observation is what the product produces.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, runAgent } from '../src/agent/engine';
import type { AgentEvent } from '../src/agent/events';
import { createAnthropicLlmClient } from '../src/agent/llm-client';
import { loadDataKnowledge } from '../src/agent/load-dataset';
import { createHttpToolClient } from '../src/agent/tool-client';
import { ROOT, startApi, stopApi } from './browser-bench-support';
import { freePort } from './free-port';

/** One answered run of the engine, as the events it emitted. */
export interface RecordedRun {
  readonly question: string;
  readonly events: readonly AgentEvent[];
}

const CACHE_FILE = join(ROOT, '.cache', 'bench-recorded-runs.json');

/** The questions asked: the evaluation's demo-corpus questions (single-turn ones). */
async function questions(): Promise<string[]> {
  const [{ demoFacts }, { demoCompare }, { demoMore }] = await Promise.all([
    import('./eval/questions/demo-facts'),
    import('./eval/questions/demo-compare'),
    import('./eval/questions/demo-more'),
  ]);
  return [...demoFacts, ...demoCompare, ...demoMore]
    .filter((entry) => entry.dataset === 'demo' && !entry.previous?.length && !entry.context)
    .map((entry) => entry.question);
}

/** Asks each question against the API at `baseUrl`; keeps the runs that answered. */
export async function recordRuns(
  baseUrl: string,
  asked: readonly string[],
): Promise<RecordedRun[]> {
  const llm = await createAnthropicLlmClient({ baseURL: `${baseUrl}/api/llm` });
  const tools = createHttpToolClient({ baseUrl });
  const knowledge = await loadDataKnowledge({ baseUrl });
  const runs: RecordedRun[] = [];
  for (const [index, question] of asked.entries()) {
    const events: AgentEvent[] = [];
    const controller = new AbortController();
    for await (const event of runAgent(
      {
        question,
        conversationId: `conv-recorded-${index}`,
        ...knowledge,
        settings: { ...DEFAULT_SETTINGS, model: 'sightline-offline' },
      },
      { llm, tools, signal: controller.signal },
    )) {
      events.push(event);
    }
    const end = events.at(-1);
    if (end?.type === 'run-end' && end.reason === 'answered') runs.push({ question, events });
  }
  return runs;
}

/**
 * The recorded runs, from `.cache/` when a previous bench made them (the corpus and planner are
 * deterministic), else recorded now against an API started for the purpose.
 */
export async function loadRecordedRuns(): Promise<RecordedRun[]> {
  try {
    const cached = JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as RecordedRun[];
    if (Array.isArray(cached) && cached.length > 0) return cached;
  } catch {
    /* not recorded yet */
  }
  const port = await freePort();
  const server = await startApi(port, { SIGHTLINE_OFFLINE_DELAY_MS: '0' });
  try {
    const runs = await recordRuns(`http://127.0.0.1:${port}`, await questions());
    mkdirSync(join(ROOT, '.cache'), { recursive: true });
    writeFileSync(CACHE_FILE, JSON.stringify(runs));
    return runs;
  } finally {
    await stopApi(server);
  }
}
