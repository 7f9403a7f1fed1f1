import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPeriods } from './period';

const SPAN = { from: '2025-11-01', to: '2026-10-31' };

function days(text: string, options?: { ranges?: boolean }): [string, string][] {
  return findPeriods(text, SPAN, options).map((period) => [period.from, period.to]);
}

describe('periods in the words of a question', () => {
  const cases: [string, [string, string][]][] = [
    ['on 2026-03-12', [['2026-03-12', '2026-03-12']]],
    ['on 3/12/2026', [['2026-03-12', '2026-03-12']]],
    ['on 25/3/2026', [['2026-03-25', '2026-03-25']]],
    ['year to date', [['2026-01-01', '2026-10-31']]],
    ['YTD', [['2026-01-01', '2026-10-31']]],
    ['between March and May 2026', [['2026-03-01', '2026-05-31']]],
    ['in the first week of March 2026', [['2026-03-01', '2026-03-07']]],
    ['the last week of March 2026', [['2026-03-25', '2026-03-31']]],
    ['the last 10 days of Q2 2026', [['2026-06-21', '2026-06-30']]],
    ['the last 7 days of the data', [['2026-10-25', '2026-10-31']]],
    ['on 12 March', [['2026-03-12', '2026-03-12']]],
    ['on March 12th 2026', [['2026-03-12', '2026-03-12']]],
    ['in June', [['2026-06-01', '2026-06-30']]],
    ['in November', [['2025-11-01', '2025-11-30']]],
    ['in March 2026', [['2026-03-01', '2026-03-31']]],
    ['in 2026-07', [['2026-07-01', '2026-07-31']]],
    ['in Q1 2026', [['2026-01-01', '2026-03-31']]],
    ['in the first quarter', [['2026-01-01', '2026-03-31']]],
    ['in Q4', [['2026-10-01', '2026-12-31']]],
    ['in the first half of 2026', [['2026-01-01', '2026-06-30']]],
    ['in H2 2026', [['2026-07-01', '2026-12-31']]],
    ['over the summer', [['2026-06-01', '2026-08-31']]],
    ['in winter', [['2025-12-01', '2026-02-28']]],
    ['since the summer', [['2026-06-01', '2026-10-31']]],
    ['after 10 March', [['2026-03-11', '2026-10-31']]],
    ['before 1 February 2026', [['2025-11-01', '2026-01-31']]],
    ['since the rate rise on 1 September 2026', [['2026-09-01', '2026-10-31']]],
    ['in the two weeks after 10 March 2026', [['2026-03-10', '2026-03-23']]],
    ['in the two weeks from 10 March 2026', [['2026-03-10', '2026-03-23']]],
    ['between 2026-03-01 and 2026-03-15', [['2026-03-01', '2026-03-15']]],
    ['from July to October 2026', [['2026-07-01', '2026-10-31']]],
    ['in the last 30 days', [['2026-10-02', '2026-10-31']]],
    ['over the last three months', [['2026-08-03', '2026-10-31']]],
    ['last week', [['2026-10-25', '2026-10-31']]],
    ['this month', [['2026-10-01', '2026-10-31']]],
    ['last month', [['2026-09-01', '2026-09-30']]],
    ['on the most recent day', [['2026-10-31', '2026-10-31']]],
    ['next month', [['2026-11-01', '2026-11-30']]],
    ['in 2024', [['2024-01-01', '2024-12-31']]],
    ['over the whole year', [['2025-11-01', '2026-10-31']]],
    [
      'Q2 vs Q1',
      [
        ['2026-04-01', '2026-06-30'],
        ['2026-01-01', '2026-03-31'],
      ],
    ],
    [
      'in the two weeks from 10 March 2026, compared with the two weeks before',
      [
        ['2026-03-10', '2026-03-23'],
        ['2026-02-24', '2026-03-09'],
      ],
    ],
    ['What may explain the churn?', []],
    ['top 5 products', []],
  ];
  for (const [text, expected] of cases) {
    it(`reads "${text}"`, () => assert.deepEqual(days(text), expected));
  }

  it('keeps "from A to B" as two periods when the question asks how something changed', () => {
    assert.deepEqual(days('change from February 2026 to March 2026', { ranges: false }), [
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
    ]);
  });
});
