import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../store/db';
import { importFile, type ImportFileOptions } from '../store/import';
import { clubLine, clubMessages, CLUB_HEADER, CLUB_MAPPING } from './club-messages-fixture';
import { csvLine, HEADER, MAPPING, tickets } from './helpdesk-tickets-fixture';
import {
  assertStates,
  startOfflineProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';

/**
 * Everyday words end to end, over two imported shapes (IT help-desk tickets with a ticket kind,
 * a gym chain's member messages with a 1–5 rating): complaining said in slang reads as the
 * complaint kind, and an attitude or an adverb ("bothered to", "honestly") is no reason to
 * decline. Every truth is plain SQL over the rows as the fixtures wrote them.
 */
const figure = (n: number) => new RegExp(`(?<![\\d.])${n}(?![\\d]|\\.\\d)`);

async function imported(
  csvText: string,
  mapping: NonNullable<ImportFileOptions['mapping']>,
  rows: number,
): Promise<{ product: OfflineProduct; folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'sightline-words-'));
  const csv = join(folder, 'data.csv');
  writeFileSync(csv, csvText);
  const path = join(folder, 'data.db');
  const db = openDatabase(path);
  const summary = await importFile(db, csv, { mapping });
  closeDatabase(db);
  assert.equal(summary.communications.imported, rows, JSON.stringify(summary.reasons));
  return { product: await startOfflineProduct(path), folder };
}

describe('everyday words over imported help-desk tickets (truths by SQL)', () => {
  let product: OfflineProduct;
  let folder: string;
  let raw: Database.Database;

  before(async () => {
    const rows = tickets(600);
    ({ product, folder } = await imported(
      [HEADER, ...rows.map(csvLine)].join('\n'),
      MAPPING,
      rows.length,
    ));
    raw = new Database(':memory:');
    raw.exec('CREATE TABLE tickets (kind TEXT, service TEXT, team TEXT)');
    const insert = raw.prepare('INSERT INTO tickets VALUES (?, ?, ?)');
    for (const row of rows) insert.run(row.kind, row.service, row.team);
  });
  after(async () => {
    await product.close();
    raw.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads complaining said in slang as the complaint kind', async () => {
    const top = raw
      .prepare(
        `SELECT service k, count(*) n FROM tickets WHERE kind = 'Complaint'
         GROUP BY service ORDER BY n DESC LIMIT 1`,
      )
      .get() as { k: string; n: number };
    for (const question of [
      'which service moans the most',
      'Which service have people griped about most?',
      'what service do users whinge about the most',
    ]) {
      const { answer } = await product.ask(question);
      assert.match(answer.text, new RegExp(`\\*\\*${top.k}\\*\\*`), question);
      assert.match(answer.text, figure(top.n), question);
    }
    const vpn = (
      raw
        .prepare(`SELECT count(*) n FROM tickets WHERE kind = 'Complaint' AND service = 'VPN'`)
        .get() as { n: number }
    ).n;
    const { answer } = await product.ask('how many people grumbled about the VPN?');
    assert.match(answer.text, figure(vpn), answer.text);
  });
});

describe('everyday words over imported gym member messages (truths by SQL)', () => {
  let product: OfflineProduct;
  let folder: string;
  let raw: Database.Database;

  before(async () => {
    const rows = clubMessages();
    ({ product, folder } = await imported(
      [CLUB_HEADER, ...rows.map(clubLine)].join('\n'),
      CLUB_MAPPING,
      rows.length,
    ));
    raw = new Database(':memory:');
    raw.exec('CREATE TABLE messages (club TEXT, rating INTEGER)');
    const insert = raw.prepare('INSERT INTO messages VALUES (?, ?)');
    for (const row of rows) insert.run(row.club, row.rating);
  });
  after(async () => {
    await product.close();
    raw.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers past an attitude or an adverb', async () => {
    const mean = (raw.prepare('SELECT avg(rating) n FROM messages').get() as { n: number }).n;
    const { answer } = await product.ask(
      'Of the members who bothered to leave a rating, what does it average out to?',
    );
    assert.equal(answer.status, 'answered', answer.text);
    assertStates(answer.text, mean, 0.005);
    const all = (raw.prepare('SELECT count(*) n FROM messages').get() as { n: number }).n;
    const honestly = await product.ask('how many messages have we honestly had?');
    assert.match(honestly.answer.text, figure(all), honestly.answer.text);
  });
});
