import type { DataDictionary, DatasetField } from './dataset';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';
import { assessFit, type FitFinding } from './answer-fit';
import { namesFieldRead, numberFieldsRead } from './number-readings';

/** A shop's returns: words no other fixture has, a camel-case product, money and days fields. */
function returnsData(): DataDictionary {
  const base = fitDataset();
  const custom = (field: Omit<DatasetField, 'entity' | 'role' | 'filled'>): DatasetField => ({
    entity: 'communications',
    role: 'custom',
    filled: 900,
    ...field,
  });
  return {
    ...base,
    fields: [
      ...base.fields,
      custom({
        name: 'item',
        type: 'category',
        distinct: 3,
        values: [
          { value: 'AeroBuds Pro earbuds', count: 188 },
          { value: 'Linen wrap dress', count: 226 },
          { value: 'Pro charging cable', count: 90 },
        ],
      }),
      custom({
        name: 'resolution',
        type: 'category',
        distinct: 2,
        values: [
          { value: 'refunded', count: 455 },
          { value: 'replaced', count: 300 },
        ],
      }),
      custom({ name: 'refund_amount', type: 'number', distinct: 400 }),
      custom({ name: 'days_to_resolve', type: 'number', distinct: 30 }),
    ],
  };
}

function findings(question: string, answer: string, input: unknown, output: unknown) {
  return assessFit(sourcesOf(question, answer, [call(input, output)], returnsData())).filter(
    (finding: FitFinding) => finding.delta < 0,
  );
}

describe('number readings', () => {
  it('lists the number fields a call computes over, not the ones it counts or filters', () => {
    expect(
      numberFieldsRead({
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'days_to_resolve' }],
        filters: [{ field: 'refund_amount', op: 'gt', value: 0 }],
      }),
    ).toEqual(['days_to_resolve']);
    expect(namesFieldRead('refunded', [{ metrics: [{ fn: 'sum', field: 'refund_amount' }] }])).toBe(
      true,
    );
    expect(namesFieldRead('replaced', [{ metrics: [{ fn: 'sum', field: 'refund_amount' }] }])).toBe(
      false,
    );
    expect(
      namesFieldRead('refunded', [{ metrics: [{ fn: 'count', field: 'refund_amount' }] }]),
    ).toBe(false);
  });

  it('accepts a sum of the field the question names by its verb, and money said of it', () => {
    const summed = {
      entity: 'communications',
      metrics: [{ fn: 'sum', field: 'refund_amount' }],
    };
    expect(
      findings(
        'How much money have we refunded in total?',
        'The total refund amount is 157292.06 over 2400 communications.',
        summed,
        { matched: 2400, rows: [{ sumRefund_amount: 157292.06 }] },
      ),
    ).toEqual([]);
    // Counted, not summed: the money asked for is not what was computed.
    const counted = findings(
      'How much money have we refunded in total?',
      'There are 455 communications where resolution is refunded.',
      { entity: 'communications', metrics: [{ fn: 'count' }] },
      { matched: 455 },
    );
    expect(counted.length).toBeGreaterThan(0);
  });

  it('reads "quicker" as the duration an average computed, not as a measure the data lacks', () => {
    const question = 'Which resolves quicker on average, Pro charging cable or Linen wrap dress?';
    const averaged = findings(
      question,
      'Average days to resolve: Pro charging cable: 7.456; Linen wrap dress: 9.452.',
      {
        filters: [{ field: 'item', op: 'in', value: ['Pro charging cable', 'Linen wrap dress'] }],
        metrics: [{ fn: 'avg', field: 'days_to_resolve' }],
        groupBy: ['item'],
      },
      {
        rows: [
          { item: 'Pro charging cable', avgDays_to_resolve: 7.456 },
          { item: 'Linen wrap dress', avgDays_to_resolve: 9.452 },
        ],
      },
    );
    expect(averaged.filter((finding) => finding.check === 'terms')).toEqual([]);
    const counted = findings(
      question,
      'Pro charging cable: 90 communications; Linen wrap dress: 226.',
      {
        filters: [{ field: 'item', op: 'in', value: ['Pro charging cable', 'Linen wrap dress'] }],
        metrics: [{ fn: 'count' }],
        groupBy: ['item'],
      },
      {
        rows: [
          { item: 'Pro charging cable', count: 90 },
          { item: 'Linen wrap dress', count: 226 },
        ],
      },
    );
    // Counts answer no "quicker on average": the average asked is missing.
    expect(counted.some((finding) => finding.cap < 0.45)).toBeTrue();
  });

  it('takes a word only one value has as naming it, camel case included', () => {
    const aerobuds = {
      filters: [{ field: 'item', op: 'eq', value: 'AeroBuds Pro earbuds' }],
      metrics: [{ fn: 'count' }],
    };
    expect(
      findings('how many for the aerobuds', 'There are 188 communications.', aerobuds, {
        matched: 188,
      }),
    ).toEqual([]);
    // "Pro" is in two values: it does not name this one.
    expect(
      findings('how many for the pro', 'There are 188 communications.', aerobuds, {
        matched: 188,
      }).map((finding) => finding.check),
    ).toContain('filter');
  });

  it('counts "how many … on average" as an average asked, not a second count', () => {
    const both = findings(
      'How many returns were refunded, and how many days did they take to resolve on average?',
      'There are 455 refunded returns. They took 7.57 days to resolve on average.',
      {
        filters: [{ field: 'resolution', op: 'eq', value: 'refunded' }],
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'days_to_resolve' }],
      },
      { matched: 455, rows: [{ count: 455, avgDays_to_resolve: 7.57 }] },
    );
    expect(both.map((finding) => finding.label)).not.toContain(
      'The question asks for 2 counts; the answer states 1',
    );
  });
});
