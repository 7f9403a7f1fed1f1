import type { DataDictionary } from './dataset';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';
import { checkValueNamedField } from './value-named-field';

/** The data plus one more value of a category field, which shares a word with a number field. */
function withValue(data: DataDictionary, fieldName: string, value: string): DataDictionary {
  return {
    ...data,
    fields: data.fields.map((field) =>
      field.name === fieldName
        ? { ...field, values: [...(field.values ?? []), { value, count: 400 }] }
        : field,
    ),
  };
}

const library = withValue(libraryDataset(), 'req type', 'Fine');
const clinic = withValue(clinicDataset(), 'visit_type', 'Fee query');

function onLibrary(question: string, calls: ObservedCall[]) {
  return checkValueNamedField(sourcesOf(question, 'An answer.', calls, library));
}
function onClinic(question: string, calls: ObservedCall[]) {
  return checkValueNamedField(sourcesOf(question, 'An answer.', calls, clinic));
}

const fineTotal = call(
  {
    entity: 'communications',
    filters: [],
    metrics: [{ fn: 'count' }, { fn: 'sum', field: 'fine_amt' }],
  },
  { matched: 8400, rows: [{ count: 8400, sumFineAmt: 21000 }] },
);
const fineCount = call(
  {
    entity: 'communications',
    filters: [{ field: 'req type', op: 'eq', value: 'Fine' }],
    metrics: [{ fn: 'count' }],
  },
  { matched: 400, rows: [{ count: 400 }] },
);
const feeByType = call(
  {
    entity: 'communications',
    filters: [{ field: 'visit_type', op: 'in', value: ['Check-up', 'Fee query'] }],
    metrics: [{ fn: 'count' }, { fn: 'sum', field: 'fee_gbp' }],
    groupBy: ['visit_type'],
  },
  { matched: 3400, rows: [{ visit_type: 'Check-up', count: 3000, sumFeeGbp: 90000 }] },
);
const countByType = call(
  {
    entity: 'communications',
    filters: [{ field: 'visit_type', op: 'in', value: ['Check-up', 'Fee query'] }],
    metrics: [{ fn: 'count' }],
    groupBy: ['visit_type'],
  },
  { matched: 3400, rows: [{ visit_type: 'Check-up', count: 3000 }] },
);

describe('checkValueNamedField', () => {
  it('flags a one-word value named with its field read as the like-named number field (library)', () => {
    const wrong = onLibrary('How many requests have Fine as their request type?', [fineTotal]);
    expect(wrong.map((finding) => [finding.cap, finding.partial])).toEqual([[0.44, true]]);
    expect(wrong[0]!.label).toContain('"fine owed (USD)"');
    expect(onLibrary('How many requests have Fine as their request type?', [fineCount])).toEqual(
      [],
    );
  });

  it('keeps a number field the question asks for by its own word (library)', () => {
    expect(onLibrary('What is the total fine owed by request type?', [fineTotal])).toEqual([]);
    expect(onLibrary('Total fine owed on Fine requests?', [fineTotal])).toEqual([]);
    expect(onLibrary('How much in fines, Fine or not?', [fineTotal])).toEqual([]);
  });

  it('flags a word inside a value of two words read as a number field (clinic)', () => {
    const wrong = onClinic('Which came up more, Check-up or Fee query? Show both counts.', [
      feeByType,
    ]);
    expect(wrong.map((finding) => finding.cap)).toEqual([0.44]);
    expect(
      onClinic('Which came up more, Check-up or Fee query? Show both counts.', [countByType]),
    ).toEqual([]);
  });

  it('keeps the number field when the question also says its word outside the value (clinic)', () => {
    expect(
      onClinic('What was the total fee for Check-up and Fee query visits?', [feeByType]),
    ).toEqual([]);
  });
});
