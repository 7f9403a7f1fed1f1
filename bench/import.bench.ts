// Import throughput: a 100,000-communication CSV (the generator's text) into a fresh database, with
// sentiment scoring and full-text indexing; also the demo corpus generation time and sizes.
// `npx tsx bench/import.bench.ts` prints a table; `npm run bench import` also records the figures.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { closeDatabase, openDatabase, type Store } from '../api/src/store/db';
import { createDemoDatabase } from '../api/src/store/demo-database';
import { generateCorpus } from '../api/src/store/generate-corpus';
import { importCommunications } from '../api/src/store/import';
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
        const summary = await importCommunications(db, { file: communicationsFile, customersFile });
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
    return [
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
