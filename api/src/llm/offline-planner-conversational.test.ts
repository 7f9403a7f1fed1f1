import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { importFile } from '../store/import';
import { csvLine, HEADER, MAPPING, tickets } from './helpdesk-tickets-fixture';
import {
  startAirlineProduct,
  startDemoProduct,
  startOfflineProduct,
  type AirlineProduct,
  type DemoProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';

/**
 * Conversational questions end to end (negated states, casual writing, share comparisons,
 * follow-ups that swap the subject, two asks in one, moods compared): first over help-desk
 * tickets the planner was not built on, then the demo corpus and the airline tweets. Truths come
 * from SQL over the rows as written (sentiment, which Sightline computes at import, from SQL
 * over the imported table).
 */
const figure = (n: number) => new RegExp(`\\*\\*${n}\\*\\*`);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('conversational questions over imported help-desk tickets (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;
  let imported: Store;
  let folder: string;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sightline-helpdesk-'));
    const rows = tickets(600);
    const csv = join(folder, 'tickets.csv');
    writeFileSync(csv, [HEADER, ...rows.map(csvLine)].join('\n'));
    const path = join(folder, 'tickets.db');
    const db = openDatabase(path);
    const summary = await importFile(db, csv, { mapping: MAPPING });
    closeDatabase(db);
    assert.equal(summary.communications.imported, rows.length, JSON.stringify(summary.reasons));
    product = await startOfflineProduct(path);
    imported = openDatabase(path, { readonly: true });
    raw = new Database(':memory:');
    raw.exec(
      `CREATE TABLE tickets (day TEXT, kind TEXT, service TEXT, team TEXT, state TEXT,
       channel TEXT, replied INTEGER)`,
    );
    const insert = raw.prepare('INSERT INTO tickets VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const row of rows) {
      insert.run(row.day, row.kind, row.service, row.team, row.state, row.channel, +row.replied);
    }
  });
  after(async () => {
    await product.close();
    closeDatabase(imported);
    raw.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const value = (sql: string) => (raw.prepare(sql).get() as { n: number }).n;
  const top = (sql: string) => raw.prepare(sql).get() as { k: string; n: number };

  it('counts the complement of a state: not closed, still open, without a reply', async () => {
    const open = value(`SELECT count(*) n FROM tickets WHERE state <> 'Closed'`);
    for (const question of [
      "How many tickets haven't been closed yet?",
      'How many tickets are still open?',
      'how many unclosed tickets are there',
    ]) {
      const { answer } = await product.ask(question);
      assert.match(answer.text, figure(open), question);
      assert.equal(answer.status, 'answered', question);
    }
    const vpnOpen = value(
      `SELECT count(*) n FROM tickets WHERE state <> 'Closed' AND service = 'VPN'`,
    );
    assert.match((await product.ask('How many VPN tickets are not resolved?')).answer.text, /VPN/);
    assert.match(
      (await product.ask('How many VPN tickets are still open?')).answer.text,
      figure(vpnOpen),
    );
    const unanswered = value(`SELECT count(*) n FROM tickets WHERE replied = 0`);
    const { answer } = await product.ask('How many tickets went without a reply?');
    assert.match(answer.text, figure(unanswered));
  });

  it('reads casual writing: a misspelt kind keeps its filter, filler is never searched', async () => {
    const truth = value(
      `SELECT count(*) n FROM tickets WHERE kind = 'Complaint' AND service = 'VPN'`,
    );
    const { answer, calls } = await product.ask('how many compliants abt the vpn lol');
    assert.match(answer.text, figure(truth));
    assert.ok(calls.every((call) => call.tool !== 'search_communications'));
    const busiest = top(`SELECT channel k, count(*) n FROM tickets GROUP BY k ORDER BY n DESC`);
    const casual = await product.ask('whichs the busiest channel lol');
    assert.match(casual.answer.text, new RegExp(`\\*\\*${busiest.k}\\*\\* with ${busiest.n}\\b`));
    assert.doesNotMatch(JSON.stringify(casual.calls), /lol/);
  });

  it('compares the share of a kind within each of two services, not their share of it', async () => {
    const share = (service: string) =>
      value(`SELECT avg(kind = 'Complaint') n FROM tickets WHERE service = '${service}'`);
    const { answer } = await product.ask('Did VPN or Laptop have a larger share of complaints?');
    assert.match(answer.text, new RegExp(`VPN: ${percent(share('VPN'))}`));
    assert.match(answer.text, new RegExp(`Laptop: ${percent(share('Laptop'))}`));
  });

  it('keeps the earlier ranking when a follow-up swaps the team', async () => {
    const first = 'What was the top service for the Network team?';
    const earlier = await product.ask(first);
    const truth = top(
      `SELECT service k, count(*) n FROM tickets WHERE team = 'Field Support'
       GROUP BY k ORDER BY n DESC`,
    );
    const { answer } = await product.ask('And for Field Support?', [
      { question: first, answer: earlier.answer.text },
    ]);
    assert.match(answer.text, new RegExp(`\\*\\*${truth.k}\\*\\* with ${truth.n}\\b`));
  });

  it("answers both asks of one question, the second over the first ask's records", async () => {
    const count = value(
      `SELECT count(*) n FROM tickets WHERE kind = 'Complaint' AND service = 'VPN'`,
    );
    const team = top(
      `SELECT team k, count(*) n FROM tickets WHERE kind = 'Complaint' AND service = 'VPN'
       GROUP BY k ORDER BY n DESC`,
    );
    const { answer } = await product.ask(
      'How many complaints did the VPN get, and what was their top team?',
    );
    assert.match(answer.text, figure(count));
    assert.match(answer.text, new RegExp(`\\*\\*${team.k}\\*\\* with ${team.n}\\b`));
    assert.notEqual(answer.status, 'not answerable');
  });

  it('compares the mood of two services with their average sentiment', async () => {
    const mood = (service: string) =>
      (
        imported
          .prepare(`SELECT avg(sentiment) n FROM communications WHERE product = ?`)
          .get(service) as { n: number }
      ).n;
    const { answer, calls } = await product.ask('vpn mood compared with laptop');
    assert.match(answer.text, new RegExp(`VPN: ${mood('VPN').toFixed(3)}`));
    assert.match(answer.text, new RegExp(`Laptop: ${mood('Laptop').toFixed(3)}`));
    assert.ok(calls.every((call) => call.tool !== 'search_communications'));
  });
});

describe('conversational questions over the demo corpus (truths by SQL)', () => {
  let product: DemoProduct;
  before(async () => {
    product = await startDemoProduct();
  });
  after(() => product.close());

  const value = (sql: string) => (product.db.prepare(sql).get() as { n: number }).n;

  it("counts the cases that haven't been closed yet", async () => {
    const truth = value(`SELECT count(*) n FROM cases WHERE status <> 'closed'`);
    const { answer } = await product.ask("How many cases haven't been closed yet?");
    assert.match(answer.text, figure(truth));
    assert.equal(answer.status, 'answered');
  });

  it('keeps the complaints of "how many compliants abt overdraft fees"', async () => {
    const truth = value(
      `SELECT count(*) n FROM communications
       WHERE intent = 'complaint' AND subcategory = 'Overdraft fee'`,
    );
    const { answer } = await product.ask('how many compliants abt overdraft fees');
    assert.match(answer.text, figure(truth));
  });

  it('compares the savings mood with checking (a synonym of the current account)', async () => {
    const mood = (name: string) =>
      value(`SELECT avg(sentiment) n FROM communications WHERE product = '${name}'`);
    const { answer, calls } = await product.ask('savings mood compared with checking');
    assert.match(answer.text, new RegExp(`Savings: ${mood('Savings').toFixed(3)}`));
    assert.match(answer.text, new RegExp(`Current Account: ${mood('Current Account').toFixed(3)}`));
    assert.ok(calls.every((call) => call.tool !== 'search_communications'));
  });
});

describe('conversational questions over the airline tweets (truths by SQL over the raw CSV)', () => {
  let product: AirlineProduct;
  before(async () => {
    product = await startAirlineProduct();
  });
  after(() => product.close());

  const top = (sql: string) => product.tweets.prepare(sql).get() as { k: string; n: number };
  const negativeShare = (airline: string) =>
    (
      product.tweets
        .prepare(`SELECT avg(sentiment = 'negative') n FROM tweets WHERE airline = ?`)
        .get(airline) as { n: number }
    ).n;

  it('compares the share of negative tweets within Delta and within United', async () => {
    const { answer } = await product.ask(
      'Did Delta or United have a larger share of negative tweets?',
    );
    assert.match(answer.text, new RegExp(`Delta: ${percent(negativeShare('Delta'))}`));
    assert.match(answer.text, new RegExp(`United: ${percent(negativeShare('United'))}`));
  });

  it('asks the top reason again for Delta after the overall one', async () => {
    const first = 'What is the most common negative reason overall?';
    const earlier = await product.ask(first);
    const truth = top(
      `SELECT reason k, count(*) n FROM tweets WHERE airline = 'Delta' AND reason IS NOT NULL
       GROUP BY k ORDER BY n DESC`,
    );
    const { answer } = await product.ask('And for Delta?', [
      { question: first, answer: earlier.answer.text },
    ]);
    assert.match(answer.text, new RegExp(`\\*\\*${truth.k}\\*\\* with ${truth.n}\\b`));
  });

  it('states the count and the top reason of "…, and what was their top reason?"', async () => {
    const count = top(
      `SELECT 'n' k, count(*) n FROM tweets WHERE airline = 'Southwest' AND sentiment = 'negative'`,
    ).n;
    const reason = top(
      `SELECT reason k, count(*) n FROM tweets
       WHERE airline = 'Southwest' AND sentiment = 'negative' AND reason IS NOT NULL
       GROUP BY k ORDER BY n DESC`,
    );
    const { answer } = await product.ask(
      'How many negative tweets did Southwest get, and what was their top reason?',
    );
    assert.match(answer.text, figure(count));
    assert.match(answer.text, new RegExp(`\\*\\*${reason.k}\\*\\* with ${reason.n}\\b`));
  });

  it('finds the first ask\'s winner for "…, and what\'s its top negative reason?"', async () => {
    const airline = top(
      `SELECT airline k, count(*) n FROM tweets WHERE sentiment = 'negative'
       GROUP BY k ORDER BY n DESC`,
    );
    const reason = top(
      `SELECT reason k, count(*) n FROM tweets
       WHERE sentiment = 'negative' AND airline = '${airline.k}' AND reason IS NOT NULL
       GROUP BY k ORDER BY n DESC`,
    );
    const { answer } = await product.ask(
      "Which airline has the most negative tweets, and what's its top negative reason?",
    );
    assert.match(answer.text, new RegExp(`\\*\\*${airline.k}\\*\\* with ${airline.n}\\b`));
    assert.match(answer.text, new RegExp(`\\*\\*${reason.k}\\*\\* with ${reason.n}\\b`));
  });

  it('takes "its tweets" as the base of "what share of its tweets is that"', async () => {
    const share = (
      product.tweets
        .prepare(
          `SELECT avg(sentiment = 'positive') n FROM tweets WHERE airline = 'Virgin America'`,
        )
        .get() as { n: number }
    ).n;
    const { answer } = await product.ask(
      'How many positive tweets did Virgin America get, and what share of its tweets is that?',
    );
    assert.match(answer.text, new RegExp(`^${percent(share).replace('.', '\\.')} of`, 'm'));
  });
});
