import type { z } from 'zod';
import type { Store } from './db';
import { openRecords, type InputRecord, type RecordSource } from './import-records';
import {
  COMMUNICATION_FIELDS,
  caseRow,
  communicationRow,
  customerRow,
  describeIssues,
} from './import-schema';
import { CommunicationSink, ImmediateSink, ImportWriter, type RowSink } from './import-writer';
import { defaultSentimentWorkers } from './sentiment-pool';

export interface ImportOptions {
  /** The communications file: .csv (with a header row), .jsonl or .ndjson. */
  readonly file: string;
  /** Our field name → the column (or JSON key) holding it in `file`; unmapped fields use their own name or its snake_case. */
  readonly mapping?: Readonly<Record<string, string>>;
  /** Stop at the first bad row and write nothing. */
  readonly strict?: boolean;
  /** Optional customers and cases files, imported first so communications can refer to them. */
  readonly customersFile?: string;
  readonly casesFile?: string;
  /** How many rejections the summary lists (all are counted). Default 20. */
  readonly maxListedRejections?: number;
  /** Threads scoring sentiment for files beyond one batch; 0 scores on the calling thread. */
  readonly sentimentWorkers?: number;
}

export interface Rejection {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

export interface FileSummary {
  readonly file: string;
  readonly read: number;
  readonly imported: number;
  readonly rejected: number;
}

export interface ImportSummary {
  readonly communications: FileSummary;
  readonly customers?: FileSummary;
  readonly cases?: FileSummary;
  /** Customers created as placeholders (name = id, segment "unknown") for unknown customer ids. */
  readonly placeholderCustomers: number;
  /** The first rejections, in file order. */
  readonly rejections: readonly Rejection[];
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

/**
 * Imports communications (and optionally customers and cases) in ONE transaction: either every
 * accepted row is written, or, on any failure (a bad row under `strict`, a thrown error, a full
 * disk), the database is left exactly as it was. Rows that fail validation are skipped and
 * reported by line. Sentiment is computed from the body by the shared scorer unless the row
 * carries one; the full-text index follows through the table's triggers. Ids: a row without `id`
 * gets the next free `M-nnnnnn`. A communication whose customer is unknown gets a placeholder
 * customer, so the import never invents attributes (segment "unknown", region "Unknown").
 *
 * Uses the connection's transaction for its whole (asynchronous) run: give it a connection nothing
 * else writes through meanwhile.
 */
export async function importCommunications(
  db: Store,
  options: ImportOptions,
): Promise<ImportSummary> {
  const started = performance.now();
  const communications = await openRecords(options.file);
  const fieldColumns = resolveMapping(options.file, communications, options.mapping ?? {});
  const customers = options.customersFile ? await openRecords(options.customersFile) : undefined;
  const cases = options.casesFile ? await openRecords(options.casesFile) : undefined;

  const rejections: Rejection[] = [];
  const strict = options.strict ?? false;
  const reject = (file: string, line: number, reason: string) => {
    const rejection = { file, line, reason };
    if (strict) throw new StrictImportError(rejection);
    rejections.push(rejection);
  };

  const writer = new ImportWriter(db);
  const communicationSink = new CommunicationSink(
    options.file,
    writer,
    reject,
    options.sentimentWorkers ?? defaultSentimentWorkers(),
  );
  // A large import touches every index of communications; a bigger page cache for its duration
  // keeps those pages in memory instead of spilling them to the WAL and reading them back.
  const previousCacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -131072');
  db.exec('BEGIN IMMEDIATE');
  try {
    const customerSummary =
      customers &&
      (await importFile(
        options.customersFile!,
        customers,
        customerRow,
        sameNameColumns,
        strict,
        reject,
        new ImmediateSink(options.customersFile!, reject, (row) => writer.addCustomer(row)),
      ));
    const caseSummary =
      cases &&
      (await importFile(
        options.casesFile!,
        cases,
        caseRow,
        sameNameColumns,
        strict,
        reject,
        new ImmediateSink(options.casesFile!, reject, (row) => writer.addCase(row)),
      ));
    const communicationSummary = await importFile(
      options.file,
      communications,
      communicationRow,
      (record) => pickFields(record, fieldColumns),
      strict,
      reject,
      communicationSink,
    );
    writer.finish();
    db.exec('COMMIT');
    return {
      communications: communicationSummary,
      customers: customerSummary,
      cases: caseSummary,
      placeholderCustomers: writer.placeholderCustomers,
      rejections: inFileOrder(rejections, [
        options.customersFile,
        options.casesFile,
        options.file,
      ]).slice(0, options.maxListedRejections ?? 20),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    db.pragma(`cache_size = ${previousCacheSize}`);
    await communicationSink.close();
  }
}

/** Rows are written in batches, so rejections can be found out of order: sort them back. */
function inFileOrder(rejections: Rejection[], files: (string | undefined)[]): Rejection[] {
  const rank = (rejection: Rejection) => files.indexOf(rejection.file);
  return rejections.sort((first, second) => rank(first) - rank(second) || first.line - second.line);
}

/** Validates each record and hands the valid ones to the sink. */
async function importFile<Schema extends z.ZodType>(
  file: string,
  source: RecordSource,
  schema: Schema,
  toInput: (record: InputRecord) => Record<string, string>,
  strict: boolean,
  reject: (file: string, line: number, reason: string) => void,
  sink: RowSink<z.output<Schema>>,
): Promise<FileSummary> {
  let read = 0;
  const refuse = async (line: number, reason: string) => {
    // Under strict, rows before this one are written first: one of them may be the first bad row.
    if (strict) await sink.flush();
    reject(file, line, reason);
  };
  for await (const record of source.records) {
    read++;
    if (record.problem) {
      await refuse(record.line, `the record ${record.problem}`);
      continue;
    }
    const parsed = schema.safeParse(toInput(record));
    if (!parsed.success) {
      await refuse(record.line, describeIssues(parsed.error));
      continue;
    }
    await sink.add(parsed.data, record.line);
  }
  await sink.flush();
  return { file, read, imported: sink.imported, rejected: read - sink.imported };
}

function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Customers and cases files use our field names, camelCase or snake_case. */
function sameNameColumns(record: InputRecord): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [column, value] of Object.entries(record.values)) {
    input[column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return input;
}

/** Checks the mapping before anything is imported and returns, per field, the columns to try. */
function resolveMapping(
  file: string,
  source: RecordSource,
  mapping: Readonly<Record<string, string>>,
): Map<string, readonly string[]> {
  const known = new Set<string>(COMMUNICATION_FIELDS);
  for (const [field, column] of Object.entries(mapping)) {
    if (!known.has(field)) {
      throw new Error(
        `mapping: unknown field "${field}"; the fields are ${COMMUNICATION_FIELDS.join(', ')}`,
      );
    }
    if (typeof column !== 'string' || column.length === 0) {
      throw new Error(`mapping: the column for "${field}" must be a non-empty string`);
    }
    // JSON Lines has no header: a key may be absent from some records, so only CSV is checked.
    if (source.format === 'csv' && !source.columns.includes(column)) {
      throw new Error(
        `mapping: column "${column}" (for ${field}) is not in the header of ${file}; ` +
          `the header has ${source.columns.join(', ')}`,
      );
    }
  }
  const columns = new Map<string, readonly string[]>();
  for (const field of COMMUNICATION_FIELDS) {
    columns.set(field, mapping[field] !== undefined ? [mapping[field]] : [field, snakeCase(field)]);
  }
  return columns;
}

function pickFields(
  record: InputRecord,
  columns: Map<string, readonly string[]>,
): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [field, candidates] of columns) {
    for (const column of candidates) {
      const value = record.values[column];
      if (value !== undefined) {
        input[field] = value;
        break;
      }
    }
  }
  return input;
}
