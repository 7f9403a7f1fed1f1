import type { DataDictionary, DatasetField } from './dataset';
import { checkNegatedState } from './negated-state';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

/** A state field whose values share a word: "Closed - fulfilled", "Closed - cancelled", … */
function withState(data: DataDictionary, name: string, values: [string, number][]): DataDictionary {
  const field: DatasetField = {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'category',
    filled: values.reduce((sum, [, count]) => sum + count, 0),
    distinct: values.length,
    values: values.map(([value, count]) => ({ value, count })),
  };
  return { ...data, fields: [...data.fields, field] };
}

const library = withState(libraryDataset(), 'req status', [
  ['Closed - fulfilled', 6000],
  ['Closed - cancelled', 1500],
  ['Open - waiting', 400],
  ['Open - in transit', 100],
]);
const clinic = withState(clinicDataset(), 'outcome', [
  ['Resolved - treated', 3500],
  ['Resolved - referred', 1200],
  ['Awaiting results', 300],
]);

interface Filter {
  field: string;
  op: string;
  value: unknown;
}

function counted(filters: Filter[], count: number, groupBy?: string): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters,
      metrics: [{ fn: 'count' }],
      ...(groupBy ? { groupBy: [groupBy] } : {}),
    },
    { count },
  );
}

function fires(question: string, answer: string, calls: ObservedCall[], data: DataDictionary) {
  return checkNegatedState(sourcesOf(question, answer, calls, data));
}

describe('checkNegatedState: records a state does not hold are filtered by its field', () => {
  const wrong: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'How many requests are not closed yet, and which branch has most of them?',
      'There are **8000** requests.',
      [counted([], 8000), counted([{ field: 'req status', op: 'not_null', value: null }], 8000)],
      library,
    ],
    [
      'how many requests were never closed',
      'There are **8000** requests.',
      [counted([], 8000)],
      library,
    ],
    [
      'How many visits are not resolved?',
      'There are **5000** visits.',
      [counted([{ field: 'clinic', op: 'eq', value: 'Hilltop' }], 5000)],
      clinic,
    ],
  ];
  for (const [question, answer, calls, data] of wrong) {
    it(`keeps "${question}" below High over every record`, () => {
      const findings = fires(question, answer, calls, data);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
  }

  const right: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'How many requests are not closed yet?',
      'There are **500** requests where status is Open - waiting or Open - in transit.',
      [
        counted(
          [{ field: 'req status', op: 'in', value: ['Open - waiting', 'Open - in transit'] }],
          500,
        ),
      ],
      library,
    ],
    [
      'How many visits are not resolved?',
      'There are **300** visits where outcome is not Resolved - treated or Resolved - referred.',
      [
        counted(
          [
            {
              field: 'outcome',
              op: 'not_in',
              value: ['Resolved - treated', 'Resolved - referred'],
            },
          ],
          300,
        ),
      ],
      clinic,
    ],
    // "not" before a word no state value holds.
    [
      'How many requests were not renewals?',
      'There are **4900** requests where request type is not Renewal.',
      [counted([{ field: 'req type', op: 'neq', value: 'Renewal' }], 4900)],
      library,
    ],
    [
      'Which branch is not busy?',
      'Requests by branch: Central Kiosk: 900.',
      [counted([], 900, 'Branch Name')],
      library,
    ],
  ];
  for (const [question, answer, calls, data] of right) {
    it(`leaves "${question}" alone`, () => {
      expect(fires(question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    });
  }
});
