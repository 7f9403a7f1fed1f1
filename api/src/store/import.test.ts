import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from './db';
import { generateCorpus } from './generate-corpus';
import { StrictImportError, importCommunications } from './import';
import { scoreSentiment } from './sentiment';
import { contentHash } from './test-support';

const directory = mkdtempSync(join(tmpdir(), 'sightline-import-'));
after(() => rmSync(directory, { recursive: true, force: true }));

let db: Store;
beforeEach(() => {
  if (db) closeDatabase(db);
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 40, communications: 200, cases: 20, seed: 11 });
});
after(() => closeDatabase(db));

function file(name: string, content: string): string {
  const path = join(directory, name);
  writeFileSync(path, content);
  return path;
}

function count(sql: string, ...parameters: unknown[]): number {
  return (db.prepare(sql).get(...parameters) as { n: number }).n;
}

const HEADER = 'id,customerId,at,channel,intent,product,category,subcategory,subject,body';
function csvRow(id: string, body: string, overrides: Partial<Record<string, string>> = {}): string {
  const row = {
    id,
    customerId: 'C-00001',
    at: '2026-11-02T10:15:00Z',
    channel: 'email',
    intent: 'complaint',
    product: 'Mobile App',
    category: 'Login & Access',
    subcategory: 'Login failure',
    subject: 'Imported',
    body,
    ...overrides,
  };
  return Object.values(row)
    .map((value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value))
    .join(',');
}

describe('importCommunications', () => {
  it('imports a good CSV file, scoring sentiment and indexing the text', async () => {
    const path = file(
      'good.csv',
      [
        HEADER,
        csvRow('X-1', 'The zanzibarite login screen is broken and I am furious.'),
        csvRow('', 'Thank you, the new savings rate is wonderful.', {
          customerId: 'NEW-CUSTOMER',
          product: 'Savings',
          category: 'Interest & Rates',
          subcategory: 'savings rate',
          intent: 'Praise',
          channel: 'Chat',
        }),
      ].join('\n') + '\n',
    );
    const summary = await importCommunications(db, { file: path });
    assert.deepEqual(summary.communications, { file: path, read: 2, imported: 2, rejected: 0 });
    assert.equal(summary.placeholderCustomers, 1);
    const first = db.prepare("SELECT * FROM communications WHERE id = 'X-1'").get() as Record<
      string,
      unknown
    >;
    assert.equal(first['direction'], 'inbound');
    assert.equal(first['status'], 'open');
    assert.equal(first['sentiment'], scoreSentiment(String(first['body'])).score);
    assert.equal(first['sentiment_label'], 'negative');
    const generated = db
      .prepare("SELECT * FROM communications WHERE customer_id = 'NEW-CUSTOMER'")
      .get() as Record<string, unknown>;
    assert.equal(generated['id'], 'M-000201');
    assert.equal(generated['subcategory'], 'Savings rate');
    assert.equal(generated['channel'], 'chat');
    assert.equal(generated['intent'], 'praise');
    assert.equal(generated['sentiment_label'], 'positive');
    assert.equal(
      count(
        "SELECT count(*) AS n FROM customers WHERE id = 'NEW-CUSTOMER' AND segment = 'unknown'",
      ),
      1,
    );
    assert.equal(
      count(
        "SELECT count(*) AS n FROM communications_fts WHERE communications_fts MATCH 'zanzibarite'",
      ),
      1,
    );
  });

  it('keeps quotes, commas and newlines inside CSV fields and reports the right lines', async () => {
    const body = 'He said "call me", then:\nline two, with a comma';
    const path = file(
      'quoted.csv',
      [
        HEADER,
        csvRow('Q-1', body),
        csvRow('Q-2', 'fine', { channel: 'fax' }),
        csvRow('Q-3', 'ok'),
      ].join('\r\n'),
    );
    const summary = await importCommunications(db, { file: path });
    assert.equal(summary.communications.imported, 2);
    assert.equal(
      (db.prepare("SELECT body FROM communications WHERE id = 'Q-1'").get() as { body: string })
        .body,
      body,
    );
    // Q-1 spans lines 2-3, so the bad row is on line 4.
    assert.deepEqual(summary.rejections, [
      {
        file: path,
        line: 4,
        reason: 'channel must be one of email, phone, chat, letter, social (got "fax")',
      },
    ]);
  });

  it('skips and reports each bad row by line, importing the rest', async () => {
    const path = file(
      'mixed.csv',
      [
        HEADER,
        csvRow('B-1', 'good one'),
        csvRow('B-2', 'bad date', { at: '12/03/2026' }),
        csvRow('B-3', '', {}),
        csvRow('B-4', 'wrong subcategory', { subcategory: 'Card fee' }),
        csvRow('M-000001', 'duplicate id'),
        'B-6,C-00001,2026-11-02T10:00:00Z,email',
        csvRow('B-7', 'good two'),
      ].join('\n'),
    );
    const summary = await importCommunications(db, { file: path });
    assert.deepEqual(summary.communications, { file: path, read: 7, imported: 2, rejected: 5 });
    assert.deepEqual(
      summary.rejections.map((rejection) => [rejection.line, rejection.reason]),
      [
        [3, 'at must be an ISO 8601 date-time with a time zone, e.g. 2026-03-12T09:41:00Z'],
        [4, 'body is required'],
        [
          5,
          'subcategory must be one of Login failure, Two-factor code, Password reset, Account locked for category Login & Access (got "Card fee")',
        ],
        [6, 'id M-000001 already exists'],
        [7, 'the record has 4 fields but the header has 10'],
      ],
    );
    assert.equal(count("SELECT count(*) AS n FROM communications WHERE id IN ('B-1', 'B-7')"), 2);
  });

  it('under strict stops at the first bad row and writes nothing', async () => {
    const before = contentHash(db);
    const path = file(
      'strict.csv',
      [
        HEADER,
        csvRow('S-1', 'good'),
        csvRow('S-2', 'bad', { product: 'Spaceship' }),
        csvRow('S-3', 'good'),
      ].join('\n'),
    );
    await assert.rejects(
      importCommunications(db, { file: path, strict: true }),
      (error: unknown) =>
        error instanceof StrictImportError &&
        error.rejection.line === 3 &&
        /product must be one of/.test(error.message) &&
        /nothing was imported/.test(error.message),
    );
    assert.equal(contentHash(db), before);
    assert.equal(db.inTransaction, false);
  });

  it('leaves the database exactly as before when writing fails half-way', async () => {
    const before = contentHash(db);
    // Stands in for a disk error: the database itself refuses the 700th row.
    db.exec(`CREATE TRIGGER fail_half_way BEFORE INSERT ON communications WHEN new.body = 'row 700'
             BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    const rows = Array.from({ length: 1000 }, (_, index) => csvRow(`H-${index}`, `row ${index}`));
    const path = file('half.csv', [HEADER, ...rows].join('\n'));
    await assert.rejects(importCommunications(db, { file: path }), /disk I\/O error/);
    db.exec('DROP TRIGGER fail_half_way');
    assert.equal(contentHash(db), before);
    assert.equal(count("SELECT count(*) AS n FROM communications WHERE id LIKE 'H-%'"), 0);
  });

  it('scores large files on worker threads exactly as the shared scorer does', async () => {
    const moods = [
      'I love this, brilliant!',
      'Awful, I am furious.',
      'Where is my card?',
      'Not bad :)',
    ];
    const rows = Array.from({ length: 1600 }, (_, index) =>
      csvRow(`W-${index}`, `${moods[index % moods.length]} Message ${index}, case ${index * 7}.`),
    );
    const path = file('large.csv', [HEADER, ...rows].join('\n'));
    const summary = await importCommunications(db, { file: path, sentimentWorkers: 2 });
    assert.equal(summary.communications.imported, 1600);
    const stored = db
      .prepare("SELECT body, sentiment, sentiment_label FROM communications WHERE id LIKE 'W-%'")
      .all() as { body: string; sentiment: number; sentiment_label: string }[];
    assert.equal(stored.length, 1600);
    for (const row of stored) {
      assert.deepEqual(
        { score: row.sentiment, label: row.sentiment_label },
        scoreSentiment(row.body),
      );
    }
  });

  it('reports rejections in line order although rows are written in batches', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => csvRow(`O-${index}`, `row ${index}`));
    rows[8] = csvRow('M-000002', 'duplicate id, found when its batch is written');
    rows[700] = csvRow('O-700', 'bad channel, found when read', { channel: 'pigeon' });
    const path = file('ordered.csv', [HEADER, ...rows].join('\n'));
    const before = contentHash(db);
    await assert.rejects(
      importCommunications(db, { file: path, strict: true }),
      (error: unknown) => error instanceof StrictImportError && error.rejection.line === 10,
    );
    assert.equal(contentHash(db), before);
    const summary = await importCommunications(db, { file: path });
    assert.deepEqual(
      summary.rejections.map((rejection) => rejection.line),
      [10, 702],
    );
    assert.equal(summary.communications.imported, 1198);
  });

  it('applies a mapping and rejects a bad one before importing anything', async () => {
    const path = file(
      'mapped.csv',
      'ref,client,when,via,kind,product,topic,subtopic,text\n' +
        'R-1,C-00002,2026-11-03T08:00:00+01:00,phone,enquiry,Savings,Interest & Rates,Savings rate,What rate do I get?\n',
    );
    const mapping = {
      id: 'ref',
      customerId: 'client',
      at: 'when',
      channel: 'via',
      intent: 'kind',
      category: 'topic',
      subcategory: 'subtopic',
      body: 'text',
    };
    const before = contentHash(db);
    await assert.rejects(
      importCommunications(db, { file: path, mapping: { ...mapping, mood: 'text' } }),
      /mapping: unknown field "mood"/,
    );
    await assert.rejects(
      importCommunications(db, { file: path, mapping: { ...mapping, body: 'message' } }),
      /mapping: column "message" \(for body\) is not in the header/,
    );
    assert.equal(contentHash(db), before);
    const summary = await importCommunications(db, { file: path, mapping });
    assert.equal(summary.communications.imported, 1);
    const row = db.prepare("SELECT at, subject FROM communications WHERE id = 'R-1'").get();
    assert.deepEqual(row, { at: '2026-11-03T07:00:00Z', subject: 'What rate do I get?' });
  });

  it('refuses empty files and unsupported file types with a clear error', async () => {
    await assert.rejects(
      importCommunications(db, { file: file('empty.csv', '') }),
      /empty\.csv contains no records/,
    );
    await assert.rejects(
      importCommunications(db, { file: file('header.csv', `${HEADER}\n`) }),
      /header\.csv contains a header row but no records/,
    );
    await assert.rejects(
      importCommunications(db, { file: file('blank.jsonl', '\n\n') }),
      /contains no records/,
    );
    await assert.rejects(
      importCommunications(db, { file: file('data.xlsx', 'x') }),
      /unsupported file type "\.xlsx"/,
    );
    await assert.rejects(
      importCommunications(db, { file: join(directory, 'nowhere.csv') }),
      /nowhere\.csv does not exist/,
    );
  });

  it('imports JSON Lines, keeping a given sentiment and reporting lines that are not JSON', async () => {
    const record = {
      customer_id: 'C-00003',
      at: '2026-11-04T12:00:00Z',
      channel: 'social',
      intent: 'complaint',
      product: 'Credit Card',
      category: 'Fees & Charges',
      subcategory: 'Card fee',
      body: 'Why is there a new annual fee?',
    };
    const path = file(
      'messages.ndjson',
      [
        JSON.stringify({ ...record, id: 'J-1' }),
        '',
        '{"id": "J-2", broken',
        JSON.stringify({ ...record, id: 'J-3', sentiment: -0.5 }),
        JSON.stringify(['not', 'an', 'object']),
      ].join('\n'),
    );
    const summary = await importCommunications(db, { file: path });
    assert.deepEqual(summary.communications, { file: path, read: 4, imported: 2, rejected: 2 });
    assert.deepEqual(
      summary.rejections.map((rejection) => rejection.line),
      [3, 5],
    );
    const given = db
      .prepare("SELECT sentiment, sentiment_label FROM communications WHERE id = 'J-3'")
      .get();
    assert.deepEqual(given, { sentiment: -0.5, sentiment_label: 'negative' });
  });

  it('imports customers and cases first so communications can refer to them', async () => {
    const customers = file(
      'customers.csv',
      'id,name,segment,region,joined_at,products\nZ-1,Ada Lovelace,premier,South,2020-05-01,Savings|Credit Card\n',
    );
    const cases = file(
      'cases.jsonl',
      [
        {
          id: 'ZK-1',
          customerId: 'Z-1',
          type: 'complaint',
          category: 'Fees & Charges',
          reason: 'Card fee',
          openedAt: '2026-11-01T09:00:00Z',
          closedAt: '2026-11-05T09:00:00Z',
          status: 'closed',
          slaHours: 72,
        },
        {
          id: 'ZK-2',
          customerId: 'Z-9',
          type: 'service',
          category: 'Cards',
          reason: 'Card replacement',
          openedAt: '2026-11-01T09:00:00Z',
          status: 'open',
          slaHours: 72,
        },
      ]
        .map((item) => JSON.stringify(item))
        .join('\n'),
    );
    const path = file(
      'linked.csv',
      `${HEADER},caseId\n${csvRow('L-1', 'About my fee', { customerId: 'Z-1', product: 'Credit Card', category: 'Fees & Charges', subcategory: 'Card fee' })},ZK-1\n` +
        `${csvRow('L-2', 'About another case')},ZK-2\n`,
    );
    const summary = await importCommunications(db, {
      file: path,
      customersFile: customers,
      casesFile: cases,
    });
    assert.equal(summary.customers?.imported, 1);
    assert.equal(summary.cases?.imported, 1);
    assert.equal(summary.cases?.rejected, 1);
    assert.equal(summary.communications.imported, 1);
    assert.match(
      summary.rejections.map((rejection) => rejection.reason).join('\n'),
      /customerId Z-9 is not a known customer/,
    );
    assert.match(
      summary.rejections.map((rejection) => rejection.reason).join('\n'),
      /caseId ZK-2 is not a known case/,
    );
    assert.deepEqual(db.prepare("SELECT products FROM customers WHERE id = 'Z-1'").get(), {
      products: '["Savings","Credit Card"]',
    });
    assert.deepEqual(db.prepare("SELECT sla_breached FROM cases WHERE id = 'ZK-1'").get(), {
      sla_breached: 1,
    });
    assert.equal(count("SELECT count(*) AS n FROM communications WHERE case_id = 'ZK-1'"), 1);
  });
});
