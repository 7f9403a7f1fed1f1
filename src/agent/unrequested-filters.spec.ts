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

describe('checkUnrequestedFilters: a multi-word value said by the word that tells it apart', () => {
  function outcomes(value: string): ObservedCall {
    return call(
      {
        entity: 'communications',
        filters: [{ field: 'outcome', op: 'eq', value }],
        metrics: [{ fn: 'count' }],
      },
      { count: 237 },
    );
  }
  const withOutcome = <T extends ReturnType<typeof clinicDataset>>(base: T, values: string[]) => ({
    ...base,
    fields: [
      ...base.fields,
      {
        name: 'outcome',
        entity: 'communications' as const,
        role: 'status' as const,
        type: 'category' as const,
        filled: 1000,
        distinct: values.length,
        values: values.map((value) => ({ value, count: 10 })),
      },
    ],
  });

  it('takes "upheld" for the shortest value ending in it, not a word used elsewhere (clinic)', () => {
    const data = withOutcome(clinicDataset(), [
      'Closed - upheld',
      'Closed - not upheld',
      'Referred to Hilltop',
    ]);
    const ask = (question: string, value: string) =>
      checkUnrequestedFilters(sourcesOf(question, 'There are 237.', [outcomes(value)], data));
    expect(ask('How many complaints were upheld?', 'Closed - upheld')).toEqual([]);
    expect(ask('How many complaints were upheld?', 'Closed - not upheld').length).toBe(1);
    // "Hilltop" is a clinic as well: said alone it names the clinic, not the referral.
    expect(ask('How many Hilltop visits were there?', 'Referred to Hilltop').length).toBe(1);
  });

  it('takes a word only one value holds, but not one that describes a day (airline tweets)', () => {
    const data = withOutcome(fitDataset(), ['wifi and power', 'Single Sign-On', 'seat comfort']);
    const ask = (question: string, value: string) =>
      checkUnrequestedFilters(sourcesOf(question, 'There are 237.', [outcomes(value)], data));
    expect(ask('hw many wifi tweets r there', 'wifi and power')).toEqual([]);
    expect(ask('Was there a single day when tweets spiked?', 'Single Sign-On').length).toBe(1);
  });
});
