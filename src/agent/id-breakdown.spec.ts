import type { DataDictionary } from './dataset';
import { checkIdBreakdown } from './id-breakdown';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf } from './testing/fit-cases';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const library = libraryDataset();
const clinic = clinicDataset();

/** Kids-card requests by member: a few of 3100 members, five requests each at most. */
const kidsByMember = call(
  {
    entity: 'communications',
    filters: [{ field: 'kids_card', op: 'eq', value: true }],
    metrics: [{ fn: 'count' }],
    groupBy: ['member'],
    order: { by: 'count', dir: 'desc' },
    limit: 3,
  },
  {
    rows: [
      { member: 'M-1042', count: 5 },
      { member: 'M-2210', count: 5 },
      { member: 'M-3307', count: 4 },
    ],
  },
);
/** Kids-card requests, all of them. */
const kidsTotal = call(
  {
    entity: 'communications',
    filters: [{ field: 'kids_card', op: 'eq', value: true }],
    metrics: [{ fn: 'count' }],
  },
  { count: 444 },
);
/** Kids-card requests by branch: a field of groups, not of single members. */
const kidsByBranch = call(
  {
    entity: 'communications',
    filters: [{ field: 'kids_card', op: 'eq', value: true }],
    metrics: [{ fn: 'count' }],
    groupBy: ['Branch Name'],
  },
  {
    rows: [
      { 'Branch Name': 'Central Library', count: 300 },
      { 'Branch Name': 'Northgate', count: 100 },
      { 'Branch Name': 'Central Kiosk', count: 44 },
    ],
  },
);
/** Negative feedback by clinic (the clinic visits): a field of groups. */
const negativeByClinic = call(
  {
    entity: 'communications',
    filters: [{ field: 'mood', op: 'eq', value: 'negative' }],
    metrics: [{ fn: 'count' }],
    groupBy: ['clinic'],
  },
  { rows: [{ clinic: 'Riverside', count: 810 }] },
);

describe('a total asked, answered by a breakdown over single records', () => {
  const byMember = 'Requests by member where kids card is true: M-1042: 5, M-2210: 5, M-3307: 4.';

  it('caps a breakdown by member Low when one total is asked', () => {
    for (const question of [
      'How many requests were made by members who hold a kids card?',
      'What is the number of kids card requests?',
    ]) {
      const findings = checkIdBreakdown(sourcesOf(question, byMember, [kidsByMember], library));
      expect(findings.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
      expect(capOf(question, byMember, [kidsByMember], library))
        .withContext(question)
        .toBeLessThanOrEqual(0.44);
    }
  });

  it('leaves the total, a breakdown by groups, and a question per member or of the most as they were', () => {
    const cases = [
      [
        'How many requests were made by members who hold a kids card?',
        'There are 444 requests where kids card is true.',
        kidsTotal,
        library,
      ],
      [
        'How many requests were made by members who hold a kids card?',
        'There are 444 requests where kids card is true. By branch: Central Library 300, Northgate 100, Central Kiosk 44.',
        kidsByBranch,
        library,
      ],
      ['Which members made the most kids card requests?', byMember, kidsByMember, library],
      ['How many kids card requests per member?', byMember, kidsByMember, library],
      [
        'How many negative comments were there?',
        'Riverside has 810 negative comments.',
        negativeByClinic,
        clinic,
      ],
    ] as const;
    for (const [question, answer, found, data] of cases) {
      expect(checkIdBreakdown(sourcesOf(question, answer, [found], data)))
        .withContext(question)
        .toEqual([]);
    }
  });
});

describe('one share asked, answered by a share per single record', () => {
  const rateByMember = call(
    {
      entity: 'communications',
      filters: [{ field: 'Branch Name', op: 'eq', value: 'Northgate' }],
      metrics: [{ fn: 'count' }, { fn: 'avg', field: 'kids_card' }],
      groupBy: ['member'],
    },
    {
      rows: [
        { member: 'M-1042', count: 3, avgKids_card: 0 },
        { member: 'M-2210', count: 3, avgKids_card: 1 },
      ],
    },
  );
  const careByPatient = call(
    {
      entity: 'communications',
      filters: [{ field: 'clinic', op: 'eq', value: 'Hilltop' }],
      metrics: [{ fn: 'count' }, { fn: 'avg', field: 'care_club' }],
      groupBy: ['patient'],
    },
    {
      rows: [
        { patient: 'P-1077', count: 4, avgCare_club: 1 },
        { patient: 'P-1091', count: 4, avgCare_club: 0 },
      ],
    },
  );
  const withPatients = {
    ...clinic,
    fields: [
      ...clinic.fields,
      {
        name: 'patient',
        entity: 'communications' as const,
        role: 'customer' as const,
        type: 'category' as const,
        filled: 5000,
        distinct: 2400,
      },
    ],
  };
  const cases: [string, string, ObservedCall, DataDictionary][] = [
    [
      'What share of Northgate requests came from kids card holders?',
      'Kids card rate by member where branch is Northgate: M-1042: 0.0% (3), M-2210: 100.0% (3).',
      rateByMember,
      library,
    ],
    [
      'What percentage of Hilltop visits were by care club members?',
      'Care club rate by patient where clinic is Hilltop: P-1077: 100.0% (4), P-1091: 0.0% (4).',
      careByPatient,
      withPatients,
    ],
  ];
  for (const [question, answer, breakdown, data] of cases) {
    it(`caps "${question}" answered per single record`, () => {
      const findings = checkIdBreakdown(sourcesOf(question, answer, [breakdown], data));
      expect(findings.map((finding) => finding.cap)).toEqual([0.44]);
    });
  }
  it('leaves a share asked per member alone', () => {
    const [question, answer, breakdown, data] = cases[0]!;
    const perMember = question.replace('What share of', 'For each member, what share of');
    expect(checkIdBreakdown(sourcesOf(perMember, answer, [breakdown], data))).toEqual([]);
  });
});
