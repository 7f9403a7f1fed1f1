import { checkExclusiveFilters } from './exclusive-filters';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

function onLibrary(question: string, calls: ObservedCall[]) {
  return checkExclusiveFilters(sourcesOf(question, 'An answer.', calls, libraryDataset()));
}
function onClinic(question: string, calls: ObservedCall[]) {
  return checkExclusiveFilters(sourcesOf(question, 'An answer.', calls, clinicDataset()));
}

function byBranch(filters: unknown[], count: number): ObservedCall {
  return call(
    { entity: 'communications', filters, metrics: [{ fn: 'count' }], groupBy: ['Branch Name'] },
    { matched: count, rows: [{ 'Branch Name': 'Northgate', count }] },
  );
}

describe('checkExclusiveFilters', () => {
  it('flags two values of one field both required in a call (library)', () => {
    const question = 'Which branch has the highest share of holds that were renewals?';
    const wrong = onLibrary(question, [
      byBranch([{ field: 'req type', op: 'eq', value: 'Hold' }], 4000),
      byBranch(
        [
          { field: 'req type', op: 'eq', value: 'Hold' },
          { field: 'req type', op: 'eq', value: 'Renewal' },
        ],
        0,
      ),
    ]);
    expect(wrong.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
    expect(wrong[0]!.label).toContain('"req type"');
    expect(
      onLibrary(question, [
        byBranch([{ field: 'req type', op: 'eq', value: 'Hold' }], 4000),
        byBranch([{ field: 'req type', op: 'eq', value: 'Renewal' }], 3100),
      ]),
    ).toEqual([]);
  });

  it('keeps a value that a list on the same field also holds, and flags one outside it (clinic)', () => {
    const question = 'How many check-ups at Riverside?';
    const kept = call(
      {
        entity: 'communications',
        filters: [
          { field: 'visit_type', op: 'in', value: ['Check-up', 'Good Start Screening'] },
          { field: 'visit_type', op: 'eq', value: 'check-up' },
          { field: 'clinic', op: 'eq', value: 'Riverside' },
        ],
        metrics: [{ fn: 'count' }],
      },
      { matched: 900, rows: [{ count: 900 }] },
    );
    expect(onClinic(question, [kept])).toEqual([]);
    const empty = call(
      {
        entity: 'communications',
        filters: [
          { field: 'visit_type', op: 'in', value: ['Good Start Screening'] },
          { field: 'visit_type', op: 'eq', value: 'Check-up' },
        ],
        metrics: [{ fn: 'count' }],
      },
      { matched: 0, rows: [{ count: 0 }] },
    );
    expect(onClinic(question, [empty]).map((finding) => finding.cap)).toEqual([0.44]);
  });
});
