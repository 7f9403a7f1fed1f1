import type { DataDictionary } from './dataset';
import { checkDifferenceAsked } from './difference-asked';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { groupedCall } from './testing/fit-cases';
import { sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const library = libraryDataset();
const clinic = clinicDataset();
const feeByClinic = groupedCall(
  'clinic',
  [
    ['Hilltop', 53.5],
    ['Riverside', 40],
  ],
  'avgFee_gbp',
);
const waitByClinic = groupedCall(
  'clinic',
  [
    ['Old Town', 31],
    ['Riverside', 23],
  ],
  'avgWait_minutes',
);
const byType = groupedCall('req type', [
  ['Hold', 4000],
  ['Renewal', 3100],
]);

function fires(question: string, answer: string, calls: ObservedCall[], data: DataDictionary) {
  return checkDifferenceAsked(sourcesOf(question, answer, calls, data));
}

describe('checkDifferenceAsked: a difference asked is stated, not left to the reader', () => {
  const cases: [string, DataDictionary, ObservedCall][] = [
    [
      'By how much does the average fee at Hilltop exceed the one at Riverside?',
      clinic,
      feeByClinic,
    ],
    ['How much longer do Old Town patients wait than Riverside ones?', clinic, waitByClinic],
    ['How many more Holds than Renewals were there?', library, byType],
    ["What's the gap between Hold and Renewal requests?", library, byType],
  ];
  const twoFigures: Record<string, string> = {
    avgFee_gbp: 'Average fee by clinic: Hilltop: 53.5; Riverside: 40.',
    avgWait_minutes: 'Average minutes waited: Old Town: 31; Riverside: 23.',
    count: 'Requests by type: Hold: 4000; Renewal: 3100.',
  };
  const withDifference: Record<string, string> = {
    avgFee_gbp: 'Hilltop: 53.5; Riverside: 40. Hilltop is higher by 13.5.',
    avgWait_minutes: 'Old Town: 31; Riverside: 23. Old Town patients wait 8 minutes longer.',
    count: 'Hold: 4000; Renewal: 3100. Hold has 900 more than Renewal.',
  };
  for (const [question, data, grouped] of cases) {
    const key = Object.keys((grouped.output as { rows: Record<string, unknown>[] }).rows[0]!)[1]!;
    it(`caps "${question}" answered with the two figures only`, () => {
      const findings = fires(question, twoFigures[key]!, [grouped], data);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
    });
    it(`leaves "${question}" alone when the difference is stated`, () => {
      expect(fires(question, withDifference[key]!, [grouped], data)).toEqual([]);
    });
  }

  it('reads no difference into a plain comparison', () => {
    expect(
      fires(
        'Do Hilltop patients pay more than Riverside ones?',
        twoFigures['avgFee_gbp']!,
        [feeByClinic],
        clinic,
      ),
    ).toEqual([]);
  });
});
