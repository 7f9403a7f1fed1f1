// Import throughput: a 100,000-communication CSV (the generator's text) into a fresh database, with
// sentiment scoring and full-text indexing; also the demo corpus generation time and sizes.
// `npx tsx bench/import.bench.ts` prints a table; `npm run bench import` also records the figures.
import { createWriteStream, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { SCHEMA_VERSION } from '../api/src/store/migrations';
import { GENERATOR_VERSION } from '../api/src/store/generate-corpus';
import { dataDictionary } from '../api/src/tools/data-dictionary';
import { closeDatabase, openDatabase, type Store } from '../api/src/store/db';
import { createDemoDatabase } from '../api/src/store/demo-database';
import { generateCorpus } from '../api/src/store/generate-corpus';
import { importFile } from '../api/src/store/import';
import { median, printTable, type BenchResult } from './bench-result';

const RUNS = Number(process.env['BENCH_IMPORT_RUNS'] ?? 3);
const COMMUNICATIONS = 100_000;
const MB = 1024 * 1024;

const COMMUNICATION_COLUMNS = [
  ['id', 'id'],
  ['customerId', 'customer_id'],
  ['at', 'at'],
  ['channel', 'channel'],
  ['chatMode', 'chat_mode'],
  ['escalatedFrom', 'escalated_from'],
  ['direction', 'direction'],
  ['intent', 'intent'],
  ['product', 'product'],
  ['category', 'category'],
  ['subcategory', 'subcategory'],
  ['subject', 'subject'],
  ['body', 'body'],
  ['status', 'status'],
] as const;
const CUSTOMER_COLUMNS = [
  ['id', 'id'],
  ['name', 'name'],
  ['segment', 'segment'],
  ['region', 'region'],
  ['joinedAt', 'joined_at'],
  ['products', 'products'],
] as const;

function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes a table as CSV (header of our field names); sentiment is left out so import computes it. */
async function exportCsv(
  db: Store,
  table: string,
  columns: readonly (readonly [string, string])[],
  path: string,
): Promise<void> {
  const out = createWriteStream(path);
  out.write(columns.map(([field]) => field).join(',') + '\n');
  const select = `SELECT ${columns.map(([, column]) => column).join(', ')} FROM ${table} ORDER BY rowid`;
  for (const row of db.prepare(select).raw().iterate() as Iterable<unknown[]>) {
    if (!out.write(row.map(csvValue).join(',') + '\n')) {
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  }
  out.end();
  await finished(out);
}

function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

export async function run(): Promise<BenchResult[]> {
  const directory = mkdtempSync(join(tmpdir(), 'sightline-import-bench-'));
  try {
    const generationSeconds: number[] = [];
    const generationCpu: number[] = [];
    let demoSize = 0;
    for (let index = 0; index < RUNS; index++) {
      const cpu = process.cpuUsage();
      const created = createDemoDatabase(join(directory, `demo-${index}.db`));
      generationCpu.push(cpuSecondsSince(cpu));
      generationSeconds.push(created.seconds);
      demoSize = statSync(created.path).size / MB;
    }

    const source = openDatabase(':memory:');
    const communicationsFile = join(directory, 'communications.csv');
    const customersFile = join(directory, 'customers.csv');
    try {
      generateCorpus(source, {
        communications: COMMUNICATIONS,
        customers: 12_000,
        cases: 14_000,
        seed: 42,
      });
      await exportCsv(source, 'communications', COMMUNICATION_COLUMNS, communicationsFile);
      await exportCsv(source, 'customers', CUSTOMER_COLUMNS, customersFile);
    } finally {
      closeDatabase(source);
    }

    const importSeconds: number[] = [];
    const importCpu: number[] = [];
    const sizes: number[] = [];
    for (let index = 0; index < RUNS; index++) {
      const path = join(directory, `import-${index}.db`);
      const db = openDatabase(path);
      let imported = 0;
      const cpu = process.cpuUsage();
      try {
        const summary = await importFile(db, communicationsFile, { customersFile });
        imported = summary.communications.imported;
        importSeconds.push(summary.seconds);
        importCpu.push(cpuSecondsSince(cpu));
      } finally {
        closeDatabase(db);
      }
      if (imported !== COMMUNICATIONS)
        throw new Error(`imported ${imported} of ${COMMUNICATIONS} rows`);
      sizes.push(statSync(path).size / MB);
    }
    const importMedian = median(importSeconds);
    const dictionary = await dictionaryFigures();
    return [
      ...dictionary,
      {
        name: 'generate demo corpus (25k communications)',
        unit: 's',
        median: median(generationSeconds),
        runs: RUNS,
        extra: {
          target: '< 30 s',
          cpuSeconds: median(generationCpu).toFixed(1),
          databaseMB: demoSize.toFixed(1),
          loadAverage: loadavg()[0]!.toFixed(1),
        },
      },
      {
        name: `import ${COMMUNICATIONS / 1000}k communications (CSV, sentiment, FTS)`,
        unit: 's',
        median: importMedian,
        runs: RUNS,
        extra: {
          target: '< 20 s',
          rowsPerSecond: Math.round(COMMUNICATIONS / importMedian),
          // All threads (the sentiment workers included): the figure other load does not inflate.
          cpuSeconds: median(importCpu).toFixed(1),
          loadAverage: loadavg()[0]!.toFixed(1),
          csvMB: (statSync(communicationsFile).size / MB).toFixed(1),
        },
      },
      {
        name: `database size after ${COMMUNICATIONS / 1000}k import`,
        unit: 'MB',
        median: median(sizes),
        runs: RUNS,
      },
    ];
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The 250k-communication corpus, generated once into .cache/ (a few minutes on 2 cores). */
function largeCorpus(): string {
  const path = fileURLToPath(
    new URL(`../.cache/bench-250k-v${SCHEMA_VERSION}-g${GENERATOR_VERSION}.db`, import.meta.url),
  );
  if (existsSync(path)) return path;
  console.log('Generating the 250k-communication corpus once into .cache/ …');
  const temporary = `${path}.tmp-${process.pid}`;
  const db = openDatabase(temporary);
  try {
    generateCorpus(db, { communications: 250_000, customers: 30_000, cases: 35_000, seed: 250 });
    db.pragma('journal_mode = DELETE');
  } finally {
    closeDatabase(db);
  }
  renameSync(temporary, path);
  return path;
}

/** `GET /api/dataset` on 250k rows: the first build, a new process reading the stored copy, and
 *  the request as the API serves it afterwards. */
async function dictionaryFigures(): Promise<BenchResult[]> {
  const path = largeCorpus();
  const db = openDatabase(path);
  try {
    db.prepare("DELETE FROM meta WHERE key = 'dictionary_cache'").run();
    const started = performance.now();
    dataDictionary(db);
    const buildMs = performance.now() - started;
    const reader = openDatabase(path, { readonly: true });
    const readStarted = performance.now();
    dataDictionary(reader);
    const storedMs = performance.now() - readStarted;
    closeDatabase(reader);
    const app = await buildApp({
      config: loadConfig({ SIGHTLINE_DB: path }),
      db,
      logger: false,
    });
    const times: number[] = [];
    try {
      for (let index = 0; index < 50; index++) {
        const requestStarted = performance.now();
        const response = await app.inject({ method: 'GET', url: '/api/dataset' });
        times.push(performance.now() - requestStarted);
        if (response.statusCode !== 200)
          throw new Error(`GET /api/dataset: ${response.statusCode}`);
      }
    } finally {
      await app.close();
    }
    return [
      {
        name: 'GET /api/dataset, 250k communications (served)',
        unit: 'ms',
        median: median(times),
        runs: times.length,
        extra: { target: '< 50 ms', p99: Math.max(...times).toFixed(1) },
      },
      {
        name: 'data dictionary first build after a change, 250k',
        unit: 'ms',
        median: buildMs,
        runs: 1,
        extra: { storedCopyReadMs: storedMs.toFixed(1) },
      },
    ];
  } finally {
    closeDatabase(db);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
