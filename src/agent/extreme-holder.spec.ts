import type { DataDictionary } from './dataset';
import { checkExtremeHolder } from './extreme-holder';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

const clinic = clinicDataset();
const library = libraryDataset();

function grouped(group: string, fn: string, field: string | undefined, callId: string) {
  return call(
    {
      entity: 'communications',
      filters: [],
      metrics: field ? [{ fn: 'count' }, { fn, field }] : [{ fn: 'count' }],
      groupBy: [group],
      order: { by: field ? `${fn}_${field}` : 'count', direction: 'desc' },
    },
    { rows: [{ [group]: 'Hilltop', count: 900, [`${fn}_${field}`]: 31 }] },
    callId,
  );
}

function extreme(field: string): ObservedCall {
  return call(
    { entity: 'communications', filters: [], metrics: [{ fn: 'max', field }] },
    { rows: [{ [`max_${field}`]: 250 }] },
    'c1',
  );
}

function records(field: string): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [],
      metrics: [],
      order: { by: field, direction: 'desc' },
      limit: 1,
    },
    { rows: [{ id: 'X-1', [field]: 250, clinic: 'Hilltop' }] },
    'c3',
  );
}

// The extreme of an amount, then the group of the one record at it, in several wordings.
const cases: [string, DataDictionary, string, string][] = [
  ['What was the longest wait, and which clinic was it at?', clinic, 'wait_minutes', 'clinic'],
  ['biggest fee anyone paid? which visit type was that for', clinic, 'fee_gbp', 'visit_type'],
  [
    'What was the single largest fine, and what request type was it for?',
    library,
    'fine_amt',
    'req type',
  ],
  [
    "What's the highest fine we've charged, and which branch did it come from?",
    library,
    'fine_amt',
    'Branch Name',
  ],
];

describe('checkExtremeHolder: the group of the one record at an extreme', () => {
  for (const [question, data, field, group] of cases) {
    const answer = 'The highest is 250. Hilltop leads with 900.';
    it(`flags "${question}" answered with a count's or an average's leader`, () => {
      for (const byOther of [
        grouped(group, 'count', undefined, 'c2'),
        grouped(group, 'avg', field, 'c2'),
      ]) {
        const found = checkExtremeHolder(
          sourcesOf(question, answer, [extreme(field), byOther], data),
        );
        expect(found.map((finding) => finding.cap))
          .withContext(question)
          .toEqual([0.44]);
      }
    });
    it(`accepts "${question}" answered by the record or by the extreme per group`, () => {
      for (const calls of [
        [extreme(field), grouped(group, 'max', field, 'c2')],
        [extreme(field), records(field)],
        [records(field)],
      ]) {
        expect(checkExtremeHolder(sourcesOf(question, answer, calls, data)))
          .withContext(question)
          .toEqual([]);
      }
    });
  }

  it("leaves a count's leader alone (the busiest clinic, and its top visit type)", () => {
    const question = 'Which clinic is busiest, and what visit type is most common there?';
    const calls = [
      grouped('clinic', 'count', undefined, 'c1'),
      grouped('visit_type', 'count', undefined, 'c2'),
    ];
    expect(checkExtremeHolder(sourcesOf(question, 'Hilltop; Check-up.', calls, clinic))).toEqual(
      [],
    );
  });
});
