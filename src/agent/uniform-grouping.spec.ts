import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { call, fitDataset, sourcesOf } from './testing/fit-fixtures';
import { checkUniformGrouping } from './uniform-grouping';

/** The sample data with a region every record leaves unknown and a hub some records leave N/A. */
function withUnrecorded(): DataDictionary {
  const base = fitDataset();
  return {
    ...base,
    fields: [
      ...base.fields,
      {
        name: 'region',
        entity: 'communications',
        role: 'attribute',
        type: 'category',
        filled: 14640,
        distinct: 1,
        values: [{ value: 'Unknown', count: 14640 }],
      },
      {
        name: 'hub',
        entity: 'communications',
        role: 'custom',
        type: 'category',
        filled: 14640,
        distinct: 3,
        values: [
          { value: 'N/A', count: 9000 },
          { value: 'Chicago', count: 3640 },
          { value: 'Denver', count: 2000 },
        ],
      },
    ],
  };
}

function grouped(field: string, rows: Record<string, unknown>[]): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [{ field: 'sentimentLabel', op: 'eq', value: 'negative' }],
      metrics: [{ fn: 'count' }],
      groupBy: [field],
      order: { by: 'count', direction: 'desc' },
    },
    { matched: 9178, rows },
  );
}

function findings(question: string, answer: string, calls: ObservedCall[]) {
  return checkUniformGrouping(sourcesOf(question, answer, calls, withUnrecorded()));
}

describe('checkUniformGrouping', () => {
  it('flags a ranking by a field that holds one value in every record', () => {
    const found = findings(
      'Which region has the most negative tweets?',
      'The region with the most negative tweets is **Unknown** with 9178.',
      [grouped('region', [{ region: 'Unknown', count: 9178 }])],
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    expect(found[0]!.label).toContain('one value in every record');
  });

  it('flags a winner that is the placeholder for a value not recorded', () => {
    const found = findings(
      'Which hub gets the most negative tweets?',
      'The hub with the most negative tweets is **N/A** with 5000.',
      [
        grouped('hub', [
          { hub: 'N/A', count: 5000 },
          { hub: 'Chicago', count: 2500 },
        ]),
      ],
    );
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    expect(found[0]!.label).toContain('"N/A"');
  });

  it('accepts a winner with a value of its own, and a placeholder the question asks about', () => {
    expect(
      findings(
        'Which hub gets the most negative tweets?',
        'The hub with the most negative tweets is **Chicago** with 2500.',
        [
          grouped('hub', [
            { hub: 'Chicago', count: 2500 },
            { hub: 'Denver', count: 1200 },
          ]),
        ],
      ),
    ).toEqual([]);
    expect(
      findings(
        'Which hub value is most common among negative tweets, n/a included?',
        'N/A is the most common hub, with 5000.',
        [grouped('hub', [{ hub: 'N/A', count: 5000 }])],
      ),
    ).toEqual([]);
  });
});
