import type { ObservedCall } from './observed-values';
import { checkSelfShare } from './self-share';
import { call, sourcesOf } from './testing/fit-fixtures';

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
