import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApi, rounded, type DemoApi } from './tool-test-support';

// Every figure below is recomputed here with plain SQL over the same demo database: the tools must
// agree with it exactly, on the whole data, for several filter combinations.

let api: DemoApi;
before(async () => {
  api = await demoApi();
});
after(async () => api.close());

const count = (sql: string, ...params: unknown[]) =>
  (api.db.prepare(sql).get(...params) as { n: number }).n;

describe('search_communications', () => {
  it('counts every full-text match within the filters and ranks them', async () => {
    for (const [input, where, params] of [
      [{ query: 'login' }, '1 = 1', []],
      [
        { query: 'login', product: 'Mobile App', from: '2026-03-10', to: '2026-03-24' },
        "m.product = 'Mobile App' AND m.day BETWEEN '2026-03-10' AND '2026-03-24'",
        [],
      ],
      [
        { query: 'fee', channel: 'phone', sentiment: 'negative' },
        "m.channel = 'phone' AND m.sentiment_label = 'negative'",
        [],
      ],
      [
        { query: 'card fee', segment: 'student' },
        "m.customer_id IN (SELECT id FROM customers WHERE segment = 'student')",
        [],
      ],
    ] as const) {
      const output = await api.output<{
        total: number;
        results: { id: string; score: number; snippet: string; product: string }[];
      }>('search_communications', { ...input, limit: 5 });
      const match = input.query
        .split(' ')
        .map((word) => `"${word}"`)
        .join(' ');
      const expected = count(
        `SELECT count(*) AS n FROM communications_fts JOIN communications m ON m.rowid = communications_fts.rowid
         WHERE communications_fts MATCH ? AND ${where}`,
        match,
        ...params,
      );
      assert.ok(expected > 0, `the demo data has matches for ${JSON.stringify(input)}`);
      assert.equal(output.total, expected, JSON.stringify(input));
      assert.equal(output.results.length, Math.min(5, expected));
      const scores = output.results.map((result) => result.score);
      assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
        'best match first',
      );
      assert.ok(
        output.results.every((result) => result.snippet.includes('**')),
        'snippets highlight',
      );
    }
  });

  it('without a query lists the newest communications of the filters', async () => {
    const output = await api.output<{ total: number; results: { id: string; at: string }[] }>(
      'search_communications',
      { channel: 'phone', period: '2026-08-19', limit: 3 },
    );
    assert.equal(
      output.total,
      count(
        "SELECT count(*) AS n FROM communications WHERE channel = 'phone' AND day = '2026-08-19'",
      ),
    );
    const newest = api.db
      .prepare(
        "SELECT id FROM communications WHERE channel = 'phone' AND day = '2026-08-19' ORDER BY at DESC, id DESC LIMIT 3",
      )
      .pluck()
      .all();
    assert.deepEqual(
      output.results.map((result) => result.id),
      newest,
    );
  });

  it('falls back to any word when no communication has all of them', async () => {
    const output = await api.output<{ total: number; mode: string; summary: string }>(
      'search_communications',
      {
        query: 'login zzzunknownword',
      },
    );
    assert.equal(output.mode, 'any');
    assert.equal(
      output.total,
      count(
        `SELECT count(*) AS n FROM communications_fts WHERE communications_fts MATCH '"login"'`,
      ),
    );
  });
});

describe('get_communication and get_customer_info', () => {
  it('returns one communication in full', async () => {
    const row = api.db
      .prepare("SELECT * FROM communications WHERE id = 'M-000123'")
      .get() as Record<string, unknown>;
    const output = await api.output<{ communication: Record<string, unknown> }>(
      'get_communication',
      { id: 'M-000123' },
    );
    assert.equal(output.communication['body'], row['body']);
    assert.equal(output.communication['customerId'], row['customer_id']);
    assert.equal(output.communication['escalatedFrom'], row['escalated_from']);
    assert.equal(output.communication['sentiment'], row['sentiment']);
  });

  it('answers not_found for an unknown id', async () => {
    const answer = await api.call('get_communication', { id: 'M-999999' });
    assert.equal(answer.ok, false);
    assert.equal(answer.error?.code, 'not_found');
  });

  it("summarises a customer's contacts and cases", async () => {
    const customerId = api.db
      .prepare(
        'SELECT customer_id FROM cases WHERE status <> ? GROUP BY customer_id ORDER BY customer_id LIMIT 1',
      )
      .pluck()
      .get('closed') as string;
    const output = await api.output<{
      communicationCount: number;
      avgSentiment: number;
      byChannel: { channel: string; count: number }[];
      openCases: { id: string }[];
      recentCommunications: { id: string }[];
      customer: { tenureDays: number; products: string[] };
    }>('get_customer_info', { customerId, recent: 3 });
    const totals = api.db
      .prepare(
        'SELECT count(*) AS n, avg(sentiment) AS avg FROM communications WHERE customer_id = ?',
      )
      .get(customerId) as { n: number; avg: number };
    assert.equal(output.communicationCount, totals.n);
    assert.equal(output.avgSentiment, rounded(totals.avg));
    assert.equal(
      output.byChannel.reduce((sum, row) => sum + row.count, 0),
      totals.n,
    );
    assert.equal(
      output.openCases.length,
      count(
        "SELECT count(*) AS n FROM cases WHERE customer_id = ? AND status <> 'closed'",
        customerId,
      ),
    );
    assert.ok(output.openCases.length > 0);
    assert.deepEqual(
      output.recentCommunications.map((item) => item.id),
      api.db
        .prepare(
          'SELECT id FROM communications WHERE customer_id = ? ORDER BY at DESC, id DESC LIMIT 3',
        )
        .pluck()
        .all(customerId),
    );
    assert.ok(output.customer.tenureDays > 0);
    assert.ok(Array.isArray(output.customer.products));
  });
});

describe('analyze_sentiment', () => {
  it('groups exactly like SQL for several groupings and filters', async () => {
    const cases = [
      { input: { groupBy: 'channel' }, key: 'm.channel', join: '', where: '1 = 1' },
      {
        input: { groupBy: 'month', product: 'Savings' },
        key: 'substr(m.day, 1, 7)',
        join: '',
        where: "m.product = 'Savings'",
      },
      {
        input: { groupBy: 'segment', period: '2026-03' },
        key: 'c.segment',
        join: 'JOIN customers c ON c.id = m.customer_id',
        where: "m.day BETWEEN '2026-03-01' AND '2026-03-31'",
      },
      {
        input: { groupBy: 'week', channel: 'chat', from: '2026-01-01', to: '2026-02-15' },
        key: "date(m.day, 'weekday 0', '-6 days')",
        join: '',
        where: "m.channel = 'chat' AND m.day BETWEEN '2026-01-01' AND '2026-02-15'",
      },
    ];
    for (const { input, key, join, where } of cases) {
      const output = await api.output<{
        groups: {
          key: string;
          count: number;
          avgSentiment: number;
          negativeShare: number;
          positiveShare: number;
        }[];
        overall: { count: number };
      }>('analyze_sentiment', input);
      const expected = api.db
        .prepare(
          `SELECT ${key} AS key, count(*) AS n, avg(m.sentiment) AS avg,
             avg(m.sentiment_label = 'negative') AS neg, avg(m.sentiment_label = 'positive') AS pos
           FROM communications m ${join} WHERE ${where} GROUP BY 1`,
        )
        .all() as { key: string; n: number; avg: number; neg: number; pos: number }[];
      assert.equal(output.groups.length, expected.length, JSON.stringify(input));
      for (const row of expected) {
        const group = output.groups.find((item) => item.key === row.key);
        assert.ok(group, `group ${row.key}`);
        assert.equal(group.count, row.n);
        assert.equal(group.avgSentiment, rounded(row.avg));
        assert.equal(group.negativeShare, rounded(row.neg, 4));
        assert.equal(group.positiveShare, rounded(row.pos, 4));
      }
      assert.equal(
        output.overall.count,
        expected.reduce((sum, row) => sum + row.n, 0),
      );
    }
  });
});

describe('analyze_topics', () => {
  it('counts categories now and in the previous period', async () => {
    const output = await api.output<{
      total: number;
      previousPeriod: { from: string; to: string };
      categories: {
        category: string;
        count: number;
        previousCount: number;
        share: number;
        change: number | null;
      }[];
      subcategories: {
        category: string;
        subcategory: string;
        count: number;
        previousCount: number;
      }[];
      terms: { term: string; count: number; lift: number }[];
    }>('analyze_topics', { from: '2026-04-01', to: '2026-04-20', channel: 'email', limit: 50 });
    assert.deepEqual(output.previousPeriod, { from: '2026-03-12', to: '2026-03-31' });
    const byCategory = (from: string, to: string) =>
      new Map(
        (
          api.db
            .prepare(
              `SELECT category, count(*) AS n FROM communications WHERE channel = 'email' AND day BETWEEN ? AND ? GROUP BY category`,
            )
            .all(from, to) as { category: string; n: number }[]
        ).map((row) => [row.category, row.n]),
      );
    const now = byCategory('2026-04-01', '2026-04-20');
    const before = byCategory('2026-03-12', '2026-03-31');
    assert.equal(
      output.total,
      [...now.values()].reduce((a, b) => a + b, 0),
    );
    assert.equal(output.categories.length, now.size);
    for (const row of output.categories) {
      assert.equal(row.count, now.get(row.category));
      assert.equal(row.previousCount, before.get(row.category) ?? 0);
      assert.equal(row.share, rounded(row.count / output.total, 4));
    }
    const sub = output.subcategories[0]!;
    assert.equal(
      sub.count,
      count(
        "SELECT count(*) AS n FROM communications WHERE channel = 'email' AND day BETWEEN '2026-04-01' AND '2026-04-20' AND category = ? AND subcategory = ?",
        sub.category,
        sub.subcategory,
      ),
    );
    assert.ok(output.terms.length > 0);
    const term = output.terms[0]!;
    const subjects = api.db
      .prepare(
        "SELECT subject FROM communications WHERE channel = 'email' AND day BETWEEN '2026-04-01' AND '2026-04-20'",
      )
      .pluck()
      .all() as string[];
    const withTerm = subjects.filter((subject) =>
      new RegExp(`(^|[^\\p{L}])${term.term}([^\\p{L}']|$)`, 'iu').test(subject),
    );
    assert.equal(term.count, withTerm.length, `documents with "${term.term}"`);
  });
});

describe('analyze_trends and get_daily_volumes', () => {
  it('gives one value per period, zero days included', async () => {
    const output = await api.output<{ series: { period: string; value: number }[] }>(
      'analyze_trends',
      {
        metric: 'complaints',
        granularity: 'day',
        product: 'Mobile App',
        period: '2026-03',
      },
    );
    assert.equal(output.series.length, 31);
    const expected = new Map(
      (
        api.db
          .prepare(
            "SELECT day, count(*) AS n FROM communications WHERE intent = 'complaint' AND product = 'Mobile App' AND day LIKE '2026-03-%' GROUP BY day",
          )
          .all() as { day: string; n: number }[]
      ).map((row) => [row.day, row.n]),
    );
    for (const point of output.series)
      assert.equal(point.value, expected.get(point.period) ?? 0, point.period);
  });

  it('averages sentiment per week', async () => {
    const output = await api.output<{ series: { period: string; value: number | null }[] }>(
      'analyze_trends',
      {
        metric: 'sentiment',
        granularity: 'week',
        product: 'Savings',
        from: '2026-08-03',
        to: '2026-09-27',
      },
    );
    const expected = api.db
      .prepare(
        `SELECT date(day, 'weekday 0', '-6 days') AS week, avg(sentiment) AS avg FROM communications
        WHERE product = 'Savings' AND day BETWEEN '2026-08-03' AND '2026-09-27' GROUP BY week ORDER BY week`,
      )
      .all() as { week: string; avg: number }[];
    assert.deepEqual(
      output.series.map((point) => point.period),
      expected.map((row) => row.week),
    );
    assert.deepEqual(
      output.series.map((point) => point.value),
      expected.map((row) => rounded(row.avg, 4)),
    );
  });

  it('counts each day, split by channel', async () => {
    const output = await api.output<{
      days: { day: string; total: number; split: Record<string, number> }[];
      total: number;
    }>('get_daily_volumes', {
      from: '2026-08-15',
      to: '2026-08-22',
      splitBy: 'channel',
      product: 'Current Account',
    });
    assert.equal(output.days.length, 8);
    const rows = api.db
      .prepare(
        "SELECT day, channel, count(*) AS n FROM communications WHERE product = 'Current Account' AND day BETWEEN '2026-08-15' AND '2026-08-22' GROUP BY day, channel",
      )
      .all() as { day: string; channel: string; n: number }[];
    for (const row of rows)
      assert.equal(output.days.find((day) => day.day === row.day)?.split[row.channel], row.n);
    assert.equal(
      output.total,
      rows.reduce((sum, row) => sum + row.n, 0),
    );
  });
});

describe('get_category_breakdown', () => {
  it('counts categories and sub-categories', async () => {
    const output = await api.output<{
      total: number;
      categories: {
        category: string;
        count: number;
        subcategories: { subcategory: string; count: number }[];
      }[];
    }>('get_category_breakdown', { segment: 'business', intent: 'complaint' });
    const where =
      "intent = 'complaint' AND customer_id IN (SELECT id FROM customers WHERE segment = 'business')";
    assert.equal(output.total, count(`SELECT count(*) AS n FROM communications WHERE ${where}`));
    for (const category of output.categories) {
      assert.equal(
        category.count,
        count(
          `SELECT count(*) AS n FROM communications WHERE ${where} AND category = ?`,
          category.category,
        ),
      );
      for (const sub of category.subcategories) {
        assert.equal(
          sub.count,
          count(
            `SELECT count(*) AS n FROM communications WHERE ${where} AND category = ? AND subcategory = ?`,
            category.category,
            sub.subcategory,
          ),
        );
      }
    }
  });
});

describe('find_similar', () => {
  it('finds communications of the same topic, never the source itself', async () => {
    const source = api.db
      .prepare(
        "SELECT id, subcategory FROM communications WHERE subcategory = 'Card fee' ORDER BY id LIMIT 1",
      )
      .get() as { id: string; subcategory: string };
    const output = await api.output<{
      of: string;
      terms: string[];
      total: number;
      results: { id: string; subcategory: string }[];
    }>('find_similar', { id: source.id, limit: 10 });
    assert.equal(output.of, source.id);
    assert.ok(output.terms.length > 0);
    assert.ok(output.results.every((result) => result.id !== source.id));
    const sameTopic = output.results.filter(
      (result) => result.subcategory === source.subcategory,
    ).length;
    assert.ok(sameTopic >= 7, `most results share the sub-category (${sameTopic} of 10)`);
    const match = output.terms.map((term) => `"${term}"`).join(' OR ');
    assert.equal(
      output.total,
      count(
        'SELECT count(*) AS n FROM communications_fts JOIN communications m ON m.rowid = communications_fts.rowid WHERE communications_fts MATCH ? AND m.id <> ?',
        match,
        source.id,
      ),
    );
  });
});
