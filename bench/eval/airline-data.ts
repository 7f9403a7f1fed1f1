import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '../../api/src/store/db';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const AIRLINE_FOLDER = join(REPO_ROOT, '..', 'shared', 'data', 'airline-tweets');
export const AIRLINE_CSV = join(AIRLINE_FOLDER, 'Tweets.csv');
const MAPPING = join(REPO_ROOT, 'api', 'test-fixtures', 'airline-tweets.mapping.json');

interface TweetRow {
  tweet_id: string;
  airline_sentiment: string;
  negativereason: string;
  airline: string;
  text: string;
  tweet_created: string;
}

/** `M/D/YYYY H:MM` (the file's local time) as its day, `YYYY-MM-DD`. */
export function tweetDay(created: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(created.trim());
  if (!match) throw new Error(`Unreadable tweet_created "${created}"`);
  const [, month, day, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * The raw CSV loaded, as it is, into an in-memory table `tweets` (tweet_id, sentiment, reason,
 * airline, text, created, day) — the ground the airline truths are computed on, independent of
 * Sightline's importer and tools.
 */
export function loadTweets(): Store {
  const rows = parse(readFileSync(AIRLINE_CSV), {
    columns: true,
    skip_empty_lines: true,
  }) as TweetRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE tweets (
    tweet_id TEXT PRIMARY KEY, sentiment TEXT NOT NULL, reason TEXT, airline TEXT NOT NULL,
    text TEXT NOT NULL, created TEXT NOT NULL, day TEXT NOT NULL)`);
  const insert = db.prepare('INSERT INTO tweets VALUES (?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const row of rows) {
      insert.run(
        row.tweet_id,
        row.airline_sentiment,
        row.negativereason || null,
        row.airline,
        row.text,
        row.tweet_created,
        tweetDay(row.tweet_created),
      );
    }
  })();
  return db;
}

export interface ImportedAirline {
  readonly path: string;
  remove(): void;
}

/**
 * The airline data imported with Sightline's own importer and the checked-in mapping into a
 * fresh database in a temporary folder, or the reason it cannot be (no mapping checked in yet).
 */
export async function importAirline(): Promise<ImportedAirline | string> {
  if (!existsSync(AIRLINE_CSV)) return `no airline data at ${AIRLINE_CSV}`;
  if (!existsSync(MAPPING)) return `no importer mapping at ${MAPPING} yet`;
  const { openDatabase, closeDatabase } = await import('../../api/src/store/db');
  const { importCommunications } = await import('../../api/src/store/import');
  const folder = mkdtempSync(join(tmpdir(), 'sightline-eval-'));
  const path = join(folder, 'airline.db');
  const db = openDatabase(path);
  try {
    const mapping = JSON.parse(readFileSync(MAPPING, 'utf8')) as Record<string, string>;
    const summary = await importCommunications(db, { file: AIRLINE_CSV, mapping });
    if (summary.communications.imported === 0) {
      const first = summary.rejections[0];
      return `the import took no rows${first ? ` (line ${first.line}: ${first.reason})` : ''}`;
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    return `the import failed: ${(error as Error).message}`;
  } finally {
    closeDatabase(db);
  }
  return { path, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
