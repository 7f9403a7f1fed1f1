import { assessAnswer } from './answer-assessment';
import { checkCountedField } from './counted-field';
import type { DataDictionary, DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

/** A removals firm's jobs: a compensation paid on some, a job type that may name it too. */
function removals(): DataDictionary {
  const field = (extra: Partial<DatasetField> & Pick<DatasetField, 'name' | 'type'>) =>
    ({
      entity: 'communications',
      role: 'custom',
      filled: 4200,
      distinct: 10,
      ...extra,
    }) as DatasetField;
  return {
    name: 'Removals jobs',
    description:
      'House moves booked with a removals firm in 2025: depot, job type, compensation paid.',
    counts: { communications: 4200, customers: 3000, cases: 0 },
    from: '2025-01-01',
    to: '2025-12-31',
    fields: [
      field({
        name: 'depot',
        type: 'category',
        distinct: 2,
        values: [
          { value: 'Northgate', count: 2300 },
          { value: 'Riverside', count: 1900 },
        ],
      }),
      field({
        name: 'job_type',
        label: 'job type',
        type: 'category',
        distinct: 3,
        values: [
          { value: 'Full move', count: 3000 },
          { value: 'Packing only', count: 900 },
          { value: 'Compensation claim', count: 300 },
        ],
      }),
      field({
        name: 'comp_gbp',
        label: 'compensation (GBP)',
        synonyms: ['compensation', 'payout'],
        type: 'number',
        filled: 260,
        distinct: 120,
        min: 20,
        max: 900,
      }),
      field({
        name: 'complaints',
        label: 'complaints',
        entity: 'customers',
        type: 'number',
        filled: 3000,
        distinct: 8,
      }),
      field({ name: 'at', role: 'time', type: 'date', distinct: 365 }),
    ],
  };
}

/** The library's requests with the fine owed also called a fine. */
function library(): DataDictionary {
  const base = libraryDataset();
  return {
    ...base,
    fields: base.fields.map((field) =>
      field.name === 'fine_amt' ? { ...field, synonyms: ['fine', 'late fee'] } : field,
    ),
  };
}

function count(
  filters: unknown[],
  total: number,
  extra: Record<string, unknown> = {},
): ObservedCall {
  return {
    step: 1,
    callId: 'c1',
    tool: 'query_data',
    input: { entity: 'communications', filters, metrics: [{ fn: 'count' }], ...extra },
    output: { matched: total, rows: [{ count: total }] },
  };
}

function assess(data: DataDictionary, question: string, answer: string, calls: ObservedCall[]) {
  return assessAnswer({
    question,
    period: { from: data.from!, to: data.to! },
    dataset: data,
    draft: { text: answer, rating: 0.85, sources: [], followUps: [] },
    calls,
    failedCalls: 0,
    shortenedResults: 0,
    groundedSources: 0,
    ungroundedSources: 0,
    repairs: 0,
  });
}

const march = [
  { field: 'at', op: 'gte', value: '2025-03-01' },
  { field: 'at', op: 'lt', value: '2025-04-01' },
];
const northgate = [{ field: 'depot', op: 'eq', value: 'Northgate' }];
const hilltop = [{ field: 'clinic', op: 'eq', value: 'Hilltop' }];
const central = [{ field: 'Branch Name', op: 'eq', value: 'Central Library' }];

/** A question, an answer that leads with a count of every record asked about, and its call. */
const WRONG: [string, DataDictionary, string, string, ObservedCall][] = [
  [
    'payouts in a month',
    removals(),
    'how many payouts did we make in March?',
    'There are **352** jobs in March 2025.',
    count(march, 352),
  ],
  [
    'a shorthand with a depot first',
    removals(),
    'northgate - how many payouts have gone out',
    'There are **2300** jobs where depot is Northgate.',
    count(northgate, 2300),
  ],
  [
    'a count beside the field summed in the same call',
    removals(),
    'How many payouts has Northgate made this year?',
    'There are **2300** jobs where depot is Northgate. The total compensation (GBP) is 31200.',
    {
      ...count(northgate, 2300),
      input: {
        entity: 'communications',
        filters: northgate,
        metrics: [{ fn: 'count' }, { fn: 'sum', field: 'comp_gbp' }],
      },
      output: { matched: 2300, rows: [{ count: 2300, sumComp_gbp: 31200 }] },
    },
  ],
  [
    'fines at a branch',
    library(),
    'How many fines did Central Library issue?',
    'There are **3100** requests where Branch Name is Central Library.',
    count(central, 3100),
  ],
  [
    'late fees over the year',
    library(),
    'how many late fees were charged in 2023',
    'There are **8000** requests in 2023.',
    count([], 8000),
  ],
  [
    'members of a yes/no field',
    clinicDataset(),
    'How many Care Club members came to Hilltop?',
    'There are **1700** visits where clinic is Hilltop.',
    count(hilltop, 1700),
  ],
];

/** Answers that keep to the records counted, or questions that count the records themselves. */
const RIGHT: [string, DataDictionary, string, string, ObservedCall][] = [
  [
    'payouts kept to the jobs with one',
    removals(),
    'how many payouts did we make in March?',
    'There are **24** jobs with a compensation (GBP) in March 2025.',
    count([...march, { field: 'comp_gbp', op: 'not_null', value: null }], 24),
  ],
  [
    'members kept to the yes side',
    clinicDataset(),
    'How many Care Club members came to Hilltop?',
    'There are **610** visits where clinic is Hilltop and Care Club member is true.',
    count([...hilltop, { field: 'care_club', op: 'eq', value: true }], 610),
  ],
  [
    'members split by the field',
    clinicDataset(),
    'How many Care Club members came to Hilltop?',
    'There are **610** visits by members and 1090 by others where clinic is Hilltop.',
    {
      ...count(hilltop, 1700, { groupBy: ['care_club'] }),
      output: {
        matched: 1700,
        rows: [
          { care_club: true, count: 610 },
          { care_club: false, count: 1090 },
        ],
      },
    },
  ],
  [
    'a value of another field that says the word',
    removals(),
    'How many compensation claims came in to Northgate?',
    'There are **140** jobs where job type is Compensation claim and depot is Northgate.',
    count([...northgate, { field: 'job_type', op: 'eq', value: 'Compensation claim' }], 140),
  ],
  [
    'the field said before the noun counted',
    removals(),
    'How many payout complaints came in to Northgate?',
    'There are **2300** jobs where depot is Northgate.',
    count(northgate, 2300),
  ],
  [
    'a number field asked of on average',
    clinicDataset(),
    'How many minutes waited at Hilltop on average?',
    'There are **1700** visits where clinic is Hilltop; the average minutes waited is 14.2.',
    {
      ...count(hilltop, 1700),
      input: {
        entity: 'communications',
        filters: hilltop,
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'wait_minutes' }],
      },
      output: { matched: 1700, rows: [{ count: 1700, avgWait_minutes: 14.2 }] },
    },
  ],
  [
    'a total of the field itself',
    library(),
    'How many fines in total at Central Library?',
    'The total fine owed (USD) is 2310 over 3100 requests where Branch Name is Central Library.',
    {
      ...count(central, 3100),
      input: {
        entity: 'communications',
        filters: central,
        metrics: [{ fn: 'count' }, { fn: 'sum', field: 'fine_amt' }],
      },
      output: { matched: 3100, rows: [{ count: 3100, sumFine_amt: 2310 }] },
    },
  ],
  [
    'the records themselves',
    clinicDataset(),
    'How many visits did Hilltop have?',
    'There are **1700** visits where clinic is Hilltop.',
    count(hilltop, 1700),
  ],
  [
    'a field of another kind of record with the records’ own name',
    removals(),
    'How many complaints did Riverside get?',
    'There are **1900** jobs where depot is Riverside.',
    count([{ field: 'depot', op: 'eq', value: 'Riverside' }], 1900),
  ],
  [
    'a count of records that have the field, said after the noun',
    library(),
    'How many requests at Central Library?',
    'There are **3100** requests where Branch Name is Central Library.',
    count(central, 3100),
  ],
];

describe('counts of records whose counted noun names a number or yes/no field', () => {
  for (const [name, data, question, answer, call] of WRONG) {
    it(`is not High: ${name}`, () => {
      const assessment = assess(data, question, answer, [call]);
      expect(assessment.confidence.level).withContext(question).not.toBe('high');
      expect(checkCountedField(sourcesOf(question, answer, [call], data)).length)
        .withContext(question)
        .toBe(1);
    });
  }
  for (const [name, data, question, answer, call] of RIGHT) {
    it(`finds nothing: ${name}`, () => {
      expect(checkCountedField(sourcesOf(question, answer, [call], data)))
        .withContext(question)
        .toEqual([]);
    });
  }
});
