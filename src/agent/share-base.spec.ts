import { checkShareBase } from './share-base';
import { call, sourcesOf } from './testing/fit-fixtures';
import type { ObservedCall } from './observed-values';

const byAirline = call(
  { entity: 'communications', metrics: [{ fn: 'count' }, { fn: 'share' }], groupBy: ['airline'] },
  {
    matched: 14640,
    rows: [
      { airline: 'United', count: 3822, share: 0.2611 },
      { airline: 'Delta', count: 2222, share: 0.1518 },
    ],
  },
);
const unitedByLabel = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'eq', value: 'United' }],
    metrics: [{ fn: 'count' }, { fn: 'share' }],
    groupBy: ['sentimentLabel'],
  },
  {
    matched: 3822,
    rows: [
      { sentimentLabel: 'negative', count: 2633, share: 0.6889 },
      { sentimentLabel: 'neutral', count: 697, share: 0.1824 },
    ],
  },
);

function findings(question: string, answer: string, calls: ObservedCall[]) {
  return checkShareBase(sourcesOf(question, answer, calls));
}

describe('checkShareBase', () => {
  it('flags a share of the whole the question names instead of the part it asks of it', () => {
    const found = findings(
      'What share of United tweets were negative?',
      '26.1% of tweets are about United (3822 of 14640).',
      [byAirline],
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    expect(found[0]!.label).toContain('United');
  });

  it('accepts the part computed within the whole, and a share whose whole is all records', () => {
    expect(
      findings(
        'What share of United tweets were negative?',
        '68.9% of United tweets are negative (2633 of 3822).',
        [unitedByLabel],
      ),
    ).toEqual([]);
    expect(
      findings('What share of tweets mention United?', '26.1% of tweets are about United.', [
        byAirline,
      ]),
    ).toEqual([]);
  });

  it('reads a participle after the whole as the start of the part ("tweets labelled negative")', () => {
    const negativeShare = call(
      {
        entity: 'communications',
        metrics: [{ fn: 'count' }, { fn: 'share' }],
        groupBy: ['sentimentLabel'],
      },
      { matched: 14640, rows: [{ sentimentLabel: 'negative', count: 9178, share: 0.6269 }] },
    );
    // The part is "labelled negative": negative's own share of all tweets answers it.
    expect(
      findings(
        'What share of tweets labelled negative were there?',
        '62.7% of tweets are negative.',
        [negativeShare],
      ),
    ).toEqual([]);
    // Without the participle "negative tweets" is the whole, and the part is asked of it.
    expect(
      findings(
        'What share of negative tweets were about delays?',
        '62.7% of tweets are negative.',
        [negativeShare],
      ).map((finding) => finding.cap),
    ).toEqual([0.44]);
  });
});
