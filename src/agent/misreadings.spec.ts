import type { DataDictionary } from './dataset';
import { checkConstraints } from './constraint-coverage';
import { findFigureEvidence } from './figure-evidence';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, groupedCall } from './testing/fit-cases';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

/**
 * A topic field whose values hold measure nouns ("Interest & Rates", "Market Share"), with the
 * synonyms a declaration file gives them (the demo's says "rate" for "Interest & Rates").
 */
function withTopics(
  data: DataDictionary,
  values: readonly string[],
  valueSynonyms: Record<string, string[]>,
): DataDictionary {
  return {
    ...data,
    fields: [
      ...data.fields,
      {
        name: 'topic',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 1000,
        distinct: values.length,
        values: values.map((value, index) => ({ value, count: 500 - index * 100 })),
        valueSynonyms,
      },
    ],
  };
}

const clinic = withTopics(clinicDataset(), ['Interest & Rates', 'Waiting Room', 'Staff'], {
  'Interest & Rates': ['interest', 'rate', 'rates'],
});
const library = withTopics(libraryDataset(), ['Market Share', 'Late Returns', 'Opening Hours'], {
  'Market Share': ['market', 'share'],
});

function valuesRead(question: string, data: DataDictionary): string[] {
  return extractConstraints({ question, period: { from: data.from!, to: data.to! }, dataset: data })
    .filter((constraint) => constraint.kind === 'value')
    .map((constraint) => (constraint.kind === 'value' ? constraint.value : ''));
}

describe('a measure noun said after "as" is how to state the figure, not a value', () => {
  const asMeasure: [string, DataDictionary][] = [
    ['Which clinic most often has negative feedback, as a rate?', clinic],
    ['Which visit type gets the most negative moods as a rate', clinic],
    ['Which branch sees kids cards most, as a share?', library],
    ['which request type is most common as a share of all', library],
  ];
  const asValue: [string, DataDictionary, string][] = [
    ['How many visits were about interest rates?', clinic, 'Interest & Rates'],
    ['What share of feedback was about interest rates?', clinic, 'Interest & Rates'],
    ['How many requests mention market share?', library, 'Market Share'],
  ];

  it('reads no topic value from "as a rate" / "as a share" (2 data shapes)', () => {
    for (const [question, data] of asMeasure) {
      expect(valuesRead(question, data)).withContext(question).not.toContain('Interest & Rates');
      expect(valuesRead(question, data)).withContext(question).not.toContain('Market Share');
    }
  });

  it('still reads the value where the question names it', () => {
    for (const [question, data, value] of asValue) {
      expect(valuesRead(question, data)).withContext(question).toContain(value);
    }
  });
});

describe('a contraction is no name the question gives', () => {
  const byStatus = groupedCall('req type', [
    ['Hold', 4000],
    ['Renewal', 3100],
  ]);
  const byClinic = groupedCall('clinic', [
    ['Riverside', 2200],
    ['Hilltop', 1700],
  ]);

  it('leaves "Don\'t lump them together" uncapped (2 data shapes)', () => {
    const right: [string, string, ObservedCall[], DataDictionary][] = [
      [
        "How many requests were Holds, and how many Renewals? Don't lump them together.",
        'Hold: 4000. Renewal: 3100.',
        [byStatus],
        library,
      ],
      [
        "Riverside and Hilltop visits, separately please. Don't add them up.",
        'Riverside: 2200. Hilltop: 1700.',
        [byClinic],
        clinic,
      ],
    ];
    for (const [question, answer, calls, data] of right) {
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBe(1);
    }
  });

  it('still caps a name the data does not hold beside a contraction', () => {
    const wrong: [string, string, ObservedCall[], DataDictionary][] = [
      ["How many requests did Dickens get? Don't guess.", 'Hold: 4000.', [byStatus], library],
      ["How many visits did Patel see? Don't round.", 'Riverside: 2200.', [byClinic], clinic],
    ];
    for (const [question, answer, calls, data] of wrong) {
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });
});

describe('a record id written with slashes', () => {
  const found = (id: string): ObservedCall => ({
    step: 1,
    callId: 'c1',
    tool: 'get_communication',
    input: { id },
    output: { id, category: 'Damaged', status: 'Declined' },
  });
  const missing: ObservedCall = {
    step: 1,
    callId: 'c1',
    tool: 'search_communications',
    input: { query: 'x' },
    output: { total: 0, results: [] },
  };

  it('is a record the question names: covered when a result holds it, outside when none does', () => {
    for (const data of [clinic, library]) {
      const period = { from: data.from!, to: data.to! };
      const question = 'What was claim CLM/25/006567 about?';
      const constraints = extractConstraints({ question, period, dataset: data });
      expect(constraints).toContain({ kind: 'id', label: 'CLM/25/006567', id: 'CLM/25/006567' });
      expect(
        checkConstraints(constraints, [found('CLM/25/006567')], period).map((c) => c.outcome),
      ).toEqual(['covered']);
      expect(checkConstraints(constraints, [missing], period).map((c) => c.outcome)).toEqual([
        'outside',
      ]);
    }
  });

  it('keeps a year written before the capitals ("2425/C/01243"): covered when found, else outside', () => {
    // Question, the id a result holds, the outcome.
    const cases: [string, string, 'covered' | 'outside'][] = [
      ['What was the outcome of 2425/C/01243?', '2425/C/01243', 'covered'],
      ['Which branch lent 24-25/LIB/0042?', '24-25/LIB/0042', 'covered'],
      ['who handled 2026-HR-00731', '2026-HR-00731', 'covered'],
      // Guards: another year's record with the same numbers, or an id no result holds.
      ['What was the outcome of 2425/C/01243?', '2324/C/01243', 'outside'],
      ['Which branch lent 24-25/LIB/0042?', 'LIB/0042', 'outside'],
    ];
    for (const data of [clinic, library]) {
      const period = { from: data.from!, to: data.to! };
      for (const [question, held, outcome] of cases) {
        const ids = extractConstraints({ question, period, dataset: data }).filter(
          (constraint) => constraint.kind === 'id',
        );
        expect(checkConstraints(ids, [found(held)], period).map((c) => c.outcome))
          .withContext(`${question} / ${held}`)
          .toEqual([outcome]);
        expect(checkConstraints(ids, [missing], period).map((c) => c.outcome)).toEqual(['outside']);
      }
    }
  });

  it('keeps a check suffix after the numbers ("FLT/25/0298-N"), so a found record is covered', () => {
    for (const data of [clinic, library]) {
      const period = { from: data.from!, to: data.to! };
      const question = 'How much was paid on fault FLT/25/0298-N?';
      const constraints = extractConstraints({ question, period, dataset: data });
      const ids = constraints.filter((constraint) => constraint.kind === 'id');
      expect(ids).toEqual([{ kind: 'id', label: 'FLT/25/0298-N', id: 'FLT/25/0298-N' }]);
      expect(checkConstraints(ids, [found('FLT/25/0298-N')], period).map((c) => c.outcome)).toEqual(
        ['covered'],
      );
      // Another record with the same numbers is not the one asked.
      expect(checkConstraints(ids, [found('FLT/25/0298-K')], period).map((c) => c.outcome)).toEqual(
        ['outside'],
      );
      expect(checkConstraints(ids, [missing], period).map((c) => c.outcome)).toEqual(['outside']);
    }
  });

  it('is covered when the data writes the id with a mark around it ("#HP2405355", "[RQ88213]")', () => {
    // Question as asked, the id as the data stores it, whether the record is the one asked.
    const cases: [string, string, 'covered' | 'outside'][] = [
      ['How long did the guest on #HP2405355 wait?', '#HP2405355', 'covered'],
      ['Issue #HP2518433: how much did we refund?', '#HP2518433', 'covered'],
      ['Which branch had request RQ88213?', '[RQ88213]', 'covered'],
      ['What was visit #AB44120 about?', '#AB44120.', 'covered'],
      ['Who handled claim CLM/25/006567?', '#CLM/25/006567', 'covered'],
      ['What rating did #VT2024551 give?', '№VT2024551', 'covered'],
      ['When was fault FLT/25/0298-N fixed?', '(FLT/25/0298-N)', 'covered'],
      ['Which branch had loan LN100234?', '"LN100234"', 'covered'],
      // Guards: another record, a longer id holding it, or no such record stay outside.
      ['How long did the guest on #HP2405355 wait?', '#HP2405356', 'outside'],
      ['How long did the guest on #HP2405355 wait?', '#HP24053551', 'outside'],
      ['How long did the guest on #HP2405355 wait?', 'XHP2405355', 'outside'],
      ['Which branch had request RQ88213?', 'RQ88213-B', 'outside'],
      ['When was fault FLT/25/0298-N fixed?', '#FLT/25/0298-K', 'outside'],
    ];
    for (const data of [clinic, library]) {
      const period = { from: data.from!, to: data.to! };
      for (const [question, stored, outcome] of cases) {
        const ids = extractConstraints({ question, period, dataset: data }).filter(
          (constraint) => constraint.kind === 'id',
        );
        expect(ids.length).withContext(question).toBe(1);
        expect(checkConstraints(ids, [found(stored)], period).map((c) => c.outcome))
          .withContext(`${question} / ${stored}`)
          .toEqual([outcome]);
        expect(checkConstraints(ids, [missing], period).map((c) => c.outcome))
          .withContext(question)
          .toEqual(['outside']);
      }
    }
  });

  it('is not read from a date or a plain fraction', () => {
    const period = { from: clinic.from!, to: clinic.to! };
    for (const question of ['How many visits on 12/03/2024?', 'What share is 3/4 of them?']) {
      const ids = extractConstraints({ question, period, dataset: clinic }).filter(
        (constraint) => constraint.kind === 'id',
      );
      expect(ids).withContext(question).toEqual([]);
    }
  });
});

describe('a median over the first rows of a list the model saw shortened', () => {
  // 60 days, busiest first: the model is shown the first 50.
  const days = Array.from({ length: 60 }, (_, index) => ({
    day: `2024-03-${String((index % 28) + 1).padStart(2, '0')}`,
    count: 120 - index * 2,
  }));
  const byDay = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }], groupBy: ['day'] },
    { rows: days },
  );
  // The first 50 counts are 120 … 22: their median is 71; all 60's is 61.
  it('supports the median and the number of rows shown', () => {
    const evidence = findFigureEvidence(
      'The busiest day had 120. A typical day has 71 (the median over the 50 days with any).',
      [byDay],
    );
    expect(evidence.map((figure) => [figure.text, figure.status])).toEqual([
      ['120', 'observed'],
      ['71', 'derived'],
      ['50', 'observed'],
    ]);
  });

  it("still supports the whole list's median, and no other middle figure", () => {
    const whole = findFigureEvidence('A typical day has 61.', [byDay]);
    expect(whole[0]!.status).toBe('derived');
    const other = findFigureEvidence('A typical day has 57.5.', [byDay]);
    expect(other[0]!.status).toBe('unsupported');
  });
});

describe('values that differ by a number ("Plan 6" and "Plan 5", "Plan 500" and "Pro Plan 500")', () => {
  const withPlans = (data: DataDictionary): DataDictionary => ({
    ...data,
    fields: [
      ...data.fields,
      {
        name: 'plan',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 1000,
        distinct: 5,
        values: ['Kiosk 5', 'Kiosk 6', 'Kiosk 6 Pro', 'Member 500', 'Family Member 500'].map(
          (value, index) => ({ value, count: 500 - index * 50 }),
        ),
      },
    ],
  });
  const shapes = [withPlans(clinicDataset()), withPlans(libraryDataset())];

  it('reads each value the question names, never a near number as a typo of another', () => {
    for (const data of shapes) {
      expect(valuesRead('Visits on the Kiosk 6 versus the Kiosk 6 Pro: how many each?', data))
        .withContext(data.name)
        .toEqual(['Kiosk 6', 'Kiosk 6 Pro']);
      expect(valuesRead('Compare the average rating on Member 500 with Family Member 500.', data))
        .withContext(data.name)
        .toEqual(['Member 500', 'Family Member 500']);
    }
  });

  it('reads a shorter value said again after the longer one that holds it', () => {
    for (const data of shapes) {
      expect(valuesRead('How does Family Member 500 compare with Member 500?', data))
        .withContext(data.name)
        .toEqual(['Member 500', 'Family Member 500']);
      expect(valuesRead('Kiosk 6 Pro against Kiosk 6: how many on each?', data))
        .withContext(data.name)
        .toEqual(['Kiosk 6', 'Kiosk 6 Pro']);
    }
  });

  it('still reads a value said once inside a longer one as the longer one only, and a typo', () => {
    for (const data of shapes) {
      expect(valuesRead('How many requests on Family Member 500?', data))
        .withContext(data.name)
        .toEqual(['Family Member 500']);
      expect(valuesRead('How many on the Kiosk 6 Pro?', data))
        .withContext(data.name)
        .toEqual(['Kiosk 6 Pro']);
      expect(valuesRead('How many on the Kiosk 5?', data))
        .withContext(data.name)
        .toEqual(['Kiosk 5']);
    }
  });
});

describe('"number one", "no. 1", "#1": a ranking asked', () => {
  const ranks = (question: string, data: DataDictionary): boolean =>
    extractConstraints({
      question,
      period: { from: data.from!, to: data.to! },
      dataset: data,
    }).some((constraint) => constraint.kind === 'rank');
  const counted = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
    { count: 2633 },
  );

  it('reads the ranking, uncovered by a count alone and covered by a grouped call', () => {
    const asked: [string, DataDictionary, ObservedCall][] = [
      [
        "What is Riverside's number one visit type?",
        clinic,
        groupedCall('visit type', [['Check-up', 40]]),
      ],
      [
        'Which branch is no. 1 for holds?',
        library,
        groupedCall('Branch Name', [['Northgate', 90]]),
      ],
      ['The #1 request type at Northgate?', library, groupedCall('req type', [['Hold', 90]])],
    ];
    for (const [question, data, grouped] of asked) {
      expect(ranks(question, data)).withContext(question).toBeTrue();
      const period = { from: data.from!, to: data.to! };
      const constraints = extractConstraints({ question, period, dataset: data }).filter(
        (constraint) => constraint.kind === 'rank',
      );
      expect(checkConstraints(constraints, [counted], period).map((c) => c.outcome))
        .withContext(question)
        .toEqual(['uncovered']);
      expect(checkConstraints(constraints, [grouped], period).map((c) => c.outcome))
        .withContext(question)
        .toEqual(['covered']);
    }
  });

  it('reads no ranking from other numbers', () => {
    for (const [question, data] of [
      ['How many visits had a number of 10 or more?', clinic],
      ['How many requests in room no. 12?', library],
      ['How many holds were there on day one?', library],
      ['How many requests at kiosk no. 1?', library],
      ['How many visits in room #1 last year?', clinic],
    ] as const) {
      expect(ranks(question, data)).withContext(question).toBeFalse();
    }
  });
});

describe('the biggest single value: a maximum over the records ranks them', () => {
  const extreme = (fn: string, field: string, key: string, value: number): ObservedCall =>
    call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }, { fn, field }] },
      { matched: 5000, rows: [{ count: 5000, [key]: value }] },
    );
  const counted = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
    { count: 5000 },
  );

  it('covers the ranking with a max or min, not with a count', () => {
    for (const [question, data, found] of [
      [
        'What is the biggest single fee we have charged?',
        clinic,
        extreme('max', 'fee_gbp', 'maxFee_gbp', 240),
      ],
      [
        'What was the single highest fine on any request?',
        library,
        extreme('max', 'fine_amt', 'maxFine_amt', 45),
      ],
      [
        'What is the lowest fine anyone owed?',
        library,
        extreme('min', 'fine_amt', 'minFine_amt', 0),
      ],
    ] as const) {
      const period = { from: data.from!, to: data.to! };
      const ranking = extractConstraints({ question, period, dataset: data }).filter(
        (constraint) => constraint.kind === 'rank',
      );
      expect(ranking.length).withContext(question).toBe(1);
      expect(checkConstraints(ranking, [found], period).map((c) => c.outcome))
        .withContext(question)
        .toEqual(['covered']);
      expect(checkConstraints(ranking, [counted], period).map((c) => c.outcome))
        .withContext(question)
        .toEqual(['uncovered']);
    }
  });
});

describe('a longer value of another field that holds a whole value read ("lost/stolen card")', () => {
  const withTwoLevels = (data: DataDictionary, top: string, sub: string): DataDictionary => ({
    ...data,
    fields: [
      ...data.fields,
      {
        name: 'topic',
        entity: 'communications',
        role: 'category',
        type: 'category',
        filled: 1000,
        distinct: 2,
        values: [
          { value: top, count: 600 },
          { value: 'Other', count: 400 },
        ],
      },
      {
        name: 'sub topic',
        entity: 'communications',
        role: 'subcategory',
        type: 'category',
        filled: 1000,
        distinct: 2,
        values: [
          { value: sub, count: 300 },
          { value: 'Something else', count: 700 },
        ],
      },
    ],
  });
  const shapes = [
    {
      data: withTwoLevels(clinicDataset(), 'Bookings', 'Late or missed booking'),
      question: 'no. of late/missed booking visits?',
      sub: 'Late or missed booking',
    },
    {
      data: withTwoLevels(libraryDataset(), 'Cards', 'Lost or stolen card'),
      question: 'no. of lost/stolen card requests?',
      sub: 'Lost or stolen card',
    },
  ];
  const counted = (filters: unknown[]): ObservedCall =>
    call({ entity: 'communications', filters, metrics: [{ fn: 'count' }] }, { count: 300 });

  it('reads both, and a run that filtered the longer value covers the words', () => {
    for (const { data, question, sub } of shapes) {
      const period = { from: data.from!, to: data.to! };
      const constraints = extractConstraints({ question, period, dataset: data });
      expect(valuesRead(question, data)).withContext(question).toContain(sub);
      const filteredSub = counted([{ field: 'sub topic', op: 'eq', value: sub }]);
      expect(checkConstraints(constraints, [filteredSub], period).map((c) => c.outcome))
        .withContext(question)
        .not.toContain('uncovered');
      expect(checkConstraints(constraints, [counted([])], period).map((c) => c.outcome))
        .withContext(question)
        .toContain('uncovered');
    }
  });
});
