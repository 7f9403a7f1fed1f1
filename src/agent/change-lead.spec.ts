import { checkChangeLead } from './change-lead';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, groupedCall } from './testing/fit-cases';
import { fitDataset, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const airline = fitDataset();
const clinic = clinicDataset();
const library = libraryDataset();
const sept = groupedCall(
  'clinic',
  [
    ['Hilltop', 30],
    ['Riverside', 41],
  ],
  'avgWait',
  'c1',
);
const oct = groupedCall(
  'clinic',
  [
    ['Hilltop', 45],
    ['Riverside', 40],
  ],
  'avgWait',
  'c2',
);
const clinicRise =
  'The clinic whose average minutes waited rose the most from September 2024 to October 2024 is **Hilltop**: 30 → 45 (+15).\n- Riverside: 41 → 40';
const early = groupedCall(
  'airline',
  [
    ['Delta', -0.1],
    ['United', -0.3],
  ],
  'avgSentiment',
  'c1',
);
const late = groupedCall(
  'airline',
  [
    ['Delta', -0.3],
    ['United', -0.31],
  ],
  'avgSentiment',
  'c2',
);
const airlineDrop =
  'The airline whose average sentiment dropped the most from 2015-02-16 to 2015-02-20 is **Delta**: -0.1 → -0.3 (−0.2).';
const q2 = groupedCall(
  'Branch Name',
  [
    ['Northgate', 4.1],
    ['Central Library', 3.9],
  ],
  'avgRating',
  'c1',
);
const q3 = groupedCall(
  'Branch Name',
  [
    ['Northgate', 3.2],
    ['Central Library', 3.8],
  ],
  'avgRating',
  'c2',
);
const libraryFall =
  'The branch whose average member rating fell the most from 2023-07-01 to 2023-08-31 is **Northgate**: 4.1 → 3.2 (−0.9).';

/** A level asked in a period ("fell behind in …", "worst in …"), answered with a change. */
const levelAsked = [
  [
    'Which clinic fell behind on waiting times in September and October?',
    clinicRise,
    [sept, oct],
    clinic,
  ],
  ['Which clinic lagged on waits in the autumn?', clinicRise, [sept, oct], clinic],
  ['which clinic struggled most with waits in sept and oct', clinicRise, [sept, oct], clinic],
  ['Where were waits worst in September and October?', clinicRise, [sept, oct], clinic],
  [
    'Which airline did worst on sentiment in the second half of the week?',
    airlineDrop,
    [early, late],
    airline,
  ],
  ['Which airline had the gloomiest tweets towards the end?', airlineDrop, [early, late], airline],
  ['Which branch fell short on member ratings in July and August?', libraryFall, [q2, q3], library],
  ['Which branch had the lowest member rating in the summer?', libraryFall, [q2, q3], library],
  ['who trailed on ratings in jul and aug', libraryFall, [q2, q3], library],
  ['Which branch was rated worst over the summer months?', libraryFall, [q2, q3], library],
] as const;

/** A change asked: the same answers fit. */
const changeAsked = [
  [
    'Which clinic saw waits rise the most from September to October?',
    clinicRise,
    [sept, oct],
    clinic,
  ],
  [
    'Which airline slipped the most between the 16th and the 20th?',
    airlineDrop,
    [early, late],
    airline,
  ],
  [
    'Where did member ratings improve or worsen most in the summer?',
    libraryFall,
    [q2, q3],
    library,
  ],
  ['Which clinic had longer waits in October than in September?', clinicRise, [sept, oct], clinic],
  ['How did branch ratings change over the summer?', libraryFall, [q2, q3], library],
] as const;

describe('checkChangeLead', () => {
  it('was blind to them before: without the check, how many were below High', () => {
    const before = levelAsked.filter(
      ([question, answer, calls, data]) =>
        capOf(question, answer, calls, data, 'change-lead') < 0.8,
    );
    expect(before.length).toBe(1);
  });

  it('caps below High a lead that reports a change when a level in a period is asked (3 data shapes)', () => {
    for (const [question, answer, calls, data] of levelAsked) {
      const found = checkChangeLead(sourcesOf(question, answer, calls, data));
      expect(found.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.6]);
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('accepts a change lead when the question asks a change, "than" or "between"', () => {
    for (const [question, answer, calls, data] of changeAsked) {
      expect(checkChangeLead(sourcesOf(question, answer, calls, data)))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('leaves a level lead alone', () => {
    const answer = 'Riverside had the longest average wait in September and October: 41 minutes.';
    const question = 'Which clinic fell behind on waiting times in September and October?';
    expect(checkChangeLead(sourcesOf(question, answer, [sept, oct], clinic))).toEqual([]);
  });

  it('reads a follow-up by the question before it', () => {
    const sources = {
      ...sourcesOf('And for the branches?', libraryFall, [q2, q3], library),
      previousQuestion: 'How did ratings change over the summer?',
    };
    expect(checkChangeLead(sources)).toEqual([]);
  });
});

describe('checkChangeLead: a value named by a word of change', () => {
  /** A data set one of whose values is said with a word of change ("Fee increase"). */
  function withValue(data: typeof clinic, field: string, value: string): typeof clinic {
    return {
      ...data,
      fields: [
        ...data.fields,
        {
          name: field,
          entity: 'communications',
          role: 'custom',
          type: 'category',
          filled: 900,
          distinct: 2,
          values: [
            { value, count: 300 },
            { value: 'Other', count: 600 },
          ],
        },
      ],
    };
  }
  const clinicFees = withValue(clinic, 'letter_kind', 'Fee increase');
  const libraryHolds = withValue(library, 'outcome', 'Renewal declined');
  const lead = (noun: string) =>
    `The number of ${noun} went up (+23) from 305 (2024-04-01 to 2024-06-30) to 328 (2024-07-01 to 2024-09-30).`;

  it('flags a change led for a level asked of such a value (2 data shapes)', () => {
    for (const [question, data, noun] of [
      ['How many fee increase letters came in last quarter?', clinicFees, 'letters'],
      ['How many renewal declined requests came in last quarter?', libraryHolds, 'requests'],
    ] as const) {
      const found = checkChangeLead(sourcesOf(question, lead(noun), [], data));
      expect(found.length).withContext(question).toBe(1);
    }
  });

  it('leaves a change asked in words of its own', () => {
    for (const [question, data, noun] of [
      ['Did fee increase letters rise last quarter?', clinicFees, 'letters'],
      ['How did renewal declined requests change from Q2 to Q3?', libraryHolds, 'requests'],
    ] as const) {
      expect(checkChangeLead(sourcesOf(question, lead(noun), [], data)))
        .withContext(question)
        .toEqual([]);
    }
  });
});
