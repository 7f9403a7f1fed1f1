import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';
import { checkUnknownId } from './unknown-id';

/** The clinic visits with a patient number and a visit reference, as an export would hold them. */
function clinicWithIds(): DataDictionary {
  const data = clinicDataset();
  return {
    ...data,
    fields: [
      ...data.fields,
      {
        name: 'patient_no',
        label: 'patient number',
        entity: 'communications',
        role: 'customer',
        type: 'text',
        filled: 5000,
        distinct: 2100,
      },
      {
        name: 'visit_ref',
        entity: 'communications',
        role: 'id',
        type: 'text',
        filled: 5000,
        distinct: 5000,
      },
    ],
  };
}

function counted(field: string, value: string, matched: number, more: object[] = []) {
  return call(
    {
      entity: 'communications',
      filters: [{ field, op: 'eq', value }, ...more],
      metrics: [{ fn: 'count' }],
    },
    { matched, rows: [{ count: matched }] },
  );
}

const library = libraryDataset();
const clinic = clinicWithIds();

describe('checkUnknownId: a count of an id no record holds', () => {
  const unknown: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'How many requests has member M-000000 made?',
      'There are 0 requests where member is M-000000.',
      [counted('member', 'M-000000', 0)],
      library,
    ],
    [
      'how many visits for patient 999 999 9999',
      'There are 0 visits where patient number is 999 999 9999.',
      [counted('patient_no', '999 999 9999', 0)],
      clinic,
    ],
    [
      'Count the visits under reference VR-0000?',
      'There are 0 visits where visit_ref is VR-0000.',
      [counted('visit_ref', 'VR-0000', 0)],
      clinic,
    ],
  ];
  for (const [question, answer, calls, data] of unknown) {
    it(`declines "${question}" answered 0`, () => {
      const found = checkUnknownId(sourcesOf(question, answer, calls, data));
      expect(found.map((finding) => [finding.cap, finding.declines])).toEqual([[0.3, true]]);
    });
  }

  // Guards: the id has records (a count above 0, a second condition, another result naming it),
  // or the field describes rather than names (a clinic).
  const known: [string, string, ObservedCall[], DataDictionary][] = [
    [
      'How many requests has member M-102938 made?',
      'There are 7 requests where member is M-102938.',
      [counted('member', 'M-102938', 7)],
      library,
    ],
    [
      'How many Renewal requests has member M-102938 made?',
      'There are 0 requests where member is M-102938 and request type is Renewal.',
      [counted('member', 'M-102938', 0, [{ field: 'req type', op: 'eq', value: 'Renewal' }])],
      library,
    ],
    [
      'How many visits for patient 486 000 6614?',
      'There are 0 visits where patient number is 486 000 6614.',
      [
        counted('patient_no', '486 000 6614', 0),
        {
          step: 1,
          callId: 'c2',
          tool: 'get_customer_info',
          input: { customerId: '486 000 6614' },
          output: { id: '486 000 6614', joined: '2024-02-01' },
        },
      ],
      clinic,
    ],
    [
      'How many visits were at Old Town?',
      'There are 0 visits where clinic is Old Town.',
      [counted('clinic', 'Old Town', 0)],
      clinic,
    ],
  ];
  for (const [question, answer, calls, data] of known) {
    it(`leaves "${question}" alone`, () => {
      expect(checkUnknownId(sourcesOf(question, answer, calls, data))).toEqual([]);
    });
  }
});
