import { checkRankingDirection } from './ranking-direction';
import { call } from './testing/fit-fixtures';
import type { ObservedCall } from './observed-values';

function byDays(direction: 'asc' | 'desc'): ObservedCall {
  return call(
    {
      entity: 'communications',
      metrics: [{ fn: 'avg', field: 'days_to_resolve' }],
      groupBy: ['warehouse'],
      order: { by: 'avg', direction },
    },
    { rows: [{ warehouse: direction === 'desc' ? 'DC-DAL' : 'DC-ATL', avg: 9.2 }] },
  );
}

function findings(question: string, answer: string, calls: ObservedCall[]) {
  return checkRankingDirection({ question, answer, constraints: [], figures: [], calls });
}

describe('checkRankingDirection', () => {
  it('flags the slowest answered with the lowest value, from the answer or the call order', () => {
    const said = findings(
      'Which warehouse is slowest to resolve returns?',
      'The warehouse with the lowest average days to resolve is DC-ATL with 6.9.',
      [byDays('asc')],
    );
    expect(said.map((finding) => finding.cap)).toEqual([0.44]);
    const ordered = findings(
      'Which warehouse is slowest to resolve returns?',
      'DC-ATL: 6.9 days.',
      [byDays('asc')],
    );
    expect(ordered.length).toBe(1);
  });

  it('accepts the right end, and questions that name no end of time', () => {
    expect(
      findings(
        'Which warehouse is slowest to resolve returns?',
        'The warehouse with the highest average days to resolve is DC-DAL with 9.2.',
        [byDays('desc')],
      ),
    ).toEqual([]);
    expect(
      findings('Which warehouse resolves fastest?', 'DC-ATL has the lowest average, 6.9 days.', [
        byDays('asc'),
      ]),
    ).toEqual([]);
    expect(
      findings('Which warehouse has the worst sentiment?', 'The lowest is DC-ATL.', [
        byDays('asc'),
      ]),
    ).toEqual([]);
  });
});
