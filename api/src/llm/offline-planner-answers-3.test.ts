import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../store/db';
import { importFile } from '../store/import';
import {
  APP_REVIEWS_HEADER,
  APP_REVIEWS_MAPPING,
  appReviewLine,
  appReviews,
} from './app-reviews-fixture';
import { startOfflineProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * The offline planner on app-store reviews imported with a mapping of custom fields (two number
 * fields, a yes/no, three categories): rankings and comparisons on a number field's average,
 * rankings by the count of one value, shares with a population, record look-ups that lead with
 * the asked field, and measures the data lacks declined. Truths by plain SQL over the rows as
 * written, never by Sightline's importer or tools.
 */
describe('offline planner answers what was asked on imported app reviews (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;
  let folder: string;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sightline-app-reviews-'));
    const rows = appReviews(600);
    const csv = join(folder, 'reviews.csv');
    writeFileSync(csv, [APP_REVIEWS_HEADER, ...rows.map(appReviewLine)].join('\n'));
    const path = join(folder, 'reviews.db');
    const db = openDatabase(path);
    const summary = await importFile(db, csv, { mapping: APP_REVIEWS_MAPPING });
    closeDatabase(db);
    assert.equal(summary.communications.imported, rows.length, JSON.stringify(summary));
    product = await startOfflineProduct(path);
    raw = new Database(':memory:');
    raw.exec(
      `CREATE TABLE reviews (ref TEXT, day TEXT, app TEXT, platform TEXT, country TEXT,
       topic TEXT, rating INTEGER, minutes INTEGER, recommends INTEGER)`,
    );
    const insert = raw.prepare('INSERT INTO reviews VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const row of rows) {
      insert.run(
        row.ref,
        row.day,
        row.app,
        row.platform,
        row.country,
        row.topic,
        row.rating,
        row.minutes,
        row.recommends ? 1 : 0,
      );
    }
  });
  after(async () => {
    await product.close();
    raw.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const one = <T>(sql: string, ...params: unknown[]) => raw.prepare(sql).get(...params) as T;
  const count = (sql: string) => one<{ n: number }>(sql).n;
  const three = (value: number) => String(Math.round(value * 1000) / 1000);
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ask = async (question: string) => (await product.ask(question)).answer;

  /** The top group by a SQL aggregate, as the answer must name it. */
  function top(group: string, aggregate: string, where = '1', direction = 'DESC') {
    return one<{ key: string; value: number }>(
      `SELECT ${group} AS key, ${aggregate} AS value FROM reviews WHERE ${where}
       GROUP BY ${group} ORDER BY value ${direction} LIMIT 1`,
    );
  }

  it('ranks apps by their average rating, best first', async () => {
    const best = top('app', 'avg(rating)');
    const answer = await ask('Which app has the best average rating?');
    assert.match(answer.text, new RegExp(`\\*\\*${best.key}\\*\\* with ${three(best.value)}`));
  });

  it('ranks by the average the other way when the worst is asked', async () => {
    const worst = top('app', 'avg(rating)', '1', 'ASC');
    const answer = await ask('Which app has the lowest average rating?');
    assert.match(answer.text, new RegExp(`\\*\\*${worst.key}\\*\\* with ${three(worst.value)}`));
  });

  it('ranks topics by their average rating, worst first', async () => {
    const worst = top('topic', 'avg(rating)', '1', 'ASC');
    const answer = await ask('Which topic has the worst average rating?');
    assert.match(answer.text, new RegExp(`\\*\\*${worst.key}\\*\\* with ${three(worst.value)}`));
  });

  it('ranks countries by the average of a number field named in other words ("sessions")', async () => {
    const longest = top('country', 'avg(minutes)');
    const answer = await ask('Which country has the longest sessions on average?');
    assert.match(
      answer.text,
      new RegExp(`\\*\\*${longest.key}\\*\\* with ${three(longest.value)}`),
    );
    assert.doesNotMatch(answer.text, /found nothing/);
  });

  it('ranks platforms by the count of one rating ("five-star")', async () => {
    const most = top('platform', 'count(*)', 'rating = 5');
    const answer = await ask('Which platform had the most five-star reviews?');
    assert.match(answer.text, new RegExp(`\\*\\*${most.key}\\*\\* with ${most.value}\\b`));
  });

  it('ranks months by the count of one rating ("one-star")', async () => {
    const months = raw
      .prepare(
        `SELECT substr(day, 1, 7) AS month, count(*) AS n FROM reviews WHERE rating = 1
         GROUP BY month ORDER BY n DESC`,
      )
      .all() as { month: string; n: number }[];
    const answer = await ask('Which month had the most one-star reviews?');
    const named = /\*\*(\d{4}-\d{2})\*\* with (\d+)/.exec(answer.text);
    assert.ok(named, answer.text);
    // Months that tie at the top are each a right answer.
    assert.equal(Number(named[2]), months[0]!.n);
    assert.equal(months.find((row) => row.month === named[1])?.n, months[0]!.n);
  });

  it('counts the reviews of one rating said as a number of stars', async () => {
    const fours = count(`SELECT count(*) AS n FROM reviews WHERE rating = 4`);
    const answer = await ask('How many 4-star reviews are there?');
    assert.match(answer.text, new RegExp(`\\*\\*${fours}\\*\\*`));
  });

  it('compares two platforms on the average asked ("rated better"), both sides and direction', async () => {
    const android = count(`SELECT avg(rating) AS n FROM reviews WHERE platform = 'Android'`);
    const ios = count(`SELECT avg(rating) AS n FROM reviews WHERE platform = 'iOS'`);
    const answer = await ask('Is Android rated better than iOS?');
    assert.match(answer.text, new RegExp(`Android: ${three(android)}`));
    assert.match(answer.text, new RegExp(`iOS: ${three(ios)}`));
    const [high, low] = android > ios ? ['Android', 'iOS'] : ['iOS', 'Android'];
    assert.match(answer.text, new RegExp(`${high} is higher than ${low}`));
  });

  it('states a share over the asked population, with its part named', async () => {
    const all = count(`SELECT count(*) AS n FROM reviews WHERE app = 'Trailmate'`);
    const part = count(
      `SELECT count(*) AS n FROM reviews WHERE app = 'Trailmate' AND topic = 'pricing'`,
    );
    const answer = await ask('What proportion of Trailmate reviews are about pricing?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
    assert.match(answer.text, new RegExp(`\\(${part} of ${all}\\)`));
  });

  it('states the share of one platform among the reviews of one rating', async () => {
    const all = count(`SELECT count(*) AS n FROM reviews WHERE rating = 5`);
    const part = count(
      `SELECT count(*) AS n FROM reviews WHERE rating = 5 AND platform = 'Android'`,
    );
    const answer = await ask('What share of five-star reviews come from Android?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
  });

  it('names the topic written about most for one app', async () => {
    const most = top('topic', 'count(*)', "app = 'Snapnote'");
    const answer = await ask('What do Snapnote reviewers write about most?');
    assert.match(answer.text, new RegExp(`\\*\\*${most.key}\\*\\* with ${most.value}\\b`));
  });

  it('leads a record look-up with the field asked', async () => {
    const rating = one<{ rating: number }>(`SELECT rating FROM reviews WHERE ref = 'AR-1042'`);
    const answer = await ask('What rating did review AR-1042 give?');
    const lead = answer.text.split('\n')[0]!;
    assert.match(
      lead,
      new RegExp(`^The rating of review \\*\\*AR-1042\\*\\* is \\*\\*${rating.rating}\\*\\*`),
    );
  });

  it('averages a number field for one platform', async () => {
    const mean = count(`SELECT avg(minutes) AS n FROM reviews WHERE platform = 'Android'`);
    const answer = await ask('What is the average number of session minutes on Android?');
    assert.match(answer.text, new RegExp(`\\b${three(mean)}\\b`));
  });

  it('ranks platforms by a number field named with a plain head ("session length")', async () => {
    const longest = top('platform', 'avg(minutes)');
    const answer = await ask('Which platform has the highest average session length?');
    assert.equal(answer.status, 'answered');
    assert.match(
      answer.text,
      new RegExp(`\\*\\*${longest.key}\\*\\* with ${three(longest.value)}`),
    );
  });

  it('ranks apps by the rate of a yes/no field ("most often recommended")', async () => {
    const most = top('app', 'avg(recommends)');
    const answer = await ask('Which app is most often recommended?');
    assert.match(
      answer.text,
      new RegExp(`\\*\\*${most.key}\\*\\* with ${escape(percent(most.value))}`),
    );
  });

  it('ranks countries by that rate the other way ("least likely to recommend")', async () => {
    const least = top('country', 'avg(recommends)', '1', 'ASC');
    const answer = await ask('Which country is least likely to recommend?');
    assert.match(
      answer.text,
      new RegExp(`\\*\\*${least.key}\\*\\* with ${escape(percent(least.value))}`),
    );
    assert.equal(answer.status, 'answered');
  });

  it('reads "a rating of 2" as one value of the number field, within a month', async () => {
    const twos = count(
      `SELECT count(*) AS n FROM reviews WHERE rating = 2 AND day LIKE '2025-06-%'`,
    );
    const answer = await ask('How many reviews in June 2025 had a rating of 2?');
    assert.match(answer.text, new RegExp(`\\*\\*${twos}\\*\\*`));
  });

  it('compares the average rating of two apps, both sides and the gap', async () => {
    const budgetly = count(`SELECT avg(rating) AS n FROM reviews WHERE app = 'Budgetly'`);
    const snapnote = count(`SELECT avg(rating) AS n FROM reviews WHERE app = 'Snapnote'`);
    const answer = await ask('Compare the average rating of Budgetly and Snapnote');
    assert.match(answer.text, new RegExp(`Budgetly: ${three(budgetly)}`));
    assert.match(answer.text, new RegExp(`Snapnote: ${three(snapnote)}`));
  });

  it('states the share of one rating within one app', async () => {
    const all = count(`SELECT count(*) AS n FROM reviews WHERE app = 'Budgetly'`);
    const part = count(`SELECT count(*) AS n FROM reviews WHERE app = 'Budgetly' AND rating = 5`);
    const answer = await ask('What percentage of Budgetly reviews are five-star?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
  });

  it('counts the reviews within a bound on a number field ("2 stars or less")', async () => {
    const low = count(`SELECT count(*) AS n FROM reviews WHERE rating <= 2`);
    const answer = await ask('How many reviews gave 2 stars or less?');
    assert.match(answer.text, new RegExp(`\\*\\*${low}\\*\\*`));
  });

  it('states the share of reviews below a rating', async () => {
    const part = count(`SELECT count(*) AS n FROM reviews WHERE rating < 3`);
    const all = count(`SELECT count(*) AS n FROM reviews`);
    const answer = await ask('What share of reviews have a rating below 3?');
    assert.match(answer.text, new RegExp(escape(percent(part / all))));
    assert.match(answer.text, new RegExp(`\\(${part} of ${all}\\)`));
  });

  it('ranks apps by the count of records beyond a bound ("sessions longer than 20 minutes")', async () => {
    const counts = raw
      .prepare(`SELECT app, count(*) AS n FROM reviews WHERE minutes > 20 GROUP BY app`)
      .all() as { app: string; n: number }[];
    const most = Math.max(...counts.map((row) => row.n));
    const answer = await ask('Which app has the most sessions longer than 20 minutes?');
    const named = /\*\*(\w+)\*\* with (\d+)/.exec(answer.text);
    assert.ok(named, answer.text);
    // Apps that tie at the top are each a right answer.
    assert.equal(Number(named[2]), most);
    assert.equal(counts.find((row) => row.app === named[1])?.n, most);
  });

  for (const [question, missing] of [
    ['How old are the reviewers?', /\bage\b/],
    ['How much revenue did Budgetly make?', /revenue/],
    ['How many verified reviews mention crashes?', /verified/],
    ['What is the churn rate of Snapnote users on iOS?', /churn/],
    ['What is the average price per session?', /price per session/],
  ] as const) {
    it(`declines a measure the data has no field for: "${question}"`, async () => {
      const answer = await ask(question);
      assert.equal(answer.status, 'not answerable');
      assert.match(answer.text, /This data has no/);
      assert.match(answer.text, missing);
      assert.match(answer.text, /Questions it can answer instead/);
    });
  }
});
