import type { DataDictionary } from './dataset';
import { checkIdLookupScope } from './id-lookup-scope';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { groupedCall } from './testing/fit-cases';
import { libraryDataset } from './testing/library-dataset';

const library = libraryDataset();
const clinic = clinicDataset();

/** A look-up of one record by its id, as a `get_…` tool returns it. */
function lookup(id: string, fields: Record<string, unknown>, callId = 'c2'): ObservedCall {
  return {
    step: 2,
    callId,
    tool: 'get_communication',
    input: { id },
    output: { summary: `${id}: one record`, communication: { id, ...fields } },
  };
}

const byBranch = groupedCall('Branch Name', [
  ['Central Library', 4100],
  ['Northgate', 3000],
  ['Central Kiosk', 900],
]);
const byClinic = groupedCall('clinic', [
  ['Riverside', 2200],
  ['Hilltop', 1700],
  ['Old Town', 1100],
]);
const averageFee = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'count' }, { fn: 'avg', field: 'fee_gbp' }],
  },
  { rows: [{ count: 5000, avgFee_gbp: 45.2 }] },
  'c3',
);

function fires(question: string, answer: string, calls: ObservedCall[], data: DataDictionary) {
  return checkIdLookupScope(sourcesOf(question, answer, calls, data));
}

describe('checkIdLookupScope: a record asked about is answered from its own look-up', () => {
  const wrong: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'Which branch handled request RQ23-000412/B?',
      'Requests by branch: Central Library: 4100; Northgate: 3000; Central Kiosk: 900.',
      [byBranch],
      library,
    ],
    [
      'Which branch and which type is request LIB-2023-00412?',
      'Requests by branch: Central Library: 4100; Northgate: 3000.\n\n**LIB-2023-00412**: its type is **Hold**.',
      [byBranch, lookup('LIB-2023-00412', { type: 'Hold', fine: 2 })],
      library,
    ],
    [
      'What fee was charged on visit VIS-2024-0091?',
      'The average fee (GBP) is 45.2 over 5000 visits.',
      [averageFee],
      clinic,
    ],
    [
      'which clinic was visit VIS/24/000917-K at',
      'Visits by clinic: Riverside: 2200; Hilltop: 1700; Old Town: 1100.',
      [byClinic],
      clinic,
    ],
  ];
  for (const [question, answer, calls, data] of wrong) {
    it(`caps "${question}" answered with all the records' figures`, () => {
      const findings = fires(question, answer, calls, data);
      expect(findings.length).withContext(question).toBe(1);
      expect(findings[0]!.cap).toBeLessThan(0.8);
      expect(findings[0]!.partial).toBeTrue();
    });
  }

  const right: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'What fee was charged on visit VIS-2024-0091?',
      '**VIS-2024-0091**: its fee (GBP) is **62**.',
      [lookup('VIS-2024-0091', { fee_gbp: 62 })],
      clinic,
    ],
    // The record's values first; a breakdown after them is context.
    [
      'Which branch handled request RQ23-000412/B?',
      '**RQ23-000412/B**: its branch is **Northgate**, fine 3.\n\nRequests by branch: Central Library: 4100; Northgate: 3000.',
      [lookup('RQ23-000412/B', { branch: 'Northgate', fine: 3 }), byBranch],
      library,
    ],
    // No id in the question: a breakdown is what was asked.
    [
      'Which branch handles the most requests?',
      'Central Library: 4100; Northgate: 3000.',
      [byBranch],
      library,
    ],
  ];
  for (const [question, answer, calls, data] of right) {
    it(`leaves "${question}" alone`, () => {
      expect(fires(question, answer, calls, data))
        .withContext(question)
        .toEqual([]);
    });
  }
});

describe('extractConstraints: record ids of several shapes', () => {
  const ids = (question: string) =>
    extractConstraints({ question, period: { from: '2023-01-01', to: '2023-12-31' } }).flatMap(
      (c) => (c.kind === 'id' ? [c.id] : []),
    );
  it('reads ids with a series joined to their letters and a slash check suffix', () => {
    expect(ids('What outcome did appeal BN25-006111/K get?')).toEqual(['BN25-006111/K']);
    expect(ids('Which branch handled RQ23-000412/B?')).toEqual(['RQ23-000412/B']);
    expect(ids('Status of CLM/25/006567?')).toEqual(['CLM/25/006567']);
    expect(ids('Which depot handled FLT/25/0298-N?')).toEqual(['FLT/25/0298-N']);
  });
  it('reads no id in a quarter, a year span or a plain count', () => {
    expect(ids('How many holds in Q3-2023?')).toEqual([]);
    expect(ids('How many holds from 2023-01 to 2023-06?')).toEqual([]);
    expect(ids('Were there more than 1500 renewals?')).toEqual([]);
  });
});
