import { checkAskedMeasure } from './asked-measure';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

function ranked(field: string, group: string, fn: 'avg' | 'sum', key: string, value: number) {
  return call(
    {
      entity: 'communications',
      filters: [],
      metrics: [{ fn: 'count' }, { fn, field }],
      groupBy: [group],
      order: { by: key, direction: 'desc' },
    },
    { matched: 5000, rows: [{ [group]: 'Top', count: 3000, [key]: value }] },
  );
}

function capsOf(question: string, answer: string, calls: ObservedCall[], clinic = false) {
  const data = clinic ? clinicDataset() : libraryDataset();
  return checkAskedMeasure(sourcesOf(question, answer, calls, data)).map((finding) => finding.cap);
}

describe('checkAskedMeasure: a total amount answered with an average', () => {
  it('flags an average per record where the largest amount of money is asked (library)', () => {
    const question = 'Which request type is behind the largest amount of money in fines?';
    expect(
      capsOf(
        question,
        'The request type with the highest average fine owed is **Hold** with 6.25.',
        [ranked('fine_amt', 'req type', 'avg', 'avgFineAmt', 6.25)],
      ),
    ).toEqual([0.44]);
    expect(
      capsOf(
        question,
        'The request type with the highest total fine owed is **Hold** with 25000.',
        [ranked('fine_amt', 'req type', 'sum', 'sumFineAmt', 25000)],
      ),
    ).toEqual([]);
  });

  it('keeps an average asked for beside an amount word (clinic)', () => {
    expect(
      capsOf(
        'Which clinic has the highest average fee, as an amount of money?',
        'The clinic with the highest average fee (GBP) is **Top** with 42.5.',
        [ranked('fee_gbp', 'clinic', 'avg', 'avgFeeGbp', 42.5)],
        true,
      ),
    ).not.toContain(0.44);
  });
});
