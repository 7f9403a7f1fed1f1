import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ensureCustomField } from '../store/custom-fields';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { addDays } from './periods';

// A long, sparse corpus built here: five years with a few complaints a day, one dense year, a
// custom field with many values and cases with many reasons. Tools must cover all of it or say
// what they left out; figures are checked against plain SQL over the same rows.

const directory = mkdtempSync(join(tmpdir(), 'sightline-long-'));
let db: Store;
let app: FastifyInstance;

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

before(async () => {
  db = openDatabase(join(directory, 'long.db'));
  const random = seeded(7);
  db.transaction(() => {
    ensureCustomField(db, { entity: 'communications', name: 'company', type: 'category' });
    const insert = db.prepare(
      `INSERT INTO communications (id, at, intent, subject, body, sentiment, sentiment_label, x_company)
       VALUES (?, ?, 'complaint', ?, ?, ?, ?, ?)`,
    );
    let id = 0;
    for (let day = '2016-01-01'; day <= '2020-12-31'; day = addDays(day, 1)) {
      const dense = day.startsWith('2019');
      // Sparse years: 0-3 a day, most days 0 or 1; the dense year: 30-50 a day.
      const count = dense ? 30 + Math.floor(random() * 21) : Math.floor(random() ** 2 * 4);
      for (let index = 0; index < count; index++) {
        const score = Math.round((random() * 2 - 1) * 100) / 100;
        const label = score <= -0.05 ? 'negative' : score >= 0.05 ? 'positive' : 'neutral';
        // 70 companies, a long tail: company 0 is the largest.
        const company = `Company ${Math.floor(random() ** 3 * 70)}`;
        insert.run(`L-${++id}`, `${day}T10:00:00Z`, 'Complaint', 'text', score, label, company);
      }
    }
    const insertCase = db.prepare(
      `INSERT INTO cases (id, customer_id, type, category, reason, opened_at, closed_at, status,
         priority, sla_hours, sla_breached, account_restricted)
       VALUES (?, 'C-1', 'complaint', 'General', ?, ?, ?, 'closed', 'medium', 48, ?, 0)`,
    );
    for (let index = 0; index < 3000; index++) {
      const reason = `Reason ${Math.floor(random() ** 2 * 120)}`;
      const opened = addDays('2019-01-01', Math.floor(random() * 365));
      insertCase.run(
        `K-${index}`,
        reason,
        `${opened}T09:00:00Z`,
        `${addDays(opened, 3)}T09:00:00Z`,
        random() < 0.2 ? 1 : 0,
      );
    }
  })();
  app = await buildApp({
    config: { ...loadConfig({ SIGHTLINE_DB: ':memory:' }), toolTimeoutMs: 60_000 },
    db,
    logger: false,
  });
});
after(async () => {
  await app?.close();
  if (db) closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

interface Answer {
  ok: boolean;
  truncated: boolean;
  output: Record<string, unknown> & { summary: string };
  error?: { message: string };
}

async function call(name: string, input: unknown): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/tools/${name}`,
    payload: { input },
  });
  const answer = response.json() as Answer;
  assert.equal(answer.ok, true, `${name}: ${JSON.stringify(answer.error)}`);
  return answer;
}

const sql = (text: string, ...parameters: unknown[]) =>
  db
    .prepare(text)
    .pluck()
    .get(...parameters) as number;

describe('tools over five sparse years and one dense one', () => {
  it('analyze_trends by day over the whole span switches to weeks and keeps every row', async () => {
    const answer = await call('analyze_trends', { metric: 'complaints', granularity: 'day' });
    const output = answer.output as unknown as {
      granularity: string;
      requestedGranularity: string;
      series: { period: string; value: number }[];
      summary: string;
    };
    assert.equal(output.granularity, 'week');
    assert.equal(output.requestedGranularity, 'day');
    assert.equal(
      output.series.reduce((sum, point) => sum + point.value, 0),
      sql("SELECT count(*) FROM communications WHERE intent = 'complaint'"),
    );
    assert.equal(output.series[0]!.period <= '2016-01-01', true);
    assert.equal(output.series.at(-1)!.period >= '2020-12-21', true);
    const days = sql(
      'SELECT CAST(julianday(max(day)) - julianday(min(day)) + 1 AS INTEGER) FROM communications',
    );
    assert.match(output.summary, new RegExp(`By week, not day: ${days} days`));
  });

  it('flags no single complaints of a sparse year as spikes, and never prints n/a', async () => {
    const answer = await call('analyze_trends', {
      metric: 'complaints',
      granularity: 'day',
      period: '2017',
    });
    const output = answer.output as unknown as {
      anomalies: { value: number; baseline: number; kind: string }[];
      summary: string;
    };
    for (const anomaly of output.anomalies) {
      if (anomaly.kind === 'spike') assert.ok(anomaly.value >= 5, JSON.stringify(anomaly));
      else assert.ok(anomaly.baseline >= 5, JSON.stringify(anomaly));
    }
    assert.doesNotMatch(output.summary, /n\/a|NaN|null/);
    const whole = await call('analyze_trends', { metric: 'sentiment', granularity: 'month' });
    assert.doesNotMatch(whole.output.summary, /n\/a|NaN|null/);
  });

  it('get_daily_volumes with no period covers the whole data and says which days it left out', async () => {
    const answer = await call('get_daily_volumes', {});
    const output = answer.output as unknown as {
      total: number;
      days: { day: string; total: number }[];
      omittedDays?: number;
      summary: string;
    };
    assert.equal(output.total, sql('SELECT count(*) FROM communications'));
    const daysWithData = sql('SELECT count(DISTINCT day) FROM communications');
    assert.equal(output.days.length + (output.omittedDays ?? 0), daysWithData);
    assert.equal(answer.truncated, daysWithData > 400);
    if (daysWithData > 400) assert.match(output.summary, /left out .* hold \d+ communications/);
  });

  it('analyze_sla_compliance by a long-tailed reason keeps true totals and an "other" group', async () => {
    const answer = await call('analyze_sla_compliance', { groupBy: 'reason', period: '2019' });
    const output = answer.output as unknown as {
      groups: { key: string; total: number; breached: number }[];
      overall: { total: number; breached: number };
      summary: string;
    };
    assert.equal(output.overall.total, sql('SELECT count(*) FROM cases'));
    assert.equal(output.overall.breached, sql('SELECT count(*) FROM cases WHERE sla_breached = 1'));
    assert.equal(
      output.groups.reduce((sum, group) => sum + group.total, 0),
      output.overall.total,
    );
    assert.match(output.groups.at(-1)!.key, /^other \(\d+ reason values\)$/);
    assert.equal(answer.truncated, true);
    assert.match(output.summary, /shown together as "other"/);
  });

  it('analyze_sentiment groups by a custom field, keeping an "other" group and true totals', async () => {
    const answer = await call('analyze_sentiment', { groupBy: 'company' });
    const output = answer.output as unknown as {
      groups: { key: string; count: number }[];
      overall: { count: number };
    };
    const total = sql('SELECT count(*) FROM communications');
    assert.equal(output.overall.count, total);
    assert.equal(
      output.groups.reduce((sum, group) => sum + group.count, 0),
      total,
    );
    const first = output.groups[0]!;
    assert.equal(
      first.count,
      sql('SELECT count(*) FROM communications WHERE x_company = ?', first.key),
    );
    assert.equal(answer.truncated, true);
    const filtered = await call('analyze_sentiment', {
      groupBy: 'month',
      where: { company: 'Company 3' },
    });
    assert.equal(
      (filtered.output as unknown as { overall: { count: number } }).overall.count,
      sql("SELECT count(*) FROM communications WHERE x_company = 'Company 3'"),
    );
  });

  it('query_data groups by a custom field and says how many groups and rows the limit left out', async () => {
    const answer = await call('query_data', {
      entity: 'communications',
      groupBy: ['company'],
      metrics: [{ fn: 'count' }],
      limit: 10,
    });
    const output = answer.output as unknown as {
      rows: { company: string; count: number }[];
      omitted: { groups: number; rows: number };
      summary: string;
    };
    const companies = sql('SELECT count(DISTINCT x_company) FROM communications');
    assert.equal(output.rows.length, 10);
    assert.equal(output.omitted.groups, companies - 10);
    assert.equal(
      output.omitted.rows + output.rows.reduce((sum, row) => sum + row.count, 0),
      sql('SELECT count(*) FROM communications'),
    );
    assert.match(output.summary, /left out by the limit/);
  });

  it('names communications without a category "(none)" instead of null', async () => {
    for (const tool of ['get_category_breakdown', 'analyze_topics']) {
      const answer = await call(tool, {});
      const categories = (
        answer.output as unknown as { categories: { category: string; count: number }[] }
      ).categories;
      assert.deepEqual(
        categories.map((row) => [row.category, row.count]),
        [['(none)', sql('SELECT count(*) FROM communications WHERE category IS NULL')]],
      );
      assert.doesNotMatch(answer.output.summary, /null/);
    }
  });
});
