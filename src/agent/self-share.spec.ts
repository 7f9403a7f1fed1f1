import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { checkSelfShare } from './self-share';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

function unitedBy(field: string, rows: Record<string, unknown>[]): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [{ field: 'airline', op: 'eq', value: 'United' }],
      metrics: [{ fn: 'count' }, { fn: 'share' }],
      groupBy: [field],
    },
    { matched: 3822, rows },
  );
}

function findings(question: string, answer: string, calls: ObservedCall[]) {
  return checkSelfShare(sourcesOf(question, answer, calls));
}

describe('checkSelfShare', () => {
  it('flags a share of a grouping the same call held to one value (100% by construction)', () => {
    const found = findings(
      'How many tweets mention United, and what share of all tweets is that?',
      'There are 3822 United tweets. 100.0% of the 3822 United tweets have airline United.',
      [unitedBy('airline', [{ airline: 'United', count: 3822, share: 1 }])],
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    expect(found[0]!.label).toContain('100% or 0% by construction');
    expect(
      findings(
        'How many United tweets were there, and what share of them moved to Delta?',
        'There are 3822 United tweets. 0.0% of the 3822 United tweets have airline Delta.',
        [unitedBy('airline', [{ airline: 'United', count: 3822, share: 1 }])],
      ).map((finding) => finding.cap),
    ).toEqual([0.44]);
  });

  it('accepts a share of another field within the kept records', () => {
    expect(
      findings(
        'What share of United tweets are negative?',
        '68.9% of United tweets are negative (2633 of 3822).',
        [
          unitedBy('sentimentLabel', [
            { sentimentLabel: 'negative', count: 2633, share: 0.6889 },
            { sentimentLabel: 'neutral', count: 697, share: 0.1824 },
          ]),
        ],
      ),
    ).toEqual([]);
  });

  it('accepts shares between the values an `in` filter kept', () => {
    const twoAirlines = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'in', value: ['United', 'Delta'] }],
        metrics: [{ fn: 'count' }, { fn: 'share' }],
        groupBy: ['airline'],
      },
      {
        matched: 6044,
        rows: [
          { airline: 'United', count: 3822, share: 0.6324 },
          { airline: 'Delta', count: 2222, share: 0.3676 },
        ],
      },
    );
    expect(
      findings('What share of United and Delta tweets go to Delta?', 'Delta has 36.8%.', [
        twoAirlines,
      ]),
    ).toEqual([]);
  });
});

// The base call already held the field the part is about ("credit given"), and the part's
// condition on that same field keeps every row or none: a share of 100% or 0% by construction.
describe('checkSelfShare: a share whose base already held the part’s field', () => {
  const clinic = clinicDataset();
  const library = libraryDataset();
  const screening = { field: 'visit_type', op: 'eq', value: 'Good Start Screening' };
  const renewal = { field: 'req type', op: 'eq', value: 'Renewal' };
  const counting = (filters: object[], count: number, callId: string) =>
    call(
      { entity: 'communications', filters, metrics: [{ fn: 'count' }] },
      { matched: count, groupBy: [], rowCount: 1, rows: [{ count }] },
      callId,
    );
  const cases: [string, DataDictionary, object, string, string][] = [
    [
      'What share of all Good Start Screening visits paid a fee?',
      clinic,
      screening,
      'fee_gbp',
      '100.0% of the 400 visits where visit type is Good Start Screening and fee is given have fee above 0 (400 of 400).',
    ],
    [
      'how many screening visits were there and what % of them were charged',
      clinic,
      screening,
      'fee_gbp',
      'There are 2000 such visits; 100% of the 400 with a fee have a fee above 0.',
    ],
    [
      'Of every renewal request, what proportion ended up with a fine?',
      library,
      renewal,
      'fine_amt',
      '100.0% of the 900 renewal requests with a fine owed have a fine above 0.',
    ],
    [
      'renewals - percentage fined?',
      library,
      renewal,
      'fine_amt',
      '100% of the 900 fined renewal requests had a fine above zero (900 of 900).',
    ],
  ];
  for (const [question, data, value, field, answer] of cases) {
    it(`flags "${question}" answered with a share of a base that held ${field}`, () => {
      const given = { field, op: 'not_null', value: null };
      const calls = [
        counting([value, given], 400, 'c1'),
        counting([value, given, { field, op: 'gt', value: 0 }], 400, 'c2'),
      ];
      const found = checkSelfShare(sourcesOf(question, answer, calls, data));
      expect(found.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.6]);
    });
    it(`accepts "${question}" answered with a share of the whole`, () => {
      const calls = [
        counting([value], 2000, 'c1'),
        counting([value, { field, op: 'gt', value: 0 }], 400, 'c2'),
      ];
      const share = answer.replace(/\b100(?:\.0)?%|\b0\.0%/, '20.0%');
      expect(checkSelfShare(sourcesOf(question, share, calls, data)))
        .withContext(question)
        .toEqual([]);
      // A whole share the base did not hold by the part's field is a finding, not a flaw.
      const club = [
        counting([value], 400, 'c1'),
        counting([value, { field: 'care_club', op: 'eq', value: true }], 400, 'c2'),
      ];
      expect(checkSelfShare(sourcesOf(question, answer, club, data)))
        .withContext(question)
        .toEqual([]);
    });
  }
});
