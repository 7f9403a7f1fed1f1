import type { ImportMapping } from './import-api';
import { mappingOf, type ColumnAssignment } from './column-assignments';

describe('mappingOf', () => {
  const base: ImportMapping = {
    fields: { at: { column: 'Opened', format: 'D MMM YYYY' } },
    custom: {
      price: { column: 'Price', type: 'number', unit: 'EUR', decimal: ',' },
      paid: { column: 'Paid', type: 'boolean', default: 'no' },
    },
  };
  const assignment = (column: string, name: string, type: ColumnAssignment['type']) =>
    ({ column, use: 'custom', name, type }) as const;

  it("keeps the suggestion's unit, decimal mark and blank rule while the type is kept", () => {
    const mapping = mappingOf(
      [assignment('Price', 'price_eur', 'number'), assignment('Paid', 'paid', 'boolean')],
      base,
    );
    expect(mapping.custom?.['price_eur']).toEqual({
      column: 'Price',
      type: 'number',
      unit: 'EUR',
      decimal: ',',
    });
    expect(mapping.custom?.['paid']).toEqual({ column: 'Paid', type: 'boolean', default: 'no' });
  });

  it('drops them when the analyst gives the column another type', () => {
    const mapping = mappingOf([assignment('Price', 'price', 'text')], base);
    expect(mapping.custom?.['price']).toEqual({ column: 'Price', type: 'text' });
  });
});
