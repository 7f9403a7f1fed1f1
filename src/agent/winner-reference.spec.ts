import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { checkWinnerReference } from './winner-reference';

const allAverage = call(
  { entity: 'communications', filters: [], metrics: [{ fn: 'avg', field: 'sentiment' }] },
  { matched: 14640, rows: [{ avgSentiment: -0.35 }] },
);
const unitedAverage = call(
  {
    entity: 'communications',
    filters: [{ field: 'airline', op: 'eq', value: 'United' }],
    metrics: [{ fn: 'avg', field: 'sentiment' }],
  },
  { matched: 3822, rows: [{ avgSentiment: -0.52 }] },
);

function findings(previousQuestion: string, answer: string, calls: ObservedCall[]) {
  return checkWinnerReference({
    ...sourcesOf('What is its average sentiment?', answer, calls),
    previousQuestion,
  });
}

describe('checkWinnerReference', () => {
  it("flags figures of every record when 'its' points back at a ranking's winner", () => {
    const found = findings(
      'Which airline gets the most tweets?',
      'The average sentiment is -0.35 over 14640 tweets.',
      [allAverage],
    );
    expect(found.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
  });

  it("accepts figures kept to the winner, and 'its' after a question that ranked nothing", () => {
    expect(
      findings('Which airline gets the most tweets?', 'United averages -0.52.', [unitedAverage]),
    ).toEqual([]);
    expect(
      findings('How many tweets are there?', 'The average sentiment is -0.35.', [allAverage]),
    ).toEqual([]);
  });
});

describe("a follow-up pointing back at a ranking's winner", () => {
  it('flags "them" answered over every airline, not the winner (airline tweets)', () => {
    const question = 'What was the main reason behind them?';
    const previousQuestion = 'Which airline had the most negative tweets?';
    const everyAirline = call(
      {
        entity: 'communications',
        filters: [{ field: 'sentimentLabel', op: 'eq', value: 'negative' }],
        metrics: [{ fn: 'count' }],
        groupBy: ['negativereason'],
      },
      { matched: 9178, rows: [{ negativereason: 'Customer Service Issue', count: 2910 }] },
    );
    const winner = call(
      {
        entity: 'communications',
        filters: [
          { field: 'sentimentLabel', op: 'eq', value: 'negative' },
          { field: 'airline', op: 'eq', value: 'United' },
        ],
        metrics: [{ fn: 'count' }],
        groupBy: ['negativereason'],
      },
      { matched: 2633, rows: [{ negativereason: 'Customer Service Issue', count: 681 }] },
    );
    const check = (answer: string, calls: ObservedCall[]) =>
      checkWinnerReference({ ...sourcesOf(question, answer, calls), previousQuestion });
    expect(check('Customer Service Issue, with 2910.', [everyAirline]).length).toBe(1);
    expect(check('Customer Service Issue, with 681.', [winner])).toEqual([]);
  });

  it('flags "their" answered over every clinic, not the winner (clinic visits)', () => {
    const question = 'What was their average wait?';
    const previousQuestion = 'Which clinic had the most negative feedback?';
    const data = clinicDataset();
    const all = call(
      {
        entity: 'communications',
        filters: [{ field: 'mood', op: 'eq', value: 'negative' }],
        metrics: [{ fn: 'avg', field: 'wait_minutes' }],
      },
      { matched: 1800, rows: [{ avgWait_minutes: 24.1 }] },
    );
    const riverside = call(
      {
        entity: 'communications',
        filters: [
          { field: 'mood', op: 'eq', value: 'negative' },
          { field: 'clinic', op: 'eq', value: 'Riverside' },
        ],
        metrics: [{ fn: 'avg', field: 'wait_minutes' }],
      },
      { matched: 640, rows: [{ avgWait_minutes: 31.4 }] },
    );
    const check = (answer: string, calls: ObservedCall[]) =>
      checkWinnerReference({ ...sourcesOf(question, answer, calls, data), previousQuestion });
    expect(check('The average wait is 24.1 minutes.', [all]).length).toBe(1);
    expect(check('Riverside patients waited 31.4 minutes on average.', [riverside])).toEqual([]);
  });
});
