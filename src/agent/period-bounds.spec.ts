import type { ObservedCall } from './observed-values';
import { checkPeriodBounds } from './period-bounds';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';

function hilltopVisits(from: string, before: string, count: number, callId: string) {
  return call(
    {
      entity: 'communications',
      filters: [
        { field: 'clinic', op: 'eq', value: 'Hilltop' },
        { field: 'at', op: 'gte', value: from },
        { field: 'at', op: 'lt', value: before },
      ],
      metrics: [{ fn: 'count' }],
    },
    { count },
    callId,
  );
}
function deltaSince(from: string, count: number) {
  return call(
    {
      entity: 'communications',
      filters: [
        { field: 'airline', op: 'eq', value: 'Delta' },
        { field: 'at', op: 'gte', value: from },
      ],
      metrics: [{ fn: 'count' }],
    },
    { count },
  );
}

function airline(question: string, answer: string, calls: ObservedCall[]) {
  return checkPeriodBounds(sourcesOf(question, answer, calls));
}
function clinic(question: string, answer: string, calls: ObservedCall[]) {
  return checkPeriodBounds(sourcesOf(question, answer, calls, clinicDataset()));
}

describe('checkPeriodBounds', () => {
  it('flags "since a day" computed from the day after it (airline tweets)', () => {
    const question = 'How many tweets has Delta got since 20 February 2015?';
    const late = airline(question, 'Delta got 1,204 tweets.', [deltaSince('2015-02-21', 1204)]);
    expect(late.map((finding) => finding.cap)).toEqual([0.44]);
    expect(late[0]!.label).toContain('2015-02-21 to 2015-02-24');
    expect(airline(question, 'Delta got 1,480 tweets.', [deltaSince('2015-02-20', 1480)])).toEqual(
      [],
    );
  });

  it('flags the month before a month computed a day short (clinic visits)', () => {
    const question = 'Did Hilltop have more visits in March 2024 than in the month before?';
    const march = hilltopVisits('2024-03-01', '2024-04-01', 151, 'm');
    const short = hilltopVisits('2024-02-02', '2024-03-01', 133, 'f');
    const whole = hilltopVisits('2024-02-01', '2024-03-01', 140, 'f');
    const answer = (february: number) => `March 2024: 151; the month before: ${february}.`;
    expect(clinic(question, answer(133), [march, short]).length).toBe(1);
    expect(clinic(question, answer(140), [march, whole])).toEqual([]);
  });

  it('leaves periods that are not calendar ones, and calls with no period, alone (clinic)', () => {
    const lastDays = hilltopVisits('2024-12-03', '2025-01-01', 97, 'l');
    expect(
      clinic('How many Hilltop visits in the last 30 days?', 'There were 97 visits.', [lastDays]),
    ).toEqual([]);
    const all = call({ entity: 'communications', metrics: [{ fn: 'count' }] }, { count: 5000 });
    expect(clinic('How many visits in 2024?', 'There were 5,000 visits.', [all])).toEqual([]);
  });
});
