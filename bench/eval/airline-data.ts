import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '../../api/src/store/db';
import { importCsv, type ImportedData } from './generated-data';

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
 * The raw CSV loaded into an in-memory table `tweets` (tweet_id, sentiment, reason, airline, text,
 * created, day) — the ground the airline truths are computed on, independent of Sightline's
 * importer and tools. Every row of the file is a record, as PROVENANCE.md counts them (the file
 * repeats 155 tweet ids, some with other labels; they are kept, as the file holds them).
 */
export function loadTweets(): Store {
  const rows = parse(readFileSync(AIRLINE_CSV), {
    columns: true,
    skip_empty_lines: true,
  }) as TweetRow[];
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE tweets (
    tweet_id TEXT NOT NULL, sentiment TEXT NOT NULL, reason TEXT, airline TEXT NOT NULL,
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

/**
 * The airline data imported with Sightline's own importer and the checked-in mapping into a
 * fresh database in a temporary folder, or the reason it cannot be (no mapping checked in yet).
 */
export async function importAirline(): Promise<ImportedData | string> {
  if (!existsSync(AIRLINE_CSV)) return `no airline data at ${AIRLINE_CSV}`;
  if (!existsSync(MAPPING)) return `no importer mapping at ${MAPPING} yet`;
  return importCsv({
    name: 'airline',
    csv: { path: AIRLINE_CSV },
    mapping: MAPPING,
    noun: 'tweets',
  });
}
