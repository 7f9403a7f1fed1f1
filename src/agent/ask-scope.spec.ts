import { checkAskScope, checkAskTotal, splitAsks } from './ask-scope';
import { call, sourcesOf } from './testing/fit-fixtures';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { libraryDataset } from './testing/library-dataset';

const unitedCount = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'eq', value: 'United' }],
    metrics: [{ fn: 'count' }],
  },
  { matched: 3822, rows: [{ count: 3822 }] },
  'c1',
);
function sentimentOf(airlineFilter: boolean): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: airlineFilter ? [{ field: 'airline', op: 'eq', value: 'United' }] : [],
      metrics: [{ fn: 'avg', field: 'sentiment' }],
    },
    {
      matched: airlineFilter ? 3822 : 14640,
      rows: [{ avgSentiment: airlineFilter ? -0.412 : -0.215 }],
    },
    'c2',
  );
}

function findings(question: string, answer: string, calls: ObservedCall[]) {
  return checkAskScope(sourcesOf(question, answer, calls));
}

describe('checkAskScope', () => {
  it('splits a question into its asks', () => {
    expect(
      splitAsks('How many tweets mention United, and what is the average sentiment?').map((ask) =>
        ask.text.trim(),
      ),
    ).toEqual(['How many tweets mention United', 'what is the average sentiment?']);
    expect(splitAsks('How many tweets mention United?').length).toBe(1);
  });

  it("flags a second ask's figure that keeps the first ask's filter it did not point back to", () => {
    const found = findings(
      'How many tweets mention United, and what is the average sentiment of all tweets?',
      'There are 3822 tweets about United. The average sentiment is -0.412.',
      [unitedCount, sentimentOf(true)],
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    expect(found[0]!.label).toContain('United');
  });

  it('accepts the second ask over all records, and a filter kept when the ask points back', () => {
    expect(
      findings(
        'How many tweets mention United, and what is the average sentiment of all tweets?',
        'There are 3822 tweets about United. The average sentiment is -0.215.',
        [unitedCount, sentimentOf(false)],
      ),
    ).toEqual([]);
    expect(
      findings(
        'How many tweets mention United, and what is their average sentiment?',
        'There are 3822 tweets about United. Their average sentiment is -0.412.',
        [unitedCount, sentimentOf(true)],
      ),
    ).toEqual([]);
  });

  it("flags a second ask that points back but whose figure dropped the first ask's value", () => {
    const found = findings(
      'How many tweets mention United, and what is their average sentiment?',
      'There are 3822 tweets about United. Their average sentiment is -0.215.',
      [unitedCount, sentimentOf(false)],
    );
    expect(found.length).toBe(1);
    expect(found[0]!.partial).toBeTrue();
    expect(found[0]!.label).toContain('drops');
  });

  describe('checkAskTotal', () => {
    const reasons = call(
      {
        entity: 'communications',
        filters: [{ field: 'airline', op: 'eq', value: 'United' }],
        metrics: [{ fn: 'count' }],
        groupBy: ['negativereason'],
      },
      {
        matched: 2633,
        rows: [
          { negativereason: 'Customer Service Issue', count: 681 },
          { negativereason: 'Late Flight', count: 525 },
        ],
      },
      'c2',
    );
    const total = (question: string, answer: string, calls: ObservedCall[]) =>
      checkAskTotal(sourcesOf(question, answer, calls));
    const question = 'How many tweets did United get, and what was their top reason?';

    it('flags a total asked and then ranked when every count stated is one group', () => {
      const found = total(question, 'The top reason is Customer Service Issue with 681.', [
        reasons,
      ]);
      expect(found.length).toBe(1);
      expect(found[0]!.partial).toBeTrue();
    });

    it('accepts the total stated beside the ranking', () => {
      expect(
        total(question, 'United got 3822 tweets; the top reason is Customer Service Issue (681).', [
          unitedCount,
          reasons,
        ]),
      ).toEqual([]);
    });
  });
});

describe('checkAskScope: a heading before a colon names the records of every ask', () => {
  const clinic = clinicDataset();
  const library = libraryDataset();
  const filtered = (field: string, value: string, metric: object, output: object, id: string) =>
    call(
      {
        entity: 'communications',
        filters: [{ field, op: 'eq', value }],
        metrics: [metric],
      },
      output,
      id,
    );
  const shapes = [
    {
      data: clinic,
      count: filtered('clinic', 'Riverside', { fn: 'count' }, { count: 2200 }, 'c1'),
      avg: filtered(
        'clinic',
        'Riverside',
        { fn: 'avg', field: 'wait_minutes' },
        { avg: 24.5 },
        'c2',
      ),
      headed: 'Riverside visits: how many were there, and what average wait?',
      apart: 'How many Riverside visits were there, and what average wait across every clinic?',
      answer: 'There are 2200 Riverside visits. The average wait is 24.5.',
    },
    {
      data: library,
      count: filtered('Branch Name', 'Northgate', { fn: 'count' }, { count: 3000 }, 'c1'),
      avg: filtered(
        'Branch Name',
        'Northgate',
        { fn: 'avg', field: 'fine_amt' },
        { avg: 1.9 },
        'c2',
      ),
      headed: 'Northgate \u2014 how many requests, and what average fine owed?',
      apart: 'How many requests at Northgate, and what average fine owed over all branches?',
      answer: 'There are 3000 requests at Northgate. The average fine owed is 1.9.',
    },
  ];

  it('keeps the heading for both asks', () => {
    for (const shape of shapes) {
      expect(
        checkAskScope(sourcesOf(shape.headed, shape.answer, [shape.count, shape.avg], shape.data)),
      )
        .withContext(shape.headed)
        .toEqual([]);
    }
  });

  it("still flags the first ask's own value kept by a second ask said over all records", () => {
    for (const shape of shapes) {
      expect(
        checkAskScope(
          sourcesOf(shape.apart, shape.answer, [shape.count, shape.avg], shape.data),
        ).map((finding) => finding.cap),
      )
        .withContext(shape.apart)
        .toEqual([0.44]);
    }
  });
});
