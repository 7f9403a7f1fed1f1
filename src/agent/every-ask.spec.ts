import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, findingsBy } from './testing/fit-cases';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

/** One ungrouped query: a count and each given metric over a field, with their results. */
function measured(
  metrics: [fn: string, field: string, value: number][],
  callId = 'c1',
): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'count' }, ...metrics.map(([fn, field]) => ({ fn, field }))],
    },
    Object.fromEntries([
      ['count', 1200],
      ...metrics.map(([fn, field, value]) => [`${fn}_${field}`, value]),
    ]),
    callId,
  );
}

type Case = [string, string, ObservedCall[], DataDictionary];

/** Two figures asked, the run computed one of them. */
const wrong: Case[] = [
  [
    'Give me the total fee and the total minutes waited for Riverside visits.',
    'The total fee (GBP) is 48210 over 1200 communications where clinic is Riverside.',
    [measured([['sum', 'fee_gbp', 48210]])],
    clinic,
  ],
  [
    'What were the average fee and the average minutes waited?',
    'The average fee (GBP) is 40.2 over 1200 communications.',
    [measured([['avg', 'fee_gbp', 40.2]])],
    clinic,
  ],
  [
    'Give me the total fine owed and the average member rating for Northgate.',
    'The total fine owed (USD) is 5320 over 1200 communications.',
    [measured([['sum', 'fine_amt', 5320]])],
    library,
  ],
  [
    'What is the average member rating, and what is the average fine owed?',
    'The average member rating (1-5) is 3.9 over 1200 communications.',
    [measured([['avg', 'mbr_rating', 3.9]])],
    library,
  ],
];

/** Every ask computed (or read from a record looked up), or one ask only. */
const right: Case[] = [
  [
    'Which clinic handled V-10042, and what was the fee?',
    '**V-10042**: its clinic is **Riverside**. - fee gbp: 120',
    [
      {
        step: 1,
        callId: 'c1',
        tool: 'get_communication',
        input: { id: 'V-10042' },
        output: { id: 'V-10042', clinic: 'Riverside', fee_gbp: 120 },
      },
    ],
    clinic,
  ],
  [
    'What is the total fee and the average minutes waited at Riverside?',
    'The total fee (GBP) is 48210 and the average minutes waited is 23.4, over 1200 communications.',
    [
      measured([
        ['sum', 'fee_gbp', 48210],
        ['avg', 'wait_minutes', 23.4],
      ]),
    ],
    clinic,
  ],
  [
    'How many visits were there, and what was the average fee?',
    'There are 1200 visits; the average fee (GBP) is 40.2.',
    [measured([['avg', 'fee_gbp', 40.2]])],
    clinic,
  ],
  [
    'What is the average member rating, and what is the average fine owed?',
    'The average member rating (1-5) is 3.9 and the average fine owed (USD) 2.4, over 1200 communications.',
    [
      measured([
        ['avg', 'mbr_rating', 3.9],
        ['avg', 'fine_amt', 2.4],
      ]),
    ],
    library,
  ],
  [
    'How many renewals did we get, and what was the total fine owed on them?',
    'There are 1200 renewals, owing 5320 in fines in total.',
    [measured([['sum', 'fine_amt', 5320]])],
    library,
  ],
];

describe('checkEveryAsk', () => {
  it('caps Low, partly answered, a question of several asks with a named field never computed', () => {
    for (const [question, answer, calls, data] of wrong) {
      const found = findingsBy('every-ask', question, answer, calls, data);
      expect(found.length).withContext(question).toBe(1);
      expect(found[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('leaves answers whose calls computed every field the asks name (2 data shapes)', () => {
    for (const [question, answer, calls, data] of right) {
      expect(findingsBy('every-ask', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });
});

/** Two kinds of figure asked (a count and a sum or an average), one stated. */
const short: Case[] = [
  // The second ask names no field of the data: only the figures stated show it was dropped.
  [
    'Give me the number of Riverside patients and the total visits they made.',
    'There are **412** visits where clinic is Riverside, over all the data.',
    [totalOf(412)],
    clinic,
  ],
  [
    'Give me the number of Northgate members and the total loans they took out.',
    'There are **318** loans where branch is Northgate.',
    [totalOf(318)],
    library,
  ],
  [
    'How many members are in the Northgate branch, and what is their average rating?',
    'There are **318** members where branch is Northgate.',
    [totalOf(318)],
    library,
  ],
];

/** Each kind asked stated, or one kind asked twice over. */
const complete: Case[] = [
  [
    'Give me the number of Riverside visits and the total minutes waited.',
    'There are 412 visits where clinic is Riverside, waiting 9,870 minutes in total.',
    [measured([['sum', 'wait_minutes', 9870]])],
    clinic,
  ],
  [
    'How many members are in Northgate, and how many are in Southgate?',
    'There are 318 members in Northgate.',
    [totalOf(318)],
    library,
  ],
  [
    'What is the total number of loans and the number of renewals?',
    'There are 1200 loans, of which 310 were renewals.',
    [totalOf(1200)],
    library,
  ],
  [
    'How many visits were there, and what was the average fee?',
    'There are 1200 visits; the average fee (GBP) is 40.2 over the period 2025-01-01 to 2025-03-31.',
    [measured([['avg', 'fee_gbp', 40.2]])],
    clinic,
  ],
];

function totalOf(count: number): ObservedCall {
  return call({ entity: 'communications', filters: [], metrics: [{ fn: 'count' }] }, { count });
}

describe('checkAskCount', () => {
  it('caps Low, partly answered, an answer stating fewer figures than the kinds asked', () => {
    for (const [question, answer, calls, data] of short) {
      const found = findingsBy('ask-count', question, answer, calls, data);
      expect(found.length).withContext(question).toBe(1);
      expect(found[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('leaves an answer stating a figure for each kind asked (2 data shapes)', () => {
    for (const [question, answer, calls, data] of complete) {
      expect(findingsBy('ask-count', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });
});

describe('checkEveryAsk: a number field named only within a longer field the run used', () => {
  /** A data set with a number field whose name lies within a category field's ("fee band"). */
  function withBand(data: DataDictionary, number: string, band: string): DataDictionary {
    return {
      ...data,
      fields: [
        ...data.fields,
        {
          name: number,
          entity: 'communications',
          role: 'custom',
          type: 'number',
          filled: 900,
          distinct: 80,
        },
        {
          name: band,
          entity: 'communications',
          role: 'custom',
          type: 'category',
          filled: 900,
          distinct: 3,
          values: [
            { value: 'high', count: 200 },
            { value: 'low', count: 700 },
          ],
        },
      ],
    };
  }
  const clinicBands = withBand(clinic, 'fee', 'feeBand');
  const libraryBands = withBand(library, 'fine', 'fine_band');

  function byBand(field: string): ObservedCall {
    return call(
      {
        entity: 'communications',
        filters: [],
        metrics: [{ fn: 'count' }, { fn: 'share' }],
        groupBy: [field],
      },
      {
        rows: [
          { [field]: 'high', count: 200, share: 22.2 },
          { [field]: 'low', count: 700, share: 77.8 },
        ],
      },
    );
  }

  it('leaves "fee band" read as the band field, not as the fee (2 data shapes)', () => {
    for (const [question, answer, calls, data] of [
      [
        'Of all visits, what share carry a high fee band?',
        '22.2% of visits have fee band high (200 of 900).',
        [byBand('feeBand')],
        clinicBands,
      ],
      [
        'Of all requests, what proportion fall in the high fine band?',
        '22.2% of requests have fine band high (200 of 900).',
        [byBand('fine_band')],
        libraryBands,
      ],
    ] as Case[]) {
      expect(findingsBy('every-ask', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('still flags the number field when the question also names it on its own', () => {
    for (const [question, answer, calls, data] of [
      [
        'Of all visits, what share carry a high fee band, and what is the average fee?',
        '22.2% of visits have fee band high (200 of 900).',
        [byBand('feeBand')],
        clinicBands,
      ],
      [
        'What proportion fall in the high fine band, and the total fine?',
        '22.2% of requests have fine band high (200 of 900).',
        [byBand('fine_band')],
        libraryBands,
      ],
    ] as Case[]) {
      expect(findingsBy('every-ask', question, answer, calls, data).length)
        .withContext(question)
        .toBe(1);
    }
  });
});

describe('checkAskCount: an opening "In total," asks no figure of its own', () => {
  const counted = (value: number): ObservedCall =>
    call({ entity: 'communications', filters: [], metrics: [{ fn: 'count' }] }, { count: value });

  it('reads "In total, how many …" as one count', () => {
    for (const [question, answer, calls, data] of [
      [
        'In total, how many Check-up visits have we had?',
        'There are 3000 Check-up visits.',
        [counted(3000)],
        clinic,
      ],
      ['All told, how many holds were placed?', 'There are 4000 holds.', [counted(4000)], library],
    ] as const) {
      expect(findingsBy('ask-count', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('still counts a second ask after the opening', () => {
    for (const [question, answer, calls, data] of [
      [
        'In total, how many Check-up visits, and what was their average wait?',
        'There are 3000 Check-up visits.',
        [counted(3000)],
        clinic,
      ],
      [
        'Overall, how many holds were placed, and what total fine was owed?',
        'There are 4000 holds.',
        [counted(4000)],
        library,
      ],
    ] as const) {
      expect(findingsBy('ask-count', question, answer, calls, data).length)
        .withContext(question)
        .toBe(1);
    }
  });
});
