import Database from 'better-sqlite3';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  COUNCIL_COMPLAINTS_MAPPING,
  councilComplaints,
  councilComplaintsCsv,
} from './council-complaints-fixture';
import {
  assertStates,
  startImportedProduct,
  type OfflineProduct,
} from './offline-planner-e2e-support';
import {
  SERVICE_REQUESTS_MAPPING,
  serviceRequests,
  serviceRequestsCsv,
  serviceRequestsTable,
} from './service-requests-fixture';

/**
 * Things named in the data's own words or in none, through the real API and engine over two data
 * sets the planner was not built on: the answer calls the records what the data set is named for
 * ("requests", "complaints"), a bracketed list filters on every value listed, an aspect asked by
 * a verb ("how did most requests come in", "where were most complaints reported from") ranks the
 * field that holds it, and "more urgent requests" counts them. Truths are plain SQL over the rows
 * as generated.
 */
const COMMUNICATIONS = /\bcommunications?\b/;

/** The top group of a ranking, which must lead by a clear margin for the question to be fair. */
function top(raw: Database.Database, sql: string): { k: string; v: number } {
  const rows = raw.prepare(sql).all() as { k: string; v: number }[];
  assert.ok(rows.length > 1 && rows[0]!.v > rows[1]!.v, `no single top: ${JSON.stringify(rows)}`);
  return rows[0]!;
}

describe('naming over service requests (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const rows = serviceRequests(1500);
    product = await startImportedProduct(
      serviceRequestsCsv(rows),
      SERVICE_REQUESTS_MAPPING,
      rows.length,
    );
    raw = serviceRequestsTable(rows);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const value = (sql: string) => (raw.prepare(sql).get() as { v: number }).v;
  const ask = async (question: string) => (await product.ask(question)).answer.text;

  it('calls the records requests in a share over all of them', async () => {
    const text = await ask('What share are urgent?');
    assertStates(text, value('SELECT count(*) v FROM requests'), 0);
    assert.match(text, /\brequests\b/);
    assert.doesNotMatch(text, COMMUNICATIONS);
  });

  it('calls the records requests beside one district and the rest', async () => {
    const text = await ask('How does Northgate compare with the rest on average fee?');
    const count = value(`SELECT count(*) v FROM requests WHERE district = 'Northgate'`);
    assert.match(text, new RegExp(`\\(${count} requests\\)`));
    assert.doesNotMatch(text, COMMUNICATIONS);
  });

  it('counts every service of a bracketed list', async () => {
    const truth = value(
      `SELECT count(*) v FROM requests
       WHERE service IN ('Water & Sewer', 'Street Lighting', 'Waste Collection')`,
    );
    const text = await ask('How many requests about (water, lighting or waste)?');
    assertStates(text.split('\n')[0]!, truth, 0);
  });

  it('ranks the reporting channel for "how did most requests come in"', async () => {
    const lead = top(raw, 'SELECT channel k, count(*) v FROM requests GROUP BY 1 ORDER BY 2 DESC');
    const text = await ask('How did most requests come in?');
    assert.match(text, new RegExp(`\\*\\*${lead.k}\\*\\*`));
    assertStates(text, lead.v, 0);
  });

  it('counts the urgent requests of each district for "more urgent requests"', async () => {
    const count = (district: string) =>
      value(`SELECT count(*) v FROM requests WHERE urgent = 1 AND district = '${district}'`);
    const text = await ask('Which got more urgent requests, Northgate or Riverside?');
    assertStates(text, count('Northgate'), 0);
    assertStates(text, count('Riverside'), 0);
    assert.doesNotMatch(text, /%/);
  });
});

describe('naming over council complaints (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  before(async () => {
    const rows = councilComplaints(1200);
    product = await startImportedProduct(
      councilComplaintsCsv(rows),
      COUNCIL_COMPLAINTS_MAPPING,
      rows.length,
    );
    raw = new Database(':memory:');
    raw.exec('CREATE TABLE complaints (ward TEXT, service TEXT, channel TEXT, satisfaction REAL)');
    const insert = raw.prepare('INSERT INTO complaints VALUES (?, ?, ?, ?)');
    for (const row of rows) insert.run(row.ward, row.service, row.channel, row.satisfaction);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const value = (sql: string) => (raw.prepare(sql).get() as { v: number }).v;
  const ask = async (question: string) => (await product.ask(question)).answer.text;

  it('calls the records complaints beside each group', async () => {
    const text = await ask('Average satisfaction by ward');
    const count = value(`SELECT count(*) v FROM complaints WHERE ward = 'Riverside'`);
    assert.match(text, new RegExp(`\\(${count} complaints\\)`));
    assert.doesNotMatch(text, COMMUNICATIONS);
  });

  it('counts both services of a bracketed list in the named wards', async () => {
    const truth = value(
      `SELECT count(*) v FROM complaints
       WHERE service IN ('noise', 'parking') AND ward IN ('Riverside', 'Old Quay')`,
    );
    const text = await ask('How many complaints about (noise, parking) in [Riverside, Old Quay]?');
    assertStates(text.split('\n')[0]!, truth, 0);
  });

  it('ranks the channel for "how did residents mostly get in touch"', async () => {
    const lead = top(
      raw,
      'SELECT channel k, count(*) v FROM complaints GROUP BY 1 ORDER BY 2 DESC',
    );
    const text = await ask('How did residents mostly get in touch?');
    assert.match(text, new RegExp(`\\*\\*${lead.k}\\*\\*`, 'i'));
    assertStates(text, lead.v, 0);
  });
});
