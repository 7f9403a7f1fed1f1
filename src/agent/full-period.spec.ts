import { clinicDataset } from './testing/clinic-dataset';
import { capOf, findingsBy } from './testing/fit-cases';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

// Visits from 10 January (January held in part), requests to 17 December (December in part).
const clinic = { ...clinicDataset(), from: '2024-01-10', to: '2024-12-31' };
const library = { ...libraryDataset(), from: '2023-01-01', to: '2023-12-17' };

function byMonth(rows: [string, number][]) {
  return call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'count' }],
      groupBy: ['month'],
      order: { by: 'count', direction: 'asc' },
    },
    { rows: rows.map(([month, count]) => ({ month, count })) },
  );
}

const clinicMonths = byMonth([
  ['2024-01', 210],
  ['2024-06', 388],
  ['2024-08', 402],
]);
const libraryMonths = byMonth([
  ['2023-12', 380],
  ['2023-02', 610],
  ['2023-07', 655],
]);

describe('checkFullPeriod', () => {
  it('caps Low a full month asked and a month the data holds in part led (2 data shapes)', () => {
    for (const [question, answer, calls, data] of [
      [
        'Which full month had the fewest visits?',
        'The month with the lowest number of visits is **2024-01** with 210. Next: 2024-06 (388).',
        [clinicMonths],
        clinic,
      ],
      [
        'Which complete month was quietest for requests?',
        'The month with the lowest number of requests, over all the data (2023-01-01 to 2023-12-17), is **2023-12** with 380.',
        [libraryMonths],
        library,
      ],
    ] as const) {
      expect(findingsBy('full-period', question, answer, [...calls], data).length)
        .withContext(question)
        .toBe(1);
      expect(capOf(question, answer, [...calls], data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('leaves a full month led, or no full month asked (2 data shapes)', () => {
    for (const [question, answer, calls, data] of [
      [
        'Which full month had the fewest visits?',
        'Leaving out January, which the data holds from the 10th, the month with the fewest visits is **2024-06** with 388.',
        [clinicMonths],
        clinic,
      ],
      [
        'Which month had the fewest visits?',
        'The month with the lowest number of visits is **2024-01** with 210.',
        [clinicMonths],
        clinic,
      ],
      [
        'Which whole month was quietest for requests?',
        'The month with the lowest number of requests, over all the data (2023-01-01 to 2023-12-17), is **2023-02** with 610.',
        [libraryMonths],
        library,
      ],
    ] as const) {
      expect(findingsBy('full-period', question, answer, [...calls], data))
        .withContext(question)
        .toEqual([]);
    }
  });
});
