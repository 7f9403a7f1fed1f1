import { askedBounds, checkAskedBound } from './asked-bound';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const library = libraryDataset();
const clinic = clinicDataset();

interface Filter {
  field: string;
  op: string;
  value: unknown;
}

function counted(filters: Filter[], count: number, callId = 'c1'): ObservedCall {
  return call({ entity: 'communications', filters, metrics: [{ fn: 'count' }] }, { count }, callId);
}

function averaged(filters: Filter[], field: string, figure: number, callId = 'c2'): ObservedCall {
  return call(
    { entity: 'communications', filters, metrics: [{ fn: 'count' }, { fn: 'avg', field }] },
    { rows: [{ count: 3000, [`avg${field}`]: figure }] },
    callId,
  );
}

const longWaits = { field: 'wait_minutes', op: 'gt', value: 30 };
const bigFines = { field: 'fine_amt', op: 'gte', value: 10 };

function fires(question: string, answer: string, calls: ObservedCall[], data: DataDictionary) {
  return checkAskedBound(sourcesOf(question, answer, calls, data));
}

describe('askedBounds: the bounds a question sets on a number field', () => {
  const cases: [string, DataDictionary, string[]][] = [
    ['How many visits had a wait over 30 minutes?', clinic, ['wait_minutes 30']],
    ['How many visits waited 45 minutes or more?', clinic, ['wait_minutes 45']],
    ['Count the visits with a fee of at least £80', clinic, ['fee_gbp 80']],
    ['How many requests owed a fine of more than $10?', library, ['fine_amt 10']],
    ['How many members rated us below 3?', library, ['mbr_rating 3']],
    // A count of records, a period, a year: no number field bounded.
    ['Which branches had more than 100 requests?', library, []],
    ['How many visits in the last 30 days?', clinic, []],
    ['How many requests were made within 7 days of joining?', library, []],
    ['How many visits since 2024?', clinic, []],
  ];
  for (const [question, data, expected] of cases) {
    it(`reads "${question}"`, () => {
      expect(
        askedBounds(question, data).map((bound) => `${bound.field.name} ${bound.value}`),
      ).toEqual(expected);
    });
  }
});

describe('checkAskedBound: a bound of the question is kept by the calls behind it', () => {
  const wrong: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'What is the average fee, and how many visits had a wait over 30 minutes?',
      'The average fee (GBP) is 45.2 over 5000 visits. There are **5000** visits.',
      [averaged([], 'fee_gbp', 45.2, 'c1'), counted([], 5000, 'c2')],
      clinic,
    ],
    [
      'How many requests owed a fine of $10 or more?',
      'There are **8000** requests.',
      [counted([], 8000)],
      library,
    ],
    [
      'How many visits had a wait over 30 minutes, and what was their average fee?',
      'There are **900** visits where wait is above 30. The average fee (GBP) is 45.2 over 5000 visits.',
      [counted([longWaits], 900, 'c1'), averaged([], 'fee_gbp', 45.2, 'c2')],
      clinic,
    ],
    [
      'How many requests had fines of at least 10 dollars, and what was their average member rating?',
      'There are **700** requests where fine owed is at least 10. The average member rating (1-5) is 3.9 over 6000 requests.',
      [counted([bigFines], 700, 'c1'), averaged([], 'mbr_rating', 3.9, 'c2')],
      library,
    ],
  ];
  for (const [question, answer, calls, data] of wrong) {
    it(`keeps "${question}" below High when the bound is dropped`, () => {
      const findings = fires(question, answer, calls, data);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
  }

  const right: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'What is the average fee, and how many visits had a wait over 30 minutes?',
      'The average fee (GBP) is 45.2 over 5000 visits. There are **900** visits where wait is above 30.',
      [averaged([], 'fee_gbp', 45.2, 'c1'), counted([longWaits], 900, 'c2')],
      clinic,
    ],
    [
      'How many requests owed a fine of $10 or more?',
      'There are **700** requests where fine owed is at least 10.',
      [counted([{ field: 'fine_amt', op: 'gte', value: 10 }], 700)],
      library,
    ],
    [
      'How many visits had a wait over 30 minutes, and what was their average fee?',
      'There are **900** visits where wait is above 30. The average fee (GBP) is 51.3 over 900 visits.',
      [counted([longWaits], 900, 'c1'), averaged([longWaits], 'fee_gbp', 51.3, 'c2')],
      clinic,
    ],
    // The later ask does not point back: its own average over every record.
    [
      'How many visits had a wait over 30 minutes, and what is the average fee across the chain?',
      'There are **900** visits where wait is above 30. The average fee (GBP) is 45.2 over 5000 visits.',
      [counted([longWaits], 900, 'c1'), averaged([], 'fee_gbp', 45.2, 'c2')],
      clinic,
    ],
    [
      'Which branches had more than 100 requests?',
      'Requests by branch: Central Library: 4100; Northgate: 3000; Central Kiosk: 900.',
      [counted([], 8000)],
      library,
    ],
  ];
  for (const [question, answer, calls, data] of right) {
    it(`leaves "${question}" alone when the bound is kept or none is set`, () => {
      expect(fires(question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    });
  }
});
