import type { Store } from './db';
import type { Statement } from 'better-sqlite3';
import type { ConvertedCommunication } from './import-convert';
import type { CaseRow, CustomerRow } from './import-schema';
import { prepareRowInserts, type RowInserts } from './row-inserts';
import { SentimentPool } from './sentiment-pool';
import { scoreSentiment, sentimentLabel, type Sentiment } from './sentiment';

// Where the importer's valid rows go: the statements that write them, and the sinks that decide
// when (at once, or in batches scored on worker threads).

export type Reject = (file: string, line: number, reason: string, value?: string) => void;

type CommunicationRow = ConvertedCommunication;

/** Where valid rows go; it may write them later, but always in file order. */
export interface RowSink<Row> {
  add(row: Row, line: number): Promise<void>;
  /** Writes every row taken so far. */
  flush(): Promise<void>;
  readonly imported: number;
}

export type RowHandler<Row> = (row: Row) => string | undefined;

/** Writes each row at once; the handler returns a reason to reject it, or nothing. */
export class ImmediateSink<Row> implements RowSink<Row> {
  imported = 0;

  constructor(
    private readonly file: string,
    private readonly reject: Reject,
    private readonly write: RowHandler<Row>,
  ) {}

  async add(row: Row, line: number): Promise<void> {
    const problem = this.write(row);
    if (problem) this.reject(this.file, line, problem);
    else this.imported++;
  }

  /** Rows were written as they came. */
  flush(): Promise<void> {
    return Promise.resolve();
  }
}

const BATCH_SIZE = 500;
const MAX_BATCHES_IN_FLIGHT = 4;

interface Batch {
  readonly rows: readonly { readonly row: CommunicationRow; readonly line: number }[];
  readonly sentiments: Promise<(Sentiment | undefined)[]>;
}

/**
 * Scores communications in batches on worker threads while the next batches are parsed, then writes
 * them in order. The first batch is scored on this thread: a small file is done before threads
 * would have started.
 */
export class CommunicationSink implements RowSink<CommunicationRow> {
  imported = 0;
  /** Rows whose id was already in the database (an earlier import of the same file). */
  duplicates = 0;
  private batch: { row: CommunicationRow; line: number }[] = [];
  private readonly inFlight: Batch[] = [];
  private dispatched = 0;
  private pool: SentimentPool | undefined;

  constructor(
    private readonly file: string,
    private readonly writer: ImportWriter,
    private readonly reject: Reject,
    private readonly workers: number,
    private readonly onBatch?: (imported: number) => void,
  ) {}

  async add(row: CommunicationRow, line: number): Promise<void> {
    this.batch.push({ row, line });
    if (this.batch.length >= BATCH_SIZE) await this.dispatch();
  }

  async flush(): Promise<void> {
    await this.dispatch();
    while (this.inFlight.length > 0) await this.writeOldest();
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  private async dispatch(): Promise<void> {
    if (this.batch.length === 0) return;
    const rows = this.batch;
    this.batch = [];
    const sentiments = this.score(rows.map(({ row }) => row));
    // Awaited in writeOldest; an import that fails first must not leave it unhandled.
    sentiments.catch(() => undefined);
    this.inFlight.push({ rows, sentiments });
    while (this.inFlight.length > MAX_BATCHES_IN_FLIGHT) await this.writeOldest();
  }

  private async score(rows: readonly CommunicationRow[]): Promise<(Sentiment | undefined)[]> {
    const texts = rows
      .filter((row) => row.sentiment === undefined)
      .map((row) => row.body ?? row.subject);
    const onThisThread = this.dispatched++ === 0 || this.workers === 0 || texts.length === 0;
    if (!onThisThread) this.pool ??= new SentimentPool(this.workers);
    const scores = onThisThread
      ? texts.map((text) => scoreSentiment(text))
      : await this.pool!.score(texts);
    let next = 0;
    return rows.map((row) => (row.sentiment === undefined ? scores[next++] : undefined));
  }

  private async writeOldest(): Promise<void> {
    const batch = this.inFlight.shift()!;
    const sentiments = await batch.sentiments;
    batch.rows.forEach(({ row, line }, index) => {
      const outcome = this.writer.addCommunication(row, sentiments[index]);
      if (outcome === 'duplicate') this.duplicates++;
      else if (outcome) this.reject(this.file, line, outcome.reason, outcome.value);
      else this.imported++;
    });
    this.onBatch?.(this.imported + this.duplicates);
  }
}

/** The prepared statements and bookkeeping of one import. */
export class ImportWriter {
  placeholderCustomers = 0;
  private readonly openCasesWithoutSla: string[] = [];
  private readonly statements;
  private readonly inserts: RowInserts;
  private readonly insertCommunication: Statement;

  /** `customColumns`: the columns of the custom fields, in the order rows carry their values. */
  constructor(
    private readonly db: Store,
    customColumns: readonly string[] = [],
  ) {
    this.inserts = prepareRowInserts(db);
    const columns = [
      'id',
      'customer_id',
      'at',
      'channel',
      'chat_mode',
      'escalated_from',
      'direction',
      'intent',
      'product',
      'category',
      'subcategory',
      'subject',
      'body',
      'sentiment',
      'sentiment_label',
      'status',
      'case_id',
      // Checked names (x_ + the custom-field rule) from the fields table, quoted.
      ...customColumns.map((column) => `"${column}"`),
    ];
    this.insertCommunication = db.prepare(
      `INSERT INTO communications (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    this.statements = {
      communicationExists: db.prepare('SELECT 1 FROM communications WHERE id = ?').pluck(),
      customerExists: db.prepare('SELECT 1 FROM customers WHERE id = ?').pluck(),
      caseExists: db.prepare('SELECT 1 FROM cases WHERE id = ?').pluck(),
    };
  }

  addCustomer(row: CustomerRow): string | undefined {
    if (this.statements.customerExists.get(row.id)) return 'id is already in the database';
    this.inserts.customer.run(
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
    if (this.statements.caseExists.get(row.id)) return 'id is already in the database';
    if (!this.statements.customerExists.get(row.customerId)) {
      return 'customerId is not a known customer (import it with --customers)';
    }
    if (row.closedAt && row.closedAt < row.openedAt) return 'closedAt is before openedAt';
    let breached = row.slaBreached;
    if (breached === undefined && row.closedAt) {
      breached = (Date.parse(row.closedAt) - Date.parse(row.openedAt)) / 3_600_000 > row.slaHours;
    }
    // An open case is measured against the end of the data, known once everything is in.
    if (breached === undefined) this.openCasesWithoutSla.push(row.id);
    this.inserts.case.run(
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

  /**
   * Writes one communication; `scored` is the text's sentiment when the row carries none. Returns
   * `duplicate` when its id is already stored, a refusal, or nothing when written.
   */
  addCommunication(
    row: CommunicationRow,
    scored?: Sentiment,
  ): 'duplicate' | { reason: string; value?: string } | undefined {
    if (this.statements.communicationExists.get(row.id)) return 'duplicate';
    if (row.caseId && !this.statements.caseExists.get(row.caseId)) {
      return { reason: 'caseId is not a known case (import it with --cases)', value: row.caseId };
    }
    if (row.customerId && !this.statements.customerExists.get(row.customerId)) {
      this.inserts.customer.run(
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
        ? (scored ?? scoreSentiment(row.body ?? row.subject))
        : { score: row.sentiment, label: row.sentimentLabel ?? sentimentLabel(row.sentiment) };
    this.insertCommunication.run(
      row.id,
      row.customerId ?? null,
      row.at,
      row.channel ?? null,
      row.chatMode ?? null,
      row.escalatedFrom ?? null,
      row.direction ?? null,
      row.intent ?? null,
      row.product ?? null,
      row.category ?? null,
      row.subcategory ?? null,
      row.subject,
      row.body ?? null,
      sentiment.score,
      sentiment.label,
      row.status ?? null,
      row.caseId ?? null,
      ...row.custom,
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
}
