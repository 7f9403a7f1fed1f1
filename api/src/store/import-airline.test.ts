import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from './db';
import { importFile, type ImportSummary } from './import';

// The real, human-labelled airline tweets (never shipped): every row goes in through the checked-in
// mapping, and what is stored matches the CSV as parsed here, independently of the importer.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const csvPath = join(repoRoot, '..', 'shared', 'data', 'airline-tweets', 'Tweets.csv');
const mappingPath = join(repoRoot, 'api', 'test-fixtures', 'airline-tweets.mapping.json');

interface Tweet {
  tweet_id: string;
  airline_sentiment: string;
  negativereason: string;
  airline: string;
  text: string;
  tweet_created: string;
}

const skip = existsSync(csvPath) ? false : `no airline data at ${csvPath}`;
const directory = mkdtempSync(join(tmpdir(), 'sightline-airline-'));
let db: Store;
let summary: ImportSummary;
let tweets: Tweet[];

before(async () => {
  if (skip) return;
  tweets = parse(readFileSync(csvPath), { columns: true, bom: true }) as Tweet[];
  db = openDatabase(join(directory, 'airline.db'));
  summary = await importFile(db, csvPath, { mapping: mappingPath });
});
after(() => {
  if (db) closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

function tally<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function sqlTally(sql: string): Record<string, number> {
  const rows = db.prepare(sql).raw().all() as [string, number][];
  return Object.fromEntries(rows);
}

/** `2/24/2015 11:35` → `2015-02-24`, read here without the importer's date code. */
function day(created: string): string {
  const [month, date, year] = created.split(' ')[0]!.split('/');
  return `${year}-${month!.padStart(2, '0')}-${date!.padStart(2, '0')}`;
}

describe('importing the airline tweets with the checked-in mapping', { skip }, () => {
  it('imports every row and rejects none', () => {
    assert.equal(summary.communications.read, tweets.length);
    assert.equal(summary.communications.imported, tweets.length);
    assert.equal(summary.communications.rejected, 0);
    assert.equal(db.prepare('SELECT count(*) FROM communications').pluck().get(), tweets.length);
  });

  it('keeps the airline as its own field and the negative reason as category', () => {
    assert.deepEqual(
      sqlTally('SELECT x_airline, count(*) FROM communications GROUP BY x_airline'),
      tally(tweets, (tweet) => tweet.airline),
    );
    const negative = tweets.filter((tweet) => tweet.negativereason !== '');
    assert.deepEqual(
      sqlTally(
        "SELECT x_airline || ' / ' || category, count(*) FROM communications WHERE category IS NOT NULL GROUP BY 1",
      ),
      tally(negative, (tweet) => `${tweet.airline} / ${tweet.negativereason}`),
    );
  });

  it('takes the human label as the sentiment label, scored -1, 0 or 1', () => {
    assert.deepEqual(
      sqlTally(
        "SELECT x_airline || ' / ' || sentiment_label, count(*) FROM communications GROUP BY 1",
      ),
      tally(tweets, (tweet) => `${tweet.airline} / ${tweet.airline_sentiment}`),
    );
    const scores = sqlTally(
      'SELECT sentiment_label || sentiment, count(*) FROM communications GROUP BY 1',
    );
    assert.deepEqual(Object.keys(scores).sort(), ['negative-1.0', 'neutral0.0', 'positive1.0']);
  });

  it('reads M/D/YYYY H:MM times as written, day by day', () => {
    assert.deepEqual(
      sqlTally('SELECT day, count(*) FROM communications GROUP BY day'),
      tally(tweets, (tweet) => day(tweet.tweet_created)),
    );
    const first = tweets[0]!;
    const stored = db
      .prepare('SELECT at, body FROM communications WHERE x_tweet_id = ? AND body = ?')
      .get(first.tweet_id, first.text) as { at: string; body: string };
    const time = first.tweet_created.split(' ')[1];
    assert.equal(stored.at, `${day(first.tweet_created)}T${time!.padStart(5, '0')}:00Z`);
  });

  it('adds nothing when the same file is imported again', async () => {
    const again = await importFile(db, csvPath, { mapping: mappingPath });
    assert.equal(again.communications.imported, 0);
    assert.equal(again.communications.duplicates, tweets.length);
    assert.equal(db.prepare('SELECT count(*) FROM communications').pluck().get(), tweets.length);
  });
});
