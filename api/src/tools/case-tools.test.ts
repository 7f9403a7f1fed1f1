import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApi, rounded, type DemoApi } from './tool-test-support';

let api: DemoApi;
before(async () => {
  api = await demoApi();
});
after(async () => api.close());

const count = (sql: string, ...params: unknown[]) =>
  (api.db.prepare(sql).get(...params) as { n: number }).n;

/** numpy-style linear-interpolation quantile, written independently of the tools' stats. */
function quantileOf(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = (sorted.length - 1) * q;
  const low = Math.floor(index);
  return (
    sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (index - low)
  );
}

describe('analyze_channel_escalation', () => {
  it('counts each path as escalated rows over source rows', async () => {
    for (const [input, where] of [
      [{}, '1 = 1'],
      [
        { product: 'Mobile App', period: '2026' },
        "product = 'Mobile App' AND day BETWEEN '2026-01-01' AND '2026-12-31'",
      ],
      [
        { segment: 'student' },
        "customer_id IN (SELECT id FROM customers WHERE segment = 'student')",
      ],
    ] as const) {
      const output = await api.output<{
        paths: { path: string; from: number; escalated: number; rate: number }[];
      }>('analyze_channel_escalation', input);
      const expected = {
        'chatbot→human': [
          count(
            `SELECT count(*) AS n FROM communications WHERE ${where} AND channel = 'chat' AND chat_mode = 'chatbot'`,
          ),
          count(
            `SELECT count(*) AS n FROM communications WHERE ${where} AND chat_mode = 'human' AND escalated_from = 'chatbot'`,
          ),
        ],
        'chat→phone': [
          count(`SELECT count(*) AS n FROM communications WHERE ${where} AND channel = 'chat'`),
          count(
            `SELECT count(*) AS n FROM communications WHERE ${where} AND channel = 'phone' AND escalated_from = 'chat'`,
          ),
        ],
        'email→phone': [
          count(`SELECT count(*) AS n FROM communications WHERE ${where} AND channel = 'email'`),
          count(
            `SELECT count(*) AS n FROM communications WHERE ${where} AND channel = 'phone' AND escalated_from = 'email'`,
          ),
        ],
      };
      assert.equal(output.paths.length, 3);
      for (const path of output.paths) {
        const [from, escalated] = expected[path.path as keyof typeof expected];
        assert.equal(path.from, from, `${path.path} ${JSON.stringify(input)}`);
        assert.equal(path.escalated, escalated);
        assert.equal(path.rate, rounded(escalated / from, 4));
      }
    }
  });
});

describe('analyze_cases', () => {
  it('counts cases by type, status and reason and the CDD restrictions', async () => {
    const output = await api.output<{
      total: number;
      byType: { key: string; count: number }[];
      byStatus: { key: string; count: number }[];
      byReason: { key: string; count: number }[];
      cdd: {
        total: number;
        restricted: number;
        restrictedShare: number;
        restrictedAvgSentiment: number;
        unrestrictedAvgSentiment: number;
        byReason: { reason: string; count: number; restricted: number }[];
      };
    }>('analyze_cases', { period: '2026' });
    const where = "opened_at >= '2026-01-01' AND opened_at < '2027-01-01'";
    assert.equal(output.total, count(`SELECT count(*) AS n FROM cases WHERE ${where}`));
    for (const row of output.byType)
      assert.equal(
        row.count,
        count(`SELECT count(*) AS n FROM cases WHERE ${where} AND type = ?`, row.key),
      );
    for (const row of output.byStatus)
      assert.equal(
        row.count,
        count(`SELECT count(*) AS n FROM cases WHERE ${where} AND status = ?`, row.key),
      );
    const listedReasons = output.byReason.filter((row) => !row.key.startsWith('other ('));
    for (const row of listedReasons)
      assert.equal(
        row.count,
        count(`SELECT count(*) AS n FROM cases WHERE ${where} AND reason = ?`, row.key),
      );
    // Reasons past the listed ones are one "other" entry: the counts add up to every case.
    assert.equal(
      output.byReason.reduce((sum, row) => sum + row.count, 0),
      count(`SELECT count(*) AS n FROM cases WHERE ${where}`),
    );
    assert.equal(
      output.cdd.total,
      count(`SELECT count(*) AS n FROM cases WHERE ${where} AND type = 'cdd'`),
    );
    assert.equal(
      output.cdd.restricted,
      count(
        `SELECT count(*) AS n FROM cases WHERE ${where} AND type = 'cdd' AND account_restricted = 1`,
      ),
    );
    for (const row of output.cdd.byReason) {
      assert.equal(
        row.restricted,
        count(
          `SELECT count(*) AS n FROM cases WHERE ${where} AND type = 'cdd' AND reason = ? AND account_restricted = 1`,
          row.reason,
        ),
      );
    }
    const sentiment = (restricted: number) =>
      (
        api.db
          .prepare(
            `SELECT avg(m.sentiment) AS avg FROM cases k JOIN communications m ON m.customer_id = k.customer_id AND m.at >= k.opened_at
          WHERE k.${where.replaceAll('opened_at', 'opened_at')} AND k.type = 'cdd' AND k.account_restricted = ?`,
          )
          .get(restricted) as { avg: number }
      ).avg;
    assert.equal(output.cdd.restrictedAvgSentiment, rounded(sentiment(1)));
    assert.equal(output.cdd.unrestrictedAvgSentiment, rounded(sentiment(0)));
  });
});

describe('analyze_resolution_times', () => {
  it('gives mean, median and p90 of closed cases per group', async () => {
    const output = await api.output<{
      groups: {
        key: string;
        count: number;
        meanDays: number;
        medianDays: number;
        p90Days: number;
      }[];
      overall: { count: number; medianDays: number };
    }>('analyze_resolution_times', { groupBy: 'priority', type: 'complaint' });
    const rows = api.db
      .prepare(
        "SELECT priority, julianday(closed_at) - julianday(opened_at) AS days FROM cases WHERE type = 'complaint' AND closed_at IS NOT NULL",
      )
      .all() as { priority: string; days: number }[];
    for (const group of output.groups) {
      const days = rows.filter((row) => row.priority === group.key).map((row) => row.days);
      assert.equal(group.count, days.length);
      assert.equal(group.meanDays, rounded(days.reduce((a, b) => a + b, 0) / days.length, 2));
      assert.equal(group.medianDays, rounded(quantileOf(days, 0.5), 2));
      assert.equal(group.p90Days, rounded(quantileOf(days, 0.9), 2));
    }
    assert.equal(output.overall.count, rows.length);
    assert.equal(
      output.overall.medianDays,
      rounded(
        quantileOf(
          rows.map((row) => row.days),
          0.5,
        ),
        2,
      ),
    );
  });
});

describe('analyze_sla_compliance', () => {
  it('counts breaches per month and overall', async () => {
    const output = await api.output<{
      groups: { key: string; total: number; breached: number; breachRate: number }[];
      overall: { total: number; breached: number };
    }>('analyze_sla_compliance', { groupBy: 'month', priority: 'high' });
    const rows = api.db
      .prepare(
        "SELECT substr(opened_at, 1, 7) AS month, count(*) AS total, sum(sla_breached) AS breached FROM cases WHERE priority = 'high' GROUP BY month ORDER BY month",
      )
      .all() as { month: string; total: number; breached: number }[];
    assert.deepEqual(
      output.groups.map((group) => [group.key, group.total, group.breached, group.breachRate]),
      rows.map((row) => [row.month, row.total, row.breached, rounded(row.breached / row.total, 4)]),
    );
    assert.equal(
      output.overall.total,
      count("SELECT count(*) AS n FROM cases WHERE priority = 'high'"),
    );
  });
});

describe('assess_risk', () => {
  it('explains a customer score by weighted factors', async () => {
    const customerId = api.db
      .prepare('SELECT customer_id FROM cases WHERE account_restricted = 1 ORDER BY id LIMIT 1')
      .pluck()
      .get() as string;
    const output = await api.output<{
      subject: string;
      score: number;
      level: string;
      factors: { factor: string; value: number; weight: number; contribution: number }[];
    }>('assess_risk', { customerId, period: 'this_year' });
    assert.equal(output.subject, customerId);
    const weights = output.factors.reduce((sum, factor) => sum + factor.weight, 0);
    assert.ok(Math.abs(weights - 1) < 1e-9, 'weights sum to 1');
    const restricted = output.factors.find((factor) => factor.factor.includes('restricted'));
    assert.equal(restricted?.value, 1, 'a restricted account is a full-strength factor');
    const sum = output.factors.reduce((total, factor) => total + factor.contribution, 0);
    assert.ok(Math.abs(sum - output.score) < 0.002);
    const negative = api.db
      .prepare(
        "SELECT avg(sentiment_label = 'negative') AS share FROM communications WHERE customer_id = ? AND day BETWEEN '2026-01-01' AND '2026-10-31'",
      )
      .get(customerId) as { share: number | null };
    assert.equal(
      output.factors.find((factor) => factor.factor === 'negative sentiment share')?.value,
      rounded(negative.share ?? 0),
    );
  });

  it('compares a segment with all customers and needs a subject', async () => {
    const output = await api.output<{ subject: string; comparison: { score: number } }>(
      'assess_risk',
      { segment: 'business' },
    );
    assert.equal(output.subject, 'business');
    assert.equal(typeof output.comparison.score, 'number');
    const answer = await api.call('assess_risk', {});
    assert.equal(answer.error?.code, 'invalid_input');
  });
});

describe('query_data', () => {
  it('groups with metrics, medians included', async () => {
    const output = await api.output<{
      rows: {
        type: string;
        count: number;
        share: number;
        avgResolutionDays: number;
        medianResolutionDays: number;
      }[];
      matched: number;
    }>('query_data', {
      entity: 'cases',
      filters: [{ field: 'status', op: 'eq', value: 'closed' }],
      groupBy: ['type'],
      metrics: [
        { fn: 'count' },
        { fn: 'share' },
        { fn: 'avg', field: 'resolutionDays' },
        { fn: 'median', field: 'resolutionDays' },
      ],
      order: { by: 'count', direction: 'desc' },
    });
    const rows = api.db
      .prepare(
        "SELECT type, julianday(closed_at) - julianday(opened_at) AS days FROM cases WHERE status = 'closed'",
      )
      .all() as { type: string; days: number }[];
    assert.equal(output.matched, rows.length);
    const counts = output.rows.map((row) => row.count);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
    for (const row of output.rows) {
      const days = rows.filter((item) => item.type === row.type).map((item) => item.days);
      assert.equal(row.count, days.length);
      assert.equal(row.share, rounded(days.length / rows.length, 4));
      assert.equal(
        row.avgResolutionDays,
        rounded(days.reduce((a, b) => a + b, 0) / days.length, 4),
      );
      assert.equal(row.medianResolutionDays, rounded(quantileOf(days, 0.5), 4));
    }
  });

  it('filters with in, contains and comparisons, joining the customer for segment', async () => {
    const output = await api.output<{ matched: number; rows: { id: string; channel: string }[] }>(
      'query_data',
      {
        entity: 'communications',
        filters: [
          { field: 'channel', op: 'in', value: ['phone', 'email'] },
          { field: 'subject', op: 'contains', value: 'fee' },
          { field: 'sentiment', op: 'lt', value: -0.5 },
          { field: 'segment', op: 'eq', value: 'premier' },
        ],
        fields: ['id', 'channel'],
        limit: 5,
      },
    );
    const expected =
      count(`SELECT count(*) AS n FROM communications m JOIN customers c ON c.id = m.customer_id
      WHERE m.channel IN ('phone', 'email') AND m.subject LIKE '%fee%' AND m.sentiment < -0.5 AND c.segment = 'premier'`);
    assert.ok(expected > 0);
    assert.equal(output.matched, expected);
    assert.equal(output.rows.length, Math.min(5, expected));
    assert.ok(output.rows.every((row) => row.channel === 'phone' || row.channel === 'email'));
  });

  it('refuses fields and operators outside the allow-list', async () => {
    for (const input of [
      { entity: 'cases', filters: [{ field: 'password', op: 'eq', value: 1 }] },
      { entity: 'cases', groupBy: ['type; DROP TABLE cases'] },
      { entity: 'communications', filters: [{ field: 'channel', op: 'LIKE', value: '%' }] },
      { entity: 'sqlite_master' },
      { entity: 'cases', metrics: [{ fn: 'avg', field: 'type' }] },
    ]) {
      const answer = await api.call('query_data', input);
      assert.equal(answer.ok, false, JSON.stringify(input));
      assert.equal(answer.error?.code, 'invalid_input');
    }
    assert.equal(count('SELECT count(*) AS n FROM cases') > 0, true);
  });
});
