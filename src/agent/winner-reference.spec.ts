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

// "There" as the winner's place, and a ranked field that several entities keep under one name.
describe('a follow-up whose "there" points at the previous winner', () => {
  const clinicAll = call(
    {
      entity: 'communications',
      filters: [{ field: 'visit_type', op: 'not_null', value: null }],
      metrics: [{ fn: 'count' }],
      groupBy: ['visit_type'],
    },
    { matched: 9000, rows: [{ visit_type: 'Check-up', count: 4100 }] },
  );
  const clinicWinner = call(
    {
      entity: 'communications',
      filters: [{ field: 'clinic', op: 'eq', value: 'Riverside' }],
      metrics: [{ fn: 'count' }],
      groupBy: ['visit_type'],
    },
    { matched: 3000, rows: [{ visit_type: 'Check-up', count: 1500 }] },
  );
  const libraryAll = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'avg', field: 'fine_amt' }] },
    { matched: 8000, rows: [{ avgFine_amt: 3.2 }] },
  );
  const libraryWinner = call(
    {
      entity: 'communications',
      filters: [{ field: 'Branch Name', op: 'eq', value: 'Central Library' }],
      metrics: [{ fn: 'avg', field: 'fine_amt' }],
    },
    { matched: 4100, rows: [{ avgFine_amt: 2.9 }] },
  );
  const clinic = (question: string, calls: ObservedCall[]) =>
    checkWinnerReference({
      ...sourcesOf(question, 'Check-up leads.', calls, clinicDataset()),
      previousQuestion: 'Which clinic had the most visits?',
    });
  const library = (question: string, calls: ObservedCall[]) =>
    checkWinnerReference({
      ...sourcesOf(question, 'The average fine is 3.2.', calls, libraryDataset()),
      previousQuestion: 'Which branch gets the most requests?',
    });
  const pointing = [
    "What's the most common visit type there?",
    'And the usual visit type over there?',
    'Which visit type do we see most there?',
  ];
  for (const question of pointing) {
    it(`flags "${question}" answered over every clinic, and accepts it kept to the winner`, () => {
      expect(clinic(question, [clinicAll]).length).toBe(1);
      expect(clinic(question, [clinicWinner])).toEqual([]);
    });
  }
  it('flags "what fine is owed there on average" over every branch (library)', () => {
    expect(library('What fine is owed there on average?', [libraryAll]).length).toBe(1);
    expect(library('What fine is owed there on average?', [libraryWinner])).toEqual([]);
  });
  // Guards: "there" beside a form of "be" only says records exist.
  for (const question of [
    'How many visit types are there?',
    'Is there a visit type that stands out?',
    "There's a lot of check-ups, what is the most common visit type overall?",
  ]) {
    it(`leaves "${question}" alone`, () => {
      expect(clinic(question, [clinicAll])).toEqual([]);
    });
  }
  it('reads a ranked field kept by two entities under one name as that field', () => {
    const data = clinicDataset();
    const clinicField = data.fields.find((field) => field.name === 'clinic')!;
    const twoEntities: DataDictionary = {
      ...data,
      fields: [...data.fields, { ...clinicField, entity: 'cases' }],
    };
    const check = (calls: ObservedCall[]) =>
      checkWinnerReference({
        ...sourcesOf(
          'Drill into that one: what is its most common visit type?',
          'x',
          calls,
          twoEntities,
        ),
        previousQuestion: 'Which clinic had the most visits?',
      });
    const keptToValueElsewhere = call(
      {
        entity: 'communications',
        filters: [{ field: 'mood', op: 'eq', value: 'negative' }],
        metrics: [{ fn: 'count' }],
        groupBy: ['visit_type'],
      },
      { matched: 1800, rows: [{ visit_type: 'Check-up', count: 700 }] },
    );
    expect(check([keptToValueElsewhere]).length).toBe(1);
    expect(check([clinicWinner])).toEqual([]);
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
