import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Store } from '../store/db';
import { startAirlineProduct, type AirlineProduct } from './offline-planner-e2e-support';

/**
 * The offline planner end to end on real data it has never seen in code: the airline tweets
 * imported with the checked-in mapping, asked through the real API and engine. The truths come
 * from SQL over the raw CSV, not from Sightline's importer or tools.
 */
describe('offline planner on imported airline tweets (truths by SQL over the raw CSV)', () => {
  let product: AirlineProduct;
  let raw: Store;

  before(async () => {
    product = await startAirlineProduct();
    raw = product.tweets;
  });
  after(() => product.close());

  it("counts over an import's own field: tweets to Virgin America", async () => {
    const truth = (
      raw.prepare(`SELECT count(*) AS n FROM tweets WHERE airline = 'Virgin America'`).get() as {
        n: number;
      }
    ).n;
    const { answer } = await product.ask('How many tweets were addressed to Virgin America?');
    assert.match(answer.text, new RegExp(`\\b${truth}\\b`));
    assert.equal(answer.status, 'answered');
  });

  it('ranks airlines by the share of negative tweets within each', async () => {
    const top = raw
      .prepare(
        `SELECT airline, avg(sentiment = 'negative') AS share FROM tweets
         GROUP BY airline ORDER BY share DESC LIMIT 1`,
      )
      .get() as { airline: string; share: number };
    const { answer } = await product.ask('Which airline has the highest share of negative tweets?');
    assert.match(
      answer.text,
      new RegExp(`\\*\\*${top.airline}\\*\\*: ${(top.share * 100).toFixed(1)}%`),
    );
  });

  it('reads "the negative tweet rate for United" as the share of United tweets that are negative', async () => {
    const share = (
      raw
        .prepare(`SELECT avg(sentiment = 'negative') AS share FROM tweets WHERE airline = 'United'`)
        .get() as { share: number }
    ).share;
    for (const question of [
      'What is the negative tweet rate for United?',
      'What is the share of negative tweets for United?',
    ]) {
      const { answer } = await product.ask(question);
      assert.match(answer.text, new RegExp(`^${(share * 100).toFixed(1)}%`), question);
    }
  });

  it('ranks the reasons of one airline, typos and all', async () => {
    const top = raw
      .prepare(
        `SELECT reason, count(*) AS n FROM tweets WHERE airline = 'Delta' AND reason IS NOT NULL
         GROUP BY reason ORDER BY n DESC LIMIT 1`,
      )
      .get() as { reason: string; n: number };
    const { answer } = await product.ask('whats the top negtive reason for delta?');
    assert.match(answer.text, new RegExp(`\\*\\*${top.reason}\\*\\* with ${top.n}\\b`));
  });

  it('looks a tweet up by its own id field', async () => {
    const row = raw
      .prepare(`SELECT tweet_id AS id, airline FROM tweets LIMIT 1 OFFSET 1`)
      .get() as {
      id: string;
      airline: string;
    };
    const { answer } = await product.ask(`Which airline is tweet ${row.id} addressed to?`);
    assert.match(answer.text, new RegExp(row.airline));
  });

  it('says a name is not in the data instead of answering about another', async () => {
    const { answer } = await product.ask('How many negative tweets did JetBlue get?');
    assert.equal(answer.status, 'not answerable');
    assert.match(answer.text, /jetblue/i);
  });

  it('declines a measure the data does not hold', async () => {
    const { answer, calls } = await product.ask(
      'What was the average flight delay in minutes for Delta?',
    );
    assert.equal(answer.status, 'not answerable');
    assert.deepEqual(calls, []);
  });
  it('counts the negative tweets of both airlines asked about, and says which has more', async () => {
    const count = (airline: string) =>
      (
        raw
          .prepare(`SELECT count(*) AS n FROM tweets WHERE airline = ? AND sentiment = 'negative'`)
          .get(airline) as { n: number }
      ).n;
    const [united, american] = [count('United'), count('American')];
    const { answer } = await product.ask('Did United or American get more negative tweets?');
    assert.match(answer.text, new RegExp(`United: ${united}\\b`));
    assert.match(answer.text, new RegExp(`American: ${american}\\b`));
    const [more, fewer] = united > american ? ['United', 'American'] : ['American', 'United'];
    assert.match(
      answer.text,
      new RegExp(`${more} has ${Math.abs(united - american)} more than ${fewer}`),
    );
  });

  it('declines a rate the data does not hold, said in everyday words, without calling tools', async () => {
    const { answer, calls } = await product.ask("What was Delta's on-time departure rate?");
    assert.equal(answer.status, 'not answerable');
    assert.match(answer.text, /no "on-time departure rate"/);
    assert.deepEqual(calls, []);
  });
});
