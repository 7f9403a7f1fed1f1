import type { ObservedCall } from './observed-values';
import { checkPeriodLead } from './period-lead';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';

const tweetsByDay = call(
  { entity: 'communications', metrics: [{ fn: 'count' }], groupBy: ['day'] },
  {
    rows: [
      { day: '2015-02-21', count: 1557 },
      { day: '2015-02-22', count: 3079 },
      { day: '2015-02-23', count: 3028 },
    ],
  },
);
const visitsByMonth = call(
  {
    entity: 'communications',
    filters: [{ field: 'clinic', op: 'eq', value: 'Hilltop' }],
    metrics: [{ fn: 'avg', field: 'wait_minutes' }],
    groupBy: ['month'],
  },
  {
    rows: [
      { month: '2024-03', count: 140, avgWaitMinutes: 31.5 },
      { month: '2024-04', count: 151, avgWaitMinutes: 44.2 },
    ],
  },
);

function airline(question: string, answer: string, calls: ObservedCall[] = [tweetsByDay]) {
  return checkPeriodLead(sourcesOf(question, answer, calls));
}
function clinic(question: string, answer: string) {
  return checkPeriodLead(sourcesOf(question, answer, [visitsByMonth], clinicDataset()));
}

describe('checkPeriodLead', () => {
  it('flags a list of every day given for the one day asked (airline tweets)', () => {
    const question = 'On which day were the most tweets posted?';
    const list =
      'Number of tweets by day, from 2015-02-16 to 2015-02-24:\n- 2015-02-21: 1557\n- 2015-02-22: 3079';
    expect(airline(question, list).map((finding) => finding.cap)).toEqual([0.44]);
    expect(
      airline(question, 'The day with the most tweets (2015-02-16 to 2015-02-24) is 2015-02-22.'),
    ).toEqual([]);
    // "Which days" asks for a list.
    expect(airline('Which days had more than 2,000 tweets?', list)).toEqual([]);
  });

  it('flags a bare "When?" answered with a count and no period (airline tweets)', () => {
    const question = 'Was there a day when United tweets spiked? When?';
    const count =
      'There are 3,822 tweets where airline is United, over all the data (2015-02-16 to 2015-02-24).';
    expect(airline(question, count).length).toBe(1);
    expect(airline(question, 'Yes: 2015-02-22, with 3079 tweets.')).toEqual([]);
  });

  it('wants the month itself, not the period the figures cover (clinic visits)', () => {
    const question = 'In which month did Hilltop patients wait longest in 2024?';
    expect(
      clinic(question, 'Average minutes waited by month, in 2024 (2024-01-01 to 2024-12-31):')
        .length,
    ).toBe(1);
    expect(clinic(question, 'The month with the longest average wait is 2024-04 (44.2).')).toEqual(
      [],
    );
    expect(
      clinic(question, 'Patients at Hilltop waited longest in April 2024: 44.2 minutes.'),
    ).toEqual([]);
  });

  it('takes a weekday for "which day of the week" and leaves other questions alone (clinic)', () => {
    expect(
      clinic('Which day of the week is busiest at Old Town?', 'Old Town is busiest on Mondays.'),
    ).toEqual([]);
    expect(clinic('How many visits did Hilltop have?', 'Hilltop had 1,700 visits.')).toEqual([]);
  });
});
