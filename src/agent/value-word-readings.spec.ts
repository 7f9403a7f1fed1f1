import { checkAskedAmount } from './asked-amount';
import type { DataDictionary } from './dataset';
import { checkNamedFlag } from './named-flag';
import type { ObservedCall } from './observed-values';
import { clinicDataset } from './testing/clinic-dataset';
import { call, sourcesOf } from './testing/fit-fixtures';
import { libraryDataset } from './testing/library-dataset';

/** The library with "card holder" said for the kids card; the clinic with a "Paid" visit type. */
function library(): DataDictionary {
  const data = libraryDataset();
  return {
    ...data,
    fields: data.fields.map((field) =>
      field.name === 'kids_card' ? { ...field, synonyms: ['card holder'] } : field,
    ),
  };
}
function clinic(): DataDictionary {
  const data = clinicDataset();
  return {
    ...data,
    fields: data.fields.map((field) =>
      field.name === 'visit_type'
        ? {
            ...field,
            values: [...(field.values ?? []), { value: 'Paid consultation', count: 400 }],
          }
        : field,
    ),
  };
}

function counted(filters: unknown[], count: number): ObservedCall {
  return call(
    { entity: 'communications', filters, metrics: [{ fn: 'count' }] },
    { matched: count, rowCount: 1, rows: [{ count }] },
  );
}
const allRequests = counted([], 8000);
const paidVisits = counted([{ field: 'visit_type', op: 'eq', value: 'Paid consultation' }], 400);

describe('words of a value or a doer are not the measure or the flag they look like', () => {
  it('reads "do we hold" as no "card holder" flag, and "card holders" as one', () => {
    const data = library();
    const hold = checkNamedFlag(
      sourcesOf(
        'How many requests do we hold in total?',
        'There are 8000 requests.',
        [allRequests],
        data,
      ),
    );
    expect(hold).toEqual([]);
    const holders = checkNamedFlag(
      sourcesOf(
        'How many requests came from card holders?',
        'There are 8000 requests.',
        [allRequests],
        data,
      ),
    );
    expect(holders.length).toBe(1);
  });

  it('reads a spending word inside a named value as the value, not an amount asked', () => {
    const data = clinic();
    for (const question of [
      'paid consultation visits hw many',
      'Paid consultation visits: what volume?',
    ]) {
      expect(checkAskedAmount(sourcesOf(question, 'There are 400 visits.', [paidVisits], data)))
        .withContext(question)
        .toEqual([]);
    }
    const amount = checkAskedAmount(
      sourcesOf(
        'What did patients pay for paid consultation visits?',
        'There are 400 visits.',
        [paidVisits],
        data,
      ),
    );
    expect(amount.length).toBe(1);
  });
});
