import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { HistoryTurn } from '../../../src/agent/conversation';
import { closeDatabase, openDatabase } from '../store/db';
import { importFile } from '../store/import';
import { startOfflineProduct, type OfflineProduct } from './offline-planner-e2e-support';
import { clubMessages, CLUB_HEADER, CLUB_MAPPING, clubLine } from './club-messages-fixture';

/**
 * Reading the question right on a data set of another shape: a gym chain's member messages,
 * written by the fixture and imported with custom fields (club, sent/received, membership plan,
 * a 1–5 rating, a refunded flag). Periods relative to the end of the data and parts of a named
 * year, follow-ups that name only a day, two asks in one question and field values said in
 * everyday words. Every truth is plain SQL over the rows as the fixture wrote them.
 */
describe('offline planner reads periods, follow-ups, two asks and everyday values (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;
  let folder: string;
  let last: string;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sightline-club-'));
    const rows = clubMessages();
    const csv = join(folder, 'club.csv');
    writeFileSync(csv, [CLUB_HEADER, ...rows.map(clubLine)].join('\n'));
    const path = join(folder, 'club.db');
    const db = openDatabase(path);
    const summary = await importFile(db, csv, { mapping: CLUB_MAPPING });
    closeDatabase(db);
    assert.equal(summary.communications.imported, rows.length, JSON.stringify(summary.reasons));
    product = await startOfflineProduct(path);
    raw = new Database(':memory:');
    raw.exec(
      `CREATE TABLE messages (day TEXT, club TEXT, way TEXT, plan TEXT, topic TEXT,
       rating INTEGER, refunded INTEGER)`,
    );
    const insert = raw.prepare('INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const row of rows) {
      insert.run(row.day, row.club, row.way, row.plan, row.topic, row.rating, row.refunded ? 1 : 0);
    }
    last = (raw.prepare('SELECT max(day) AS d FROM messages').get() as { d: string }).d;
  });
  after(async () => {
    await product.close();
    raw.close();
    rmSync(folder, { recursive: true, force: true });
  });

  function count(where: string, ...params: unknown[]): number {
    return (
      raw.prepare(`SELECT count(*) AS n FROM messages WHERE ${where}`).get(...params) as {
        n: number;
      }
    ).n;
  }
  function average(where: string, ...params: unknown[]): number {
    return (
      raw.prepare(`SELECT avg(rating) AS n FROM messages WHERE ${where}`).get(...params) as {
        n: number;
      }
    ).n;
  }
  const daysBack = (days: number) =>
    new Date(Date.parse(`${last}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

  async function ask(question: string, previous?: string) {
    const history: HistoryTurn[] = [];
    if (previous) {
      const earlier = await product.ask(previous);
      history.push({ question: previous, answer: earlier.answer.text });
    }
    const { answer } = await product.ask(question, history);
    return answer.text;
  }
  const figure = (n: number) => new RegExp(`(?<![\\d.])${n}(?!\\d|\\.\\d)`);
  /** Whether the text holds a figure within a rounding of the truth (answers print 3 decimals). */
  const holdsAbout = (text: string, truth: number) =>
    (text.match(/-?\d+\.\d+/g) ?? []).some((said) => Math.abs(Number(said) - truth) < 0.0006);

  describe('relative days count back from the last day of the data', () => {
    const cases: [string, () => number][] = [
      ['How many messages did we get yesterday?', () => count('day = ?', daysBack(1))],
      ['How many messages came in today?', () => count('day = ?', last)],
      [
        'How many messages were there the day before yesterday?',
        () => count('day = ?', daysBack(2)),
      ],
      [
        'How many messages did Hilltop get yesterday?',
        () => count("day = ? AND club = 'Hilltop'", daysBack(1)),
      ],
      ['How many messages in the past fortnight?', () => count('day > ?', daysBack(14))],
      ['How many messages did we get this week?', () => count('day > ?', daysBack(7))],
    ];
    for (const [question, truth] of cases) {
      it(question, async () => assert.match(await ask(question), figure(truth())));
    }
  });

  describe('a part of a named year is that year’s part, not the data’s latest', () => {
    const cases: [string, () => number][] = [
      [
        'How many billing messages were there in the last quarter of 2025?',
        () => count("topic = 'billing' AND day BETWEEN '2025-10-01' AND '2025-12-31'"),
      ],
      [
        'How many messages were there in the first month of 2026?',
        () => count("day BETWEEN '2026-01-01' AND '2026-01-31'"),
      ],
      [
        'How many messages did Hilltop get at the end of 2025?',
        () => count("club = 'Hilltop' AND day BETWEEN '2025-12-01' AND '2025-12-31'"),
      ],
      [
        'How many messages were there in the first week of 2026?',
        () => count("day BETWEEN '2026-01-01' AND '2026-01-07'"),
      ],
      [
        'How many parking messages came in during the final month of 2025?',
        () => count("topic = 'parking' AND day BETWEEN '2025-12-01' AND '2025-12-31'"),
      ],
    ];
    for (const [question, truth] of cases) {
      it(question, async () => assert.match(await ask(question), figure(truth())));
    }

    it('averages the second half of 2025', async () => {
      const truth = average("day BETWEEN '2025-07-01' AND '2025-12-31'");
      assert.ok(
        holdsAbout(await ask('What was the average rating in the second half of 2025?'), truth),
        String(truth),
      );
    });

    it('compares the last quarter of 2025 with the first month of 2026', async () => {
      const text = await ask(
        'How did billing messages in the last quarter of 2025 compare with the first month of 2026?',
      );
      assert.match(
        text,
        figure(count("topic = 'billing' AND day BETWEEN '2025-10-01' AND '2025-12-31'")),
      );
      assert.match(
        text,
        figure(count("topic = 'billing' AND day BETWEEN '2026-01-01' AND '2026-01-31'")),
      );
    });
  });

  describe('a follow-up naming only a day moves within the previous turn’s month', () => {
    it('"and on the 15th?" after a day at one club', async () => {
      const text = await ask(
        'and on the 15th?',
        'How many messages did Docklands get on 14 October 2025?',
      );
      assert.match(text, figure(count("club = 'Docklands' AND day = '2025-10-15'")));
      assert.match(text, /2025-10-15/);
    });

    it('"and on the 3rd?" after a month keeps the topic', async () => {
      const text = await ask(
        'and on the 3rd?',
        'How many billing messages were there in November 2025?',
      );
      assert.match(text, figure(count("topic = 'billing' AND day = '2025-11-03'")));
    });

    it('"and on Friday?" after a Wednesday is the Friday of that week', async () => {
      const text = await ask('and on Friday?', 'How many messages did we get on 15 October 2025?');
      assert.match(text, figure(count("day = '2025-10-17'")));
    });
  });

  describe('two asks in one question are both answered', () => {
    it('a count and its share of all', async () => {
      const text = await ask(
        'How many refunded messages were there, and what share of all messages is that?',
      );
      const refunded = count('refunded = 1');
      assert.match(text, figure(refunded));
      const share = ((refunded / count('1 = 1')) * 100).toFixed(1);
      assert.match(text, new RegExp(`${share.replace('.', '\\.')}%`));
    });

    it('a count and how many of them', async () => {
      const text = await ask(
        'How many messages did Riverside get in 2025, and how many of them were about classes?',
      );
      assert.match(text, figure(count("club = 'Riverside' AND day LIKE '2025-%'")));
      assert.match(
        text,
        figure(count("club = 'Riverside' AND day LIKE '2025-%' AND topic = 'classes'")),
      );
    });

    it('sent, then received, in one month', async () => {
      const text = await ask(
        'How many messages were sent in October 2025 and how many were received?',
      );
      assert.match(text, figure(count("way = 'Sent' AND day LIKE '2025-10-%'")));
      assert.match(text, figure(count("way = 'Received' AND day LIKE '2025-10-%'")));
    });

    it('a second ask with its own subject keeps none of the first ask’s filters', async () => {
      const text = await ask(
        'How many refunded messages were about billing, and what is the average rating of messages about equipment?',
      );
      assert.match(text, figure(count("refunded = 1 AND topic = 'billing'")));
      const truth = average("topic = 'equipment'");
      assert.ok(holdsAbout(text, truth), String(truth));
    });
  });

  describe('field values said in everyday words', () => {
    const cases: [string, () => number][] = [
      [
        'How many messages did we send out in November 2025?',
        () => count("way = 'Sent' AND day LIKE '2025-11-%'"),
      ],
      [
        'How many incoming messages were there in December 2025?',
        () => count("way = 'Received' AND day LIKE '2025-12-%'"),
      ],
      [
        'How many outgoing messages did Riverside send in December 2025?',
        () => count("way = 'Sent' AND club = 'Riverside' AND day LIKE '2025-12-%'"),
      ],
      [
        'How many received messages were about parking?',
        () => count("way = 'Received' AND topic = 'parking'"),
      ],
      ['How many messages came from members who train on their own?', () => count("plan = 'solo'")],
      ['How many messages came from members with kids?', () => count("plan = 'family'")],
      ['How many messages came from couples?', () => count("plan = 'couple'")],
      [
        'How many messages did we send in the last week of 2025?',
        () => count("way = 'Sent' AND day BETWEEN '2025-12-25' AND '2025-12-31'"),
      ],
    ];
    for (const [question, truth] of cases) {
      it(question, async () => assert.match(await ask(question), figure(truth())));
    }

    it('reads "rate us higher" as the rating field, comparing two plans', async () => {
      const text = await ask('Did members on their own or couples rate us higher?');
      assert.ok(holdsAbout(text, average("plan = 'solo'")), text);
      assert.ok(holdsAbout(text, average("plan = 'couple'")), text);
    });

    it('averages the rating of members with kids', async () => {
      const truth = average("plan = 'family'");
      assert.ok(
        holdsAbout(await ask('What is the average rating from members with kids?'), truth),
        String(truth),
      );
    });
  });

  describe('"which day" with an event is the day that stands out', () => {
    it('finds the day the door system went down at one club', async () => {
      const top = raw
        .prepare(
          `SELECT day, count(*) AS n FROM messages WHERE club = 'Docklands' AND day LIKE '2025-10-%'
           GROUP BY day ORDER BY n DESC LIMIT 1`,
        )
        .get() as { day: string; n: number };
      const text = await ask(
        'The door system at Docklands went down at some point in October 2025. Which day was it?',
      );
      assert.match(text, new RegExp(top.day));
      assert.match(text, figure(top.n));
    });

    it('finds the day parking messages spiked in a month', async () => {
      const top = raw
        .prepare(
          `SELECT day, count(*) AS n FROM messages WHERE topic = 'parking' AND day LIKE '2025-11-%'
           GROUP BY day ORDER BY n DESC LIMIT 1`,
        )
        .get() as { day: string; n: number };
      const text = await ask('On which day in November 2025 did parking messages spike?');
      assert.match(text, new RegExp(top.day));
    });
  });
});
