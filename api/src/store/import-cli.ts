// npm run import -- FILE [--mapping FILE] [--inspect [--out FILE]] [--strict] [--customers FILE] [--cases FILE] [--db PATH]
import { existsSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase } from './db';
import { importFile, type ImportSummary } from './import';
import { readMappingFile } from './import-mapping';
import { describeProfile, suggestMapping } from './import-inspect';
import { profileRecords } from './import-profile';
import { openRecords } from './import-records';

const USAGE =
  'usage: npm run import -- FILE [--mapping FILE] [--inspect [--out FILE]] [--strict] [--customers FILE] [--cases FILE] [--db PATH]\n' +
  '  FILE        communications as .csv (header row, any delimiter) or .jsonl/.ndjson\n' +
  '  --inspect   profile FILE and write a suggested mapping (to --out, default FILE.mapping.json)\n' +
  '  --mapping   the mapping: columns to roles, date formats, value maps, custom fields\n' +
  '              (see docs/contracts.md); without it columns named like the roles are used\n' +
  '  --strict    stop at the first bad row and import nothing\n' +
  '  --db        database path (default $SIGHTLINE_DB or data/sightline.db)';

function printSummary(summary: ImportSummary): void {
  for (const part of [summary.customers, summary.cases, summary.communications]) {
    if (!part) continue;
    console.log(
      `${part.file}: read ${part.read} rows, imported ${part.imported}, ` +
        `already present ${part.duplicates}, rejected ${part.rejected}`,
    );
  }
  if (summary.customFields.length > 0) {
    const fields = summary.customFields.map((field) => `${field.name} (${field.type})`);
    console.log(`Custom fields: ${fields.join(', ')}`);
  }
  if (summary.placeholderCustomers > 0) {
    console.log(
      `${summary.placeholderCustomers} unknown customer ids were added as placeholder customers`,
    );
  }
  if (summary.nulCleaned > 0) {
    console.log(`${summary.nulCleaned} rows had NUL bytes, which were removed`);
  }
  if (summary.reasons.length > 0) console.log('Rejected rows by reason:');
  for (const reason of summary.reasons) {
    const example = reason.example !== undefined ? ` (e.g. ${JSON.stringify(reason.example)})` : '';
    const more = reason.count > reason.lines.length ? ', …' : '';
    console.log(
      `  ${reason.count} × ${reason.reason}${example} — ${basename(reason.file)} lines ${reason.lines.join(', ')}${more}`,
    );
  }
  console.log(`Done in ${summary.seconds.toFixed(1)} s.`);
}

async function inspect(file: string, out: string | undefined): Promise<void> {
  const profile = await profileRecords(await openRecords(file));
  for (const line of describeProfile(profile)) console.log(line);
  const target = out ?? `${file}.mapping.json`;
  if (existsSync(target) && !out) {
    throw new Error(`${target} exists; give --out to choose where the suggestion goes`);
  }
  writeFileSync(target, `${JSON.stringify(suggestMapping(profile, basename(file)), null, 2)}\n`);
  console.log(
    `Suggested mapping written to ${target}: check it, then import with --mapping ${target}`,
  );
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mapping: { type: 'string' },
      inspect: { type: 'boolean' },
      out: { type: 'string' },
      strict: { type: 'boolean' },
      customers: { type: 'string' },
      cases: { type: 'string' },
      db: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new Error(`expected one communications file\n${USAGE}`);
  const file = positionals[0]!;
  if (values.inspect) {
    await inspect(file, values.out);
    return 0;
  }
  const path = values.db ?? process.env['SIGHTLINE_DB'] ?? 'data/sightline.db';
  // A bad mapping is reported before the database is touched.
  const mapping = values.mapping ? readMappingFile(values.mapping) : undefined;
  const db = openDatabase(path);
  try {
    const summary = await importFile(db, file, {
      mapping,
      strict: values.strict,
      customersFile: values.customers,
      casesFile: values.cases,
    });
    printSummary(summary);
    const { imported, duplicates, read } = summary.communications;
    if (imported === 0 && duplicates === 0) {
      console.error(`Nothing was imported into ${path}: none of the ${read} rows could be read.`);
      return 1;
    }
    console.log(
      imported > 0
        ? `Imported ${imported} communications into ${path}.`
        : `Nothing new: every row of ${file} is already in ${path}.`,
    );
    return 0;
  } finally {
    closeDatabase(db);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
