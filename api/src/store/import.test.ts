import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, beforeEach, describe, it } from 'node:test';
import { readDataVersion } from './data-version';
import { closeDatabase, openDatabase, type Store } from './db';
import { generateCorpus } from './generate-corpus';
import { StrictImportError, importFile } from './import';
import { scoreSentiment } from './sentiment';
import { contentHash } from './test-support';
import { dataDictionary } from '../tools/data-dictionary';

const directory = mkdtempSync(join(tmpdir(), 'sightline-import-'));
after(() => rmSync(directory, { recursive: true, force: true }));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

let db: Store;
beforeEach(() => {
  if (db) closeDatabase(db);
  db = openDatabase(':memory:');
  generateCorpus(db, { customers: 40, communications: 200, cases: 20, seed: 11 });
});
after(() => closeDatabase(db));

function file(name: string, content: string | Buffer): string {
  const path = join(directory, name);
  writeFileSync(path, content);
  return path;
}

function count(sql: string, ...parameters: unknown[]): number {
  return db
    .prepare(sql)
    .pluck()
    .get(...parameters) as number;
}

const HEADER = 'id,customerId,at,channel,intent,product,category,subcategory,subject,body';
function csvRow(id: string, body: string, overrides: Partial<Record<string, string>> = {}): string {
  const row = {
    id,
    customerId: 'C-00001',
    at: '2026-11-02T10:15:00Z',
    channel: 'email',
    intent: 'complaint',
    product: 'Gift cards',
    category: 'Refunds',
    subcategory: 'Late refund',
    subject: 'Imported',
    body,
    ...overrides,
  };
  return Object.values(row)
    .map((value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value))
    .join(',');
}

describe('importFile with columns named like the roles', () => {
  it('imports the data’s own vocabulary, scores sentiment and indexes the text', async () => {
    const version = readDataVersion(db);
    const path = file(
      'good.csv',
      [
        HEADER,
        csvRow('I-1', 'The refund never came, this is awful.'),
        csvRow('I-2', 'Thanks!'),
      ].join('\n'),
    );
    const summary = await importFile(db, path);
    assert.deepEqual(summary.communications, {
      file: path,
      read: 2,
      imported: 2,
      duplicates: 0,
      rejected: 0,
    });
    const stored = db
      .prepare(
        "SELECT product, category, sentiment, sentiment_label FROM communications WHERE id = 'I-1'",
      )
      .get() as Record<string, unknown>;
    const expected = scoreSentiment('The refund never came, this is awful.');
    assert.deepEqual(stored, {
      product: 'Gift cards',
      category: 'Refunds',
      sentiment: expected.score,
      sentiment_label: expected.label,
    });
    assert.equal(
      count(
        "SELECT count(*) FROM communications_fts f JOIN communications m ON m.rowid = f.rowid WHERE communications_fts MATCH 'refund' AND m.id = 'I-1'",
      ),
      1,
    );
    assert.equal(readDataVersion(db), version + 1);
    // Rows added to existing data do not rename the data set after the file.
    const declaration = JSON.parse(
      db
        .prepare("SELECT value FROM meta WHERE key = 'dictionary_declaration'")
        .pluck()
        .get() as string,
    ) as { name?: string };
    assert.notEqual(declaration.name, 'good.csv');
  });

  it('reads BOM, semicolons, quoted newlines and mixed line endings, reporting the right lines', async () => {
    const content =
      '\uFEFFid;at;subject;body;score\r\n' +
      'Q-1;2026-01-02T10:00:00Z;One;"first; with ""quotes""\nand a second line";1\n' +
      'Q-2;2026-01-03T10:00:00Z;Two;plain;2\r' +
      'Q-3;2026-02-30T10:00:00Z;Three;impossible day;3\r\n';
    const summary = await importFile(db, file('mixed.csv', content), {
      mapping: { fields: { id: 'id', at: 'at', subject: 'subject', body: 'body' } },
    });
    assert.equal(summary.communications.imported, 2);
    assert.equal(
      db.prepare("SELECT body FROM communications WHERE id = 'Q-1'").pluck().get(),
      'first; with "quotes"\nand a second line',
    );
    assert.deepEqual(summary.reasons, [
      {
        file: summary.communications.file,
        reason: 'at is not a real date',
        count: 1,
        lines: [5],
        example: '2026-02-30T10:00:00Z',
      },
    ]);
    // The unmapped column is kept as a number field.
    assert.equal(
      db.prepare("SELECT x_score FROM communications WHERE id = 'Q-2'").pluck().get(),
      2,
    );
  });
});

describe('importFile with a mapping', () => {
  const complaints = [
    'Date received,Product,Issue,Narrative,Company,State,Submitted via,Timely response?,Amount',
    '3/18/2020,Mortgage,Trouble paying,,Acme Bank,CA,Web,Yes,1200.50',
    '3/19/2020,Credit card,Billing dispute,They charged me twice.,Acme Bank,NY,Phone,No,"1,040"',
    '2/30/2020,Credit card,Billing dispute,Impossible day,Other Corp,TX,Web,Yes,10',
    '13/1/2020,Credit card,Billing dispute,No such month,Other Corp,TX,Web,Yes,10',
    '3/20/2020,Debt collection,Threats,,Other Corp,TX,Fax,maybe,10',
    '3/21/2020,Debt collection,Threats,,Other Corp,TX,Fax,Yes,lots',
    '3/22/2020,,,,Other Corp,TX,Web,Yes,5',
  ].join('\n');
  const mapping = {
    name: 'Complaints',
    timezone: 'America/New_York',
    fields: {
      at: { column: 'Date received', format: 'M/D/YYYY' },
      product: 'Product',
      subject: 'Issue',
      body: 'Narrative',
      channel: { column: 'Submitted via', values: { Web: 'web', Phone: 'phone' }, default: 'web' },
      intent: { constant: 'complaint' },
    },
    custom: {
      company: { column: 'Company', type: 'category' },
      state: { column: 'State', type: 'category' },
      timely_response: { column: 'Timely response?', type: 'boolean' },
      amount: { column: 'Amount', type: 'number' },
    },
  } as const;

  it('converts dates, value maps, constants and typed custom fields, and counts each reason', async () => {
    const summary = await importFile(db, file('complaints.csv', complaints), { mapping });
    assert.equal(summary.communications.read, 7);
    assert.equal(summary.communications.imported, 2);
    assert.equal(summary.communications.rejected, 5);
    assert.deepEqual(
      summary.reasons.map(({ reason, count, lines }) => ({ reason, count, lines })),
      [
        { reason: 'at is not a real date', count: 1, lines: [4] },
        { reason: 'at has no such month', count: 1, lines: [5] },
        {
          reason:
            'timely_response is not a yes/no value (yes/no, true/false, y/n, 1/0, on/off, [x]/[ ], ✓/✗)',
          count: 1,
          lines: [6],
        },
        { reason: 'amount is not a number', count: 1, lines: [7] },
        { reason: 'has neither a subject nor a body', count: 1, lines: [8] },
      ],
    );
    const rows = db
      .prepare(
        `SELECT at, product, subject, body, channel, intent, customer_id AS customerId,
           x_company AS company, x_state AS state, x_timely_response AS timely, x_amount AS amount
         FROM communications WHERE x_company IS NOT NULL ORDER BY at`,
      )
      .all();
    assert.deepEqual(rows, [
      // Midnight in New York is 04:00 UTC in March (daylight saving time).
      {
        at: '2020-03-18T04:00:00Z',
        product: 'Mortgage',
        subject: 'Trouble paying',
        body: null,
        channel: 'web',
        intent: 'complaint',
        customerId: null,
        company: 'Acme Bank',
        state: 'CA',
        timely: 1,
        amount: 1200.5,
      },
      {
        at: '2020-03-19T04:00:00Z',
        product: 'Credit card',
        subject: 'Billing dispute',
        body: 'They charged me twice.',
        channel: 'phone',
        intent: 'complaint',
        customerId: null,
        company: 'Acme Bank',
        state: 'NY',
        timely: 0,
        amount: 1040,
      },
    ]);
    // A row with neither subject nor body is refused rather than stored empty.
    assert.equal(count("SELECT count(*) FROM communications WHERE at LIKE '2020-03-22%'"), 0);
  });

  it('keeps a date-only custom field on the calendar day written, whatever the zone', async () => {
    // Midnight in Dublin in July is 23:00 UTC the day before; a date has no time to shift.
    const path = file(
      'closed.csv',
      'Opened,Subject,Closed\n01/07/2025 09:30,Line down,15/07/2025\n02/01/2025 18:05,Slow,03/01/2025',
    );
    const summary = await importFile(db, path, {
      mapping: {
        timezone: 'Europe/Dublin',
        fields: { at: { column: 'Opened', format: 'D/M/YYYY H:mm' }, subject: 'Subject' },
        custom: { closed: { column: 'Closed', type: 'date', format: 'D/M/YYYY' } },
      },
    });
    assert.equal(summary.communications.imported, 2);
    const rows = db
      .prepare(
        `SELECT at, x_closed AS closed FROM communications WHERE x_closed IS NOT NULL ORDER BY at`,
      )
      .all();
    assert.deepEqual(rows, [
      { at: '2025-01-02T18:05:00Z', closed: '2025-01-03' },
      // The time of day still follows the zone: 09:30 in Dublin in summer is 08:30 UTC.
      { at: '2025-07-01T08:30:00Z', closed: '2025-07-15' },
    ]);
  });

  it('does not duplicate rows when the same file is imported twice', async () => {
    const path = file(
      'twice.csv',
      `${complaints}\n3/18/2020,Mortgage,Trouble paying,,Acme Bank,CA,Web,Yes,1200.50`,
    );
    const first = await importFile(db, path, { mapping });
    // The repeated row is a second, identical complaint: kept, under its own id.
    assert.equal(first.communications.imported, 3);
    const second = await importFile(db, path, { mapping });
    assert.equal(second.communications.imported, 0);
    assert.equal(second.communications.duplicates, 3);
    assert.equal(count('SELECT count(*) FROM communications WHERE x_company IS NOT NULL'), 3);
    assert.equal(
      count('SELECT count(*) FROM communications WHERE x_company IS NOT NULL'),
      count('SELECT count(DISTINCT id) FROM communications WHERE x_company IS NOT NULL'),
    );
  });

  it('refuses a mapping that names a missing column before reading any row', async () => {
    const before = contentHash(db);
    await assert.rejects(
      importFile(db, file('missing.csv', complaints), {
        mapping: {
          ...mapping,
          custom: { ...mapping.custom, zip: { column: 'ZIP code', type: 'category' } },
        },
      }),
      /column "ZIP code" \(for zip\) is not in .*missing\.csv/,
    );
    await assert.rejects(
      importFile(db, file('unknown.csv', complaints), { mapping: { mood: 'Issue' } }),
      /unknown field "mood"; the roles are/,
    );
    await assert.rejects(
      importFile(db, file('format.csv', complaints), {
        mapping: {
          ...mapping,
          fields: { ...mapping.fields, at: { column: 'Date received', format: 'DD' } },
        },
      }),
      /needs a year \(YYYY or YY\), a month .* and a day/,
    );
    assert.equal(contentHash(db), before);
  });

  it('under strict stops at the first bad row and writes nothing', async () => {
    const before = contentHash(db);
    await assert.rejects(
      importFile(db, file('strict.csv', complaints), { mapping, strict: true }),
      (error: unknown) => error instanceof StrictImportError && error.rejection.line === 4,
    );
    assert.equal(contentHash(db), before);
  });
});

describe('importFile on damaged input', () => {
  it('leaves the database exactly as before when writing fails half-way', async () => {
    const before = contentHash(db);
    // Stands in for a disk error: the database itself refuses the 700th row.
    db.exec(`CREATE TRIGGER fail_half_way BEFORE INSERT ON communications WHEN new.body = 'row 700'
             BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    const rows = Array.from({ length: 1000 }, (_, index) => csvRow(`H-${index}`, `row ${index}`));
    const path = file('half.csv', [HEADER, ...rows].join('\n'));
    await assert.rejects(importFile(db, path), /disk I\/O error/);
    db.exec('DROP TRIGGER fail_half_way');
    assert.equal(contentHash(db), before);
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
    const progress: number[] = [];
    const summary = await importFile(db, path, {
      sentimentWorkers: 2,
      onProgress: ({ read }) => progress.push(read),
    });
    assert.equal(summary.communications.imported, 1600);
    assert.ok(progress.length >= 3 && progress.at(-1) === 1600, `progress ${progress.join(',')}`);
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

  it('removes NUL bytes, reports wrong field counts, and lists reasons with their first lines', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => csvRow(`O-${index}`, `row ${index}`));
    rows[8] = 'O-8,C-00001,2026-11-02T10:15:00Z,email';
    rows[700] = csvRow('O-700', 'bad date, found when read', { at: 'yesterday' });
    rows[701] = csvRow('O-701', 'bad date too', { at: '2026-13-01T00:00:00Z' });
    rows[900] = csvRow('O-900', 'a NUL\u0000 inside');
    const path = file('ordered.csv', [HEADER, ...rows].join('\n'));
    const summary = await importFile(db, path);
    assert.deepEqual(
      summary.rejections.map((rejection) => rejection.line),
      [10, 702, 703],
    );
    assert.deepEqual(
      summary.reasons.map(({ reason, count }) => [reason, count]),
      [
        ['the record has a different number of fields than the header', 1],
        ['at is not an ISO 8601 date', 1],
        ['at has no such month', 1],
      ],
    );
    assert.equal(summary.nulCleaned, 1);
    assert.equal(
      db.prepare("SELECT body FROM communications WHERE id = 'O-900'").pluck().get(),
      'a NUL inside',
    );
    assert.equal(summary.communications.imported, 1197);
  });

  it('imports JSON Lines, keeping a given sentiment and reporting lines that are not JSON', async () => {
    const record = { at: '2026-11-04T12:00:00Z', channel: 'social', body: 'Why a new annual fee?' };
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
    const summary = await importFile(db, path);
    assert.equal(summary.communications.imported, 2);
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
      'id,name,segment,region,joined_at,products\nZ-1,Ada Lovelace,gold,South,2020-05-01,Savings|Gift cards\n',
    );
    const cases = file(
      'cases.jsonl',
      [
        {
          id: 'ZK-1',
          customerId: 'Z-1',
          type: 'refund',
          category: 'Refunds',
          reason: 'Late',
          openedAt: '2026-11-01T09:00:00Z',
          closedAt: '2026-11-05T09:00:00Z',
          status: 'Closed',
          slaHours: 72,
        },
        {
          id: 'ZK-2',
          customerId: 'Z-9',
          type: 'refund',
          category: 'Refunds',
          reason: 'Late',
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
      `${HEADER},caseId\n${csvRow('L-1', 'About my refund', { customerId: 'Z-1' })},ZK-1\n` +
        `${csvRow('L-2', 'About another case')},ZK-2\n`,
    );
    const summary = await importFile(db, path, { customersFile: customers, casesFile: cases });
    assert.equal(summary.customers?.imported, 1);
    assert.equal(summary.cases?.imported, 1);
    assert.equal(summary.communications.imported, 1);
    const reasons = summary.reasons.map((reason) => reason.reason).join('\n');
    assert.match(reasons, /customerId is not a known customer/);
    assert.match(reasons, /caseId is not a known case/);
    assert.deepEqual(db.prepare("SELECT segment, products FROM customers WHERE id = 'Z-1'").get(), {
      segment: 'gold',
      products: '["Savings","Gift cards"]',
    });
    assert.equal(db.prepare("SELECT sla_breached FROM cases WHERE id = 'ZK-1'").pluck().get(), 1);
  });
});

describe('npm run import', () => {
  it('exits non-zero when nothing could be imported, one line per reason', () => {
    const path = file('nothing.csv', 'at,body\nsoon,hello\nlater,again\n');
    const target = join(directory, 'cli.db');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'api/src/store/import-cli.ts'), path, '--db', target],
      { encoding: 'utf8', cwd: repoRoot },
    );
    assert.equal(result.status, 1, result.stderr);
    assert.match(
      result.stdout,
      /2 × at is not an ISO 8601 date \(e\.g\. "soon"\) — nothing\.csv lines 2, 3/,
    );
    assert.match(result.stderr, /Nothing was imported/);
  });
});

describe('importFile with the forms real exports write', () => {
  it('reads named dates, currencies, decimal commas, percentages and flag marks in one file', async () => {
    const path = file(
      'export-forms.csv',
      [
        'id,Opened,Note,Fee,Refund,Share,Paid,Urgent,Closed',
        'E-1,Sun 23 Nov 2025 2:05pm,Card declined,€12.50,"1.234,56 €",45%,Y,[x],23-Nov-25',
        'E-2,Mon 24 Nov 2025 9:00am,Wrong charge,"€1,234.00","12,50 €",5%,,[ ],01-Dec-25',
        'E-3,Tue 25 Nov 2025 11:30 PM,Late refund,(€120.00),"0,99 €",100%,Y,[x],',
        'E-4,Tue 26 Nov 2025 10:00am,Weekday wrong,€1.00,"1,00 €",1%,Y,[x],',
      ].join('\n'),
    );
    const summary = await importFile(db, path, {
      mapping: {
        fields: {
          id: 'id',
          at: { column: 'Opened', format: 'ddd D MMM YYYY h:mm A' },
          body: 'Note',
        },
      },
    });
    assert.equal(summary.communications.imported, 3);
    assert.deepEqual(
      summary.reasons.map(({ reason, lines }) => ({ reason, lines })),
      [{ reason: 'at says Tuesday but 2025-11-26 is a Wednesday', lines: [5] }],
    );
    assert.deepEqual(
      summary.customFields.map(({ name, type }) => `${name}:${type}`),
      [
        'fee:number',
        'refund:number',
        'share:number',
        'paid:boolean',
        'urgent:boolean',
        'closed:date',
      ],
    );
    const rows = db
      .prepare(
        `SELECT id, at, x_fee AS fee, x_refund AS refund, x_share AS share, x_paid AS paid,
                x_urgent AS urgent, x_closed AS closed
         FROM communications WHERE id LIKE 'E-%' ORDER BY id`,
      )
      .all();
    assert.deepEqual(rows, [
      {
        id: 'E-1',
        at: '2025-11-23T14:05:00Z',
        fee: 12.5,
        refund: 1234.56,
        share: 45,
        paid: 1,
        urgent: 1,
        closed: '2025-11-23',
      },
      {
        id: 'E-2',
        at: '2025-11-24T09:00:00Z',
        fee: 1234,
        refund: 12.5,
        share: 5,
        // A column that writes only "Y" leaves the box blank for no.
        paid: 0,
        urgent: 0,
        closed: '2025-12-01',
      },
      {
        id: 'E-3',
        at: '2025-11-25T23:30:00Z',
        fee: -120,
        refund: 0.99,
        share: 100,
        paid: 1,
        urgent: 1,
        closed: null,
      },
    ]);
    const fields = new Map(dataDictionary(db).fields.map((field) => [field.name, field]));
    assert.equal(fields.get('fee')?.unit, 'EUR');
    assert.equal(fields.get('refund')?.unit, 'EUR');
    assert.equal(fields.get('share')?.unit, '%');
    assert.equal(fields.get('paid')?.unit, undefined);
  });

  it('refuses a row in another currency or decimal mark than its field, naming the fix', async () => {
    const path = file(
      'mixed-money.csv',
      [
        'id,at,body,amount',
        'Q-1,2025-11-23,a,€5.00',
        'Q-2,2025-11-23,b,£5.00',
        'Q-3,2025-11-23,c,"12,50"',
        'Q-4,2025-11-23,d,1.234',
      ].join('\n'),
    );
    const summary = await importFile(db, path, {
      mapping: {
        fields: { id: 'id', at: { column: 'at', format: 'YYYY-MM-DD' }, body: 'body' },
        custom: { amount: { column: 'amount', type: 'number', unit: '€' } },
      },
    });
    assert.deepEqual(
      summary.reasons.map(({ reason, lines }) => ({ reason, lines })),
      [
        { reason: 'amount is in GBP, not EUR like the rest of the field', lines: [3] },
        {
          reason:
            'amount has a decimal comma where the field is read with a decimal point (set "decimal": "," if the column writes 1.234,56)',
          lines: [4],
        },
      ],
    );
    // "1.234" in a field of decimal points stays 1.234, never 1234.
    assert.deepEqual(
      db
        .prepare(
          "SELECT id, x_amount AS amount FROM communications WHERE id LIKE 'Q-%' ORDER BY id",
        )
        .all(),
      [
        { id: 'Q-1', amount: 5 },
        { id: 'Q-4', amount: 1.234 },
      ],
    );
  });

  it('keeps an auto-kept date column whose day and month read both ways as text, as written', async () => {
    const path = file(
      'ambiguous-days.csv',
      ['id,at,body,Due', 'D-1,2025-11-23,a,03/04/2025', 'D-2,2025-11-23,b,05/06/2025'].join('\n'),
    );
    const summary = await importFile(db, path, {
      mapping: { fields: { id: 'id', at: { column: 'at', format: 'YYYY-MM-DD' }, body: 'body' } },
    });
    assert.deepEqual(
      summary.customFields.map(({ name, type }) => `${name}:${type}`),
      ['due:category'],
    );
    assert.equal(
      db.prepare("SELECT x_due FROM communications WHERE id = 'D-1'").pluck().get(),
      '03/04/2025',
    );
  });
});

describe('importFile with units in values, ordinal days, 12-hour times, ISO weeks and zones', () => {
  it('reads each form in one file, converts units within a dimension and refuses across one', async () => {
    const path = file(
      'measures.csv',
      [
        'id,Opened,Note,Wait,Weight,Visit_week,Logged,Due',
        'U-1,1st Dec 2025 9am,Late parcel,45 min,12 kg,2025-W47-7,2025-11-23 14:05 +01:00,"Nov 23rd, 2025"',
        'U-2,2nd Dec 2025 2pm,Lost item,1h 20m,800 g,2025-W48-1,2025-11-24 09:00Z,"Dec 1st, 2025"',
        'U-3,3rd Dec 2025 12am,Wrong size,90 s,1.5 kg,2025-W01-3,2025-11-25 18:30 GMT,"Dec 2nd, 2025"',
        'U-4,4th Dec 2025 12pm,Broken lid,2 h,3 km,2025-W48-4,2025-11-26 08:00 +0530,"Dec 3rd, 2025"',
        'U-5,5th Dec 2025 10am,Missing,30m,2 kg,2025-W48-5,2025-11-27 10:00 Z,"Dec 22th, 2025"',
        'U-6,6th Dec 2025 11am,Damaged,2 days,250 g,2025-W48-6,2025-11-28 12:00 -05:00,"Dec 5th, 2025"',
      ].join('\n'),
    );
    const summary = await importFile(db, path, {
      mapping: {
        fields: {
          id: 'id',
          at: { column: 'Opened', format: 'Do MMM YYYY h A' },
          body: 'Note',
        },
        custom: { weight: { column: 'Weight', type: 'number' } },
      },
    });
    assert.equal(summary.communications.imported, 4);
    assert.deepEqual(
      summary.reasons.map(({ reason, lines }) => ({ reason, lines })),
      [
        {
          reason: 'weight is in km (length), not kg (mass) like the rest of the field',
          lines: [5],
        },
        { reason: 'due writes 22th, not 22nd', lines: [6] },
      ],
    );
    assert.deepEqual(
      summary.customFields.map(({ name, type }) => `${name}:${type}`),
      ['weight:number', 'wait:number', 'visit_week:date', 'logged:date', 'due:date'],
    );
    const rows = db
      .prepare(
        `SELECT id, at, x_wait AS wait, x_weight AS weight, x_visit_week AS week,
                x_logged AS logged, x_due AS due
         FROM communications WHERE id LIKE 'U-%' ORDER BY id`,
      )
      .all();
    // By hand: 1h 20m is 80 minutes, 90 s 1.5, 2 days 2880; 800 g is 0.8 kg; week 47's
    // Sunday of 2025 is 23 November and week 1's Wednesday is 1 January 2025; 14:05 at +01:00 is
    // 13:05 UTC, 08:00 at +05:30 is 02:30; 12am is midnight and 12pm noon.
    assert.deepEqual(rows, [
      {
        id: 'U-1',
        at: '2025-12-01T09:00:00Z',
        wait: 45,
        weight: 12,
        week: '2025-11-23',
        logged: '2025-11-23T13:05:00Z',
        due: '2025-11-23',
      },
      {
        id: 'U-2',
        at: '2025-12-02T14:00:00Z',
        wait: 80,
        weight: 0.8,
        week: '2025-11-24',
        logged: '2025-11-24T09:00:00Z',
        due: '2025-12-01',
      },
      {
        id: 'U-3',
        at: '2025-12-03T00:00:00Z',
        wait: 1.5,
        weight: 1.5,
        week: '2025-01-01',
        logged: '2025-11-25T18:30:00Z',
        due: '2025-12-02',
      },
      {
        id: 'U-6',
        at: '2025-12-06T11:00:00Z',
        wait: 2880,
        weight: 0.25,
        week: '2025-11-29',
        logged: '2025-11-28T17:00:00Z',
        due: '2025-12-05',
      },
    ]);
    const fields = new Map(dataDictionary(db).fields.map((field) => [field.name, field]));
    assert.equal(fields.get('wait')?.unit, 'minutes');
    assert.equal(fields.get('weight')?.unit, 'kg');
    assert.equal(fields.get('visit_week')?.unit, undefined);
  });
});
