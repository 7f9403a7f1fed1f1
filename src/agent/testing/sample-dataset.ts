import type { DataDictionary } from '../dataset';

/** A small imported data set that is not the demo: its own vocabulary, its own span. */
export function sampleDataset(overrides: Partial<DataDictionary> = {}): DataDictionary {
  return {
    name: 'Airline tweets',
    description: 'Tweets to US airlines, February 2015.',
    counts: { communications: 14640, customers: 7701, cases: 0 },
    from: '2015-02-16',
    to: '2015-02-24',
    fields: [
      {
        name: 'airline',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 14640,
        distinct: 6,
        complete: true,
        values: [
          { value: 'United', count: 3822 },
          { value: 'US Airways', count: 2913 },
          { value: 'American', count: 2759 },
          { value: 'Southwest', count: 2420 },
          { value: 'Delta', count: 2222 },
          { value: 'Virgin America', count: 504 },
        ],
      },
      {
        name: 'negativereason',
        label: 'negative reason',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 9178,
        distinct: 10,
        values: [
          { value: 'Customer Service Issue', count: 2910 },
          { value: 'Late Flight', count: 1665 },
          { value: 'Lost Luggage', count: 724 },
        ],
      },
      {
        name: 'sentiment',
        entity: 'communications',
        role: 'sentiment',
        type: 'number',
        filled: 14640,
        distinct: 3,
        min: -1,
        max: 1,
      },
      {
        name: 'at',
        entity: 'communications',
        role: 'time',
        type: 'date',
        filled: 14640,
        distinct: 9,
        min: '2015-02-16',
        max: '2015-02-24',
      },
    ],
    ...overrides,
  };
}
