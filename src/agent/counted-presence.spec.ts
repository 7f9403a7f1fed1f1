import { assessFit } from './answer-fit';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, fitDataset, fitFindings, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const QUESTION =
  'How many tweets have a negative reason, and what is the average sentiment of them?';
const PRESENCE = /counts the records that have a negative reason/;

describe('counts of the records that have a value', () => {
  it('flags a count of every record when the question counts those with a value', () => {
    const all = call(
      {
        entity: 'communications',
        filters: [],
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
      },
      { matched: 14640, rows: [{ count: 14640, avgSentiment: -0.1 }] },
    );
    const findings = fitFindings(
      QUESTION,
      'There are **14,640** communications, with an average sentiment of -0.1.',
      [all],
    );
    const presence = findings.find((finding) => PRESENCE.test(finding.label));
    expect(presence?.cap).toBeLessThan(0.8);
    expect(presence?.partial).toBeTrue();
  });

  it('accepts a count kept to the records where the value is filled', () => {
    const filled = call(
      {
        entity: 'communications',
        filters: [{ field: 'negativereason', op: 'not_null', value: null }],
        metrics: [{ fn: 'count' }, { fn: 'avg', field: 'sentiment' }],
      },
      { matched: 9178, rows: [{ count: 9178, avgSentiment: -0.6 }] },
    );
    const findings = fitFindings(
      QUESTION,
      'There are **9,178** communications with a negative reason; their average sentiment is -0.6.',
      [filled],
    );
    expect(findings.filter((finding) => PRESENCE.test(finding.label))).toEqual([]);
  });

  it('does not ask for a filter when every record has the value', () => {
    const all = call(
      { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
      { matched: 14640, rows: [{ count: 14640 }] },
    );
    const findings = fitFindings('How many tweets have a sentiment?', 'There are **14,640**.', [
      all,
    ]);
    expect(
      findings.filter((finding) => /counts the records that have/.test(finding.label)),
    ).toEqual([]);
  });
});

describe('counts of the records that have a value, said with other verbs', () => {
  // A field left blank in some records (a hearing's length, a survey score, a refund) is asked to
  // be filled by "went to a hearing", "filled in the survey", "got a refund". Fixtures: clinic
  // visits with a mostly blank survey score, library requests with a member rating left blank in
  // 2,000 of 8,000, the airline tweets' negative reason.
  const clinic = (): DataDictionary => {
    const base = clinicDataset();
    return {
      ...base,
      fields: [
        ...base.fields,
        {
          name: 'survey_score',
          label: 'survey score',
          entity: 'communications',
          role: 'custom',
          type: 'number',
          filled: 900,
          distinct: 10,
          min: 1,
          max: 10,
          synonyms: ['survey'],
        },
        {
          name: 'referral_minutes',
          label: 'specialist referral length',
          entity: 'communications',
          role: 'custom',
          type: 'number',
          filled: 400,
          distinct: 80,
          min: 5,
          max: 120,
          synonyms: ['referral', 'specialist referral'],
        },
      ],
    };
  };
  const countOf = (filters: unknown[], count: number, metrics: unknown[] = []) =>
    call(
      { entity: 'communications', filters, metrics: [{ fn: 'count' }, ...metrics] },
      { matched: count, rows: [{ count }] },
    );
  const flagged = (data: DataDictionary, question: string, answer: string, calls: ObservedCall[]) =>
    assessFit(sourcesOf(question, answer, calls, data)).some((finding) =>
      /counts the records that have/.test(finding.label),
    );
  const hilltop = { field: 'clinic', op: 'eq', value: 'Hilltop' };

  const cases: [string, DataDictionary, string, string, ObservedCall[], boolean][] = [
    [
      'went to a referral, counted over every visit',
      clinic(),
      'How many Hilltop visits went to a specialist referral, and how long did they last?',
      'There are **1700** visits where clinic is Hilltop.',
      [countOf([hilltop], 1700)],
      true,
    ],
    [
      'went to a referral, counted where it is filled',
      clinic(),
      'How many Hilltop visits went to a specialist referral, and how long did they last?',
      'There are **130** visits where clinic is Hilltop with a specialist referral length.',
      [countOf([hilltop, { field: 'referral_minutes', op: 'not_null', value: null }], 130)],
      false,
    ],
    [
      'filled in the survey, counted over every visit',
      clinic(),
      'How many patients filled in the survey?',
      'There are **5000** visits.',
      [countOf([], 5000)],
      true,
    ],
    [
      'filled in the survey, counted where it is filled',
      clinic(),
      'How many patients filled in the survey?',
      'There are **900** visits with a survey score.',
      [countOf([{ field: 'survey_score', op: 'not_null', value: null }], 900)],
      false,
    ],
    [
      'left a rating, over every request',
      libraryDataset(),
      'How many members left a member rating at Northgate?',
      'There are **2400** requests where branch is Northgate.',
      [countOf([{ field: 'Branch Name', op: 'eq', value: 'Northgate' }], 2400)],
      true,
    ],
    [
      'got a negative reason, over every tweet',
      fitDataset(),
      'How many tweets got a negative reason?',
      'There are **14640** tweets.',
      [countOf([], 14640)],
      true,
    ],
    [
      'a field every record fills (guard)',
      clinic(),
      'How many visits went to a clinic?',
      'There are **5000** visits.',
      [countOf([], 5000)],
      false,
    ],
    [
      'a verb with no article before the field (guard)',
      clinic(),
      'How many visits went to Hilltop for a referral?',
      'There are **1700** visits where clinic is Hilltop.',
      [countOf([hilltop], 1700)],
      false,
    ],
  ];
  for (const [name, data, question, answer, calls, expected] of cases) {
    it(`${expected ? 'flags' : 'accepts'}: ${name}`, () => {
      expect(flagged(data, question, answer, calls)).toBe(expected);
    });
  }

  // Check phrasings, written after the change above with the code left as it was.
  const checks: [string, DataDictionary, string, string, ObservedCall[], boolean][] = [
    [
      'received a survey score, over every visit',
      clinic(),
      'How many Hilltop visits received a survey score?',
      'There are **1700** visits where clinic is Hilltop.',
      [countOf([hilltop], 1700)],
      true,
    ],
    [
      'ended with a referral, over every visit',
      clinic(),
      'How many visits ended with a specialist referral?',
      'There are **5000** visits.',
      [countOf([], 5000)],
      true,
    ],
    [
      'gave the member rating, over every request',
      libraryDataset(),
      'how many requests gave the member rating',
      'There are **8000** requests.',
      [countOf([], 8000)],
      true,
    ],
    [
      'needed a specialist referral, kept to those filled',
      clinic(),
      'How many visits needed a specialist referral, and what was the average length?',
      'There are **400** visits with a specialist referral length, averaging 42 minutes.',
      [
        countOf([{ field: 'referral_minutes', op: 'not_null', value: null }], 400, [
          { fn: 'avg', field: 'referral_minutes' },
        ]),
      ],
      false,
    ],
    [
      'completed the survey, kept to those filled',
      clinic(),
      'How many patients completed the survey at Hilltop?',
      'There are **300** visits at Hilltop with a survey score.',
      [countOf([hilltop, { field: 'survey_score', op: 'not_null', value: null }], 300)],
      false,
    ],
    [
      'went to the clinic every visit names (guard)',
      clinic(),
      'How many patients went to the clinic Hilltop?',
      'There are **1700** visits where clinic is Hilltop.',
      [countOf([hilltop], 1700)],
      false,
    ],
    [
      'got a kids card, a field every request fills (guard)',
      libraryDataset(),
      'How many members got a kids card?',
      'There are **8000** requests.',
      [countOf([], 8000)],
      false,
    ],
  ];
  for (const [name, data, question, answer, calls, expected] of checks) {
    it(`check: ${expected ? 'flags' : 'accepts'}: ${name}`, () => {
      expect(flagged(data, question, answer, calls)).toBe(expected);
    });
  }
});
