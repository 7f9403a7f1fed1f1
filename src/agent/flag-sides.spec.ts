import type { DataDictionary } from './dataset';
import { checkFlagSides } from './flag-sides';
import type { ObservedCall } from './observed-values';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';

/** The sample data with a yes/no field an import brings. */
function withFlag(): DataDictionary {
  const base = fitDataset();
  return {
    ...base,
    fields: [
      ...base.fields,
      {
        name: 'rebooked',
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        filled: 14640,
        distinct: 2,
        values: [
          { value: false, count: 12000 },
          { value: true, count: 2640 },
        ],
      },
    ],
  };
}

const QUESTION = 'Are rebooked flyers angrier than those who were never rebooked?';

function sentimentOf(filters: unknown[], groupBy: string[] = []): ObservedCall {
  return call(
    { entity: 'communications', filters, metrics: [{ fn: 'avg', field: 'sentiment' }], groupBy },
    { rows: [{ avgSentiment: -0.41, count: 2640 }] },
  );
}

function findings(calls: ObservedCall[], question = QUESTION) {
  return checkFlagSides(sourcesOf(question, 'The average sentiment is -0.41.', calls, withFlag()));
}

describe('checkFlagSides', () => {
  it('flags a comparison of a flag with its absence answered without both sides', () => {
    const rate = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'avg', field: 'rebooked' }] },
      { rows: [{ avgRebooked: 0.18 }] },
    );
    for (const calls of [[rate], [sentimentOf([{ field: 'rebooked', op: 'eq', value: true }])]]) {
      const found = findings(calls);
      expect(found.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
    }
  });

  it('accepts a grouping by the flag, or each side kept in turn', () => {
    expect(findings([sentimentOf([], ['rebooked'])])).toEqual([]);
    expect(
      findings([
        sentimentOf([{ field: 'rebooked', op: 'eq', value: true }]),
        sentimentOf([{ field: 'rebooked', op: 'eq', value: false }]),
      ]),
    ).toEqual([]);
  });

  it('says nothing when the question does not set the flag against its absence', () => {
    expect(
      findings(
        [sentimentOf([{ field: 'rebooked', op: 'eq', value: true }])],
        'How do rebooked flyers feel on average?',
      ),
    ).toEqual([]);
  });
});
