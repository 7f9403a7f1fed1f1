import { checkAmountReference } from './amount-reference';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

function extreme(field: string, fn: string, value: number): ObservedCall {
  return call(
    { entity: 'communications', filters: [], metrics: [{ fn, field }] },
    { matched: 5000, rows: [{ [`${fn}_${field}`]: value }] },
    'c1',
  );
}

function counted(filters: object[]): ObservedCall {
  return call(
    { entity: 'communications', filters, metrics: [{ fn: 'count' }] },
    { matched: 3, groupBy: [], rowCount: 1, rows: [{ count: 3 }] },
    'c2',
  );
}

// The first ask finds an amount (the longest wait, the biggest fine); the second counts the
// records at it ("that long", "as much", "so late"), in the wordings different analysts use.
const cases: [string, DataDictionary, string, string, number][] = [
  [
    'What was the longest anyone waited, in minutes, and how many visits had a wait that long?',
    clinic,
    'wait_minutes',
    'max',
    250,
  ],
  [
    'longest wait on record? and how many patients waited that long',
    clinic,
    'wait_minutes',
    'max',
    250,
  ],
  [
    'What was the highest fee charged, and how many visits paid that much?',
    clinic,
    'fee_gbp',
    'max',
    180,
  ],
  [
    "What's the biggest fine we've issued, and how many requests were fined as much?",
    library,
    'fine_amt',
    'max',
    40,
  ],
  [
    'What is the lowest member rating given, and how many requests were rated that low?',
    library,
    'mbr_rating',
    'min',
    1,
  ],
];

describe('checkAmountReference: a count of the records at the amount the first ask found', () => {
  for (const [question, data, field, fn, value] of cases) {
    const answer = `The ${fn} is ${value}. There are 3 requests.`;
    it(`flags "${question}" counted over every record`, () => {
      const calls = [extreme(field, fn, value), counted([])];
      expect(checkAmountReference(sourcesOf(question, answer, calls, data)).map((f) => f.cap))
        .withContext(question)
        .toEqual([0.44]);
    });
    it(`accepts "${question}" counted at that amount`, () => {
      const calls = [extreme(field, fn, value), counted([{ field, op: 'eq', value }])];
      expect(checkAmountReference(sourcesOf(question, answer, calls, data)))
        .withContext(question)
        .toEqual([]);
    });
  }

  it('leaves a second ask that points at no amount alone', () => {
    const question = 'What was the longest wait, and how many visits were there in total?';
    const calls = [extreme('wait_minutes', 'max', 250), counted([])];
    expect(
      checkAmountReference(sourcesOf(question, 'The max is 250. There are 5000.', calls, clinic)),
    ).toEqual([]);
  });
});
