import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { checkUnaccountedTerms } from './unaccounted-terms';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, groupedCall } from './testing/fit-cases';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const airline = fitDataset();
const clinic = clinicDataset();
const library = libraryDataset();
const byReason = groupedCall('negativereason', [
  ['Customer Service Issue', 2910],
  ['Late Flight', 1665],
]);
const byAirline = groupedCall('airline', [
  ['United', 3822],
  ['Delta', 2222],
]);
const byClinic = groupedCall('clinic', [
  ['Riverside', 41],
  ['Hilltop', 30],
]);
const byBranch = groupedCall('Branch Name', [
  ['Central Library', 1800],
  ['Northgate', 1200],
]);
const byType = groupedCall('req type', [
  ['Hold', 4000],
  ['Renewal', 3100],
]);

/** Questions that ask to name a kind of thing no field holds, answered with another field's top. */
const notHeld = [
  [
    'Which airport generated the most complaints?',
    'The top negative reason is Customer Service Issue with 2910.',
    [byReason],
    airline,
  ],
  ['Which pilot got mentioned most?', 'United has the most, with 3822.', [byAirline], airline],
  ['what terminal do people tweet about most', 'United leads with 3822.', [byAirline], airline],
  ['Which doctor had the most visits?', 'Riverside leads with 41.', [byClinic], clinic],
  ['which of our nurses got the most feedback', 'Riverside, with 41.', [byClinic], clinic],
  ['What postcode sends us the most feedback?', 'Riverside has the most: 41.', [byClinic], clinic],
  ['Which clerk handled the most requests?', 'Central Library handled 1800.', [byBranch], library],
  ['which shelf had the most holds', 'Central Library: 1800.', [byBranch], library],
  [
    'What genre gets requested most?',
    'Hold is the most common request type (4000).',
    [byType],
    library,
  ],
  [
    'Which single author was asked for most often?',
    'Central Library, with 1800.',
    [byBranch],
    library,
  ],
] as const;

/** The same asks of things the data holds: nothing to find. */
const held = [
  ['Which airline got the most tweets?', 'United has the most, with 3822.', [byAirline], airline],
  ['Which single clinic had the most visits?', 'Riverside leads with 41.', [byClinic], clinic],
  ['Which branch got the most requests?', 'Central Library handled 1800.', [byBranch], library],
  [
    'What request type is most common?',
    'Hold is the most common request type (4000).',
    [byType],
    library,
  ],
  ['which kind of request was most common', 'Hold (4000).', [byType], library],
] as const;

/** "Which X" where X only begins like a data word ("librarian" and "library"). */
const lookAlikes = [
  ['Which librarian handled the most requests?', 'Central Library: 1800.', [byBranch], library],
  ['Which renewer asked for the most?', 'Renewal is second with 3100.', [byType], library],
  ['Which clinician saw the most patients?', 'Riverside leads with 41.', [byClinic], clinic],
  ['Which visitor left the most feedback?', 'Riverside has the most: 41.', [byClinic], clinic],
] as const;

/** "Which X" where X is a data word in another form or with a typo. */
const sameWords = [
  ['Which branches got the most requests?', 'Central Library: 1800.', [byBranch], library],
  ['which brnch got the most requests', 'Central Library: 1800.', [byBranch], library],
  ['Which clinics had the most visits?', 'Riverside leads with 41.', [byClinic], clinic],
  ['which clinc got the most feedback', 'Riverside leads with 41.', [byClinic], clinic],
] as const;

describe('checkUnaccountedTerms on the thing a question asks to be named', () => {
  it('was blind to them before: without the check, how many were below High', () => {
    const before = notHeld.filter(
      ([question, answer, calls, data]) =>
        capOf(question, answer, calls, data, 'unaccounted-terms') < 0.8,
    );
    expect(before.length).toBe(0);
  });

  it('needs a real match for the thing named: a word a data word only begins like is not it', () => {
    for (const [question, answer, calls, data] of lookAlikes) {
      const found = checkUnaccountedTerms(sourcesOf(question, answer, calls, data));
      expect(found.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
    for (const [question, answer, calls, data] of sameWords) {
      const found = checkUnaccountedTerms(sourcesOf(question, answer, calls, data));
      expect(found.filter((finding) => finding.delta < 0))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('caps Low, as partly answered, a "which X" whose X the data names nowhere (3 data shapes)', () => {
    for (const [question, answer, calls, data] of notHeld) {
      const found = checkUnaccountedTerms(sourcesOf(question, answer, calls, data));
      expect(found.length).withContext(question).toBe(1);
      expect(found[0]!.cap).withContext(question).toBe(0.44);
      expect(found[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('leaves "which X" alone when X is a field, a label or after a qualifier ("which single")', () => {
    for (const [question, answer, calls, data] of held) {
      const found = checkUnaccountedTerms(sourcesOf(question, answer, calls, data));
      expect(found.filter((finding) => finding.delta < 0))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('takes no preposition for the measure asked ("… and without: average charge for each")', () => {
    const cases = [
      [
        'Do Care Club members wait less than patients without? Average minutes for each, please.',
        clinic,
      ],
      ['Members with a kids card and without: average fine for each?', library],
      ['Tweets with a negative reason and without: average sentiment of each?', airline],
    ] as const;
    for (const [question, data] of cases) {
      const found = checkUnaccountedTerms(
        sourcesOf(question, 'The averages are 30.5 and 41.25.', [byBranch], data),
      );
      expect(found.filter((finding) => finding.cap < 1))
        .withContext(question)
        .toEqual([]);
    }
  });
});

describe('checkUnaccountedTerms on "rather than", which compares by no measure', () => {
  const byCard = groupedCall('kids_card', [
    ['true', 900],
    ['false', 7100],
  ]);
  const byVisit = groupedCall('visit_type', [
    ['Check-up', 3000],
    ['Good Start Screening', 2000],
  ]);

  function degreeFindings(question: string, answer: string, data = library, calls = [byCard]) {
    return checkUnaccountedTerms(sourcesOf(question, answer, calls, data)).filter((finding) =>
      finding.label.startsWith('The question ranks or compares by'),
    );
  }

  it('reads no comparison into "rather than" or "other than" (2 data shapes)', () => {
    expect(
      degreeFindings(
        'How many requests came on a kids card rather than an adult one?',
        'kids card true: 900; false: 7100.',
      ),
    ).toEqual([]);
    expect(
      degreeFindings(
        'How many visits were check-ups rather than screenings?',
        'Check-up: 3000; Good Start Screening: 2000.',
        clinic,
        [byVisit],
      ),
    ).toEqual([]);
  });

  it('still reads a comparative the data does not name before "than"', () => {
    expect(
      degreeFindings(
        'Were kids card requests chirpier than the others?',
        'kids card true: 900; false: 7100.',
      ).length,
    ).toBe(1);
    expect(
      degreeFindings(
        'Were check-ups breezier than screenings?',
        'Check-up: 3000; Good Start Screening: 2000.',
        clinic,
        [byVisit],
      ).length,
    ).toBe(1);
  });
});

describe('an amount the data names nowhere, answered by counting records', () => {
  const waitSum = call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'sum', field: 'wait_minutes' }],
      groupBy: ['clinic'],
    },
    { rows: [{ clinic: 'Riverside', sum: 5400 }] },
  );
  const fineSum = call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'sum', field: 'fine_amt' }],
      groupBy: ['Branch Name'],
    },
    { rows: [{ 'Branch Name': 'Central Library', sum: 2300 }] },
  );
  const counted = [
    [
      'Which branch racked up the most minutes of queueing?',
      'Central Library: 1800.',
      [byBranch],
      library,
    ],
    [
      'How many miles of travel did each branch log?',
      'Central Library: 1800.',
      [byBranch],
      library,
    ],
    [
      'What yearly salary does each branch pay?',
      'Central Library: 1800; Northgate: 1200.',
      [byBranch],
      library,
    ],
    [
      'Which clinic clocked the most hours of overtime?',
      'Riverside leads with 41.',
      [byClinic],
      clinic,
    ],
    [
      'What monthly price does each clinic charge?',
      'Riverside: 41; Hilltop: 30.',
      [byClinic],
      clinic,
    ],
  ] as const;
  const answered = [
    // The data holds the unit: a sum of that field is the amount asked.
    ['Which clinic racked up the most minutes of waiting?', 'Riverside, 5400.', [waitSum], clinic],
    ['What fine does each branch collect in total?', 'Central Library: 2300.', [fineSum], library],
    // A count asked: nothing measured.
    ['Which branch got the most requests?', 'Central Library: 1800.', [byBranch], library],
    ['What request type does each branch see most?', 'Hold (4000).', [byType], library],
    ['Which clinic had the most visits?', 'Riverside leads with 41.', [byClinic], clinic],
    // A share answered: the share is the answer's reading of the word.
    [
      'What overall quotient is held by Northgate?',
      '40.0% of requests are at Northgate.',
      [byBranch],
      library,
    ],
  ] as const;

  it('caps the counts Low as another question answered', () => {
    for (const [question, answer, calls, data] of counted) {
      const findings = checkUnaccountedTerms(sourcesOf(question, answer, calls, data));
      expect(findings.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
      expect(findings[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThanOrEqual(0.44);
    }
  });

  it('leaves a sum of a field in that unit, and a count asked, as they were', () => {
    for (const [question, answer, calls, data] of answered) {
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBe(1);
    }
  });
});

describe('verbs that read like the thing asked', () => {
  const waitByClinic = call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'avg', field: 'wait_minutes' }],
      groupBy: ['clinic'],
    },
    {
      rows: [
        { clinic: 'Riverside', avg: 22.5 },
        { clinic: 'Hilltop', avg: 31.25 },
      ],
    },
  );
  const termsCaps = (
    question: string,
    answer: string,
    calls: readonly ObservedCall[],
    data: DataDictionary,
  ) =>
    checkUnaccountedTerms(sourcesOf(question, answer, calls, data)).map((finding) => finding.cap);

  it('reads an imperative before "the <measure>" and a past verb after "which" as no measure or subject', () => {
    for (const [question, answer, calls, data] of [
      [
        'Put the average wait at Riverside next to that at Hilltop.',
        'Riverside 22.5, Hilltop 31.25.',
        [waitByClinic],
        clinic,
      ],
      [
        'Riverside or Hilltop: which brought in more visits?',
        'Riverside 41, Hilltop 30.',
        [byClinic],
        clinic,
      ],
      [
        'Northgate or Central Library — which brought in more requests?',
        'Central Library 1800, Northgate 1200.',
        [byBranch],
        library,
      ],
      ['Set the total of holds beside renewals.', 'Hold 4000, Renewal 3100.', [byType], library],
    ] as const) {
      expect(termsCaps(question, answer, calls, data).filter((cap) => cap < 1))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('still caps a measure or subject the data does not name', () => {
    for (const [question, answer, calls, data] of [
      [
        'Put the tardiness rate at Riverside next to Hilltop.',
        'Riverside 41, Hilltop 30.',
        [byClinic],
        clinic,
      ],
      ['Which librarian brought in more requests?', 'Central Library: 1800.', [byBranch], library],
    ] as const) {
      expect(termsCaps(question, answer, calls, data))
        .withContext(question)
        .toEqual([0.44]);
    }
  });
});

describe('checkUnaccountedTerms: words that join or set aside, not things to name', () => {
  const cases: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'Hilltop and Riverside combined, total visits?',
      'There are **71** visits where clinic is Riverside or Hilltop.',
      [byClinic],
      clinic,
    ],
    [
      'What is the combined number of holds and renewals?',
      'There are **7100** requests where request type is Hold or Renewal.',
      [byType],
      library,
    ],
    [
      'How many requests went to Northgate, and how many to Central Library instead?',
      'Northgate: 1200; Central Library: 1800.',
      [byBranch],
      library,
    ],
    [
      'How many visits were at Hilltop rather than Riverside?',
      'Hilltop: 30 visits; Riverside: 41 visits.',
      [byClinic],
      clinic,
    ],
  ];
  for (const [question, answer, calls, data] of cases) {
    it(`accounts for every word of "${question}"`, () => {
      expect(checkUnaccountedTerms(sourcesOf(question, answer, calls, data))).toEqual([]);
    });
  }
});

describe('checkUnaccountedTerms on the "X of" a question asks a record for', () => {
  const visit = call(
    {
      entity: 'communications',
      filters: [{ field: 'id', op: 'eq', value: 'V-1042' }],
      metrics: [],
    },
    {
      rows: [
        { id: 'V-1042', clinic: 'Hilltop', visit_type: 'Check-up', fee_gbp: 35, care_club: true },
      ],
    },
  );
  const request = call(
    {
      entity: 'communications',
      filters: [{ field: 'id', op: 'eq', value: 'R-2231' }],
      metrics: [],
    },
    { rows: [{ id: 'R-2231', 'Branch Name': 'Northgate', 'req type': 'Renewal', fine_amt: 2.5 }] },
  );
  const unknownAttribute: [string, ObservedCall, DataDictionary][] = [
    ['What is the postcode of the patient behind visit V-1042?', visit, clinic],
    ["what's the GP surgery of visit V-1042", visit, clinic],
    ['Which was the referring doctor of V-1042?', visit, clinic],
    ['What is the ISBN of the book in request R-2231?', request, library],
    ['what was the shelf mark of request R-2231', request, library],
    ['So what was the return deadline of R-2231, then?', request, library],
  ];
  const heldAttribute: [string, ObservedCall, DataDictionary][] = [
    ['What is the clinic of visit V-1042?', visit, clinic],
    ["what's the visit type of V-1042", visit, clinic],
    ['What was the fee of visit V-1042?', visit, clinic],
    ['What is the request type of R-2231?', request, library],
    ['what was the fine of request R-2231', request, library],
  ];
  const answer = 'Visit V-1042 was a Check-up at Hilltop; the fee was 35.';
  for (const [question, lookup, data] of unknownAttribute) {
    it(`caps "${question}" Low: the thing asked is no field`, () => {
      const found = checkUnaccountedTerms(sourcesOf(question, answer, [lookup], data));
      expect(found.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
    });
  }
  for (const [question, lookup, data] of heldAttribute) {
    it(`leaves "${question}" alone: the thing asked is a field`, () => {
      const found = checkUnaccountedTerms(sourcesOf(question, answer, [lookup], data));
      expect(found.filter((finding) => finding.delta < 0))
        .withContext(question)
        .toEqual([]);
    });
  }
});

// "How old was the patient behind …": a degree asked right after "how" that the data names nowhere,
// answered with a record's other fields. Clinic, library and airline data; typos of "how many"
// and degrees the data does hold are left alone.
describe('checkUnaccountedTerms: a degree asked after "how" that no field holds', () => {
  const lookUp = (id: string, fields: Record<string, unknown>): ObservedCall => ({
    step: 1,
    callId: 'c1',
    tool: 'get_communication',
    input: { id },
    output: { id, ...fields },
  });
  const visit = lookUp('V-20931', {
    clinic: 'Riverside',
    visit_type: 'Check-up',
    wait_minutes: 12,
  });
  const request = lookUp('R-5521', { 'Branch Name': 'Northgate', 'req type': 'Hold', fine_amt: 2 });
  const asked: [string, ObservedCall, DataDictionary][] = [
    ['How heavy was the patient behind visit V-20931?', visit, clinic],
    ['how tired was the patient on V-20931', visit, clinic],
    ['How heavy was the parcel in request R-5521?', request, library],
    ['How loud was the branch for request R-5521?', request, library],
  ];
  for (const [question, lookup, data] of asked) {
    it(`caps "${question}" answered with the record's other fields`, () => {
      const found = checkUnaccountedTerms(
        sourcesOf(question, 'The clinic of V-20931 is Riverside.', [lookup], data),
      );
      expect(found.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
    });
  }
  const held: [string, ObservedCall, DataDictionary][] = [
    ['how mny visits were check-ups', byClinic, clinic],
    ['How often do members renew?', byType, library],
    ['How long did the patient on V-20931 wait?', visit, clinic],
    ['How much fine is owed on R-5521?', request, library],
  ];
  for (const [question, lookup, data] of held) {
    it(`leaves "${question}" uncapped`, () => {
      const found = checkUnaccountedTerms(
        sourcesOf(question, 'Riverside, with 41.', [lookup], data),
      );
      expect(found.filter((finding) => finding.cap < 1)).toEqual([]);
    });
  }
});

// "How many times did biz customers kick off about fees": an unknown word before the word for the
// data's people narrows to a kind of them no call kept. Library members and clinic patients.
describe("checkUnaccountedTerms: an unknown kind of the data's people", () => {
  const patients: DataDictionary = {
    ...clinic,
    fields: [
      ...clinic.fields,
      {
        name: 'patient_no',
        label: 'patient',
        entity: 'communications',
        role: 'customer',
        type: 'text',
        filled: 5000,
        distinct: 2100,
      },
    ],
  };
  const allRequests = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'count' }] },
    { matched: 8000, rows: [{ count: 8000 }] },
  );
  const holds = call(
    {
      entity: 'communications',
      filters: [{ field: 'req type', op: 'eq', value: 'Hold' }],
      metrics: [{ fn: 'count' }],
    },
    { matched: 4000, rows: [{ count: 4000 }] },
  );
  const allVisits = call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'avg', field: 'wait_minutes' }] },
    { matched: 5000, rows: [{ avgWait_minutes: 21 }] },
  );
  const narrowed: [string, ObservedCall, DataDictionary][] = [
    ['How many requests did corporate members make?', allRequests, library],
    ['how many Hold requests from student members', holds, library],
    ['What was the average wait for private patients?', allVisits, patients],
    ['how long do overseas patients wait', allVisits, patients],
  ];
  for (const [question, run, data] of narrowed) {
    it(`caps "${question}" answered over everyone`, () => {
      const found = checkUnaccountedTerms(sourcesOf(question, 'There are 8000.', [run], data));
      expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    });
  }
  const kept = call(
    {
      entity: 'communications',
      filters: [{ field: 'kids_card', op: 'eq', value: 'Yes' }],
      metrics: [{ fn: 'count' }],
    },
    { matched: 1200, rows: [{ count: 1200 }] },
  );
  const whole: [string, ObservedCall, DataDictionary][] = [
    ['How many requests involve members with a Hold?', holds, library],
    ['How many requests did members make?', allRequests, library],
    ['How many requests did junior members make?', kept, library],
    ['What was the average wait our patients had?', allVisits, patients],
  ];
  for (const [question, run, data] of whole) {
    it(`leaves "${question}" uncapped`, () => {
      const found = checkUnaccountedTerms(sourcesOf(question, 'There are 8000.', [run], data));
      expect(found.filter((finding) => finding.cap < 1)).toEqual([]);
    });
  }
});
