import { checkMoodNamedValue } from './mood-named-value';
import { checkUnrequestedFilters } from './unrequested-filters';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';

const unitedCount = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'eq', value: 'United' }],
    metrics: [{ fn: 'count' }],
  },
  { matched: 3822, rows: [{ count: 3822 }] },
);
const unitedNegative = call(
  {
    entity: 'communications',
    filters: [
      { field: 'airline', op: 'eq', value: 'United' },
      { field: 'sentimentLabel', op: 'eq', value: 'negative' },
    ],
    metrics: [{ fn: 'count' }],
  },
  { matched: 2633, rows: [{ count: 2633 }] },
);
const riversideCount = call(
  {
    entity: 'communications',
    filters: [{ field: 'clinic', op: 'eq', value: 'Riverside' }],
    metrics: [{ fn: 'count' }],
  },
  { matched: 2200, rows: [{ count: 2200 }] },
);
const riversideNegative = call(
  {
    entity: 'communications',
    filters: [
      { field: 'clinic', op: 'eq', value: 'Riverside' },
      { field: 'mood', op: 'eq', value: 'negative' },
    ],
    metrics: [{ fn: 'count' }],
  },
  { matched: 640, rows: [{ count: 640 }] },
);

function airline(question: string, answer: string, calls: ObservedCall[]) {
  return checkMoodNamedValue(sourcesOf(question, answer, calls));
}
function clinic(question: string, answer: string, calls: ObservedCall[]) {
  return checkMoodNamedValue(sourcesOf(question, answer, calls, clinicDataset()));
}

describe('checkMoodNamedValue', () => {
  it('flags a verdict said of records when no call read the sentiment (airline tweets)', () => {
    const wrong = airline('united bad tweets - how many?', 'There are 3822 tweets.', [unitedCount]);
    expect(wrong.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
    expect(wrong[0]!.label).toContain('"negative"');
    expect(
      airline('united bad tweets - how many?', 'There are 2633 tweets.', [unitedNegative]),
    ).toEqual([]);
  });

  it('flags a mood word when no call read the sentiment (clinic feedback)', () => {
    const question = 'How many unhappy patients at Riverside?';
    expect(clinic(question, 'Riverside had 2200 visits.', [riversideCount]).length).toBe(1);
    expect(clinic(question, 'Riverside had 640 negative visits.', [riversideNegative])).toEqual([]);
  });

  it('leaves a verdict word that belongs to a value, or is not said of records, alone', () => {
    // "Good Start Screening" is a visit type of the data, not a mood.
    expect(
      clinic('How many good start screening visits at Riverside?', 'There were 2200.', [
        riversideCount,
      ]),
    ).toEqual([]);
    expect(
      airline('Is now a good time to look at United?', 'There are 3822 tweets.', [unitedCount]),
    ).toEqual([]);
  });

  it('takes the label a mood names as asked for, so filtering on it is no unrequested filter', () => {
    const unrequested = (sources: ReturnType<typeof sourcesOf>) =>
      checkUnrequestedFilters(sources).filter((finding) => /did not ask for/.test(finding.label));
    expect(
      unrequested(
        sourcesOf('united bad tweets - how many?', 'There are 2633 tweets.', [unitedNegative]),
      ),
    ).toEqual([]);
    expect(
      unrequested(
        sourcesOf(
          'How many unhappy patients at Riverside?',
          'There were 640.',
          [riversideNegative],
          clinicDataset(),
        ),
      ),
    ).toEqual([]);
    // Without the mood word the same filter narrows what was asked.
    expect(
      unrequested(
        sourcesOf(
          'How many patients at Riverside?',
          'There were 640.',
          [riversideNegative],
          clinicDataset(),
        ),
      ).length,
    ).toBe(1);
  });
});

describe('checkMoodNamedValue: a mood word that names a score the data keeps', () => {
  const withScore = <T extends ReturnType<typeof clinicDataset>>(base: T, name: string) => ({
    ...base,
    fields: [
      ...base.fields,
      {
        name,
        entity: 'communications' as const,
        role: 'custom' as const,
        type: 'number' as const,
        filled: 1000,
        distinct: 10,
      },
    ],
  });
  const averaged = (field: string) =>
    call(
      { entity: 'communications', metrics: [{ fn: 'avg', field }] },
      { count: 1000, [`avg_${field}`]: 6.1 },
    );
  const counted = call({ entity: 'communications', metrics: [{ fn: 'count' }] }, { count: 1000 });

  it('takes "satisfied" for a satisfaction score a call averaged (clinic visits)', () => {
    const data = withScore(clinicDataset(), 'satisfaction');
    const question = 'Are Hilltop patients satisfied?';
    const check = (calls: ObservedCall[]) =>
      checkMoodNamedValue(sourcesOf(question, 'The average is 6.1.', calls, data));
    expect(check([averaged('satisfaction')])).toEqual([]);
    expect(check([counted]).length).toBe(1);
  });

  it('takes "frustrated" for a frustration score a call averaged (airline tweets)', () => {
    const data = withScore(fitDataset(), 'frustration');
    const check = (calls: ObservedCall[]) =>
      checkMoodNamedValue(sourcesOf('How frustrated are Delta flyers?', 'It is 6.1.', calls, data));
    expect(check([averaged('frustration')])).toEqual([]);
    expect(check([counted]).length).toBe(1);
  });
});
