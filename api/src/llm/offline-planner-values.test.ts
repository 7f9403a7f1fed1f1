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

/**
 * Values, ratings and record nouns read as the analyst meant them, through the real API and
 * engine on an imported council's complaints (a schema the planner was never built on): "upheld"
 * is the one outcome "Closed - upheld" (its rate over every complaint), "not upheld" the negated
 * value itself, "noise" not the wider "noise and odour"; "more satisfied", "happiest" and "rated
 * us" are the 0–10 satisfaction's average over the rated complaints, never the sentiment; the
 * average noise is the decibels, not a count of noise complaints; "reports" and "people travelling"
 * style words are the records and the household size. Truths are plain SQL over the same rows.
 */
describe('offline planner: values, ratings and record nouns on imported council complaints (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;
  let rows = 0;

  before(async () => {
    const complaints = councilComplaints(1500);
    rows = complaints.length;
    product = await startImportedProduct(
      councilComplaintsCsv(complaints),
      COUNCIL_COMPLAINTS_MAPPING,
      complaints.length,
    );
    raw = new Database(':memory:');
    raw.exec(`CREATE TABLE complaints (ward TEXT, service TEXT, channel TEXT, outcome TEXT,
      satisfaction REAL, household REAL, noise REAL)`);
    const insert = raw.prepare('INSERT INTO complaints VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const row of complaints) {
      insert.run(
        row.ward,
        row.service,
        row.channel,
        row.outcome,
        row.satisfaction,
        row.household,
        row.noiseDb,
      );
    }
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const value = (sql: string) => (raw.prepare(sql).get() as { v: number }).v;
  const ask = async (question: string, history: { question: string; answer: string }[] = []) => {
    const { answer } = await product.ask(question, history);
    assert.notEqual(answer.status, 'not answerable', `${question}: ${answer.text}`);
    return answer.text;
  };
  const percent = (part: number) => Math.round((part / rows) * 1000) / 10;

  it('reads "upheld" as the one upheld outcome, its rate over every complaint', async () => {
    const upheld = value(`SELECT count(*) v FROM complaints WHERE outcome = 'Closed - upheld'`);
    assertStates(await ask('What share of complaints were upheld?'), percent(upheld), 0.1);
  });

  it('reads "not upheld" as the not-upheld outcome, not every outcome but the upheld ones', async () => {
    const notUpheld = value(
      `SELECT count(*) v FROM complaints WHERE outcome = 'Closed - not upheld'`,
    );
    assertStates(await ask('How many complaints were not upheld?'), notUpheld, 0);
  });

  it('compares the upheld rate of two channels over each channel’s complaints', async () => {
    const rate = (channel: string) =>
      value(
        `SELECT round(100.0 * sum(outcome = 'Closed - upheld') / count(*), 1) v
         FROM complaints WHERE channel = '${channel}'`,
      );
    const text = await ask('Is the upheld rate higher for email or phone complaints?');
    assertStates(text, rate('email'), 0.1);
    assertStates(text, rate('phone'), 0.1);
  });

  it('keeps "noise" apart from the wider "noise and odour"', async () => {
    const noise = value(`SELECT count(*) v FROM complaints WHERE service = 'noise'`);
    assertStates(await ask('How many noise complaints did we get?'), noise, 0);
  });

  it('answers a follow-up "of those, upheld" with the one upheld outcome', async () => {
    const first = 'How many noise complaints did we get?';
    const answer = await ask(first);
    const upheld = value(
      `SELECT count(*) v FROM complaints WHERE service = 'noise' AND outcome = 'Closed - upheld'`,
    );
    const text = await ask('How many of those were upheld?', [{ question: first, answer }]);
    assertStates(text, upheld, 0);
  });

  it('compares the satisfaction field, not the sentiment, for "more satisfied than"', async () => {
    const side = (channel: string) =>
      value(
        `SELECT avg(satisfaction) v FROM complaints
         WHERE channel = '${channel}' AND satisfaction IS NOT NULL`,
      );
    const text = await ask('Are email complainants more satisfied than phone ones?');
    assertStates(text, side('email'), 0.06);
    assertStates(text, side('phone'), 0.06);
  });

  it('ranks wards by average satisfaction for "the worst satisfaction", casually written', async () => {
    const ranked = raw
      .prepare(
        `SELECT ward k, avg(satisfaction) v FROM complaints WHERE satisfaction IS NOT NULL
         GROUP BY k ORDER BY v ASC`,
      )
      .all() as { k: string; v: number }[];
    assert.ok(ranked[0]!.v < ranked[1]!.v, JSON.stringify(ranked));
    const text = await ask('ward w/ the worst satisfaction?');
    assert.match(text, new RegExp(ranked[0]!.k));
    assertStates(text, ranked[0]!.v, 0.06);
  });

  it('reads "the average noise" as the decibels, not a count of noise complaints', async () => {
    const noise = value(`SELECT avg(noise) v FROM complaints WHERE noise IS NOT NULL`);
    assertStates(await ask('What was the average noise?'), noise, 0.06);
  });

  it('counts every complaint when they are called reports, and averages the household', async () => {
    assertStates(await ask('How many reports do we have in total?'), rows, 0);
    const household = value('SELECT avg(household) v FROM complaints');
    assertStates(
      await ask('On average how many people live in the households that complained?'),
      household,
      0.06,
    );
  });
});
