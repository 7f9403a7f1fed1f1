import { checkShareBase } from './share-base';
import { clinicDataset } from './testing/clinic-dataset';
import { libraryDataset } from './testing/library-dataset';
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

// "Which X has the most V, and what share of all the V came from it?": the whole is the value said
// a second time, which the question's constraint places at its first mention.
describe('checkShareBase: a value said again as the whole of a share', () => {
  const clinicWithin = call(
    {
      entity: 'communications',
      filters: [{ field: 'clinic', op: 'eq', value: 'Riverside' }],
      metrics: [{ fn: 'count' }, { fn: 'share' }],
      groupBy: ['visit_type'],
    },
    {
      matched: 2200,
      rows: [
        { visit_type: 'Good Start Screening', count: 1300, share: 0.5909 },
        { visit_type: 'Check-up', count: 900, share: 0.4091 },
      ],
    },
  );
  const clinicOfAll = call(
    {
      entity: 'communications',
      filters: [{ field: 'visit_type', op: 'eq', value: 'Check-up' }],
      metrics: [{ fn: 'count' }, { fn: 'share' }],
      groupBy: ['clinic'],
    },
    {
      matched: 1800,
      rows: [
        { clinic: 'Riverside', count: 900, share: 0.5 },
        { clinic: 'Hilltop', count: 600, share: 0.3333 },
      ],
    },
  );
  const libraryWithin = call(
    {
      entity: 'communications',
      filters: [{ field: 'Branch Name', op: 'eq', value: 'Central Library' }],
      metrics: [{ fn: 'count' }, { fn: 'share' }],
      groupBy: ['req type'],
    },
    {
      matched: 4100,
      rows: [
        { 'req type': 'Hold', count: 2100, share: 0.5122 },
        { 'req type': 'Renewal', count: 1600, share: 0.3902 },
      ],
    },
  );
  const libraryOfAll = call(
    {
      entity: 'communications',
      filters: [{ field: 'req type', op: 'eq', value: 'Renewal' }],
      metrics: [{ fn: 'count' }, { fn: 'share' }],
      groupBy: ['Branch Name'],
    },
    {
      matched: 3100,
      rows: [
        { 'Branch Name': 'Central Library', count: 1600, share: 0.5161 },
        { 'Branch Name': 'Northgate', count: 1200, share: 0.3871 },
      ],
    },
  );
  const clinic = [
    'Which clinic did the most check-ups, and what share of all the check-ups came from it?',
    'Which clinic had the most check-up visits? What percentage of the check-up visits were there?',
    'Which clinic leads on check-ups, and what proportion of check-ups is it?',
  ];
  for (const question of clinic) {
    it(`flags "${question}" answered as a share within the winner (clinic visits)`, () => {
      const found = checkShareBase(
        sourcesOf(
          question,
          'Riverside, with 900. 40.9% of its visits are check-ups.',
          [clinicWithin],
          clinicDataset(),
        ),
      );
      expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    });
    it(`accepts "${question}" answered as the winner's share of the whole`, () => {
      expect(
        checkShareBase(
          sourcesOf(
            question,
            'Riverside, with 900: 50.0% of the check-ups.',
            [clinicOfAll],
            clinicDataset(),
          ),
        ),
      ).toEqual([]);
    });
  }
  const library = [
    'Which branch handles the most renewals, and what share of all renewals does it handle?',
    'Which branch gets the most Renewal requests and what fraction of the Renewal requests is that?',
  ];
  for (const question of library) {
    it(`flags "${question}" answered within the winner, accepts it of the whole (library)`, () => {
      const within = checkShareBase(
        sourcesOf(
          question,
          'Central Library, with 1600; 39.0% of its requests.',
          [libraryWithin],
          libraryDataset(),
        ),
      );
      expect(within.length).toBe(1);
      const ofAll = checkShareBase(
        sourcesOf(
          question,
          'Central Library, with 1600: 51.6% of renewals.',
          [libraryOfAll],
          libraryDataset(),
        ),
      );
      expect(ofAll).toEqual([]);
    });
  }
  it('leaves a share whose whole is every record alone, wherever the value is said', () => {
    const question = 'Which clinic does the most check-ups, and what share of all visits is that?';
    expect(
      checkShareBase(
        sourcesOf(
          question,
          'Riverside, with 900. 40.9% of its visits are check-ups.',
          [clinicWithin],
          clinicDataset(),
        ),
      ),
    ).toEqual([]);
  });
});
