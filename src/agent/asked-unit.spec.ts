import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, findingsBy } from './testing/fit-cases';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

type Case = [string, string, ObservedCall[], DataDictionary];

/** One average over a field, with its count. */
function averaged(field: string, value: number, count = 310): ObservedCall {
  return call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }, { fn: 'avg', field }] },
    { count, [`avg_${field}`]: value },
  );
}

/** A unit asked; the answer never says it and gives another (or measured a field in another). */
const otherUnit: Case[] = [
  [
    'How long, in hours, does a Riverside patient wait on average?',
    'The average wait minutes is 23.1 over 2200 visits where clinic is Riverside.',
    [averaged('wait_minutes', 23.1, 2200)],
    clinic,
  ],
  [
    'How many days does a hold request stay open before pickup, on average?',
    'The average hold time is 52 hours over 310 requests.',
    [averaged('hold_time', 52)],
    library,
  ],
  [
    'What is the average loan length in days at Northgate?',
    'The average loan length is 340 over 310 requests where branch is Northgate.',
    [averaged('loanHours', 340)],
    library,
  ],
];

/** The unit asked is said, no unit is named at all, or no unit was asked. */
const sameUnit: Case[] = [
  [
    'How long, in minutes, does a Riverside patient wait on average?',
    'The average wait minutes is 23.1 over 2200 visits where clinic is Riverside.',
    [averaged('wait_minutes', 23.1, 2200)],
    clinic,
  ],
  [
    'How many days does a hold request stay open before pickup, on average?',
    'A hold request stays open 2.2 days on average (52 hours) over 310 requests.',
    [averaged('hold_hours', 52)],
    library,
  ],
  [
    'What is the average loan length in days at Northgate?',
    'The average loan length is 14.2 over 310 requests where branch is Northgate.',
    [averaged('loan_length', 14.2)],
    library,
  ],
  [
    'How many days had more than 40 hours of waiting at Hilltop?',
    'There were 12 days with more than 40 hours of waiting where clinic is Hilltop.',
    [averaged('wait_minutes', 12)],
    clinic,
  ],
  [
    'How many visits in the last 30 days waited over 20 minutes?',
    'There are 310 visits in the last 30 days waiting over 20 minutes.',
    [averaged('wait_minutes', 31)],
    clinic,
  ],
];

describe('checkAskedUnit', () => {
  it('caps Low an answer in another unit of time than the one asked', () => {
    for (const [question, answer, calls, data] of otherUnit) {
      expect(findingsBy('asked-unit', question, answer, calls, data).length)
        .withContext(question)
        .toBe(1);
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('leaves the unit asked said, no unit named, or no unit asked (2 data shapes)', () => {
    for (const [question, answer, calls, data] of sameUnit) {
      expect(findingsBy('asked-unit', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });
});
