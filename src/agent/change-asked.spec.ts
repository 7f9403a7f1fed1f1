import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, findingsBy, totalCall } from './testing/fit-cases';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();
const level = (value: number): ObservedCall[] => [totalCall('count', value)];
const twoTimes: ObservedCall[] = [totalCall('count', 310, 'c1'), totalCall('count', 420, 'c2')];

type Case = [string, string, ObservedCall[], DataDictionary];

/** A change asked, one level given. */
const wrong: Case[] = [
  [
    'Did negative feedback at Riverside rise after June 2024?',
    'There are 420 communications where clinic is Riverside and mood is negative, from 2024-07-01 to 2024-12-31.',
    level(420),
    clinic,
  ],
  [
    'How did the number of check-ups change from March to May 2024?',
    'There are 420 communications where visit type is Check-up, from 2024-03-01 to 2024-05-31.',
    level(420),
    clinic,
  ],
  [
    'Have renewal requests at Northgate gone up since the summer?',
    'There are 420 communications where request type is Renewal and branch is Northgate.',
    level(420),
    library,
  ],
  [
    'Has the number of holds dropped between Q1 and Q3 2023?',
    'There are 420 communications where request type is Hold, over all the data (2023-01-01 to 2023-12-31).',
    level(420),
    library,
  ],
];

/** A change reported, or a level asked (an event named by a change noun). */
const right: Case[] = [
  [
    'When did negative feedback at Riverside spike?',
    'The day with the most negative feedback at Riverside is 2024-05-11 with 42.',
    level(42),
    clinic,
  ],
  [
    'Did negative feedback at Riverside rise after June 2024?',
    'Negative feedback at Riverside rose from 310 (January to June) to 420 (July to December), +35.5%.',
    twoTimes,
    clinic,
  ],
  [
    'How did the number of check-ups change from March to May 2024?',
    'Check-ups: March 310 → May 420.',
    twoTimes,
    clinic,
  ],
  [
    'How many visits did we get after the fee change?',
    'There are 420 communications from 2024-06-01 to 2024-12-31.',
    level(420),
    clinic,
  ],
  [
    'Have renewal requests at Northgate gone up since the summer?',
    'Renewals at Northgate: 420 since 1 June, more than the 310 in the months before.',
    twoTimes,
    library,
  ],
  [
    'How many holds were placed after the fine increase in May?',
    'There are 420 communications where request type is Hold, from 2023-05-01 to 2023-12-31.',
    level(420),
    library,
  ],
];

describe('checkChangeAsked', () => {
  it('caps Low, partly answered, a change asked and a level given (2 data shapes)', () => {
    for (const [question, answer, calls, data] of wrong) {
      const found = findingsBy('change-asked', question, answer, calls, data);
      expect(found.length).withContext(question).toBe(1);
      expect(found[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('leaves a change reported, and a level asked beside an event ("after the fee change")', () => {
    for (const [question, answer, calls, data] of right) {
      expect(findingsBy('change-asked', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });
});
