import { checkComparisonSides } from './comparison-sides';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf } from './testing/fit-cases';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

/** Negative feedback by clinic, with each clinic's share. */
const negativeByClinic = call(
  {
    entity: 'communications',
    filters: [{ field: 'mood', op: 'eq', value: 'negative' }],
    metrics: [{ fn: 'count' }, { fn: 'share' }],
    groupBy: ['clinic'],
  },
  {
    matched: 1800,
    rows: [
      { clinic: 'Riverside', count: 810, share: 0.45 },
      { clinic: 'Hilltop', count: 540, share: 0.3 },
      { clinic: 'Old Town', count: 450, share: 0.25 },
    ],
  },
);
/** Holds at two branches filtered at once: one figure for both. */
const holdsAtBoth = call(
  {
    entity: 'communications',
    filters: [
      { field: 'Branch Name', op: 'in', value: ['Northgate', 'Central Kiosk'] },
      { field: 'req type', op: 'eq', value: 'Hold' },
    ],
    metrics: [{ fn: 'count' }],
  },
  { count: 1300 },
);
/** Holds by branch: each branch's own figure. */
const holdsByBranch = call(
  {
    entity: 'communications',
    filters: [{ field: 'req type', op: 'eq', value: 'Hold' }],
    metrics: [{ fn: 'count' }],
    groupBy: ['Branch Name'],
  },
  {
    rows: [
      { 'Branch Name': 'Central Library', count: 2700 },
      { 'Branch Name': 'Northgate', count: 900 },
      { 'Branch Name': 'Central Kiosk', count: 400 },
    ],
  },
);

/** Feedback at two clinics filtered at once, by mood: a share of both together. */
const moodAtBoth = call(
  {
    entity: 'communications',
    filters: [{ field: 'clinic', op: 'in', value: ['Riverside', 'Hilltop'] }],
    metrics: [{ fn: 'count' }, { fn: 'share' }],
    groupBy: ['mood'],
  },
  {
    matched: 2000,
    rows: [
      { mood: 'negative', count: 1350, share: 0.675 },
      { mood: 'positive', count: 650, share: 0.325 },
    ],
  },
);
/** Feedback at the two clinics by clinic: each clinic's count of records, no share of its own. */
const feedbackByClinic = call(
  {
    entity: 'communications',
    filters: [{ field: 'clinic', op: 'in', value: ['Riverside', 'Hilltop'] }],
    metrics: [{ fn: 'count' }],
    groupBy: ['clinic'],
  },
  {
    rows: [
      { clinic: 'Riverside', count: 1150 },
      { clinic: 'Hilltop', count: 850 },
    ],
  },
  'c2',
);

describe("a share asked of each side, given together with each side's count", () => {
  const question = 'Set the negative share at Riverside beside the share for Hilltop.';
  it('caps the joint share Low: the counts by clinic are not the shares asked', () => {
    const answer =
      '67.5% of feedback at Riverside or Hilltop is negative (1350 of 2000). By clinic: Riverside 1150, Hilltop 850.';
    const findings = checkComparisonSides(
      sourcesOf(question, answer, [moodAtBoth, feedbackByClinic], clinic),
    );
    expect(findings.map((finding) => finding.cap)).toEqual([0.44]);
  });
  it("leaves each side's own share as it was", () => {
    const answer = 'Riverside: 45.0% of negative feedback; Hilltop: 30.0%.';
    expect(checkComparisonSides(sourcesOf(question, answer, [negativeByClinic], clinic))).toEqual(
      [],
    );
    // The joint share first, then each side's own share (derived from its row, as a rate is).
    const both =
      '67.5% of feedback at Riverside or Hilltop is negative. By clinic: Riverside 45.0%, Hilltop 30.0%.';
    const calls = [moodAtBoth, { ...negativeByClinic, callId: 'c2' }];
    expect(checkComparisonSides(sourcesOf(question, both, calls, clinic))).toEqual([]);
  });
});

describe('sides the question keeps apart, computed together', () => {
  const together = [
    [
      'Set the negative share of Riverside beside that of Hilltop.',
      '75.0% of negative feedback is at Riverside or Hilltop.',
      negativeByClinic,
      clinic,
    ],
    [
      "Put Northgate's hold count next to Central Kiosk's.",
      'There are 1300 holds at Northgate or Central Kiosk.',
      holdsAtBoth,
      library,
    ],
    [
      'Holds: Northgate, then Central Kiosk?',
      'There are 1300 holds at Northgate or Central Kiosk.',
      holdsAtBoth,
      library,
    ],
  ] as const;
  const asked = [
    // Joined as one group: the joint figure is the one asked.
    [
      'What share of negative feedback is at Riverside or Hilltop?',
      '75.0% of negative feedback is at Riverside or Hilltop.',
      negativeByClinic,
      clinic,
    ],
    [
      'How many holds at Northgate plus Central Kiosk?',
      'There are 1300 holds at Northgate or Central Kiosk.',
      holdsAtBoth,
      library,
    ],
    [
      'How many holds at Northgate and Central Kiosk combined?',
      'There are 1300 holds at Northgate or Central Kiosk.',
      holdsAtBoth,
      library,
    ],
    // Apart: the joint figure first, then each side's own.
    [
      "Put Northgate's hold count next to Central Kiosk's.",
      'There are 1300 holds at Northgate or Central Kiosk. By branch: Northgate 900, Central Kiosk 400.',
      holdsAtBoth,
      library,
      holdsByBranch,
    ],
    // Apart, and each side computed.
    [
      'Set the negative share of Riverside beside that of Hilltop.',
      'Riverside: 45.0% of negative feedback; Hilltop: 30.0%.',
      negativeByClinic,
      clinic,
    ],
    [
      "Put Northgate's hold count next to Central Kiosk's.",
      'Northgate has 900 holds; Central Kiosk has 400.',
      holdsByBranch,
      library,
    ],
  ] as const;

  it('caps the joint figure Low', () => {
    for (const [question, answer, found, data] of together) {
      const findings = checkComparisonSides(sourcesOf(question, answer, [found], data));
      expect(findings.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.44]);
      expect(capOf(question, answer, [found], data))
        .withContext(question)
        .toBeLessThanOrEqual(0.44);
    }
  });

  it('leaves a group asked as one, and each side computed, as they were', () => {
    for (const [question, answer, found, data, also] of asked) {
      const calls = also ? [found, also] : [found];
      expect(checkComparisonSides(sourcesOf(question, answer, calls, data)))
        .withContext(question)
        .toEqual([]);
    }
  });
});
