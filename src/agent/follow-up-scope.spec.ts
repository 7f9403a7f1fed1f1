import type { DataDictionary } from './dataset';
import { findFigureEvidence } from './figure-evidence';
import { checkFollowUpScope } from './follow-up-scope';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { clinicDataset } from './testing/clinic-dataset';
import { call } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const library = libraryDataset();
const clinic = clinicDataset();

interface Filter {
  field: string;
  op: string;
  value: unknown;
}

/** A count (or an average) under the given filters, as query_data returns it. */
function counted(filters: Filter[], figure: number, callId = 'c2', average?: string): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters,
      metrics: average ? [{ fn: 'count' }, { fn: 'avg', field: average }] : [{ fn: 'count' }],
    },
    average ? { rows: [{ count: 400, [`avg${average}`]: figure }] } : { count: figure },
    callId,
  );
}

/** The previous turn's ranking done again: the winner under the previous question's filter. */
function ranking(filters: Filter[], field: string, rows: [string, number][]): ObservedCall {
  return call(
    { entity: 'communications', filters, metrics: [{ fn: 'count' }], groupBy: [field] },
    { rows: rows.map(([value, count]) => ({ [field]: value, count })) },
    'c1',
  );
}

function fires(
  previous: string,
  question: string,
  answer: string,
  calls: ObservedCall[],
  data: DataDictionary,
) {
  const period = { from: data.from!, to: data.to! };
  return checkFollowUpScope({
    question,
    previousQuestion: previous,
    answer,
    constraints: extractConstraints({
      question,
      previousQuestion: previous,
      period,
      dataset: data,
    }),
    figures: findFigureEvidence(answer, calls),
    calls,
    dataset: data,
    period,
  });
}

const holdsAtHilltop = { field: 'clinic', op: 'eq', value: 'Hilltop' };
const screenings = { field: 'visit_type', op: 'eq', value: 'Good Start Screening' };
const renewals = { field: 'req type', op: 'eq', value: 'Renewal' };
const northgate = { field: 'Branch Name', op: 'eq', value: 'Northgate' };
const march = [
  { field: 'at', op: 'gte', value: '2023-03-01' },
  { field: 'at', op: 'lte', value: '2023-03-31' },
];

// Follow-ups the question constraints already read as such ("and …", "those") inherit the
// previous terms there, and the constraint check holds them; these point back otherwise.
describe("checkFollowUpScope: a follow-up's figure keeps the previous turn's records", () => {
  const wrong: [string, string, string, ObservedCall[], DataDictionary][] = [
    [
      'Which clinic had the most Good Start Screening visits?',
      'How many does it have?',
      'There are **1700** visits where clinic is Hilltop.',
      [
        ranking([screenings], 'clinic', [
          ['Hilltop', 900],
          ['Riverside', 700],
        ]),
        counted([holdsAtHilltop], 1700),
      ],
      clinic,
    ],
    [
      'Which branch handles the most renewals?',
      'how many requests did that branch get',
      'There are **3000** requests where branch is Northgate.',
      [counted([northgate], 3000)],
      library,
    ],
    [
      'How many renewal requests were made in March 2023?',
      'What was their average fine?',
      'The average fine owed is 3.25 over 400 requests.',
      [counted([renewals], 3.25, 'c2', 'fine_amt')],
      library,
    ],
    [
      'How many Good Start Screening visits were there at Hilltop?',
      'What was their average wait?',
      'The average wait is 18.5 minutes over 400 visits.',
      [counted([holdsAtHilltop], 18.5, 'c2', 'wait_minutes')],
      clinic,
    ],
  ];
  for (const [previous, question, answer, calls, data] of wrong) {
    it(`keeps "${question}" after "${previous}" below High when the figure drops its filter`, () => {
      const findings = fires(previous, question, answer, calls, data);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
  }

  const right: [string, string, string, ObservedCall[], DataDictionary][] = [
    // The figure keeps the previous value beside the winner.
    [
      'Which clinic had the most Good Start Screening visits?',
      'How many does it have?',
      'There are **900** visits where clinic is Hilltop and visit type is Good Start Screening.',
      [counted([holdsAtHilltop, screenings], 900)],
      clinic,
    ],
    // Another value of the same field: the follow-up switches it.
    [
      'How many Good Start Screening visits were there at Hilltop?',
      'And at Riverside?',
      'There are **1100** visits where clinic is Riverside and visit type is Good Start Screening.',
      [
        counted(
          [
            { field: 'clinic', op: 'eq', value: 'Riverside' },
            { field: 'visit_type', op: 'eq', value: 'Good Start Screening' },
          ],
          1100,
        ),
      ],
      clinic,
    ],
    // Widened on purpose.
    [
      'How many renewal requests were made at Northgate?',
      'And across all request types?',
      'There are **3000** requests where branch is Northgate.',
      [counted([northgate], 3000)],
      library,
    ],
    // A new question that names its own records is no follow-up.
    [
      'How many renewal requests were made at Northgate?',
      'How many Interlibrary loan requests did Central Kiosk get?',
      'There are **120** requests where branch is Central Kiosk and type is Interlibrary loan.',
      [
        counted(
          [
            { field: 'Branch Name', op: 'eq', value: 'Central Kiosk' },
            { field: 'req type', op: 'eq', value: 'Interlibrary loan' },
          ],
          120,
        ),
      ],
      library,
    ],
    // A period of its own replaces the previous one.
    [
      'How many renewal requests were made in March 2023?',
      'And in April 2023?',
      'There are **260** requests where type is Renewal, in April 2023.',
      [
        counted(
          [
            renewals,
            { field: 'at', op: 'gte', value: '2023-04-01' },
            { field: 'at', op: 'lte', value: '2023-04-30' },
          ],
          260,
        ),
      ],
      library,
    ],
    // The previous period kept by the figure's call.
    [
      'How many renewal requests were made in March 2023?',
      'What was their average fine?',
      'The average fine owed is 3.25 over 400 requests.',
      [counted([renewals, ...march], 3.25, 'c2', 'fine_amt')],
      library,
    ],
  ];
  for (const [previous, question, answer, calls, data] of right) {
    it(`leaves "${question}" after "${previous}" alone`, () => {
      expect(fires(previous, question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    });
  }

  it('reads nothing without a previous question', () => {
    const calls = [counted([northgate], 3000)];
    const answer = 'There are **3000** requests where branch is Northgate.';
    expect(
      checkFollowUpScope({
        question: 'How many does it have?',
        answer,
        constraints: [],
        figures: findFigureEvidence(answer, calls),
        calls,
        dataset: library,
      }),
    ).toEqual([]);
  });
});

// A yes/no field the previous question named ("Care Club members", "kids card holders") is part
// of the records a follow-up points back to, as a value is.
describe('checkFollowUpScope: a yes/no field the previous question named', () => {
  const careClub = { field: 'care_club', op: 'eq', value: true };
  const kidsCard = { field: 'kids_card', op: 'eq', value: true };
  const screeningCount = 'There are **640** visits where visit type is Good Start Screening.';
  const renewalCount = 'There are **2100** requests where type is Renewal.';
  const clinicWrong: [string, string][] = [
    [
      'How many visits came from Care Club members?',
      'Of those, how many were Good Start Screening?',
    ],
    ['how many care club folks came in', 'ok and how many of them were good start screenings'],
    [
      'Could you tell me how many visits were made by members of the Care Club?',
      'Out of these, what number had a Good Start Screening?',
    ],
    ['care club visits - how many?', 'and of that lot, how many Good Start Screening ones'],
  ];
  const libraryWrong: [string, string][] = [
    ['How many requests came from kids card holders?', 'Of those, how many were renewals?'],
    ['how many kids card requests have we had', 'n how many of them were Renewal'],
    [
      'What number of requests were made on a kids card?',
      'And among these, how many were renewals, please?',
    ],
  ];
  for (const [previous, question] of clinicWrong) {
    it(`keeps "${question}" below High when the figure drops "${previous}"'s flag`, () => {
      const calls = [counted([screenings], 640)];
      const findings = fires(previous, question, screeningCount, calls, clinic);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
      expect(findings[0]!.label).toContain('Care Club member');
    });
  }
  for (const [previous, question] of libraryWrong) {
    it(`keeps "${question}" below High when the figure drops "${previous}"'s flag`, () => {
      const calls = [counted([renewals], 2100)];
      const findings = fires(previous, question, renewalCount, calls, library);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.label).toContain('kids card');
    });
  }

  it('leaves a follow-up whose figure kept the flag alone', () => {
    for (const [previous, question] of clinicWrong) {
      const calls = [counted([careClub, screenings], 300)];
      const answer =
        'There are **300** visits where Care Club member is true and visit type is Good Start Screening.';
      expect(fires(previous, question, answer, calls, clinic))
        .withContext(question)
        .toEqual([]);
    }
    for (const [previous, question] of libraryWrong) {
      const calls = [counted([kidsCard, renewals], 700)];
      const answer = 'There are **700** requests where kids card is true and type is Renewal.';
      expect(fires(previous, question, answer, calls, library))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('leaves a follow-up that widens or names the flag itself alone', () => {
    const cases: [string, string, ObservedCall[], DataDictionary, string][] = [
      [
        'How many visits came from Care Club members?',
        'And across all patients, how many Good Start Screening visits?',
        [counted([screenings], 640)],
        clinic,
        screeningCount,
      ],
      [
        'How many visits came from Care Club members?',
        'What about people who are not in the care club?',
        [counted([{ field: 'care_club', op: 'eq', value: false }], 3600)],
        clinic,
        'There are **3600** visits where Care Club member is false.',
      ],
      [
        'How many requests came from kids card holders?',
        'Overall, how many renewals were there?',
        [counted([renewals], 2100)],
        library,
        renewalCount,
      ],
      // The previous question named no flag: nothing to keep.
      [
        'How many requests were made at Northgate?',
        'Of those, how many were renewals?',
        [counted([northgate, renewals], 800)],
        library,
        'There are **800** requests where branch is Northgate and type is Renewal.',
      ],
    ];
    for (const [previous, question, calls, data, answer] of cases) {
      expect(fires(previous, question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });
});
