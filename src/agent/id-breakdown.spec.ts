import { checkIdBreakdown } from './id-breakdown';
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
