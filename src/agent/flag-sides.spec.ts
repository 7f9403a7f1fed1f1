import type { DataDictionary } from './dataset';
import { checkFlagSides } from './flag-sides';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

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

describe('checkFlagSides: the other side said as everyone else, the sides joined by "and for"', () => {
  const clinic = clinicDataset();
  const library = libraryDataset();
  const rateWithin = (filters: unknown[], flag: string, groupBy: string[] = []) =>
    call(
      { entity: 'communications', filters, metrics: [{ fn: 'avg', field: flag }], groupBy },
      { rows: [{ [`avg${flag}`]: 0.28, count: 1800 }] },
    );
  const negative = { field: 'mood', op: 'eq', value: 'negative' };
  const holds = { field: 'req type', op: 'eq', value: 'Hold' };
  const cases: [string, DataDictionary, string, ObservedCall, ObservedCall][] = [
    [
      'What share of visits were negative for care club members, and for everyone else?',
      clinic,
      'care_club',
      rateWithin([negative], 'care_club'),
      rateWithin([], 'mood', ['care_club']),
    ],
    [
      'Is the share of Hold requests higher for kids card holders or for the rest?',
      library,
      'kids_card',
      rateWithin([holds], 'kids_card'),
      rateWithin([], 'req type', ['kids_card']),
    ],
  ];
  for (const [question, data, , pooled, split] of cases) {
    const found = (calls: ObservedCall[]) =>
      checkFlagSides(sourcesOf(question, 'The rate is 28.0% over 1800 records.', calls, data));
    it(`keeps "${question}" below High when the flag's rate stands for both sides`, () => {
      const result = found([pooled]);
      expect(result.length).toBe(1);
      expect(result[0]!.cap).toBeLessThan(0.8);
    });
    it(`leaves "${question}" alone when a call splits by the flag`, () => {
      expect(found([split])).toEqual([]);
    });
  }
  it('reads no sides in a question that names the flag alone', () => {
    const question = 'What share of visits were by care club members?';
    const calls = [rateWithin([], 'care_club')];
    expect(checkFlagSides(sourcesOf(question, 'The rate is 28.0%.', calls, clinic))).toEqual([]);
  });
});
