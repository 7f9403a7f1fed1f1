import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dayWithin, findPeriods, type Period } from './period';

/**
 * Relative days, parts of a named year and days named without their month, read against a
 * data span that ends on Saturday 2026-10-31 (the data's last day is "today").
 */
const span = { from: '2025-11-01', to: '2026-10-31' };

function days(text: string): [string, string][] {
  return findPeriods(text, span).map((period) => [period.from, period.to]);
}

describe('relative days count back from the last day of the data', () => {
  const cases: [string, [string, string]][] = [
    ['how many today', ['2026-10-31', '2026-10-31']],
    ['how many yesterday', ['2026-10-30', '2026-10-30']],
    ['how many the day before yesterday', ['2026-10-29', '2026-10-29']],
    ['on the last day', ['2026-10-31', '2026-10-31']],
    ['this week', ['2026-10-25', '2026-10-31']],
    ['in the last week', ['2026-10-25', '2026-10-31']],
    ['in the past fortnight', ['2026-10-18', '2026-10-31']],
    ['in the last two fortnights', ['2026-10-04', '2026-10-31']],
    // The latest Tuesday of the data.
    ['on Tuesday', ['2026-10-27', '2026-10-27']],
    // The data ends on a Saturday: its latest weekend is that day.
    ['over the weekend', ['2026-10-31', '2026-10-31']],
  ];
  for (const [text, expected] of cases) {
    it(`reads "${text}"`, () => assert.deepEqual(days(text), [expected]));
  }
});

describe('a part of a named year is that year’s part, not the data’s latest', () => {
  const cases: [string, [string, string]][] = [
    ['the last quarter of 2025', ['2025-10-01', '2025-12-31']],
    ['the final quarter of 2025', ['2025-10-01', '2025-12-31']],
    ['the second quarter of 2026', ['2026-04-01', '2026-06-30']],
    ['the first half of 2026', ['2026-01-01', '2026-06-30']],
    ['the second half of 2025', ['2025-07-01', '2025-12-31']],
    ['the final month of 2025', ['2025-12-01', '2025-12-31']],
    ['the first month of 2026', ['2026-01-01', '2026-01-31']],
    // Decided: "the end of" a year is its final month, "the start of" its first.
    ['at the end of 2025', ['2025-12-01', '2025-12-31']],
    ['at the start of 2026', ['2026-01-01', '2026-01-31']],
    ['the last week of 2025', ['2025-12-25', '2025-12-31']],
    ['the first week of 2026', ['2026-01-01', '2026-01-07']],
    ['the first fortnight of March 2026', ['2026-03-01', '2026-03-14']],
    // A span counted up to a day or a month's end ends there; months counted are whole months.
    ['in the 3 months to the end of June 2026', ['2026-04-01', '2026-06-30']],
    ['the 10 days ending 5 March 2026', ['2026-02-24', '2026-03-05']],
    ['the two weeks up to 19 August 2026', ['2026-08-06', '2026-08-19']],
    // Decided: "late" a year is its last quarter, "early" its first.
    ['late 2025', ['2025-10-01', '2025-12-31']],
    ['early in 2026', ['2026-01-01', '2026-03-31']],
  ];
  for (const [text, expected] of cases) {
    it(`reads "${text}"`, () => assert.deepEqual(days(text), [expected]));
  }

  it('keeps "the last quarter" alone as the data’s last full quarter', () => {
    assert.deepEqual(days('in the last quarter'), [['2026-07-01', '2026-09-30']]);
  });

  it('sets this week against the week before it', () => {
    assert.deepEqual(days('Compare this week with last week'), [
      ['2026-10-25', '2026-10-31'],
      ['2026-10-18', '2026-10-24'],
    ]);
  });

  it('sets Q1 2026 against the last quarter of 2025', () => {
    assert.deepEqual(days('Q1 2026 compared with the last quarter of 2025'), [
      ['2026-01-01', '2026-03-31'],
      ['2025-10-01', '2025-12-31'],
    ]);
  });
});

describe('a day named without its month moves within the earlier period', () => {
  const day = (text: string, earlier: Period) => {
    const found = dayWithin(text, earlier);
    return found && [found.from, found.to];
  };
  const august19: Period = { from: '2026-08-19', to: '2026-08-19', label: '2026-08-19' };
  const march: Period = { from: '2026-03-01', to: '2026-03-31', label: 'March 2026' };

  it('reads a bare day number in the earlier month', () => {
    assert.deepEqual(day('and on the 18th?', august19), ['2026-08-18', '2026-08-18']);
    assert.deepEqual(day('what about the 3rd?', march), ['2026-03-03', '2026-03-03']);
    assert.deepEqual(day('and on 21?', march), ['2026-03-21', '2026-03-21']);
  });

  it('reads a weekday in the week of the earlier day', () => {
    // 2026-08-19 is a Wednesday: its week runs from Monday the 17th.
    assert.deepEqual(day('and on Monday?', august19), ['2026-08-17', '2026-08-17']);
    assert.deepEqual(day('and Friday?', august19), ['2026-08-21', '2026-08-21']);
  });

  it('reads no day where none is named or it does not exist', () => {
    assert.equal(day('and for the app?', august19), undefined);
    assert.equal(
      day('and on the 31st?', { ...march, from: '2026-02-01', to: '2026-02-28' }),
      undefined,
    );
    assert.equal(day('and in the last 3 days?', august19), undefined);
    // A weekday within a month is ambiguous: no day is chosen.
    assert.equal(day('and on Monday?', march), undefined);
  });
});
