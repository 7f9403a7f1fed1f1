import type { z } from 'zod';
import type { Store } from './db';
import { openRecords, type InputRecord, type RecordSource } from './import-records';
import {
  COMMUNICATION_FIELDS,
  caseRow,
  communicationRow,
  customerRow,
  describeIssues,
  type CaseRow,
  type CommunicationRow,
  type CustomerRow,
} from './import-schema';
import { scoreSentiment, sentimentLabel } from './sentiment';

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
  const maxListed = options.maxListedRejections ?? 20;
  const reject = (file: string, line: number, reason: string) => {
    const rejection = { file, line, reason };
    if (options.strict) throw new StrictImportError(rejection);
    if (rejections.length < maxListed) rejections.push(rejection);
  };

  const writer = new ImportWriter(db);
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
        reject,
        (row) => writer.addCustomer(row),
      ));
    const caseSummary =
      cases &&
      (await importFile(options.casesFile!, cases, caseRow, sameNameColumns, reject, (row) =>
        writer.addCase(row),
      ));
    const communicationSummary = await importFile(
      options.file,
      communications,
      communicationRow,
      (record) => pickFields(record, fieldColumns),
      reject,
      (row) => writer.addCommunication(row),
    );
    writer.finish();
    db.exec('COMMIT');
    return {
      communications: communicationSummary,
      customers: customerSummary,
      cases: caseSummary,
      placeholderCustomers: writer.placeholderCustomers,
      rejections,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    db.pragma(`cache_size = ${previousCacheSize}`);
  }
}

type RowHandler<Row> = (row: Row) => string | undefined;

/** Validates and writes each record; a handler returns a reason to reject the row, or nothing. */
async function importFile<Schema extends z.ZodType>(
  file: string,
  source: RecordSource,
  schema: Schema,
  toInput: (record: InputRecord) => Record<string, string>,
  reject: (file: string, line: number, reason: string) => void,
  write: RowHandler<z.output<Schema>>,
): Promise<FileSummary> {
  let read = 0;
  let imported = 0;
  for await (const record of source.records) {
    read++;
    if (record.problem) {
      reject(file, record.line, `the record ${record.problem}`);
      continue;
    }
    const parsed = schema.safeParse(toInput(record));
    if (!parsed.success) {
      reject(file, record.line, describeIssues(parsed.error));
      continue;
    }
    const problem = write(parsed.data);
    if (problem) reject(file, record.line, problem);
    else imported++;
  }
  return { file, read, imported, rejected: read - imported };
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

/** The prepared statements and bookkeeping of one import. */
class ImportWriter {
  placeholderCustomers = 0;
  private nextNumber: number;
  private readonly openCasesWithoutSla: string[] = [];
  private readonly statements;

  constructor(private readonly db: Store) {
    const highest = db
      .prepare(
        "SELECT max(CAST(substr(id, 3) AS INTEGER)) AS n FROM communications WHERE id GLOB 'M-[0-9]*'",
      )
      .get() as { n: number | null };
    this.nextNumber = (highest.n ?? 0) + 1;
    this.statements = {
      communicationExists: db.prepare('SELECT 1 FROM communications WHERE id = ?').pluck(),
      customerExists: db.prepare('SELECT 1 FROM customers WHERE id = ?').pluck(),
      caseExists: db.prepare('SELECT 1 FROM cases WHERE id = ?').pluck(),
      insertCustomer: db.prepare(
        'INSERT INTO customers (id, name, segment, region, joined_at, products) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      insertCase: db.prepare(
        `INSERT INTO cases (id, customer_id, type, category, reason, opened_at, closed_at, status, priority,
           sla_hours, sla_breached, account_restricted, resolution)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertCommunication: db.prepare(
        `INSERT INTO communications (id, customer_id, at, channel, chat_mode, escalated_from, direction,
           intent, product, category, subcategory, subject, body, sentiment, sentiment_label, status, case_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
  }

  addCustomer(row: CustomerRow): string | undefined {
    if (this.statements.customerExists.get(row.id)) return `customer ${row.id} already exists`;
    this.statements.insertCustomer.run(
      row.id,
      row.name,
      row.segment,
      row.region,
      row.joinedAt,
      JSON.stringify(row.products),
    );
    return undefined;
  }

  addCase(row: CaseRow): string | undefined {
    if (this.statements.caseExists.get(row.id)) return `case ${row.id} already exists`;
    if (!this.statements.customerExists.get(row.customerId)) {
      return `customerId ${row.customerId} is not a known customer (import it with --customers)`;
    }
    if (row.closedAt && row.closedAt < row.openedAt) return 'closedAt is before openedAt';
    if ((row.status === 'closed') !== Boolean(row.closedAt)) {
      return row.closedAt
        ? `a case with closedAt must have status closed`
        : 'a closed case needs closedAt';
    }
    let breached = row.slaBreached;
    if (breached === undefined && row.closedAt) {
      breached = (Date.parse(row.closedAt) - Date.parse(row.openedAt)) / 3_600_000 > row.slaHours;
    }
    // An open case is measured against the end of the data, known once everything is in.
    if (breached === undefined) this.openCasesWithoutSla.push(row.id);
    this.statements.insertCase.run(
      row.id,
      row.customerId,
      row.type,
      row.category,
      row.reason,
      row.openedAt,
      row.closedAt ?? null,
      row.status,
      row.priority,
      row.slaHours,
      breached ? 1 : 0,
      row.accountRestricted ? 1 : 0,
      row.resolution ?? null,
    );
    return undefined;
  }

  addCommunication(row: CommunicationRow): string | undefined {
    const id = row.id ?? this.nextId();
    if (this.statements.communicationExists.get(id)) return `id ${id} already exists`;
    if (row.caseId && !this.statements.caseExists.get(row.caseId)) {
      return `caseId ${row.caseId} is not a known case (import it with --cases)`;
    }
    if (!this.statements.customerExists.get(row.customerId)) {
      this.statements.insertCustomer.run(
        row.customerId,
        row.customerId,
        'unknown',
        'Unknown',
        row.at.slice(0, 10),
        '[]',
      );
      this.placeholderCustomers++;
    }
    const sentiment =
      row.sentiment === undefined
        ? scoreSentiment(row.body)
        : { score: row.sentiment, label: row.sentimentLabel ?? sentimentLabel(row.sentiment) };
    this.statements.insertCommunication.run(
      id,
      row.customerId,
      row.at,
      row.channel,
      row.chatMode ?? null,
      row.escalatedFrom ?? null,
      row.direction,
      row.intent,
      row.product,
      row.category,
      row.subcategory,
      row.subject,
      row.body,
      sentiment.score,
      sentiment.label,
      row.status,
      row.caseId ?? null,
    );
    return undefined;
  }

  /** Settles the SLA of imported open cases against the last communication in the database. */
  finish(): void {
    if (this.openCasesWithoutSla.length === 0) return;
    const update = this.db.prepare(
      `UPDATE cases SET sla_breached =
         ((julianday(coalesce((SELECT max(at) FROM communications), opened_at)) - julianday(opened_at)) * 24
           > sla_hours)
       WHERE id = ?`,
    );
    for (const id of this.openCasesWithoutSla) update.run(id);
  }

  private nextId(): string {
    for (;;) {
      const id = `M-${String(this.nextNumber++).padStart(6, '0')}`;
      if (!this.statements.communicationExists.get(id)) return id;
    }
  }
}
