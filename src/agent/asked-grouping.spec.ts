import { checkAskedGrouping } from './asked-grouping';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';

const share = (field: string, rate: number): ObservedCall =>
  call(
    { entity: 'communications', metrics: [{ fn: 'count' }, { fn: 'share', field }] },
    { count: 5000, rate },
  );

describe('checkAskedGrouping: a yes/no field after a participle and "by"', () => {
  it('reads "booked by Care Club members" as who acted, "by Care Club member" as a grouping (clinic)', () => {
    const data = clinicDataset();
    const ask = (question: string) =>
      checkAskedGrouping(sourcesOf(question, '28% of visits.', [share('care_club', 28)], data));
    expect(ask('What share of visits were booked by Care Club members?')).toEqual([]);
    expect(ask('What is the share of visits by Care Club member?').map((f) => f.cap)).toEqual([
      0.44,
    ]);
  });

  it('reads "written by verified users" as who acted (airline tweets)', () => {
    const base = fitDataset();
    const data = {
      ...base,
      fields: [
        ...base.fields,
        {
          name: 'verified_user',
          entity: 'communications' as const,
          role: 'custom' as const,
          type: 'boolean' as const,
          filled: 14640,
          distinct: 2,
        },
      ],
    };
    const ask = (question: string) =>
      checkAskedGrouping(sourcesOf(question, '12% of tweets.', [share('verified_user', 12)], data));
    expect(ask('What percentage of tweets were written by verified users?')).toEqual([]);
    expect(ask('Show the tweet counts by verified user').length).toBe(1);
  });
});
