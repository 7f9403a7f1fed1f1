import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HistoryTurn } from '../../../src/agent/conversation';
import type { Store } from '../store/db';
import { startDemoProduct, type DemoProduct } from './offline-planner-e2e-support';

/**
 * The offline planner reading questions of the analyst's own wording on the demo corpus: days
 * counted back from the data's end, parts of a named year, a follow-up naming only a day, two
 * asks in one question, directions and plain words said of values. Truths are plain SQL over the
 * same database.
 */
describe('offline planner reads the question right on the demo corpus (truths by SQL)', () => {
  let product: DemoProduct;
  let db: Store;
  let last: string;

  before(async () => {
    product = await startDemoProduct();
    db = product.db;
    last = (db.prepare('SELECT max(day) AS d FROM communications').get() as { d: string }).d;
  });
  after(() => product.close());

  function count(sql: string, ...params: unknown[]): number {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  }
  function value(sql: string, ...params: unknown[]): number {
    return (db.prepare(sql).get(...params) as { v: number }).v;
  }
  const figure = (n: number) => new RegExp(`(?<![\\d.])${n}(?!\\d|\\.\\d)`);
  const holdsAbout = (text: string, truth: number) =>
    (text.match(/-?\d+\.\d+/g) ?? []).some((said) => Math.abs(Number(said) - truth) < 0.0006);
  const dayBefore = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

  async function ask(question: string, previous?: string) {
    const history: HistoryTurn[] = [];
    if (previous) {
      const earlier = await product.ask(previous);
      history.push({ question: previous, answer: earlier.answer.text });
    }
    return (await product.ask(question, history)).answer.text;
  }

  it('"yesterday" is the day before the last day of the data', async () => {
    const day = dayBefore(last, 1);
    const text = await ask('How many communications did we get yesterday?');
    assert.match(
      text,
      figure(count('SELECT count(*) AS n FROM communications WHERE day = ?', day)),
    );
    assert.match(text, new RegExp(day));
  });

  it('"the past fortnight" is the last fourteen days', async () => {
    const truth = count(
      "SELECT count(*) AS n FROM communications WHERE channel = 'email' AND day > ?",
      dayBefore(last, 14),
    );
    assert.match(await ask('How many emails arrived in the past fortnight?'), figure(truth));
  });

  it('"the last quarter of 2025" is Q4 2025, set against Q1 2026', async () => {
    const between = (from: string, to: string) =>
      count(
        `SELECT count(*) AS n FROM communications WHERE subcategory = 'Overdraft fee'
         AND intent = 'complaint' AND day BETWEEN ? AND ?`,
        from,
        to,
      );
    const text = await ask(
      'How did overdraft fee complaints in Q1 2026 compare with the last quarter of 2025?',
    );
    assert.match(text, figure(between('2025-10-01', '2025-12-31')));
    assert.match(text, figure(between('2026-01-01', '2026-03-31')));
  });

  it('"and on the 18th?" moves the day within the previous month, keeping the channel', async () => {
    const truth = count(
      "SELECT count(*) AS n FROM communications WHERE channel = 'phone' AND day = '2026-08-18'",
    );
    const text = await ask(
      'and on the 18th?',
      'How many phone calls were there on 19 August 2026?',
    );
    assert.match(text, figure(truth));
    assert.match(text, /2026-08-18/);
  });

  it('"what about the previous month?" is the calendar month before, same subject', async () => {
    const truth = count(
      "SELECT count(*) AS n FROM communications WHERE intent = 'complaint' AND day LIKE '2026-04-%'",
    );
    const text = await ask('What about the previous month?', 'How many complaints in May 2026?');
    assert.match(text, figure(truth));
  });

  it('"and over the following fortnight?" is the fourteen days after the earlier day', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE intent = 'complaint'
       AND day BETWEEN '2026-03-11' AND '2026-03-24'`,
    );
    const text = await ask(
      'and over the following fortnight?',
      'How many complaints on 10 March 2026?',
    );
    assert.match(text, figure(truth));
  });

  it('"same question for Wales" keeps the earlier measure', async () => {
    const truth = value(
      `SELECT avg(m.sentiment) AS v FROM communications m JOIN customers c ON c.id = m.customer_id
       WHERE c.region = 'Wales'`,
    );
    const text = await ask('Same question for Wales', 'What is the average sentiment in Scotland?');
    assert.ok(holdsAbout(text, truth), `${truth} in ${text}`);
  });

  it('"break that down by channel" splits the earlier count', async () => {
    const rows = db
      .prepare(
        `SELECT channel, count(*) AS n FROM communications WHERE intent = 'complaint'
         AND day LIKE '2026-05-%' GROUP BY channel`,
      )
      .all() as { channel: string; n: number }[];
    const text = await ask('Break that down by channel', 'How many complaints in May 2026?');
    for (const row of rows) assert.match(text, figure(row.n), row.channel);
  });

  it('"22 or on 23" names two days to compare', async () => {
    const on = (day: string) =>
      count("SELECT count(*) AS n FROM communications WHERE intent = 'complaint' AND day = ?", day);
    const text = await ask('Were there more complaints on 10 or on 11 March 2026?');
    assert.match(text, figure(on('2026-03-10')));
    assert.match(text, figure(on('2026-03-11')));
  });

  it('answers both asks, the second keeping only its own subject', async () => {
    const text = await ask(
      'How many complaint cases breached their SLA, and what is the median time to resolve a complaint case in days?',
    );
    assert.match(
      text,
      figure(
        count("SELECT count(*) AS n FROM cases WHERE type = 'complaint' AND sla_breached = 1"),
      ),
    );
    const days = (
      db
        .prepare(
          `SELECT (julianday(closed_at) - julianday(opened_at)) AS d FROM cases
           WHERE type = 'complaint' AND closed_at IS NOT NULL ORDER BY d`,
        )
        .all() as { d: number }[]
    ).map((row) => row.d);
    const middle = days.length / 2;
    const median =
      days.length % 2 ? days[Math.floor(middle)]! : (days[middle - 1]! + days[middle]!) / 2;
    assert.ok(holdsAbout(text, median), `median ${median} in ${text}`);
  });

  it('a second ask about "they" counts the messages of the first ask’s customers', async () => {
    const text = await ask(
      'How many business customers do we have, and how many messages did they send us?',
    );
    assert.match(
      text,
      figure(count("SELECT count(*) AS n FROM customers WHERE segment = 'business'")),
    );
    assert.match(
      text,
      figure(
        count(
          `SELECT count(*) AS n FROM communications m JOIN customers c ON c.id = m.customer_id
           WHERE c.segment = 'business'`,
        ),
      ),
    );
  });

  it('a period closing the second ask is said of both', async () => {
    const text = await ask('How many cases were opened and how many were closed in June 2026?');
    assert.match(
      text,
      figure(count("SELECT count(*) AS n FROM cases WHERE opened_at LIKE '2026-06-%'")),
    );
  });

  it('"messages we sent out to customers" are the outbound ones', async () => {
    const truth = value(
      "SELECT avg(sentiment) AS v FROM communications WHERE direction = 'outbound'",
    );
    const text = await ask(
      'What is the average sentiment score of the messages we sent out to customers?',
    );
    assert.ok(holdsAbout(text, truth), `${truth} in ${text}`);
  });

  it('"angry emails … last week" are the negative emails of the last seven days', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE channel = 'email'
       AND sentiment_label = 'negative' AND day > ?`,
      dayBefore(last, 7),
    );
    assert.match(await ask('How many angry emails did we get last week?'), figure(truth));
  });

  it('"messages from unhappy customers" are the negative ones', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications WHERE sentiment_label = 'negative'
       AND day LIKE '2026-05-%'`,
    );
    assert.match(await ask('How many messages from unhappy customers in May 2026?'), figure(truth));
  });

  it('"service cases" are cases of the type service, though "service" is a plain word', async () => {
    const top = db
      .prepare(
        `SELECT reason, count(*) AS n FROM cases WHERE type = 'service'
         GROUP BY reason ORDER BY n DESC LIMIT 1`,
      )
      .get() as { reason: string; n: number };
    const text = await ask('What is the most frequent reason for service cases?');
    assert.match(text, new RegExp(top.reason));
    assert.match(text, figure(top.n));
  });

  it('"say something nice" is praise, counted by channel', async () => {
    const top = db
      .prepare(
        `SELECT channel, count(*) AS n FROM communications WHERE intent = 'praise'
         GROUP BY channel ORDER BY n DESC LIMIT 1`,
      )
      .get() as { channel: string; n: number };
    const text = await ask('Which channel do customers use most to say something nice about us?');
    assert.match(text, new RegExp(top.channel));
    assert.match(text, figure(top.n));
  });

  it('"the phone lines went down … which day" is the peak day of phone contacts', async () => {
    const top = db
      .prepare(
        `SELECT day, count(*) AS n FROM communications WHERE channel = 'phone'
         AND day LIKE '2026-08-%' GROUP BY day ORDER BY n DESC LIMIT 1`,
      )
      .get() as { day: string; n: number };
    const text = await ask(
      'Our phone lines went down at some point in August 2026. Which day was it?',
    );
    assert.match(text, new RegExp(top.day));
  });

  it('counts the messages of premier customers, not the customers', async () => {
    const truth = count(
      `SELECT count(*) AS n FROM communications m JOIN customers c ON c.id = m.customer_id
       WHERE c.segment = 'premier' AND m.day BETWEEN '2025-12-25' AND '2025-12-31'`,
    );
    assert.match(
      await ask('How many messages did premier customers send us in the final week of 2025?'),
      figure(truth),
    );
  });
});
