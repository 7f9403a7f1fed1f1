import { checkAskedMeasure } from './asked-measure';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const byBranchFines = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'count' }, { fn: 'sum', field: 'fine_amt' }],
    groupBy: ['Branch Name'],
    order: { by: 'sum', direction: 'desc' },
  },
  {
    matched: 8000,
    rows: [
      { 'Branch Name': 'Northgate', count: 3000, sumFine_amt: 5120 },
      { 'Branch Name': 'Central Library', count: 4100, sumFine_amt: 4980 },
    ],
  },
);
const byClinicFees = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'sum', field: 'fee_gbp' }],
    groupBy: ['clinic'],
  },
  { matched: 900, rows: [{ clinic: 'Riverside', sumFee_gbp: 18450 }] },
);

function capsOf(question: string, answer: string, library: boolean): number[] {
  return checkAskedMeasure(
    sourcesOf(
      question,
      answer,
      [library ? byBranchFines : byClinicFees],
      library ? libraryDataset() : clinicDataset(),
    ),
  )
    .filter((finding) => finding.delta < 0)
    .map((finding) => finding.cap);
}

describe('a total of a number field where a count is asked', () => {
  it('flags "most requests" answered with the top total fine (library)', () => {
    expect(
      capsOf(
        'Which branch has the most requests?',
        'The branch with the highest total fine owed is **Northgate** with 5120.',
        true,
      ),
    ).toEqual([0.44]);
  });

  it('flags "most visits" answered with the top total fee (clinic)', () => {
    expect(
      capsOf(
        'Which clinic gets the most visits?',
        'The clinic with the highest total fee is **Riverside** with 18450.',
        false,
      ),
    ).toEqual([0.44]);
  });

  it('accepts a total where the question asks an amount or names the field', () => {
    expect(
      capsOf(
        'Which branch has the most fines owed?',
        'The branch with the highest total fine owed is **Northgate** with 5120.',
        true,
      ),
    ).toEqual([]);
    expect(
      capsOf(
        'Which clinic brings in the most money?',
        'The clinic with the highest total fee is **Riverside** with 18450.',
        false,
      ),
    ).toEqual([]);
  });
});
