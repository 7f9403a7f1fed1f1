import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { libraryDataset } from './testing/library-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { checkWidenedFilter } from './widened-filter';

function reasons(values: string[], count: number): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [
        { field: 'airline', op: 'eq', value: 'Delta' },
        { field: 'negativereason', op: 'in', value: values },
      ],
      metrics: [{ fn: 'count' }],
    },
    { count },
  );
}
function waits(values: string[], average: number): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: [{ field: 'visit_type', op: 'in', value: values }],
      metrics: [{ fn: 'count' }, { fn: 'avg', field: 'wait_minutes' }],
    },
    { count: 3000, avgWaitMinutes: average },
  );
}

function airline(question: string, answer: string, calls: ObservedCall[]) {
  return checkWidenedFilter(sourcesOf(question, answer, calls));
}
function clinic(question: string, answer: string, calls: ObservedCall[]) {
  return checkWidenedFilter(sourcesOf(question, answer, calls, clinicDataset()));
}

describe('checkWidenedFilter', () => {
  it('flags one word kept as two values, and takes two values each named (airline tweets)', () => {
    const widened = airline('How many late flight tweets did Delta get?', 'Delta got 412.', [
      reasons(['Late Flight', 'Cancelled Flight'], 412),
    ]);
    expect(widened.map((finding) => finding.cap)).toEqual([0.44]);
    expect(widened[0]!.label).toContain('Late Flight, Cancelled Flight');
    expect(
      airline('How many late flight or lost luggage tweets did Delta get?', 'Delta got 530.', [
        reasons(['Late Flight', 'Lost Luggage'], 530),
      ]),
    ).toEqual([]);
  });

  it('flags a value whose only word names the number measured (clinic visits)', () => {
    // "Check-up" is a visit type here; the "minutes waited" are the measure, not a value.
    const data = clinicDataset();
    data.fields = data.fields.map((field) =>
      field.name === 'visit_type'
        ? { ...field, values: [...(field.values ?? []), { value: 'Waited', count: 10 }] }
        : field,
    );
    const question = 'For check-ups, how many minutes waited on average?';
    const widened = checkWidenedFilter(
      sourcesOf(
        question,
        'The average is 24.5 minutes.',
        [waits(['Check-up', 'Waited'], 24.5)],
        data,
      ),
    );
    expect(widened.length).toBe(1);
    expect(
      checkWidenedFilter(
        sourcesOf(question, 'The average is 22.1 minutes.', [waits(['Check-up'], 22.1)], data),
      ),
    ).toEqual([]);
  });

  it('takes values the question lists, and values an earlier call found (clinic visits)', () => {
    expect(
      clinic('Average wait for check-ups vs good start screenings?', 'Wait: 23.2 minutes.', [
        waits(['Check-up', 'Good Start Screening'], 23.2),
      ]),
    ).toEqual([]);
    const types = {
      ...call(
        { entity: 'communications', groupBy: ['visit_type'] },
        {
          rows: [{ visit_type: 'Check-up' }, { visit_type: 'Good Start Screening' }],
        },
        't',
      ),
      step: 0,
    };
    expect(
      clinic('What is the average wait over the two visit types?', 'Wait: 23.2 minutes.', [
        types,
        waits(['Check-up', 'Good Start Screening'], 23.2),
      ]),
    ).toEqual([]);
  });
});

// "Resolved with an apology" kept as "Resolved" or "Resolved - apology given": the shorter value's
// word lies inside what the question says of the longer one. Clinic visit types and library
// request types, each with a value inside a longer one of its field.
describe('checkWidenedFilter: a shorter value said only inside a longer one', () => {
  function kept(field: string, values: string[]): ObservedCall {
    return call(
      {
        entity: 'communications',
        filters: [{ field, op: 'in', value: values }],
        metrics: [{ fn: 'count' }],
      },
      { matched: 900, rows: [{ count: 900 }] },
    );
  }
  const clinicCases: [string, string[]][] = [
    ['How many check-ups ended with a referral?', ['Check-up', 'Check-up - referral made']],
    [
      'Count the visits that were a check-up with referral',
      ['Check-up', 'Check-up - referral made'],
    ],
  ];
  for (const [question, values] of clinicCases) {
    it(`flags "${question}" kept as ${values.join(' or ')} (clinic)`, () => {
      const found = checkWidenedFilter(
        sourcesOf(question, 'There are 900.', [kept('visit_type', values)], clinicDataset()),
      );
      expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    });
  }
  const library = ['How many renewals were made online?', 'renewal online requests - how many?'];
  for (const question of library) {
    it(`flags "${question}" kept as Renewal or Renewal online (library)`, () => {
      const found = checkWidenedFilter(
        sourcesOf(
          question,
          'There are 900.',
          [kept('req type', ['Renewal', 'Renewal online'])],
          libraryDataset(),
        ),
      );
      expect(found.length).toBe(1);
    });
  }
  // Guards: each value said in a place of its own.
  const both: [string, string, string[]][] = [
    [
      'How many check-ups, and check-ups with a referral?',
      'visit_type',
      ['Check-up', 'Check-up - referral made'],
    ],
    ['How many renewals or online renewals?', 'req type', ['Renewal', 'Renewal online']],
    ['Renewal and Renewal online requests: how many?', 'req type', ['Renewal', 'Renewal online']],
    // The longer value's other words said apart, across an "or", "vs", "than".
    [
      'Were there more plain check-ups or more referral-made ones? Both counts.',
      'visit_type',
      ['Check-up', 'Check-up - referral made'],
    ],
    [
      'Check-ups vs referral made ones: how many of each?',
      'visit_type',
      ['Check-up', 'Check-up - referral made'],
    ],
    ['More renewal requests than online ones?', 'req type', ['Renewal', 'Renewal online']],
    ['How many renewals, and how many done online?', 'req type', ['Renewal', 'Renewal online']],
  ];
  for (const [question, field, values] of both) {
    it(`leaves "${question}" alone`, () => {
      const data = field === 'visit_type' ? clinicDataset() : libraryDataset();
      expect(
        checkWidenedFilter(sourcesOf(question, 'There are 900.', [kept(field, values)], data)),
      ).toEqual([]);
    });
  }
});
