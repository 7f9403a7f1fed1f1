import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../store/db';
import { importFile } from '../store/import';
import { complaints, csvLine, HEADER, MAPPING } from './consumer-complaints-fixture';
import { startOfflineProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * The offline planner on a data set shaped unlike the demo and the airline tweets: consumer
 * complaints written by the fixture, imported with a mapping of custom fields and asked
 * questions written for it. Truths come from SQL over the rows as written, not from Sightline's
 * importer or tools.
 */
describe('offline planner on an imported consumer-complaints file (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;
  let folder: string;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sightline-complaints-'));
    const rows = complaints(900);
    const csv = join(folder, 'complaints.csv');
    writeFileSync(csv, [HEADER, ...rows.map(csvLine)].join('\n'));
    const path = join(folder, 'complaints.db');
    const db = openDatabase(path);
    const summary = await importFile(db, csv, { mapping: MAPPING });
    closeDatabase(db);
    assert.equal(summary.communications.imported, rows.length, JSON.stringify(summary.reasons));
    product = await startOfflineProduct(path);
    raw = new Database(':memory:');
    raw.exec(
      `CREATE TABLE complaints (day TEXT, product TEXT, issue TEXT, company TEXT, state TEXT,
       via TEXT, timely INTEGER, disputed INTEGER)`,
    );
    const insert = raw.prepare('INSERT INTO complaints VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (const row of rows) {
      insert.run(
        row.day,
        row.product,
        row.issue,
        row.company,
        row.state,
        row.via,
        row.timely ? 1 : 0,
        row.disputed ? 1 : 0,
      );
    }
  });
  after(async () => {
    await product.close();
    raw.close();
    rmSync(folder, { recursive: true, force: true });
  });

  function value(sql: string, ...params: unknown[]): number {
    return (raw.prepare(sql).get(...params) as { n: number }).n;
  }

  async function ask(question: string) {
    const { answer, calls } = await product.ask(question);
    return { text: answer.text, status: answer.status, calls };
  }

  const figure = (n: number) => new RegExp(`\\b${n}\\b`);
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

  it('counts one product in one month', async () => {
    const truth = value(
      `SELECT count(*) AS n FROM complaints WHERE product = 'Mortgage' AND day LIKE '2024-03-%'`,
    );
    const { text, status } = await ask('How many mortgage complaints were received in March 2024?');
    assert.match(text, figure(truth));
    assert.equal(status, 'answered');
  });

  it('ranks a custom field: which company has the most complaints', async () => {
    const top = raw
      .prepare(
        `SELECT company, count(*) AS n FROM complaints GROUP BY company ORDER BY n DESC LIMIT 1`,
      )
      .get() as { company: string; n: number };
    const { text } = await ask('Which company has the most complaints?');
    assert.match(text, new RegExp(`\\*\\*${top.company}\\*\\* with ${top.n}\\b`));
  });

  it('reads a state said by name when the data stores its code (Texas is TX)', async () => {
    const truth = value(`SELECT count(*) AS n FROM complaints WHERE state = 'TX'`);
    const { text, calls } = await ask('How many complaints came from Texas?');
    assert.match(text, figure(truth));
    assert.match(JSON.stringify(calls.at(-1)?.input), /"field":"state","op":"eq","value":"TX"/);
  });

  it('lists the top 3 states', async () => {
    const top = raw
      .prepare(`SELECT state, count(*) AS n FROM complaints GROUP BY state ORDER BY n DESC LIMIT 3`)
      .all() as { state: string; n: number }[];
    const { text } = await ask('Top 3 states by number of complaints');
    for (const row of top) assert.match(text, new RegExp(`${row.state}: ${row.n}\\b`));
  });

  it('reads a Yes/No column as a share', async () => {
    const share = value(`SELECT avg(timely) AS n FROM complaints`);
    const { text } = await ask('What share of complaints got a timely response?');
    assert.match(text, new RegExp(percent(share).replace('.', '\\.')));
  });

  it('counts a Yes/No column said as a word, within a quarter', async () => {
    const truth = value(
      `SELECT count(*) AS n FROM complaints WHERE disputed = 1 AND day >= '2024-04-01' AND day < '2024-07-01'`,
    );
    const { text, status } = await ask('How many disputed complaints were there in Q2 2024?');
    assert.match(text, figure(truth));
    assert.equal(status, 'answered');
  });

  it('compares two values of the submitted-via field', async () => {
    const phone = value(`SELECT count(*) AS n FROM complaints WHERE via = 'Phone'`);
    const web = value(`SELECT count(*) AS n FROM complaints WHERE via = 'Web'`);
    const { text } = await ask('Complaints submitted via phone vs web');
    assert.match(text, new RegExp(`Phone: ${phone}\\b`));
    assert.match(text, new RegExp(`Web: ${web}\\b`));
    const [more, less] = phone > web ? ['Phone', 'Web'] : ['Web', 'Phone'];
    assert.match(text, new RegExp(`${more} has ${Math.abs(phone - web)} more than ${less}`));
  });

  it('says which way a count moved between two months', async () => {
    const may = value(`SELECT count(*) AS n FROM complaints WHERE day LIKE '2024-05-%'`);
    const june = value(`SELECT count(*) AS n FROM complaints WHERE day LIKE '2024-06-%'`);
    const { text } = await ask('Did complaints go up or down from May to June 2024?');
    const way = june > may ? 'went up' : june < may ? 'went down' : 'stayed the same';
    assert.match(text, new RegExp(`${way} from ${may} in May 2024 to ${june} in June 2024`));
  });

  it('answers both asks of one question', async () => {
    const credit = value(`SELECT count(*) AS n FROM complaints WHERE product = 'Credit card'`);
    const student = value(`SELECT count(*) AS n FROM complaints WHERE product = 'Student loan'`);
    const { text, status } = await ask(
      'How many complaints were about credit cards and how many were about student loans?',
    );
    assert.match(text, figure(credit));
    assert.match(text, figure(student));
    assert.equal(status, 'answered');
  });

  it("carries the first ask's subject into the second: a company, then its late responses", async () => {
    const all = value(`SELECT count(*) AS n FROM complaints WHERE company = 'Acme Bank'`);
    const late = value(
      `SELECT count(*) AS n FROM complaints WHERE company = 'Acme Bank' AND timely = 0`,
    );
    const { text } = await ask(
      'How many complaints did Acme Bank get and how many had no timely response?',
    );
    assert.match(text, figure(all));
    assert.match(text, figure(late));
  });

  it('groups by month within a year', async () => {
    const months = raw
      .prepare(`SELECT substr(day, 1, 7) AS month, count(*) AS n FROM complaints GROUP BY month`)
      .all() as { month: string; n: number }[];
    const { text } = await ask('Complaints per month in 2024');
    for (const row of months) assert.match(text, new RegExp(`${row.month}: ${row.n}\\b`));
  });

  it('ranks issues within one product', async () => {
    const top = raw
      .prepare(
        `SELECT issue, count(*) AS n FROM complaints WHERE product = 'Debt collection'
         GROUP BY issue ORDER BY n DESC LIMIT 1`,
      )
      .get() as { issue: string; n: number };
    const { text } = await ask('What is the most common issue for debt collection complaints?');
    assert.match(text, new RegExp(`\\*\\*${top.issue}\\*\\* with ${top.n}\\b`));
  });

  it("reads a possessive company name: Acme Bank's complaints against Globex Credit's", async () => {
    const acme = value(`SELECT count(*) AS n FROM complaints WHERE company = 'Acme Bank'`);
    const globex = value(`SELECT count(*) AS n FROM complaints WHERE company = 'Globex Credit'`);
    const { text, status } = await ask("How do Acme Bank's complaints compare to Globex Credit's?");
    assert.match(text, new RegExp(`Acme Bank: ${acme}\\b`));
    assert.match(text, new RegExp(`Globex Credit: ${globex}\\b`));
    assert.equal(status, 'answered');
  });

  it('ranks companies by the share of disputed complaints', async () => {
    const top = raw
      .prepare(
        `SELECT company, avg(disputed) AS share FROM complaints GROUP BY company
         ORDER BY share DESC LIMIT 1`,
      )
      .get() as { company: string; share: number };
    const { text } = await ask('Which company has the highest share of disputed complaints?');
    assert.match(text, new RegExp(`\\*\\*${top.company}\\*\\*(:| with) ${percent(top.share)}`));
  });

  it('year to date is the data’s last year up to its last day', async () => {
    const truth = value(`SELECT count(*) AS n FROM complaints WHERE via = 'Referral'`);
    const { text } = await ask('How many referral complaints year to date?');
    assert.match(text, figure(truth));
    assert.match(text, /2024-01-01 to 2024-12-/);
  });

  it('declines what the file does not hold, naming it', async () => {
    const { status, text } = await ask('What is the average compensation paid per complaint?');
    assert.equal(status, 'not answerable');
    assert.match(text, /compensation/);
  });

  it('answers the ask it can and names the one it left out', async () => {
    const truth = value(`SELECT count(*) AS n FROM complaints WHERE state = 'OH'`);
    const { text, status } = await ask(
      'How many complaints came from OH and how many followers does the company have?',
    );
    assert.match(text, figure(truth));
    assert.match(text, /followers/);
    assert.equal(status, 'partly answered');
  });

  it('reads "not timely" as the flag negated, and says so', async () => {
    const truth = value(
      `SELECT count(*) AS n FROM complaints WHERE product = 'Mortgage' AND timely = 0`,
    );
    const { text } = await ask('How many mortgage complaints were not timely?');
    assert.match(text, figure(truth));
    assert.match(text, /timely response is not/);
  });

  it('says a place the data holds no code for is missing instead of ignoring it', async () => {
    assert.equal(value(`SELECT count(*) AS n FROM complaints WHERE state = 'MT'`), 0);
    const { text, status } = await ask('Which issue was most common in Montana?');
    assert.notEqual(status, 'answered');
    assert.match(text, /montana/i);
  });

  it('ranks within a state said by name (Texas) over its code', async () => {
    const top = raw
      .prepare(
        `SELECT issue, count(*) AS n FROM complaints WHERE state = 'TX'
         GROUP BY issue ORDER BY n DESC LIMIT 1`,
      )
      .get() as { issue: string; n: number };
    const { text } = await ask('Which issue was most common in Texas?');
    assert.match(text, new RegExp(`\\*\\*${top.issue}\\*\\* with ${top.n}\\b`));
  });

  it('gives a change of a rate in points, in the direction it went', async () => {
    const rate = (from: string, to: string) =>
      value(`SELECT avg(disputed) AS n FROM complaints WHERE day >= ? AND day <= ?`, from, to);
    const q1 = rate('2024-01-01', '2024-03-31');
    const q2 = rate('2024-04-01', '2024-06-30');
    const { text } = await ask('Did the disputed rate go up or down from Q1 to Q2 2024?');
    const way = q2 > q1 ? 'went up' : 'went down';
    const points = `${q2 > q1 ? '\\+' : '−'}${(Math.abs(q2 - q1) * 100).toFixed(1)}% points`;
    assert.match(
      text,
      new RegExp(
        `${way} from ${percent(q1)} in Q1 2024 to ${percent(q2)} in Q2 2024 \\(${points}\\)`,
      ),
    );
  });

  it('ranks the fewest in "the second half" without reading "second" as a position', async () => {
    const bottom = raw
      .prepare(
        `SELECT state, count(*) AS n FROM complaints WHERE day >= '2024-07-01'
         GROUP BY state ORDER BY n, state LIMIT 1`,
      )
      .get() as { state: string; n: number };
    const { text } = await ask('Which state had the fewest complaints in the second half of 2024?');
    assert.match(text, new RegExp(`\\*\\*${bottom.state}\\*\\* with ${bottom.n}\\b`));
  });

  it('gives the rate of a Yes/No column within one submission channel', async () => {
    const rate = value(`SELECT avg(timely) AS n FROM complaints WHERE via = 'Phone'`);
    const { text } = await ask('What share of phone complaints got a timely response?');
    assert.match(text, new RegExp(percent(rate).replace('.', '\\.')));
  });

  it('answers a quarter count and its disputed part for one company', async () => {
    const where = `company = 'Northwind Financial' AND day >= '2024-10-01' AND day <= '2024-12-31'`;
    const all = value(`SELECT count(*) AS n FROM complaints WHERE ${where}`);
    const disputed = value(`SELECT count(*) AS n FROM complaints WHERE ${where} AND disputed = 1`);
    const { text, status } = await ask(
      'How many complaints did Northwind Financial get in Q4 2024 and how many were disputed?',
    );
    assert.match(text, figure(all));
    assert.match(text, figure(disputed));
    assert.equal(status, 'answered');
  });

  it('finds the busiest month of one product', async () => {
    const top = raw
      .prepare(
        `SELECT substr(day, 1, 7) AS month, count(*) AS n FROM complaints
         WHERE product = 'Student loan' GROUP BY month ORDER BY n DESC, month LIMIT 1`,
      )
      .get() as { month: string; n: number };
    const { text } = await ask('Which month had the most student loan complaints?');
    assert.match(text, new RegExp(`\\*\\*${top.month}\\*\\* with ${top.n}\\b`));
  });

  it('compares two companies on a Yes/No rate', async () => {
    const rows = raw
      .prepare(
        `SELECT company, avg(disputed) AS share FROM complaints
         WHERE company IN ('Acme Bank', 'Initech Lending') GROUP BY company`,
      )
      .all() as { company: string; share: number }[];
    const { text } = await ask('Compare Acme Bank and Initech Lending on disputed rate');
    for (const row of rows) assert.match(text, new RegExp(`${row.company}: ${percent(row.share)}`));
  });

  it('reads a date written the way the file writes it (3/15/2024)', async () => {
    const truth = value(`SELECT count(*) AS n FROM complaints WHERE day = '2024-03-15'`);
    const { text } = await ask('How many complaints were received on 3/15/2024?');
    assert.match(text, /2024-03-15/);
    assert.match(text, new RegExp(`\\*\\*${truth}\\*\\*`));
  });

  it('answers "how did it change over the year" month by month', async () => {
    const months = raw
      .prepare(`SELECT substr(day, 1, 7) AS month, count(*) AS n FROM complaints GROUP BY month`)
      .all() as { month: string; n: number }[];
    const { text } = await ask('How did the number of complaints change over the year?');
    for (const row of months) assert.match(text, new RegExp(`${row.month}: ${row.n}\\b`));
  });
});
