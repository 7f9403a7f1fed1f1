import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { checkSplitSides } from './split-sides';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

function between(from: string, to: string, metric: object, callId: string): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [
        { field: 'at', op: 'gte', value: from },
        { field: 'at', op: 'lt', value: to },
      ],
      metrics: [metric],
    },
    { matched: 400, rows: [{ value: 21.5 }] },
    callId,
  );
}

function fires(question: string, calls: ObservedCall[], data: DataDictionary) {
  return checkSplitSides({
    ...sourcesOf(question, 'The average is 21.5.', calls, data),
    period: { from: data.from!, to: data.to! },
  });
}

// Both sides of a split at a date, asked in several wordings over two data shapes.
const cases: [string, DataDictionary, string, string, object][] = [
  [
    'What was the average wait before 1 June 2024, and what has it been since?',
    clinic,
    '2024-06-01',
    '2025-01-01',
    { fn: 'avg', field: 'wait_minutes' },
  ],
  [
    'how many visits did we get before june 2024, and how many after',
    clinic,
    '2024-06-01',
    '2025-01-01',
    { fn: 'count' },
  ],
  [
    'Average fine owed up to 1 July 2023? And from then on?',
    library,
    '2023-07-01',
    '2024-01-01',
    { fn: 'avg', field: 'fine_amt' },
  ],
  [
    'How many renewals came in prior to 1 July 2023, and how many on or after that day?',
    library,
    '2023-07-01',
    '2024-01-01',
    { fn: 'count' },
  ],
];

describe('checkSplitSides: both sides of a split at a date', () => {
  for (const [question, data, split, end, metric] of cases) {
    it(`flags "${question}" answered with the earlier side only`, () => {
      const found = fires(question, [between(data.from!, split, metric, 'c1')], data);
      expect(found.map((finding) => [finding.cap, finding.partial]))
        .withContext(question)
        .toEqual([[0.6, true]]);
    });
    it(`accepts "${question}" answered with both sides`, () => {
      const calls = [between(data.from!, split, metric, 'c1'), between(split, end, metric, 'c2')];
      expect(fires(question, calls, data))
        .withContext(question)
        .toEqual([]);
    });
  }

  it('leaves one-sided questions alone', () => {
    const question = 'What was the average wait before 1 June 2024?';
    const calls = [between(clinic.from!, '2024-06-01', { fn: 'avg', field: 'wait_minutes' }, 'c1')];
    expect(fires(question, calls, clinic)).toEqual([]);
  });
});
