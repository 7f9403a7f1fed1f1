import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callKey } from '../tool-fit';
import { nextCalls, type ExecutionContext, type Observed } from './execute-plan';
import { planOf } from './insight-forms-support';
import { periodRankLines } from './period-rank-lines';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/** After the one period named: the runners-up, and for a peak of a count the typical period. */
describe('what follows the period a ranking over time names', () => {
  const days = [9, 4, 3, 2, 2, 1, 1].map((count, index) => ({
    day: `2025-03-0${index + 1}`,
    count,
  }));

  it('gives the next two days and the median day beside a peak', () => {
    const plan = planOf(
      SERVICE_REQUESTS_DICTIONARY,
      'Was there a day when Riverside requests spiked?',
    );
    assert.deepEqual(periodRankLines(plan, days, 'day', 'count'), [
      'Next: 2025-03-02 (4), 2025-03-03 (3).',
      'A typical day has 2 (the median over the 7 days with any).',
    ]);
  });

  it('gives the runners-up of the gloomiest month, with no typical count', () => {
    const plan = planOf(RIDE_SUPPORT_DICTIONARY, 'In which month was the mood darkest?');
    const months = [
      { month: '2025-08', count: 300, avgSentiment: -0.41 },
      { month: '2025-05', count: 280, avgSentiment: -0.2 },
      { month: '2025-04', count: 310, avgSentiment: -0.1 },
    ];
    assert.deepEqual(periodRankLines(plan, months, 'month', 'avgSentiment'), [
      'Next: 2025-05 (-0.2), 2025-04 (-0.1).',
    ]);
  });
});

describe('what was written on the peak day', () => {
  const context = (searchable: string[]): ExecutionContext => ({
    dictionary: SERVICE_REQUESTS_DICTIONARY,
    span: { from: SERVICE_REQUESTS_DICTIONARY.from!, to: SERVICE_REQUESTS_DICTIONARY.to! },
    tools: new Set(['query_data', 'search_communications']),
    accepts: (tool, argument) => tool !== 'search_communications' || searchable.includes(argument),
    toOfferedSchema: (call) => call,
    key: (call) => callKey(call),
  });
  const plan = planOf(
    SERVICE_REQUESTS_DICTIONARY,
    'Was there a day when Riverside requests spiked?',
  );
  const after = (searchable: string[]) => {
    const first = nextCalls(context(searchable), plan, []);
    const done: Observed[] = first.map((call) => ({
      call,
      ok: true,
      output: { rows: [{ day: '2025-03-04', count: 9 }], matched: 9 },
    }));
    return nextCalls(context(searchable), plan, done);
  };

  it('reads the records of that day when the search can narrow them to the district', () => {
    const [search] = after(['from', 'to', 'limit', 'district']);
    assert.equal(search?.name, 'search_communications');
    assert.equal(search?.input['district'], 'Riverside');
  });

  it('shows none when the search cannot narrow them (they would be any district)', () => {
    assert.deepEqual(after(['from', 'to', 'limit']), []);
  });
});
