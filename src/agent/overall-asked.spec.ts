import { checkOverallAsked } from './overall-asked';
import { clinicDataset } from './testing/clinic-dataset';
import { capOf, groupedCall, totalCall } from './testing/fit-cases';
import { fitDataset, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const airline = fitDataset();
const clinic = clinicDataset();
const library = libraryDataset();
const clinicShare = groupedCall(
  'clinic',
  [
    ['Riverside', 0.62],
    ['Hilltop', 0.55],
  ],
  'share',
);
const clinicWait = groupedCall(
  'clinic',
  [
    ['Riverside', 41.5],
    ['Hilltop', 30.25],
  ],
  'avgWait',
);
const airlineNeg = groupedCall(
  'airline',
  [
    ['United', 0.689],
    ['Delta', 0.43],
  ],
  'share',
);
const airlineMood = groupedCall(
  'airline',
  [
    ['United', -0.321],
    ['Delta', -0.185],
  ],
  'avgSentiment',
);
const branchFine = groupedCall(
  'Branch Name',
  [
    ['Central Library', 5120.5],
    ['Northgate', 3310.25],
  ],
  'sumFine',
);
const branchShare = groupedCall(
  'Branch Name',
  [
    ['Central Library', 0.41],
    ['Northgate', 0.37],
  ],
  'share',
);
const branchRating = groupedCall(
  'Branch Name',
  [
    ['Central Library', 3.85],
    ['Northgate', 3.35],
  ],
  'avgRating',
);
const branchHolds = groupedCall('Branch Name', [
  ['Central Library', 2210],
  ['Northgate', 1790],
]);

/** One figure over every record asked, answered only group by group. */
const overall = [
  [
    'Across all clinics, what share of visits were check-ups?',
    'Check-up share by clinic:\n- Riverside: 62%\n- Hilltop: 55%',
    [clinicShare],
    clinic,
  ],
  [
    'Overall, what was the average wait?',
    'Average minutes waited by clinic:\n- Riverside: 41.5\n- Hilltop: 30.25',
    [clinicWait],
    clinic,
  ],
  [
    "what's the average wait across the whole year",
    'By clinic: Riverside 41.5, Hilltop 30.25.',
    [clinicWait],
    clinic,
  ],
  [
    'Out of all tweets, what share were negative?',
    'Negative share by airline:\n- United: 68.9%\n- Delta: 43%',
    [airlineNeg],
    airline,
  ],
  [
    'What is the average sentiment of all tweets?',
    'United: -0.321; Delta: -0.185.',
    [airlineMood],
    airline,
  ],
  [
    'In total, how much did members owe in fines?',
    'Fines by branch: Central Library 5120.5, Northgate 3310.25.',
    [branchFine],
    library,
  ],
  [
    'What fraction of all requests were renewals?',
    'Renewal share by branch:\n- Central Library: 41%\n- Northgate: 37%',
    [branchShare],
    library,
  ],
  ['overall member rating?', 'Central Library 3.85, Northgate 3.35.', [branchRating], library],
  [
    'Altogether, how many holds were placed?',
    'Holds by branch: Central Library 2210, Northgate 1790.',
    [branchHolds],
    library,
  ],
  [
    'Across every request of every type, what proportion were renewals?',
    'Central Library: 41%; Northgate: 37%.',
    [branchShare],
    library,
  ],
] as const;

describe('checkOverallAsked', () => {
  it('was blind to them before: without it (and unasked-group-lead), how many were below High', () => {
    const before = overall.filter(
      ([question, answer, calls, data]) =>
        capOf(question, answer, calls, data, ['overall-asked', 'unasked-group-lead']) < 0.8,
    );
    expect(before.length).toBe(0);
  });

  it("caps below High an answer whose every figure is a group's when one over all is asked (3 shapes)", () => {
    for (const [question, answer, calls, data] of overall) {
      const found = checkOverallAsked(sourcesOf(question, answer, calls, data));
      expect(found.map((finding) => finding.cap))
        .withContext(question)
        .toEqual([0.6]);
      expect(capOf(question, answer, calls, data))
        .withContext(question)
        .toBeLessThan(0.8);
    }
  });

  it('accepts the overall figure, alone or before the groups', () => {
    const total = totalCall('avgWait', 36.2);
    const question = 'Overall, what was the average wait?';
    expect(
      checkOverallAsked(sourcesOf(question, 'The average wait was 36.2 minutes.', [total], clinic)),
    ).toEqual([]);
    const both = 'The average wait was 36.2 minutes overall.\n- Riverside: 41.5\n- Hilltop: 30.25';
    expect(checkOverallAsked(sourcesOf(question, both, [total, clinicWait], clinic))).toEqual([]);
  });

  it('leaves group answers alone when groups are asked ("by", "each", "which")', () => {
    const asks = [
      'What share of all requests were renewals, by branch?',
      'For each branch, what fraction of all requests were renewals?',
      'Which branch had the highest share of all renewals?',
    ];
    for (const question of asks) {
      const answer = 'Central Library: 41%; Northgate: 37%.';
      expect(checkOverallAsked(sourcesOf(question, answer, [branchShare], library)))
        .withContext(question)
        .toEqual([]);
    }
  });
});
