import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, findingsBy, groupedCall, totalCall } from './testing/fit-cases';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();
const byVisitType = groupedCall('visit_type', [
  ['Check-up', 3000],
  ['Good Start Screening', 2000],
]);
const byRequestType = groupedCall('req type', [
  ['Hold', 4000],
  ['Renewal', 3100],
  ['Interlibrary loan', 900],
]);
const byClinic = groupedCall('clinic', [
  ['Riverside', 2200],
  ['Hilltop', 1700],
  ['Old Town', 1100],
]);
const all = (count: number): ObservedCall => totalCall('total', count);

type Case = [string, string, ObservedCall[], DataDictionary];

/** One figure asked, no group named; the answer leads with a group's row. */
const wrong: Case[] = [
  [
    'What percentage of all patients we screened came back with feedback?',
    '40% of the 5000 communications have visit type Good Start Screening (2000 of 5000).',
    [byVisitType, all(5000)],
    clinic,
  ],
  [
    'How many patients did we see in total?',
    'There are 3000 communications with visit type Check-up.',
    [byVisitType],
    clinic,
  ],
  [
    'What share of all the books we loaned out were returned late?',
    '11.25% of the 8000 communications have request type Interlibrary loan (900 of 8000).',
    [byRequestType, all(8000)],
    library,
  ],
  [
    'How many requests did we get altogether?',
    'Hold: 4000 requests, Renewal: 3100, Interlibrary loan: 900.',
    [byRequestType],
    library,
  ],
];

/**
 * The group is asked for (named, ranked, per group, by the grouped field's own noun, "#1") or the
 * answer leads with the overall figure.
 */
const right: Case[] = [
  [
    'How many visits happen at the weekend?',
    'There were 500 weekend visits: Saturday 300 and Sunday 200.',
    [
      groupedCall('weekday', [
        ['Monday', 900],
        ['Saturday', 300],
        ['Sunday', 200],
      ]),
      all(5000),
    ],
    clinic,
  ],
  ['wats the #1 place ppl send feedback about', 'Riverside leads with 2200.', [byClinic], clinic],
  [
    'What request type do members use?',
    'The request type with the most communications is Hold with 4000.',
    [byRequestType],
    library,
  ],
  [
    'What share of visits were Good Start Screenings?',
    '40% of the 5000 communications have visit type Good Start Screening (2000 of 5000).',
    [byVisitType, all(5000)],
    clinic,
  ],
  ['Which clinic gets the most feedback?', 'Riverside leads with 2200.', [byClinic], clinic],
  [
    'What is the main reason people visit?',
    'The visit type with the most communications is Check-up with 3000.',
    [byVisitType],
    clinic,
  ],
  [
    'How many interlibrary loan requests were there?',
    'There are 900 communications with request type Interlibrary loan.',
    [byRequestType],
    library,
  ],
  [
    'How many requests did we get altogether?',
    'There are 8000 requests in total. Hold: 4000, Renewal: 3100, Interlibrary loan: 900.',
    [all(8000), byRequestType],
    library,
  ],
  [
    'What is the commonest kind of request?',
    'The request type with the most communications is Hold with 4000.',
    [byRequestType],
    library,
  ],
];

describe('checkUnaskedGroupLead', () => {
  it('caps below High a lead from a group nobody asked about, one finding per flaw (2 shapes)', () => {
    for (const [question, answer, calls, data] of wrong) {
      // Where every figure is a group's, overall-asked has found it; the lead is this check's.
      const found = [
        ...findingsBy('unasked-group-lead', question, answer, calls, data),
        ...findingsBy('overall-asked', question, answer, calls, data),
      ];
      expect(found.length).withContext(question).toBe(1);
      expect(found[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
    const own = wrong.filter(
      ([question, answer, calls, data]) =>
        findingsBy('unasked-group-lead', question, answer, calls, data).length,
    );
    expect(own.map(([question]) => question)).toEqual([wrong[0]![0], wrong[2]![0]]);
  });

  it('leaves a group the question names, ranks or asks to be named, and an overall lead', () => {
    for (const [question, answer, calls, data] of right) {
      expect(findingsBy('unasked-group-lead', question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    }
  });

  // "at least" and "at most" bound a count; they rank nothing (was read as the ranking "least").
  it('reads "at least" / "at most" as a bound, so a ranked group lead is unasked', () => {
    const bounded: Case[] = [
      [
        'How many patients have visited at least twice?',
        'The visit type with the lowest number of visits is **Good Start Screening** with 2000.',
        [byVisitType],
        clinic,
      ],
      [
        'How many members made at most one request?',
        'The request type with the lowest number of requests is **Interlibrary loan** with 900.',
        [byRequestType],
        library,
      ],
    ];
    for (const [question, answer, calls, data] of bounded) {
      expect(findingsBy('unasked-group-lead', question, answer, calls, data).length)
        .withContext(question)
        .toBe(1);
    }
    expect(
      findingsBy(
        'unasked-group-lead',
        'Which visit type has the least visits?',
        'The visit type with the lowest number of visits is **Good Start Screening** with 2000.',
        [byVisitType],
        clinic,
      ),
    ).toEqual([]);
  });
});
