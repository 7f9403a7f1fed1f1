import { findFigureEvidence } from './figure-evidence';
import type { ObservedCall } from './observed-values';

const sla: ObservedCall = {
  step: 1,
  callId: 'c1',
  tool: 'analyze_sla_compliance',
  input: { groupBy: 'priority' },
  output: {
    summary: 'Breach rate 11.8% (412 of 3,481 complaint cases); worst: high at 0.2.',
    filters: { from: '2025-11-01', to: '2026-10-31' },
    groups: [
      { key: 'high', total: 500, breached: 100, breachRate: 0.2 },
      { key: 'low', total: 2981, breached: 312, breachRate: 0.10466 },
    ],
    overall: { total: 3481, breached: 412, breachRate: 0.11836 },
  },
};
const days: ObservedCall = {
  step: 2,
  callId: 'c2',
  tool: 'get_daily_volumes',
  input: {},
  output: {
    days: [
      { day: '2026-08-18', total: 40 },
      { day: '2026-08-19', total: 85 },
      { day: '2026-08-20', total: 35 },
    ],
    sources: ['M-000777'],
  },
};

describe('findFigureEvidence', () => {
  const cases: [string, string, string, string | undefined][] = [
    ['the same count', '412', 'observed', 'overall.breached'],
    ['a count with a thousands separator', '3,481', 'observed', 'overall.total'],
    ['a rounding of a fraction as a percentage', '11.8%', 'observed', 'summary'],
    ['a percentage of a fraction', '10.5%', 'derived', 'groups[1].breachRate'],
    ['a share from a count and its total', '2.9%', 'derived', 'groups[0].breached'],
    ['a difference of two observed values', '9.5 pp', 'derived', undefined],
    ['a ratio of two observed values', '2.43×', 'derived', undefined],
    ['a date in another form', '19 August 2026', 'observed', 'days[1].day'],
    ['a date without its year', 'Aug 19', 'observed', 'days[1].day'],
    ['a month', 'August 2026', 'observed', undefined],
    ['a record id', 'M-000777', 'observed', 'sources[0]'],
    ['a column total', '160', 'derived', undefined],
    ['an array length', '3', 'observed', undefined],
    ['a figure in no observation', '57', 'unsupported', undefined],
    ['a percentage in no observation', '44.4%', 'unsupported', undefined],
    ['an unknown id', 'M-999999', 'unsupported', undefined],
  ];
  for (const [name, written, status, path] of cases) {
    it(`marks ${name} as ${status}`, () => {
      const [evidence] = findFigureEvidence(`Result: ${written} here.`, [sla, days]);
      expect(evidence?.text).toBe(written);
      expect(evidence?.status).withContext(written).toBe(status);
      if (status === 'unsupported') expect(evidence!.refs).toEqual([]);
      else expect(evidence!.refs.length).toBeGreaterThan(0);
      if (path) expect(evidence!.refs.map((ref) => ref.path)).toContain(path);
    });
  }

  it("derives a group's share from its count in one result and its total in another", () => {
    const all: ObservedCall = {
      step: 1,
      callId: 'all',
      tool: 'query_data',
      input: {},
      output: {
        rows: [
          { airline: 'United', count: 3822 },
          { airline: 'Delta', count: 2222 },
        ],
      },
    };
    const negative: ObservedCall = {
      step: 1,
      callId: 'negative',
      tool: 'query_data',
      input: {},
      output: {
        rows: [
          { airline: 'United', count: 2633 },
          { airline: 'Delta', count: 955 },
        ],
      },
    };
    const [united, delta] = findFigureEvidence('United: 68.9%; Delta: 43.0%.', [all, negative]);
    expect(united!.status).toBe('derived');
    expect(united!.derivation).toBe('2633 ÷ 3822');
    expect(delta!.derivation).toBe('955 ÷ 2222');
    // Counts of different groups are not a share of each other.
    const [mixed] = findFigureEvidence('Delta is 25.0% of United.', [all, negative]);
    expect(mixed!.status).toBe('unsupported');
  });

  it('names the step and call of each reference and explains a derivation', () => {
    const [share] = findFigureEvidence('That is 20.0% of the high ones.', [sla]);
    expect(share!.refs[0]).toEqual(jasmine.objectContaining({ step: 1, callId: 'c1' }));
    expect(share!.derivation).toBeDefined();
  });

  describe('a duration converted into another unit of time', () => {
    const span: ObservedCall = {
      step: 1,
      callId: 'c1',
      tool: 'query_data',
      input: { metrics: [{ fn: 'avg', field: 'days_to_closed' }] },
      output: { rows: [{ count: 1496, avgDays_to_closed: 1.6059 }] },
    };
    const statuses = (text: string) =>
      findFigureEvidence(text, [span]).map((item) => [item.text, item.status]);

    it('supports the hours of days the answer also names', () => {
      expect(statuses('The average time to close is 38.54 hours (1.606 days).')).toEqual([
        ['38.54', 'derived'],
        ['1.606', 'observed'],
      ]);
    });

    it('supports nothing in a unit the answer names alone, or in no unit at all', () => {
      expect(statuses('The average time to close is 38.54 hours.')).toEqual([
        ['38.54', 'unsupported'],
      ]);
      expect(statuses('It is 38.54 (1.606 days).')).toEqual([
        ['38.54', 'unsupported'],
        ['1.606', 'observed'],
      ]);
    });
  });

  it('keeps the figure positions of the answer text', () => {
    const text = 'Busiest day 2026-08-19 (85), then 57.';
    const evidence = findFigureEvidence(text, [days]);
    expect(evidence.map((item) => [text.slice(item.start, item.end), item.status])).toEqual([
      ['2026-08-19', 'observed'],
      ['85', 'observed'],
      ['57', 'unsupported'],
    ]);
  });
});

describe('findFigureEvidence on the period a call was asked to cover', () => {
  const quarter: ObservedCall = {
    step: 1,
    callId: 'q1',
    tool: 'query_data',
    input: {
      entity: 'communications',
      filters: [
        { field: 'at', op: 'gte', value: '2026-07-01' },
        { field: 'at', op: 'lt', value: '2026-10-01' },
      ],
      groupBy: ['product'],
    },
    output: { rows: [{ product: 'Current Account', count: 1037 }], rowCount: 1 },
  };

  it('reads the bounds of its input as the period its figures cover', () => {
    const evidence = findFigureEvidence(
      'In Q3 2026 (2026-07-01 to 2026-09-30) Current Account led with 1037.',
      [quarter],
    );
    const byText = new Map(evidence.map((figure) => [figure.text, figure]));
    expect(byText.get('2026-07-01')?.status).toBe('observed');
    expect(byText.get('2026-07-01')?.refs[0]?.path).toContain('input.filters');
    expect(byText.get('2026-09-30')?.status).toBe('observed');
    expect(byText.get('1037')?.status).toBe('observed');
  });

  it('reads past an impossible date a model wrote into a call', () => {
    const odd: ObservedCall = {
      ...quarter,
      input: { filters: [{ field: 'at', op: 'lt', value: '2026-13-45' }] },
    };
    expect(findFigureEvidence('1037 in all.', [odd])[0]?.status).toBe('observed');
  });

  it('does not stretch the input to a period it did not cover', () => {
    const evidence = findFigureEvidence('Figures for 2026-10-01 to 2026-12-31.', [quarter]);
    expect(evidence.find((figure) => figure.text === '2026-12-31')?.status).toBe('unsupported');
  });

  describe('a share of 0%', () => {
    const share = (callId: string, filters: object): ObservedCall => ({
      step: 1,
      callId,
      tool: 'query_data',
      input: { filters },
      output: {
        summary: '1718 communications in 1 group: count 1718, share 1.',
        groupBy: [],
        matched: 1718,
        rows: [{ count: 1718, share: 1 }],
      },
    });

    it('is not supported by an empty list, a figure less itself or two equal counts', () => {
      const one = findFigureEvidence('0.0% of the 1718 communications', [share('c1', {})]);
      expect(one[0]?.status).toBe('unsupported');
      const two = findFigureEvidence('0.0% of the 1718 communications', [
        share('c1', {}),
        share('c2', { intent: 'complaint' }),
      ]);
      expect(two[0]?.status).toBe('unsupported');
    });

    it('is supported by a zero the run observed', () => {
      const none: ObservedCall = {
        step: 1,
        callId: 'c1',
        tool: 'query_data',
        input: {},
        output: { rows: [{ count: 0, share: 0 }], total: 412 },
      };
      expect(findFigureEvidence('0.0% of the 412 cases', [none])[0]?.status).toBe('observed');
    });
  });

  it("supports a figure quoted with its words from a record's own text, and no figure alone", () => {
    const record: ObservedCall = {
      step: 1,
      callId: 'c9',
      tool: 'get_communication',
      input: { id: 'M-010000' },
      output: {
        communication: {
          id: 'M-010000',
          body: 'I cancelled a direct debit but it was still collected on 18 March. Fix this now.',
        },
      },
    };
    const quoted = findFigureEvidence(
      'The customer wrote: "it was still collected on 18 March. Fix this now."',
      [record],
    );
    expect(quoted.map((figure) => [figure.text, figure.status, figure.refs[0]?.path])).toEqual([
      ['18 March', 'observed', 'communication.body'],
    ]);
    // The same date stated as the answer's own claim is in no result.
    const claimed = findFigureEvidence('The debit was refunded on 18 March, two days later.', [
      record,
    ]);
    expect(claimed.map((figure) => [figure.text, figure.status])).toEqual([
      ['18 March', 'unsupported'],
    ]);
  });
});

describe('findFigureEvidence: a column median', () => {
  const months: ObservedCall = {
    step: 1,
    callId: 'm1',
    tool: 'query_data',
    input: { groupBy: ['month'] },
    output: {
      rows: [
        { month: '2026-03', count: 272 },
        { month: '2026-05', count: 233 },
        { month: '2026-04', count: 214 },
        { month: '2026-06', count: 212 },
        { month: '2026-01', count: 200 },
        { month: '2026-02', count: 190 },
      ],
    },
  };

  it('derives "a typical month has 213" from the median of the listed counts', () => {
    const [lead, typical] = findFigureEvidence(
      'The busiest month is 2026-03 with 272. A typical month has 213.',
      [months],
    ).filter((figure) => figure.kind === 'count');
    expect(lead!.status).toBe('observed');
    expect(typical!.status).toBe('derived');
    expect(typical!.derivation).toBe('median of rows[*].count');
    // A figure that is no value, total or median of the list stays unsupported.
    const [, invented] = findFigureEvidence(
      'The busiest month is 2026-03 with 272. A typical month has 215.',
      [months],
    ).filter((figure) => figure.kind === 'count');
    expect(invented!.status).toBe('unsupported');
  });
});
