import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling } from '../errors';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { importFile } from '../store/import';
import { datasetRoutes } from './dataset';
import { insightRoutes } from './insights';

// The sentiment chart over an imported data set that is not the demo: the real airline tweets,
// imported with the checked-in mapping. Truths come from the CSV, parsed here.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const csvPath = join(repoRoot, '..', 'shared', 'data', 'airline-tweets', 'Tweets.csv');
const mappingPath = join(repoRoot, 'api', 'test-fixtures', 'airline-tweets.mapping.json');
const skip = existsSync(csvPath) ? false : `no airline data at ${csvPath}`;

interface Tweet {
  airline: string;
  airline_sentiment: string;
  negativereason: string;
  tweet_created: string;
}
interface Bubble {
  date: string;
  count: number;
  negativeShare: number;
  topTopics: { category: string | null; count: number }[];
}

const directory = mkdtempSync(join(tmpdir(), 'sightline-airline-chart-'));
let db: Store;
let app: FastifyInstance;
let tweets: Tweet[];

/** `2/24/2015 11:35` → `2015-02-24`. */
function dayOf(created: string): string {
  const [month, date, year] = created.split(' ')[0]!.split('/');
  return `${year}-${month!.padStart(2, '0')}-${date!.padStart(2, '0')}`;
}

before(async () => {
  if (skip) return;
  tweets = parse(readFileSync(csvPath), { columns: true, bom: true }) as Tweet[];
  db = openDatabase(join(directory, 'airline.db'));
  await importFile(db, csvPath, { mapping: mappingPath });
  app = Fastify({ logger: false });
  installErrorHandling(app);
  await app.register(insightRoutes, { prefix: '/api', db });
  await app.register(datasetRoutes, { prefix: '/api', db });
});
after(async () => {
  await app?.close();
  if (db) closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

async function bubbles(query: string): Promise<Bubble[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/insights/sentiment-bubbles?${query}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as Bubble[];
}

describe('the sentiment chart over the imported airline tweets', { skip }, () => {
  it('offers the imported airline field as a chart filter', async () => {
    const dictionary = (await app.inject({ method: 'GET', url: '/api/dataset' })).json() as {
      fields: { name: string; entity: string; type: string; values?: { value: string }[] }[];
    };
    const airline = dictionary.fields.find(
      (field) => field.name === 'airline' && field.entity === 'communications',
    );
    assert.equal(airline?.type, 'category');
    assert.deepEqual(
      airline.values!.map((value) => value.value).sort(),
      [...new Set(tweets.map((tweet) => tweet.airline))].sort(),
    );
  });

  it('filters by airline: counts and negative shares per day as in the CSV', async () => {
    const united = tweets.filter((tweet) => tweet.airline === 'United');
    const got = await bubbles('airline=United');
    const byDay = new Map<string, Tweet[]>();
    for (const tweet of united) {
      const day = dayOf(tweet.tweet_created);
      byDay.set(day, [...(byDay.get(day) ?? []), tweet]);
    }
    assert.deepEqual(
      got.map((bubble) => bubble.date),
      [...byDay.keys()].sort(),
    );
    for (const bubble of got) {
      const day = byDay.get(bubble.date)!;
      assert.equal(bubble.count, day.length, bubble.date);
      const negative = day.filter((tweet) => tweet.airline_sentiment === 'negative').length;
      assert.ok(Math.abs(bubble.negativeShare - negative / day.length) < 0.0001, bubble.date);
    }
  });

  it('combines the airline with the data set own reason field, by week', async () => {
    const got = await bubbles('granularity=week&airline=Delta&category=Late%20Flight');
    const expected = tweets.filter(
      (tweet) => tweet.airline === 'Delta' && tweet.negativereason === 'Late Flight',
    ).length;
    assert.ok(expected > 0);
    assert.equal(
      got.reduce((sum, bubble) => sum + bubble.count, 0),
      expected,
    );
    assert.ok(got.every((bubble) => bubble.topTopics[0]?.category === 'Late Flight'));
  });

  it('answers an airline no tweet names with a clear 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/insights/sentiment-bubbles?airline=Pan%20Am',
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().error.message, /airline: no communication has the value "Pan Am"/);
  });
});
