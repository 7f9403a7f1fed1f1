import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';
import { checkUnrequestedFilters } from './unrequested-filters';

function flagged(field: string, count: number): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [{ field, op: 'eq', value: true }],
      metrics: [{ fn: 'count' }],
    },
    { count },
  );
}

describe('checkUnrequestedFilters: a yes/no field said in another order', () => {
  it('takes "members of the Care Club" for a Care Club member filter (clinic visits)', () => {
    const data = clinicDataset();
    const ask = (question: string) =>
      checkUnrequestedFilters(
        sourcesOf(question, 'There are 1,400 visits.', [flagged('care_club', 1400)], data),
      );
    expect(ask('How many visits came from members of the Care Club?')).toEqual([]);
    expect(ask('How many visits were there?').map((finding) => finding.cap)).toEqual([0.44]);
  });

  it('takes "tweets that received a reply" for reply_received (airline tweets)', () => {
    const base = fitDataset();
    const data = {
      ...base,
      fields: [
        ...base.fields,
        {
          name: 'reply_received',
          entity: 'communications' as const,
          role: 'custom' as const,
          type: 'boolean' as const,
          filled: 14640,
          distinct: 2,
        },
      ],
    };
    const ask = (question: string) =>
      checkUnrequestedFilters(
        sourcesOf(question, 'There are 2,310 tweets.', [flagged('reply_received', 2310)], data),
      );
    expect(ask('How many tweets received a reply from the airline?')).toEqual([]);
    // The words far apart name nothing together.
    expect(
      ask('How many tweets were received before the airline posted a reply to anyone?').length,
    ).toBe(1);
  });
});
