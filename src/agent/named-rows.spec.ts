import { extractFigures } from './answer-figures';
import { sumOfNamedRows } from './named-rows';
import { call } from './testing/fit-fixtures';

const byWeekday = call(
  { entity: 'communications', metrics: [{ fn: 'count' }, { fn: 'share' }], groupBy: ['weekday'] },
  {
    matched: 3000,
    rows: [
      { weekday: 'Tuesday', count: 596, share: 0.1987 },
      { weekday: 'Friday', count: 548, share: 0.1827 },
      { weekday: 'Saturday', count: 204, share: 0.068 },
      { weekday: 'Sunday', count: 155, share: 0.0517 },
    ],
  },
);

function supportOf(answer: string, figureText: string) {
  const figure = extractFigures(answer).find((candidate) => candidate.text === figureText)!;
  return sumOfNamedRows(answer, figure, [byWeekday]);
}

describe('sumOfNamedRows', () => {
  it('supports a count or share that adds up the rows the answer names', () => {
    const answer = '12.0% of tickets came in on Saturday or Sunday (359 of 3000).';
    expect(supportOf(answer, '12.0%')?.status).toBe('derived');
    expect(supportOf(answer, '359')?.derivation).toBe('204 + 155 (Saturday, Sunday)');
  });

  it('supports no sum of rows the answer does not name', () => {
    // 204 + 155 again, but the answer names other days: a coincidence, not a reading.
    expect(supportOf('Tuesday and Friday had 359 tickets.', '359')).toBeUndefined();
  });
});
