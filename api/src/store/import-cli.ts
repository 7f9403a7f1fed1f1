// npm run import -- FILE [--mapping FILE] [--strict] [--customers FILE] [--cases FILE] [--db PATH]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase } from './db';
import { importCommunications, type ImportSummary } from './import';

const USAGE =
  'usage: npm run import -- FILE [--mapping FILE] [--strict] [--customers FILE] [--cases FILE] [--db PATH]\n' +
  '  FILE        communications as .csv (header row) or .jsonl/.ndjson\n' +
  '  --mapping   JSON object: our field name -> column name in FILE, e.g. {"body": "text"}\n' +
  '  --strict    stop at the first bad row and import nothing\n' +
  '  --db        database path (default $SIGHTLINE_DB or data/sightline.db)';

function readMapping(path: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`mapping ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`mapping ${path} must be a JSON object of field name -> column name`);
  }
  return parsed as Record<string, string>;
}

function printSummary(summary: ImportSummary): void {
  for (const part of [summary.customers, summary.cases, summary.communications]) {
    if (!part) continue;
    console.log(
      `${part.file}: read ${part.read} rows, imported ${part.imported}, rejected ${part.rejected}`,
    );
  }
  if (summary.placeholderCustomers > 0) {
    console.log(
      `${summary.placeholderCustomers} unknown customer ids were added as placeholder customers`,
    );
  }
  const rejected =
    summary.communications.rejected +
    (summary.customers?.rejected ?? 0) +
    (summary.cases?.rejected ?? 0);
  if (rejected > 0) {
    console.log(`First ${summary.rejections.length} of ${rejected} rejected rows:`);
    for (const rejection of summary.rejections) {
      console.log(`  ${rejection.file} line ${rejection.line}: ${rejection.reason}`);
    }
  }
  console.log(`Done in ${summary.seconds.toFixed(1)} s.`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mapping: { type: 'string' },
      strict: { type: 'boolean' },
      customers: { type: 'string' },
      cases: { type: 'string' },
      db: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new Error(`expected one communications file\n${USAGE}`);
  const path = values.db ?? process.env['SIGHTLINE_DB'] ?? 'data/sightline.db';
  const mapping = values.mapping ? readMapping(values.mapping) : undefined;
  const db = openDatabase(path);
  try {
    const summary = await importCommunications(db, {
      file: positionals[0]!,
      mapping,
      strict: values.strict,
      customersFile: values.customers,
      casesFile: values.cases,
    });
    console.log(`Imported into ${path}.`);
    printSummary(summary);
  } finally {
    closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  console.error(`import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
