import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';
import { checkAskWinner, checkWinnerReference } from './winner-reference';

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

// Within one question: the first ask ranks ("which clinic … the most"), the second asks about
// its winner ("that clinic", "its", "them"); each wording over the clinic and library data.
describe("checkAskWinner: a second ask about the first ask's winner", () => {
  const clinic = clinicDataset();
  const library = libraryDataset();
  const screenings = { field: 'visit_type', op: 'eq', value: 'Good Start Screening' };
  const clinicRanking = call(
    {
      entity: 'communications',
      filters: [screenings],
      metrics: [{ fn: 'count' }],
      groupBy: ['clinic'],
    },
    {
      rows: [
        { clinic: 'Hilltop', count: 900 },
        { clinic: 'Riverside', count: 700 },
      ],
    },
  );
  const typeRanking = call(
    {
      entity: 'communications',
      filters: [{ field: 'Branch Name', op: 'eq', value: 'Northgate' }],
      metrics: [{ fn: 'count' }],
      groupBy: ['req type'],
    },
    {
      rows: [
        { 'req type': 'Hold', count: 1500 },
        { 'req type': 'Renewal', count: 1100 },
      ],
    },
  );
  const branchRanking = call(
    {
      entity: 'communications',
      filters: [{ field: 'req type', op: 'eq', value: 'Renewal' }],
      metrics: [{ fn: 'count' }],
      groupBy: ['Branch Name'],
    },
    {
      rows: [
        { 'Branch Name': 'Northgate', count: 1400 },
        { 'Branch Name': 'Central Library', count: 1300 },
      ],
    },
  );
  /** The second figure: a count or an average under the filters, the winner's or not. */
  const second = (filters: object[], metric: object = { fn: 'count' }) =>
    call(
      { entity: 'communications', filters, metrics: [metric] },
      { rows: [{ count: 480 }] },
      'c2',
    );
  const checkUp = { field: 'visit_type', op: 'eq', value: 'Check-up' };
  const hilltop = { field: 'clinic', op: 'eq', value: 'Hilltop' };
  const hold = { field: 'req type', op: 'eq', value: 'Hold' };
  const northgate = { field: 'Branch Name', op: 'eq', value: 'Northgate' };
  const cases: [string, DataDictionary, ObservedCall, object[], object[], object?][] = [
    [
      'Which clinic had the most Good Start Screening visits, and how many Check-up visits did that clinic have?',
      clinic,
      clinicRanking,
      [checkUp],
      [checkUp, hilltop],
    ],
    [
      'which clinic saw the most good start screenings and whats its average wait',
      clinic,
      clinicRanking,
      [screenings],
      [screenings, hilltop],
      { fn: 'avg', field: 'wait_minutes' },
    ],
    [
      'What clinic had the highest number of Good Start Screening visits; how many Check-ups did the same clinic see?',
      clinic,
      clinicRanking,
      [checkUp],
      [hilltop, checkUp],
    ],
    [
      'Which clinic had the biggest number of Good Start Screening visits, and how many visits did they have altogether?',
      clinic,
      clinicRanking,
      [],
      [hilltop],
    ],
    [
      'Which request type was most common at Northgate, and how many of that type came in at Central Library?',
      library,
      typeRanking,
      [{ field: 'Branch Name', op: 'eq', value: 'Central Library' }],
      [{ field: 'Branch Name', op: 'eq', value: 'Central Library' }, hold],
    ],
    [
      'Which branch handled the most renewals, and what was the average fine owed at that branch?',
      library,
      branchRanking,
      [{ field: 'req type', op: 'eq', value: 'Renewal' }],
      [northgate],
      { fn: 'avg', field: 'fine_amt' },
    ],
    [
      'which branch got the most renewal requests? and how many holds did it get',
      library,
      branchRanking,
      [hold],
      [hold, northgate],
    ],
  ];
  for (const [question, data, ranking, wrongFilters, rightFilters, metric] of cases) {
    it(`flags "${question}" answered over every record, not the winner`, () => {
      const calls = [ranking, second(wrongFilters, metric)];
      const found = checkAskWinner(sourcesOf(question, 'There are **480** visits.', calls, data));
      expect(found.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
    });
    it(`accepts "${question}" answered for the winner`, () => {
      const calls = [ranking, second(rightFilters, metric)];
      expect(checkAskWinner(sourcesOf(question, 'There are **480** visits.', calls, data)))
        .withContext(question)
        .toEqual([]);
    });
  }

  it('leaves a second ask that does not point at the winner, and one grouped call, alone', () => {
    const own =
      'Which clinic had the most Good Start Screening visits, and how many Check-up visits were there in total?';
    expect(
      checkAskWinner(
        sourcesOf(own, 'There are **480** visits.', [clinicRanking, second([checkUp])], clinic),
      ),
    ).toEqual([]);
    const grouped = call(
      {
        entity: 'communications',
        filters: [screenings],
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'wait_minutes' }],
        groupBy: ['clinic'],
      },
      { rows: [{ clinic: 'Hilltop', count: 900, avgWait: 21 }] },
    );
    const question =
      'Which clinic had the most Good Start Screening visits, and what was its average wait?';
    expect(
      checkAskWinner(sourcesOf(question, 'Hilltop, 900; 21 minutes.', [grouped], clinic)),
    ).toEqual([]);
    // Several winners: "its" cannot point at one.
    const several =
      'Which are the top 3 clinics for Good Start Screening visits, and how many Check-ups did they have?';
    expect(
      checkAskWinner(
        sourcesOf(several, 'There are **480** visits.', [clinicRanking, second([checkUp])], clinic),
      ),
    ).toEqual([]);
  });
});
