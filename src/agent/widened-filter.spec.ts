import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
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
