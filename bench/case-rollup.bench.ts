// What an import into a large corpus pays for the case rollup: a whole rebuild of it against the
// update of only the combinations the import touched, and a whole import of 1,000 communications
// and 20 cases for customers already there. On a copy of the tools bench's corpus
// (BENCH_IMPORT_SIZE, default a million communications; built once into .cache/ by the tools
// bench). `npx tsx bench/case-rollup.bench.ts` prints a table; `npm run bench case-rollup` also
// records the figures.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { caseRollupCheckpoint, updateCaseRollup } from '../api/src/store/case-rollup';
import { closeDatabase, openDatabase, type Store } from '../api/src/store/db';
import { importFile } from '../api/src/store/import';
import { median, printTable, type BenchResult } from './bench-result';
import { corpusPath } from './tools.bench';

const SIZE = Number(process.env['BENCH_IMPORT_SIZE'] ?? 1_000_000);
const RUNS = Number(process.env['BENCH_CASE_ROLLUP_RUNS'] ?? 3);
const COMMUNICATIONS = 1000;
const CASES = 20;

/** What `change` returns, run inside a transaction that is then rolled back (nothing kept). */
function rolledBack<T>(db: Store, change: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    return change();
  } finally {
    db.exec('ROLLBACK');
  }
}

function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** Communications and cases of customers already in the corpus, as JSON Lines files. */
function importFiles(
  db: Store,
  directory: string,
  run: number,
): { messages: string; cases: string } {
  const customers = db
    .prepare('SELECT id FROM customers ORDER BY rowid LIMIT ? OFFSET ?')
    .pluck()
    .all(COMMUNICATIONS, run * COMMUNICATIONS) as string[];
  const lastDay = db.prepare('SELECT max(day) FROM communications').pluck().get() as string;
  const messages = customers.map((customer, index) =>
    JSON.stringify({
      id: `BENCH-${run}-${index}`,
      customerId: customer,
      at: `${lastDay}T${String(index % 24).padStart(2, '0')}:00:00Z`,
      channel: 'email',
      intent: 'complaint',
      subject: 'Card payment declined',
      body: 'My card payment was declined twice today and nobody has explained why.',
    }),
  );
  const cases = customers.slice(0, CASES).map((customer, index) =>
    JSON.stringify({
      id: `BENCH-K-${run}-${index}`,
      customerId: customer,
      type: 'complaint',
      category: 'Cards',
      reason: 'Declined payment',
      openedAt: `${lastDay}T08:00:00Z`,
      status: 'open',
      priority: 'medium',
      slaHours: 48,
    }),
  );
  const paths = {
    messages: join(directory, `messages-${run}.jsonl`),
    cases: join(directory, `cases-${run}.jsonl`),
  };
  writeFileSync(paths.messages, messages.join('\n') + '\n');
  writeFileSync(paths.cases, cases.join('\n') + '\n');
  return paths;
}

export async function run(): Promise<BenchResult[]> {
  const directory = mkdtempSync(join(tmpdir(), 'sightline-case-rollup-bench-'));
  const label = SIZE >= 1_000_000 ? `${SIZE / 1_000_000}M` : `${SIZE / 1000}k`;
  try {
    const path = join(directory, 'corpus.db');
    copyFileSync(await corpusPath(SIZE), path);
    const db = openDatabase(path);
    const whole: number[] = [];
    const touched: number[] = [];
    const imports: number[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        whole.push(rolledBack(db, () => timed(() => updateCaseRollup(db))));
        const since = caseRollupCheckpoint(db);
        if (!since) throw new Error('the case rollup of the copy is not fresh');
        // The rows an import adds (customers' new communications), then the rollup's update.
        touched.push(
          rolledBack(db, () => {
            db.prepare(
              `INSERT INTO communications (id, customer_id, at, channel, intent, subject, body,
                 sentiment, sentiment_label)
               SELECT 'BENCH-' || id, id, (SELECT max(at) FROM communications), 'email',
                 'complaint', 'Card payment declined', 'Declined twice today.', -0.5, 'negative'
               FROM customers ORDER BY rowid LIMIT ?`,
            ).run(COMMUNICATIONS);
            return timed(() => updateCaseRollup(db, since));
          }),
        );
        const files = importFiles(db, directory, run);
        const started = performance.now();
        await importFile(db, files.messages, { casesFile: files.cases });
        imports.push(performance.now() - started);
      }
    } finally {
      closeDatabase(db);
    }
    return [
      {
        name: `case rollup @${label}: whole rebuild`,
        unit: 'ms',
        median: median(whole),
        runs: whole.length,
        extra: { note: 'what every import paid before' },
      },
      {
        name: `case rollup @${label}: update for ${COMMUNICATIONS} new communications`,
        unit: 'ms',
        median: median(touched),
        runs: touched.length,
      },
      {
        name: `import @${label}: ${COMMUNICATIONS} communications and ${CASES} cases`,
        unit: 'ms',
        median: median(imports),
        runs: imports.length,
        extra: { note: 'sentiment, full-text index, daily and case rollups, one transaction' },
      },
    ];
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}
