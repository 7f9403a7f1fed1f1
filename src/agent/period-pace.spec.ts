import { askedMeasures } from './asked-measure';
import { asksPeriodPace, asksSlowPeriod } from './period-pace';
import { clinicDataset } from './testing/clinic-dataset';
import { findingsBy } from './testing/fit-cases';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

function byDay(direction: 'asc' | 'desc') {
  const rows = [
    { day: '2024-03-02', count: 4 },
    { day: '2024-03-05', count: 61 },
  ];
  return call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'count' }],
      groupBy: ['day'],
      order: { by: 'count', direction },
    },
    { rows: direction === 'asc' ? rows : [...rows].reverse() },
  );
}

describe('a pace said of a period ("the slowest day")', () => {
  it('reads it as how many records the period holds, not a time taken', () => {
    expect(asksPeriodPace('What was the slowest day for visits?')).toBeTrue();
    expect(asksSlowPeriod('Which week was quietest at the branches?')).toBeTrue();
    expect(asksSlowPeriod('Our busiest month for renewals?')).toBeFalse();
    expect(asksPeriodPace('Which clinic is slowest to see patients?')).toBeFalse();
    expect(askedMeasures('What was the slowest day for visits?', clinic)).toEqual([]);
    expect(askedMeasures('Which clinic is slowest to see patients?', clinic)).toEqual([
      ['average', 'median'],
    ]);
  });

  it('finds no fault with the fewest records for the slowest period (2 data shapes)', () => {
    for (const [question, data] of [
      ['What was the slowest day for visits at Riverside?', clinic],
      ['Which day was quietest for renewals?', library],
    ] as const) {
      const answer = 'The day with the lowest number of records is 2024-03-02 with 4.';
      for (const name of ['ranking-direction', 'asked-measure', 'unaccounted-terms']) {
        expect(findingsBy(name, question, answer, [byDay('asc')], data).filter((f) => f.delta < 0))
          .withContext(`${name}: ${question}`)
          .toEqual([]);
      }
    }
  });

  it('still finds the other end read for it (2 data shapes)', () => {
    for (const [question, data] of [
      ['What was the slowest day for visits at Riverside?', clinic],
      ['Which day was busiest for renewals?', library],
    ] as const) {
      const slow = /slowest/.test(question);
      const answer = slow
        ? 'The day with the highest number of records is 2024-03-05 with 61.'
        : 'The day with the lowest number of records is 2024-03-02 with 4.';
      expect(
        findingsBy('ranking-direction', question, answer, [byDay(slow ? 'desc' : 'asc')], data)
          .length,
      )
        .withContext(question)
        .toBe(1);
    }
  });
});
