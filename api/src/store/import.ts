import { basename } from 'node:path';
import type { z } from 'zod';
import { ensureCustomField } from './custom-fields';
import { bumpDataVersion } from './data-version';
import type { Store } from './db';
import { writeDeclaration, type DictionaryDeclaration } from './dictionary-declaration';
import { compileMapping, isReservedFieldName, type RowConverter } from './import-convert';
import {
  COMMUNICATION_ROLES,
  parseMapping,
  readMappingFile,
  type ImportMapping,
  type ResolvedMapping,
} from './import-mapping';
import { profileRecords } from './import-profile';
import { openRecords, type InputRecord, type RecordSource } from './import-records';
import { caseRow, customerRow, describeIssues } from './import-schema';
import { CommunicationSink, ImmediateSink, ImportWriter, type RowSink } from './import-writer';
import { caseRollupCheckpoint, updateCaseRollup } from './case-rollup';
import { rollupCheckpoint, updateRollups } from './rollup';
import { defaultSentimentWorkers } from './sentiment-pool';

export interface ImportProgress {
  /** Records of the communications file handled so far (imported, duplicate or rejected). */
  readonly read: number;
  readonly imported: number;
}

export interface ImportFileOptions {
  /** The mapping (object, or the path of a mapping file); default: columns named like our roles. */
  readonly mapping?: ImportMapping | Record<string, unknown> | string;
  /** Stop at the first bad row and write nothing. */
  readonly strict?: boolean;
  /** Optional customers and cases files, imported first so communications can refer to them. */
  readonly customersFile?: string;
  readonly casesFile?: string;
  /** How many rejections `rejections` lists (all are counted in `reasons`). Default 20. */
  readonly maxListedRejections?: number;
  /** Threads scoring sentiment for files beyond one batch; 0 scores on the calling thread. */
  readonly sentimentWorkers?: number;
  /** Called after each batch of communications is written. */
  readonly onProgress?: (progress: ImportProgress) => void;
}

export interface ImportOptions extends ImportFileOptions {
  /** The communications file: .csv (with a header row), .jsonl or .ndjson. */
  readonly file: string;
}

export interface Rejection {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
  readonly value?: string;
}

/** One line of the report: a reason, how many rows it refused, and where the first ones are. */
export interface RejectionReason {
  readonly file: string;
  readonly reason: string;
  readonly count: number;
  readonly lines: readonly number[];
  /** The value of the first refused row (cut to 60 characters). */
  readonly example?: string;
}

export interface FileSummary {
  readonly file: string;
  readonly read: number;
  readonly imported: number;
  readonly rejected: number;
  /** Rows already in the database (same id, or the same content), skipped. */
  readonly duplicates: number;
}

export interface ImportSummary {
  readonly communications: FileSummary;
  readonly customers?: FileSummary;
  readonly cases?: FileSummary;
  /** Customers created as placeholders (name = id, segment "unknown") for unknown customer ids. */
  readonly placeholderCustomers: number;
  /** Custom fields the communications carry (`airline`, `state`…), with their types. */
  readonly customFields: readonly { name: string; type: string; source?: string }[];
  /** Counts per rejection reason, most frequent first. */
  readonly reasons: readonly RejectionReason[];
  /** The first rejections, in file order. */
  readonly rejections: readonly Rejection[];
  /** Rows whose NUL bytes were removed. */
  readonly nulCleaned: number;
  readonly seconds: number;
}

/** A bad row under --strict: nothing was written. */
export class StrictImportError extends Error {
  constructor(readonly rejection: Rejection) {
    super(
      `${rejection.file} line ${rejection.line}: ${rejection.reason} (strict mode: nothing was imported)`,
    );
  }
}

const LINES_PER_REASON = 5;

/**
 * Imports a communications file as its mapping says, in ONE transaction: either every accepted
 * row is written, or, on any failure (a bad row under `strict`, a thrown error, a full disk), the
 * database is left exactly as it was. The mapping is checked against the file's columns before
 * any row is read. Rows that fail conversion are skipped and counted per reason; rows whose id is
 * already stored (ids from the file, or a hash of the row's content) are skipped as duplicates,
 * so importing a file twice adds nothing. Every column the mapping does not assign to a role is
 * kept as a typed custom field, unless ignored. Sentiment comes from the file when mapped (a score,
 * or a label scored -1/0/1), else from the text by the shared scorer.
 *
 * Uses the connection's transaction for its whole (asynchronous) run: give it a connection nothing
 * else writes through meanwhile.
 */
export async function importFile(
  db: Store,
  file: string,
  options: ImportFileOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const mapping = await resolveMapping(file, options.mapping);
  const openFile = () => openRecords(file, { delimiter: mapping.delimiter });
  const header = await openFile();
  for (const name of Object.keys(mapping.custom)) {
    if (isReservedFieldName(name)) {
      throw new Error(
        `mapping: custom field "${name}" has the name of a built-in field; rename it`,
      );
    }
  }
  // The check of every mapped column, before any row is read.
  compileMapping(mapping, file, header.columns, header.format === 'csv');
  const needsProfile = mapping.keepOtherColumns && hasUnmappedColumns(mapping, header.columns);
  const profile = needsProfile ? await profileRecords(await openFile()) : undefined;
  const converter = compileMapping(mapping, file, header.columns, header.format === 'csv', profile);
  const communications = needsProfile ? await openFile() : header;
  const customers = options.customersFile ? await openRecords(options.customersFile) : undefined;
  const cases = options.casesFile ? await openRecords(options.casesFile) : undefined;

  const rejections: Rejection[] = [];
  const strict = options.strict ?? false;
  const reject = (rejectedFile: string, line: number, reason: string, value?: string) => {
    const rejection = {
      file: rejectedFile,
      line,
      reason,
      ...(value !== undefined ? { value } : {}),
    };
    if (strict) throw new StrictImportError(rejection);
    rejections.push(rejection);
  };

  // A large import touches every index of communications; a bigger page cache for its duration
  // keeps those pages in memory instead of spilling them to the WAL and reading them back.
  const previousCacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -131072');
  db.exec('BEGIN IMMEDIATE');
  // The file names the data set only when it is the first data in the database.
  const firstData = db.prepare('SELECT count(*) FROM communications').pluck().get() === 0;
  let communicationSink: CommunicationSink | undefined;
  try {
    const rollup = rollupCheckpoint(db);
    const caseRollup = caseRollupCheckpoint(db);
    const fields = converter.customFields.map((field) =>
      ensureCustomField(db, { entity: 'communications', ...field }),
    );
    const writer = new ImportWriter(
      db,
      fields.map((field) => field.column),
    );
    const customerSummary =
      customers &&
      (await importRelated(
        options.customersFile!,
        customers,
        customerRow,
        strict,
        reject,
        new ImmediateSink(options.customersFile!, reject, (row) => writer.addCustomer(row)),
      ));
    const caseSummary =
      cases &&
      (await importRelated(
        options.casesFile!,
        cases,
        caseRow,
        strict,
        reject,
        new ImmediateSink(options.casesFile!, reject, (row) => writer.addCase(row)),
      ));
    let read = 0;
    const sink = new CommunicationSink(
      file,
      writer,
      reject,
      options.sentimentWorkers ?? defaultSentimentWorkers(),
      () => options.onProgress?.({ read, imported: sink.imported }),
    );
    communicationSink = sink;
    let nulCleaned = 0;
    for await (const record of communications.records) {
      read++;
      if (record.hadNul) nulCleaned++;
      await convertRecord(file, record, converter, strict, reject, sink);
    }
    await sink.flush();
    writer.finish();
    writeDeclaration(db, declarationOf(mapping, firstData ? basename(file) : undefined, converter));
    bumpDataVersion(db);
    // In the same transaction as the rows: the rollup never counts a row that is not there.
    updateRollups(db, rollup);
    updateCaseRollup(db, caseRollup);
    db.exec('COMMIT');
    options.onProgress?.({ read, imported: sink.imported });
    return {
      communications: {
        file,
        read,
        imported: sink.imported,
        duplicates: sink.duplicates,
        rejected: read - sink.imported - sink.duplicates,
      },
      customers: customerSummary,
      cases: caseSummary,
      placeholderCustomers: writer.placeholderCustomers,
      customFields: converter.customFields.map(({ name, type, source }) => ({
        name,
        type,
        ...(source ? { source } : {}),
      })),
      reasons: groupReasons(rejections),
      rejections: inFileOrder(rejections, [options.customersFile, options.casesFile, file]).slice(
        0,
        options.maxListedRejections ?? 20,
      ),
      nulCleaned,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    db.pragma(`cache_size = ${previousCacheSize}`);
    await communicationSink?.close();
  }
}

/** The earlier form: `importFile` with the file among the options. */
export function importCommunications(db: Store, options: ImportOptions): Promise<ImportSummary> {
  return importFile(db, options.file, options);
}

async function resolveMapping(
  file: string,
  given: ImportFileOptions['mapping'],
): Promise<ResolvedMapping> {
  if (typeof given === 'string') return readMappingFile(given);
  if (given) return parseMapping(given);
  // No mapping: columns named like our roles (camelCase or snake_case) fill them.
  const source = await openRecords(file);
  // JSON Lines records need not share keys: look at all of them.
  const columns =
    source.format === 'csv'
      ? source.columns
      : (await profileRecords(source)).columns.map((column) => column.column);
  const fields: Record<string, string> = {};
  for (const role of COMMUNICATION_ROLES) {
    const column = [role, snakeCase(role)].find((name) => columns.includes(name));
    if (column) fields[role] = column;
  }
  return parseMapping({ fields }, 'the default mapping');
}

function hasUnmappedColumns(mapping: ResolvedMapping, columns: readonly string[]): boolean {
  const used = new Set([
    ...Object.values(mapping.fields).map((spec) => spec.column),
    ...Object.values(mapping.custom).map((spec) => spec.column),
    ...mapping.ignore,
  ]);
  // JSON Lines: keys are only known by reading the records.
  return columns.some((column) => !used.has(column)) || columns.length === 0;
}

async function convertRecord(
  file: string,
  record: InputRecord,
  converter: RowConverter,
  strict: boolean,
  reject: (file: string, line: number, reason: string, value?: string) => void,
  sink: CommunicationSink,
): Promise<void> {
  const refuse = async (reason: string, value?: string) => {
    // Under strict, rows before this one are written first: one of them may be the first bad row.
    if (strict) await sink.flush();
    reject(file, record.line, reason, value);
  };
  if (record.problem) return refuse(`the record ${record.problem}`);
  const row = converter.convert(record);
  if ('reason' in row) return refuse(row.reason, row.value);
  await sink.add(row, record.line);
}

/** Customers and cases files: our field names, camelCase or snake_case. */
async function importRelated<Schema extends z.ZodType>(
  file: string,
  source: RecordSource,
  schema: Schema,
  strict: boolean,
  reject: (file: string, line: number, reason: string) => void,
  sink: RowSink<z.output<Schema>>,
): Promise<FileSummary> {
  let read = 0;
  for await (const record of source.records) {
    read++;
    if (record.problem) {
      reject(file, record.line, `the record ${record.problem}`);
      continue;
    }
    const parsed = schema.safeParse(camelCaseKeys(record));
    if (!parsed.success) {
      reject(file, record.line, describeIssues(parsed.error));
      continue;
    }
    await sink.add(parsed.data, record.line);
  }
  await sink.flush();
  void strict;
  return { file, read, imported: sink.imported, rejected: read - sink.imported, duplicates: 0 };
}

function declarationOf(
  mapping: ResolvedMapping,
  fileName: string | undefined,
  converter: RowConverter,
): DictionaryDeclaration {
  const labels: NonNullable<DictionaryDeclaration['fields']> = {};
  for (const field of converter.customFields) {
    if (field.label) labels[field.name] = { label: field.label };
  }
  const declared = mapping.declaration ?? {};
  const name = mapping.name ?? declared.name ?? fileName;
  const fields = { ...labels, ...declared.fields };
  // The unit a number field's values carry, unless the declaration names one.
  for (const [field, unit] of Object.entries(converter.units())) {
    fields[field] = { unit, ...fields[field] };
  }
  return {
    ...declared,
    ...(name ? { name } : {}),
    fields,
  };
}

function groupReasons(rejections: readonly Rejection[]): RejectionReason[] {
  const groups = new Map<
    string,
    { file: string; reason: string; count: number; lines: number[]; example?: string }
  >();
  for (const rejection of rejections) {
    const key = `${rejection.file}\u0000${rejection.reason}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        file: rejection.file,
        reason: rejection.reason,
        count: 0,
        lines: [],
        ...(rejection.value !== undefined ? { example: rejection.value.slice(0, 60) } : {}),
      };
      groups.set(key, group);
    }
    group.count++;
    if (group.lines.length < LINES_PER_REASON) group.lines.push(rejection.line);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, lines: [...group.lines].sort((a, b) => a - b) }))
    .sort((first, second) => second.count - first.count || first.lines[0]! - second.lines[0]!);
}

/** Rows are written in batches, so rejections can be found out of order: sort them back. */
function inFileOrder(rejections: Rejection[], files: (string | undefined)[]): Rejection[] {
  const rank = (rejection: Rejection) => files.indexOf(rejection.file);
  return [...rejections].sort(
    (first, second) => rank(first) - rank(second) || first.line - second.line,
  );
}

function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function camelCaseKeys(record: InputRecord): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [column, value] of Object.entries(record.values)) {
    input[column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return input;
}
