import { parse } from 'csv-parse';
import { closeSync, createReadStream, existsSync, openSync, readSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';

export type RecordFormat = 'csv' | 'jsonl';

/** One record of an input file: its values by column name, and the line it starts on. */
export interface InputRecord {
  readonly line: number;
  /** Trimmed values; empty cells and JSON nulls are absent. */
  readonly values: Readonly<Record<string, string>>;
  /** Why the record could not be read as a record at all (bad JSON, wrong column count). */
  readonly problem?: string;
  /** Whether NUL bytes were removed from its values (a sign of a damaged or binary file). */
  readonly hadNul?: boolean;
}

export interface OpenRecordsOptions {
  /** The CSV delimiter; detected from the header line when absent. */
  readonly delimiter?: string;
}

export interface RecordSource {
  readonly format: RecordFormat;
  /** The CSV header, or the keys of the first JSON Lines record. */
  readonly columns: readonly string[];
  readonly records: AsyncIterable<InputRecord>;
}

export function formatOf(file: string): RecordFormat {
  const extension = extname(file).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  throw new Error(
    `${file}: unsupported file type "${extension || '(none)'}"; use .csv, .jsonl or .ndjson`,
  );
}

/**
 * Streams the records of a CSV (with a header row) or JSON Lines file. Throws a clear error when the
 * file holds no records, or when a CSV file is malformed beyond one record (an unclosed quote).
 */
export async function openRecords(
  file: string,
  options: OpenRecordsOptions = {},
): Promise<RecordSource> {
  const format = formatOf(file);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (!statSync(file).isFile()) throw new Error(`${file} is not a file`);
  const iterator = (
    format === 'csv'
      ? readCsv(file, options.delimiter ?? sniffDelimiter(file))
      : readJsonLines(file)
  )[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw new Error(`${file} contains no records`);
  const header = first.value;
  let columns: readonly string[];
  let pending: InputRecord | undefined;
  if (format === 'csv') {
    columns = header.columns!;
  } else {
    columns = Object.keys(header.record.values);
    pending = header.record;
  }
  if (format === 'csv' && columns.length === 0) throw new Error(`${file} has an empty header row`);
  const firstRecord = format === 'csv' ? await iterator.next() : undefined;
  if (firstRecord?.done) throw new Error(`${file} contains a header row but no records`);
  if (firstRecord && !firstRecord.done) pending = firstRecord.value.record;
  return {
    format,
    columns,
    records: {
      async *[Symbol.asyncIterator]() {
        if (pending) yield pending;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          yield next.value.record;
        }
      },
    },
  };
}

interface RawItem {
  readonly record: InputRecord;
  readonly columns?: readonly string[];
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The delimiter the header line uses most, outside quotes; a comma when it has none. */
export function sniffDelimiter(file: string): string {
  const buffer = Buffer.alloc(64 * 1024);
  const handle = openSync(file, 'r');
  let length: number;
  try {
    length = readSync(handle, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(handle);
  }
  const text = buffer
    .subarray(0, length)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(character)) {
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

async function* readCsv(file: string, delimiter: string): AsyncGenerator<RawItem> {
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      info: true,
      delimiter,
      // Files edited on several systems mix line endings; a quoted newline stays in its field.
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
    }),
  );
  let header: string[] | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // csv-parse reports the line a record ends on; quoted newlines move its start up.
      const line = info.lines - record.reduce((sum, field) => sum + countNewlines(field), 0);
      if (!header) {
        header = record.map((name) => name.trim());
        yield { record: { line, values: {} }, columns: header };
        continue;
      }
      const values: Record<string, string> = {};
      let hadNul = false;
      header.forEach((name, index) => {
        let value = record[index]?.trim();
        if (value?.includes('\0')) {
          value = value.replaceAll('\0', '').trim();
          hadNul = true;
        }
        if (value) values[name] = value;
      });
      const problem =
        record.length === header.length
          ? undefined
          : 'has a different number of fields than the header';
      yield { record: { line, values, problem, ...(hadNul ? { hadNul } : {}) } };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} is not valid CSV: ${message}`, { cause: error });
  }
}

async function* readJsonLines(file: string): AsyncGenerator<RawItem> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    const trimmed = (line === 1 ? text.replace(/^\uFEFF/, '') : text).trim();
    if (!trimmed) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      yield { record: { line, values: {}, problem: 'is not valid JSON' } };
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      yield { record: { line, values: {}, problem: 'is not a JSON object' } };
      continue;
    }
    const values: Record<string, string> = {};
    let hadNul = false;
    for (const [key, value] of Object.entries(parsed)) {
      if (value === null || value === undefined) continue;
      let text = typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
      if (text.includes('\0')) {
        text = text.replaceAll('\0', '').trim();
        hadNul = true;
      }
      if (text) values[key] = text;
    }
    yield { record: { line, values, ...(hadNul ? { hadNul } : {}) } };
  }
}

function countNewlines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return count;
}
