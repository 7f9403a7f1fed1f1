import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  assertStates,
  statedFigures,
  startAirlineProduct,
  startDemoProduct,
  type AirlineProduct,
  type DemoProduct,
} from './offline-planner-e2e-support';

/**
 * The figures asked, end to end through the API: a second ask that is a share of the first ask's
 * figure, a rate asked after a count, a share compared between two days, the peak day of a filtered
 * series said as an idiom, every record counted when a question names the data itself, a follow-up
 * that swaps one value, a follow-up of a follow-up, txt-speak. Truths come from SQL written here over
 * the same rows (the demo database; the airline tweets' raw CSV).
 */
const percent = (share: number) => Number((share * 100).toFixed(1));

describe('two asks in one question over the demo corpus (truths by SQL)', () => {
  let product: DemoProduct;
  before(async () => {
    product = await startDemoProduct();
  });
  after(async () => {
    await product.close();
  });
  const value = (sql: string) => (product.db.prepare(sql).get() as { n: number }).n;

  it('states the count and the share of all records that count is', async () => {
    const part = value(
      `SELECT count(*) n FROM communications WHERE channel = 'email' AND intent = 'complaint'`,
    );
    const all = value(`SELECT count(*) n FROM communications`);
    const { answer } = await product.ask(
      'How many email complaints did we get, and what percentage of all communications is that?',
    );
    assertStates(answer.text, part, 0);
    assertStates(answer.text, percent(part / all), 0.05);
  });

  it('states the count and then the rate of the field it filtered on, over the rest', async () => {
    const breached = value(
      `SELECT count(*) n FROM cases WHERE type = 'dispute' AND sla_breached = 1`,
    );
    const rate = value(`SELECT avg(sla_breached) n FROM cases WHERE type = 'dispute'`);
    const { answer } = await product.ask(
      'How many dispute cases breached their SLA, and what is the overall breach rate for them?',
    );
    assertStates(answer.text, breached, 0);
    assertStates(answer.text, percent(rate), 0.05);
  });
});

describe('the figure asked over the demo corpus (truths by SQL)', () => {
  let product: DemoProduct;
  before(async () => {
    product = await startDemoProduct();
  });
  after(async () => {
    await product.close();
  });
  const value = (sql: string) => (product.db.prepare(sql).get() as { n: number }).n;

  it('names the peak day of the filtered series for "which day did … go through the roof"', async () => {
    const top = product.db
      .prepare(
        `SELECT day k, count(*) n FROM communications WHERE channel = 'email'
         GROUP BY day ORDER BY n DESC, day LIMIT 1`,
      )
      .get() as { k: string; n: number };
    const { answer } = await product.ask('Which day did emails go through the roof?');
    assert.match(answer.text, new RegExp(`\\*\\*${top.k}\\*\\*`), answer.text);
    assertStates(answer.text, top.n, 0);
  });

  it('keeps the first turn\'s filters in a follow-up of a follow-up ("of those, how many …")', async () => {
    const turns = [
      'How many complaints came by email in May 2026?',
      'How does that compare with June 2026?',
    ];
    const history = [];
    for (const question of turns) {
      const { answer } = await product.ask(question, [...history]);
      history.push({ question, answer: answer.text });
    }
    const { answer } = await product.ask('Of those, how many were about the Mobile App?', history);
    const truth = value(
      `SELECT count(*) n FROM communications WHERE intent = 'complaint' AND channel = 'email'
       AND product = 'Mobile App'`,
    );
    const may = value(
      `SELECT count(*) n FROM communications WHERE intent = 'complaint' AND channel = 'email'
       AND product = 'Mobile App' AND substr(at, 1, 7) = '2026-05'`,
    );
    assert.ok(
      statedFigures(answer.text).some((figure) => figure === truth || figure === may),
      `${truth} (all) or ${may} (May) not in: ${answer.text}`,
    );
    assert.match(answer.text, /complaint/);
    assert.match(answer.text, /email/);
  });

  it('counts every record when the question names the data itself, filtering nothing', async () => {
    const all = value(`SELECT count(*) n FROM communications`);
    const { answer, calls } = await product.ask(
      'How many communications does the dataset hold altogether?',
    );
    assertStates(answer.text, all, 0);
    assert.equal(answer.status, 'answered', answer.text);
    assert.ok(
      calls.every((call) => !(call.input as { filters?: unknown[] }).filters?.length),
      JSON.stringify(calls),
    );
  });
});

describe('two asks in one question over the airline tweets (truths by SQL over the raw CSV)', () => {
  let product: AirlineProduct;
  before(async () => {
    product = await startAirlineProduct();
  });
  after(async () => {
    await product.close();
  });
  const value = (sql: string) => (product.tweets.prepare(sql).get() as { n: number }).n;

  it("compares the share of a label between two days, not the days' counts", async () => {
    const share = (day: string) =>
      value(`SELECT avg(sentiment = 'negative') n FROM tweets WHERE day = '${day}'`);
    const { answer } = await product.ask(
      'Was a bigger share of tweets negative on 18 February 2015 or on 21 February 2015?',
    );
    assertStates(answer.text, percent(share('2015-02-18')), 0.05);
    assertStates(answer.text, percent(share('2015-02-21')), 0.05);
  });

  it('names a filtered series\' peak day ("blow up")', async () => {
    const top = product.tweets
      .prepare(
        `SELECT day k, count(*) n FROM tweets WHERE airline = 'Southwest'
         GROUP BY day ORDER BY n DESC, day LIMIT 1`,
      )
      .get() as { k: string; n: number };
    const { answer } = await product.ask('Which day did Southwest tweets blow up?');
    assert.match(answer.text, new RegExp(`\\*\\*${top.k}\\*\\*`), answer.text);
    assertStates(answer.text, top.n, 0);
  });

  it('keeps the filter and day of the previous turn for "same but for <airline>"', async () => {
    const earlier = 'How many negative tweets did United get on 22 February 2015?';
    const first = await product.ask(earlier);
    const delta = value(
      `SELECT count(*) n FROM tweets WHERE airline = 'Delta' AND sentiment = 'negative'
       AND day = '2015-02-22'`,
    );
    const { answer } = await product.ask('same but for Delta', [
      { question: earlier, answer: first.answer.text },
    ]);
    assertStates(answer.text, delta, 0);
    assert.match(answer.text, /2015-02-22/);
  });

  it('reads txt-speak and abbreviations: "wat pct of delta tweets r neg"', async () => {
    const negative = value(
      `SELECT avg(sentiment = 'negative') n FROM tweets WHERE airline = 'Delta'`,
    );
    const { answer } = await product.ask('wat pct of delta tweets r neg?');
    assertStates(answer.text, percent(negative), 0.05);
    assert.equal(answer.status, 'answered', answer.text);
  });

  it('takes the records the second ask names as the base of "what share of … is that"', async () => {
    const part = value(
      `SELECT count(*) n FROM tweets WHERE airline = 'Delta' AND sentiment = 'positive'`,
    );
    const base = value(`SELECT count(*) n FROM tweets WHERE airline = 'Delta'`);
    const { answer } = await product.ask(
      'How many positive tweets did Delta get, and what proportion of Delta tweets was that?',
    );
    assertStates(answer.text, part, 0);
    assertStates(answer.text, percent(part / base), 0.05);
  });
});
