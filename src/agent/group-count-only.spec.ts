import { checkAskedMeasure } from './asked-measure';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';
import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';

const holdTypes = call(
  {
    entity: 'communications',
    filters: [{ field: 'Branch Name', op: 'eq', value: 'Northgate' }],
    metrics: [{ fn: 'count' }],
    groupBy: ['req type'],
  },
  { matched: 3000, rows: [{ 'req type': 'Hold', count: 1400 }] },
);
const visitTypes = call(
  {
    entity: 'communications',
    filters: [{ field: 'clinic', op: 'eq', value: 'Riverside' }],
    metrics: [{ fn: 'count' }],
    groupBy: ['visit_type'],
  },
  { matched: 420, rows: [{ visit_type: 'Check-up', count: 160 }] },
);

function caps(question: string, answer: string, calls: ObservedCall[], data: DataDictionary) {
  return checkAskedMeasure(sourcesOf(question, answer, calls, data))
    .filter((finding) => finding.delta < 0)
    .map((finding) => finding.cap);
}

describe('a count asked beside a ranking, answered with the top group only', () => {
  it('flags the whole count dropped (library)', () => {
    expect(
      caps(
        'Give me the number of requests at Northgate and the most common request type there.',
        'The request type with the most requests at Northgate is **Hold** with 1400.',
        [holdTypes],
        libraryDataset(),
      ),
    ).toEqual([0.44]);
  });

  it('flags the whole count dropped (clinic)', () => {
    expect(
      caps(
        'How many visits did Riverside have, and which visit type was most common?',
        'The visit type with the most visits at Riverside is **Check-up** with 160.',
        [visitTypes],
        clinicDataset(),
      ),
    ).toEqual([0.44]);
  });

  it("accepts the winner's own count asked after the ranking, and the whole count stated", () => {
    expect(
      caps(
        'Which request type is most common at Northgate, and how many requests were of it?',
        'The request type with the most requests at Northgate is **Hold** with 1400.',
        [holdTypes],
        libraryDataset(),
      ),
    ).toEqual([]);
    const total = call(
      {
        entity: 'communications',
        filters: [{ field: 'clinic', op: 'eq', value: 'Riverside' }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 420, rows: [{ count: 420 }] },
      'c2',
    );
    expect(
      caps(
        'How many visits did Riverside have, and which visit type was most common?',
        'Riverside had **420** visits; the most common visit type is Check-up with 160.',
        [visitTypes, total],
        clinicDataset(),
      ),
    ).toEqual([]);
  });
});
