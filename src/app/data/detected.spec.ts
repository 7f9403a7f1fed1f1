import type { ColumnProfile } from './import-api';
import { dateOrderOf, detectedOf } from './detected';

const column = (extra: Partial<ColumnProfile>): ColumnProfile => ({
  column: 'Column',
  filled: 3,
  empty: 0,
  distinct: 3,
  distinctCapped: false,
  top: [],
  type: 'category',
  dateFormats: [],
  ...extra,
});

describe('detectedOf (what the import found, said before importing)', () => {
  it('says the order of day and month a date format reads', () => {
    expect(dateOrderOf('D/M/YYYY h.mm A')).toBe('day first');
    expect(dateOrderOf('M/D/YYYY')).toBe('month first');
    expect(dateOrderOf('Do MMM YYYY h A')).toBe('day first');
    expect(dateOrderOf('MMM Do, YYYY')).toBe('month first');
    expect(dateOrderOf('ddd D MMM YYYY')).toBe('day first');
    expect(dateOrderOf('YYYY-MM-DD H[h]mm')).toBe('year first');
    expect(dateOrderOf('GGGG-[W]WW-E')).toBe('year first');
    expect(dateOrderOf('ISO')).toBe('year first');
    expect(dateOrderOf('X')).toBe('seconds since 1970');
  });

  it('names a date column’s format and order, and offers both orders when the values read both ways', () => {
    const plain = detectedOf(column({ type: 'date', dateFormats: ['D/M/YYYY h.mm A'] }));
    expect(plain.summary).toBe('date, day first (D/M/YYYY h.mm A)');
    expect(plain.ambiguous).toBeFalse();
    const ambiguous = detectedOf(
      column({ dateFormats: ['M/D/YYYY', 'D/M/YYYY'], rivalDateFormats: ['D/M/YYYY'] }),
    );
    expect(ambiguous.ambiguous).toBeTrue();
    expect(ambiguous.summary).toContain('every value reads both ways');
    expect(ambiguous.orders).toEqual([
      { format: 'M/D/YYYY', label: 'month first (M/D/YYYY)' },
      { format: 'D/M/YYYY', label: 'day first (D/M/YYYY)' },
    ]);
  });

  it('names a number’s unit and decimal comma, a flag’s spellings, and units of different kinds', () => {
    expect(detectedOf(column({ type: 'number', unit: 'minutes' })).summary).toBe('number in minutes');
    expect(detectedOf(column({ type: 'number', unit: 'l', decimal: ',' })).summary).toBe(
      'number in l, decimal comma',
    );
    expect(detectedOf(column({ type: 'number' })).summary).toBe('number');
    const flag = detectedOf(
      column({ type: 'boolean', flagSpellings: { yes: ['Y', '✓'], no: [], blank: 'no' } }),
    );
    expect(flag.flags).toBe('yes: “Y”, “✓” · no: blank');
    expect(detectedOf(column({ type: 'boolean', flagSpellings: { yes: ['yes'], no: ['No'] } })).flags).toBe(
      'yes: “yes” · no: “No”',
    );
    const mixed = detectedOf(column({ mixedUnits: ['kg', 'km'] }));
    expect(mixed.summary).toBe('category');
    expect(mixed.warning).toContain('units of different kinds (kg, km)');
    expect(mixed.warning).toContain('rows in km are refused');
  });
});
