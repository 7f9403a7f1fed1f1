import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importAirline, loadTweets } from '../../../bench/eval/airline-data';
import type { HistoryTurn } from '../../../src/agent/conversation';
import { dataDictionarySchema, type DataDictionary } from '../../../src/agent/dataset';
import { runAgent } from '../../../src/agent/engine';
import type { AgentEvent, AgentEventOf, TurnContext } from '../../../src/agent/events';
import { createAnthropicLlmClient } from '../../../src/agent/llm-client';
import { createHttpToolClient } from '../../../src/agent/tool-client';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { importFile, type ImportFileOptions } from '../store/import';
import { demoDatabasePath } from '../store/test-support';

/**
 * The whole product as a newcomer meets it, for end-to-end tests of the offline planner: the real
 * API over a database (no key, so the planner answers), and the real engine from src/agent
 * running its loop against it over HTTP, with the data dictionary the API serves.
 */
export interface OfflineProduct {
  dataset: DataDictionary;
  /** `context`: the chart point a question was asked from (a `<chart_context>` block). */
  ask(question: string, history?: HistoryTurn[], context?: TurnContext): Promise<AskedTurn>;
  close(): Promise<void>;
}

export interface AskedTurn {
  answer: AgentEventOf<'answer'>;
  calls: { tool: string; input: unknown; ok: boolean }[];
}

export async function startOfflineProduct(databasePath: string): Promise<OfflineProduct> {
  const config = loadConfig({
    SIGHTLINE_DB: databasePath,
    SIGHTLINE_OFFLINE_DELAY_MS: '0',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const db = openDatabase(databasePath, { readonly: true });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const dataset = dataDictionarySchema.parse(await (await fetch(`${url}/api/dataset`)).json());
  const llm = await createAnthropicLlmClient({ baseURL: `${url}/api/llm`, maxRetries: 0 });
  const tools = createHttpToolClient({ baseUrl: url });
  return {
    dataset,
    async ask(question, history = [], context) {
      const calls: AskedTurn['calls'] = [];
      const inputs = new Map<string, unknown>();
      let answer: AgentEventOf<'answer'> | undefined;
      const events = runAgent(
        {
          question,
          conversationId: 'e2e',
          history,
          ...(context ? { context } : {}),
          dataset,
          settings: { model: 'sightline-offline', protocol: 'native' },
        },
        { llm, tools },
      ) as AsyncIterable<AgentEvent>;
      for await (const event of events) {
        if (event.type === 'action') inputs.set(event.callId, event.input);
        if (event.type === 'observation') {
          calls.push({ tool: event.tool, input: inputs.get(event.callId), ok: event.ok });
        }
        if (event.type === 'answer') answer = event;
      }
      if (!answer) throw new Error(`no answer to "${question}"`);
      return { answer, calls };
    },
    async close() {
      await app.close();
      closeDatabase(db);
    },
  };
}

/** The product over the airline tweets, and the raw file beside it to compute truths from. */
export interface AirlineProduct extends OfflineProduct {
  /**
   * The raw CSV in an in-memory table `tweets` (`loadTweets()` of the eval: tweet_id, sentiment,
   * reason, airline, text, created, day), one row per line of the file: truths come from SQL over
   * it, never from Sightline's importer or tools.
   */
  readonly tweets: Store;
}

/**
 * The airline tweets (real data the planner has never seen in code) imported with the checked-in
 * mapping into a fresh database in a temporary folder (the eval's `importAirline()`), served by
 * the offline product; closing it also removes the folder.
 */
export async function startAirlineProduct(): Promise<AirlineProduct> {
  const imported = await importAirline();
  if (typeof imported === 'string')
    throw new Error(`Cannot import the airline tweets: ${imported}`);
  const product = await startOfflineProduct(imported.path);
  const tweets = loadTweets();
  return {
    ...product,
    tweets,
    async close() {
      await product.close();
      tweets.close();
      imported.remove();
    },
  };
}

/** The product over the demo corpus, and the same file open read-only to compute truths from. */
export interface DemoProduct extends OfflineProduct {
  readonly db: Store;
}

/** The demo corpus (built once and cached by the store's test support), served by the product. */
export async function startDemoProduct(): Promise<DemoProduct> {
  const path = await demoDatabasePath();
  const product = await startOfflineProduct(path);
  const db = openDatabase(path, { readonly: true });
  return {
    ...product,
    db,
    async close() {
      await product.close();
      closeDatabase(db);
    },
  };
}

/** The figures an answer states, thousands separators read away ("1,234" is 1234). */
export function statedFigures(text: string): number[] {
  return [...text.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/\d+(?:\.\d+)?/g)].map((match) =>
    Number(match[0]),
  );
}

/** Fails unless the answer states `truth` (within `tolerance`). */
export function assertStates(text: string, truth: number, tolerance: number): void {
  assert.ok(
    statedFigures(text).some((figure) => Math.abs(figure - truth) <= tolerance),
    `${truth} not in: ${text}`,
  );
}

/**
 * A CSV (written by a test's generator) imported with its mapping into a fresh database in a
 * temporary folder and served by the offline product; the import must take every row, and closing
 * the product also removes the folder.
 */
export async function startImportedProduct(
  csvText: string,
  mapping: NonNullable<ImportFileOptions['mapping']>,
  rowCount: number,
): Promise<OfflineProduct> {
  const folder = mkdtempSync(join(tmpdir(), 'sightline-import-'));
  const csv = join(folder, 'data.csv');
  writeFileSync(csv, csvText);
  const path = join(folder, 'data.db');
  const db = openDatabase(path);
  const summary = await importFile(db, csv, { mapping });
  closeDatabase(db);
  assert.equal(summary.communications.imported, rowCount, JSON.stringify(summary));
  const product = await startOfflineProduct(path);
  return {
    ...product,
    async close() {
      await product.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
