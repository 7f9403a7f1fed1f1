import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApi, type DemoApi } from './tool-test-support';

// The storylines planted in the demo corpus (design.md §6) must be discoverable with the tools an
// analyst (or the agent) would reach for.

let api: DemoApi;
before(async () => {
  api = await demoApi();
});
after(async () => api.close());

interface Trends {
  anomalies: { period: string; kind: string; ratio: number | null; zScore: number }[];
  series: { period: string; value: number }[];
}

describe('planted facts', () => {
  it('1. login complaints about the Mobile App spike from the 5.2 release on 2026-03-10', async () => {
    const output = await api.output<Trends>('analyze_trends', {
      metric: 'complaints',
      granularity: 'day',
      product: 'Mobile App',
      category: 'Login & Access',
    });
    const spikes = output.anomalies.filter((anomaly) => anomaly.kind === 'spike');
    assert.ok(spikes.length > 0);
    const largest = spikes[0]!;
    assert.ok(
      largest.period >= '2026-03-10' && largest.period <= '2026-03-24',
      `largest spike ${largest.period}`,
    );
    assert.ok(
      spikes.every((spike) => spike.period >= '2026-03-10' && spike.period <= '2026-03-24'),
    );
    const weekly = await api.output<Trends>('analyze_trends', {
      metric: 'sentiment',
      granularity: 'week',
      product: 'Mobile App',
    });
    const lowest = [...weekly.series].sort((a, b) => a.value - b.value)[0]!;
    assert.ok(
      lowest.period >= '2026-03-09' && lowest.period <= '2026-03-23',
      `lowest sentiment week ${lowest.period}`,
    );
  });

  it('2. credit-card fee complaints roughly double in June 2026', async () => {
    const output = await api.output<{
      subcategories: { category: string; subcategory: string; count: number; change: number }[];
      previousPeriod: { from: string };
    }>('analyze_topics', { period: '2026-06', product: 'Credit Card', intent: 'complaint' });
    assert.equal(output.previousPeriod.from, '2026-05-01');
    const cardFee = output.subcategories.find((row) => row.subcategory === 'Card fee');
    assert.equal(cardFee?.category, 'Fees & Charges');
    assert.ok(cardFee.change >= 0.8, `Card fee complaints change ${cardFee.change}`);
    assert.equal(output.subcategories[0]?.subcategory, 'Card fee');
  });

  it('3. about 22% of chatbot chats go to a person and about 8% of chats to the phone', async () => {
    const output = await api.output<{ paths: { path: string; rate: number }[] }>(
      'analyze_channel_escalation',
      {},
    );
    const rate = (path: string) => output.paths.find((row) => row.path === path)!.rate;
    assert.ok(Math.abs(rate('chatbot→human') - 0.22) < 0.02, `hand-off ${rate('chatbot→human')}`);
    assert.ok(Math.abs(rate('chat→phone') - 0.08) < 0.015, `chat to phone ${rate('chat→phone')}`);
  });

  it('4. about 400 CDD cases, about 30% restricted, restricted customers more negative, median ~12 days', async () => {
    const cases = await api.output<{
      cdd: {
        total: number;
        restrictedShare: number;
        restrictedAvgSentiment: number;
        unrestrictedAvgSentiment: number;
        byReason: { reason: string }[];
      };
    }>('analyze_cases', { type: 'cdd' });
    assert.ok(Math.abs(cases.cdd.total - 400) <= 40, `${cases.cdd.total} CDD cases`);
    assert.ok(Math.abs(cases.cdd.restrictedShare - 0.3) < 0.05);
    assert.ok(cases.cdd.restrictedAvgSentiment < cases.cdd.unrestrictedAvgSentiment - 0.15);
    assert.deepEqual(cases.cdd.byReason.map((row) => row.reason).sort(), [
      'Address verification',
      'Missing ID documents',
      'Source of funds',
    ]);
    const times = await api.output<{ overall: { medianDays: number } }>(
      'analyze_resolution_times',
      { type: 'cdd' },
    );
    assert.ok(
      times.overall.medianDays >= 9 && times.overall.medianDays <= 15,
      `median ${times.overall.medianDays}`,
    );
  });

  it('5. complaint SLA breaches about 12% over the year, about 30% after 2026-03-10', async () => {
    const year = await api.output<{ overall: { breachRate: number } }>('analyze_sla_compliance', {
      type: 'complaint',
    });
    assert.ok(Math.abs(year.overall.breachRate - 0.12) < 0.03, `year ${year.overall.breachRate}`);
    const march = await api.output<{ overall: { breachRate: number } }>('analyze_sla_compliance', {
      type: 'complaint',
      from: '2026-03-10',
      to: '2026-03-23',
    });
    assert.ok(
      Math.abs(march.overall.breachRate - 0.3) < 0.06,
      `after release ${march.overall.breachRate}`,
    );
  });

  it('6. phone volume spikes on 2026-08-19, with wait-time complaints', async () => {
    const output = await api.output<Trends>('analyze_trends', {
      metric: 'volume',
      granularity: 'day',
      channel: 'phone',
    });
    assert.equal(output.anomalies[0]?.period, '2026-08-19');
    assert.equal(output.anomalies[0]?.kind, 'spike');
    assert.ok((output.anomalies[0]?.ratio ?? 0) > 2);
    const topics = await api.output<{ categories: { category: string }[] }>(
      'get_category_breakdown',
      {
        period: '2026-08-19',
        channel: 'phone',
      },
    );
    assert.equal(topics.categories[0]?.category, 'Service & Wait Times');
  });

  it('7. Savings sentiment turns clearly positive from September 2026', async () => {
    const output = await api.output<{ groups: { key: string; avgSentiment: number }[] }>(
      'analyze_sentiment',
      {
        groupBy: 'month',
        product: 'Savings',
      },
    );
    const month = (key: string) => output.groups.find((group) => group.key === key)!.avgSentiment;
    const before = output.groups
      .filter((group) => group.key < '2026-09')
      .map((group) => group.avgSentiment);
    assert.ok(month('2026-09') > Math.max(...before), 'September beats every earlier month');
    assert.ok(
      month('2026-09') - month('2026-08') > 0.2,
      `Aug ${month('2026-08')} → Sep ${month('2026-09')}`,
    );
  });
});
