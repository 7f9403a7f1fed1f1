import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { dateParser, detectDateFormats, fullYear, rivalDateFormats } from './import-dates';
import { blankMeansNo, isFlagColumn, readFlag } from './import-flags';
import { describeProfile, suggestMapping } from './import-inspect';
import { canonicalUnit, readNumber } from './import-numbers';
import { profileRecords } from './import-profile';
import { openRecords } from './import-records';

/** The forms real exports write dates, numbers and flags in: each read right, or refused. */

describe('date formats with names, short years, compact digits and epochs', () => {
  const read = (format: string, value: string, zone = 'UTC') =>
    dateParser(format, zone).parse(value);
  const cases: [string, string, string][] = [
    ['D-MMM-YY', '23-Nov-25', '2025-11-23T00:00:00Z'],
    ['D MMM YYYY', '23 Nov 2025', '2025-11-23T00:00:00Z'],
    ['D MMM YYYY', '23 sept 2025', '2025-09-23T00:00:00Z'],
    ['ddd D MMM YYYY h:mm A', 'Sun 23 Nov 2025 2:05pm', '2025-11-23T14:05:00Z'],
    ['ddd D MMM YYYY h:mm A', 'Sun 23 Nov 2025 2:05 PM', '2025-11-23T14:05:00Z'],
    ['dddd, MMMM D, YYYY', 'Sunday, November 23, 2025', '2025-11-23T00:00:00Z'],
    ['MMMM D, YYYY', 'November 23, 2025', '2025-11-23T00:00:00Z'],
    ['MMM D YYYY H:mm', 'Nov 23 2025 14:05', '2025-11-23T14:05:00Z'],
    ['D/M/YY', '23/11/25', '2025-11-23T00:00:00Z'],
    ['D/M/YY', '23/11/69', '1969-11-23T00:00:00Z'],
    ['YYYYMMDD', '20251123', '2025-11-23T00:00:00Z'],
    ['YYYYMMDD HHmm', '20251123 1405', '2025-11-23T14:05:00Z'],
    ['YYYY.MM.DD HH:mm', '2025.11.23 14:05', '2025-11-23T14:05:00Z'],
    ['X', '1763906700', '2025-11-23T14:05:00Z'],
    ['x', '1763906700000', '2025-11-23T14:05:00Z'],
  ];
  for (const [format, value, iso] of cases) {
    it(`reads "${value}" with ${format}`, () => {
      assert.deepEqual(read(format, value), { ok: true, iso });
    });
  }

  it('reads a named month in the zone, and an epoch as the instant it is whatever the zone', () => {
    assert.deepEqual(read('D MMM YYYY H:mm', '23 Jul 2025 14:05', 'Europe/London'), {
      ok: true,
      iso: '2025-07-23T13:05:00Z',
    });
    assert.deepEqual(read('X', '1763906700', 'America/New_York'), {
      ok: true,
      iso: '2025-11-23T14:05:00Z',
    });
  });

  it('puts two-digit years 00-68 in 2000-2068 and 69-99 in 1969-1999', () => {
    assert.deepEqual([0, 25, 68, 69, 99].map(fullYear), [2000, 2025, 2068, 1969, 1999]);
  });

  it('refuses impossible days, unknown names and a weekday the date does not fall on', () => {
    assert.deepEqual(read('D MMM YYYY', '31 Feb 2025'), {
      ok: false,
      reason: 'is not a real date',
    });
    assert.deepEqual(read('D MMM YYYY', '3 Noo 2025'), {
      ok: false,
      reason: 'has no month called "Noo"',
    });
    assert.deepEqual(read('MMMM D, YYYY', 'Nov 23, 2025'), {
      ok: false,
      reason: 'has no month called "Nov"',
    });
    assert.deepEqual(read('ddd D MMM YYYY', 'Mon 23 Nov 2025'), {
      ok: false,
      reason: 'says Monday but 2025-11-23 is a Sunday',
    });
    assert.deepEqual(read('ddd D MMM YYYY', 'Sat 23 Nov 2025'), {
      ok: false,
      reason: 'says Saturday but 2025-11-23 is a Sunday',
    });
    assert.deepEqual(read('ddd D MMM YYYY h:mm A', 'Sun 23 Nov 2025 13:05pm'), {
      ok: false,
      reason: 'has an hour outside 1-12',
    });
    assert.equal(read('YYYYMMDD', '20251331').ok, false);
    assert.equal(read('D/M/YY', '23/11/2025').ok, false);
    assert.equal(read('X', '17639067.5').ok, false);
    assert.equal(read('X', 'soon').ok, false);
  });

  it('refuses a format without a year, month and day, unless it is an epoch', () => {
    assert.throws(() => dateParser('MMM YYYY'), /needs a year \(YYYY or YY\), a month/);
    assert.throws(() => dateParser('X YYYY'), /needs a year/);
    assert.equal(dateParser('x').hasTime, true);
  });

  it('detects the common forms for --inspect', () => {
    const columns: [string[], string][] = [
      [['23-Nov-25', '1-Dec-25', '30-Jan-26'], 'D-MMM-YY'],
      [['23 Nov 2025', '1 Dec 2025'], 'D MMM YYYY'],
      [['Sun 23 Nov 2025 2:05pm', 'Mon 24 Nov 2025 9:00am'], 'ddd D MMM YYYY h:mm A'],
      [['November 23, 2025', 'May 1, 2025'], 'MMMM D, YYYY'],
      [['Nov 23 2025 14:05', 'Nov 24 2025 09:00'], 'MMM D YYYY H:mm'],
      [['23/11/25', '01/02/25'], 'D/M/YY'],
      [['20251123', '20251124'], 'YYYYMMDD'],
      [['20251123 1405', '20251124 0900'], 'YYYYMMDD HHmm'],
      [['2025.11.23 14:05', '2025.11.24 09:00'], 'YYYY.M.D H:mm'],
    ];
    for (const [samples, format] of columns) {
      assert.equal(detectDateFormats(samples)[0], format, samples.join(', '));
      assert.deepEqual(rivalDateFormats(samples), [], samples.join(', '));
    }
    // Eight digits that are no date of 1900-2099 are not taken for one.
    assert.deepEqual(detectDateFormats(['12345678', '23456789']), []);
    assert.deepEqual(detectDateFormats(['00011231', '00020101']), []);
  });

  it('names the rival order when every day is 12 or less, and none once a day says which', () => {
    const ambiguous = ['03/04/2025', '05/06/2025', '11/12/2025'];
    assert.deepEqual(rivalDateFormats(ambiguous), ['D/M/YYYY']);
    assert.deepEqual(rivalDateFormats(['03/04/25', '05/06/25']), ['D/M/YY']);
    const told = ['03/04/2025', '05/06/2025', '11/12/2025', '23/12/2025'];
    assert.equal(detectDateFormats(told)[0], 'D/M/YYYY');
    assert.deepEqual(rivalDateFormats(told), []);
    // Formats that read the same instants are no rivals.
    assert.deepEqual(rivalDateFormats(['2025-11-23', '2025-11-24']), []);
  });
});

describe('numbers with currencies, units and separators', () => {
  const number = (value: string, decimal: '.' | ',' = '.') => {
    const read = readNumber(value, decimal);
    return read.ok ? { value: read.value, unit: read.unit } : { problem: read.problem };
  };
  const cases: [string, '.' | ',', number, string | undefined][] = [
    ['€12.50', '.', 12.5, 'EUR'],
    ['A$120', '.', 120, 'AUD'],
    ['$1,234.56', '.', 1234.56, '$'],
    ['£ 75', '.', 75, 'GBP'],
    ['12.50 EUR', '.', 12.5, 'EUR'],
    ['1.234,56 €', ',', 1234.56, 'EUR'],
    ['45%', '.', 45, '%'],
    ['(120.00)', '.', -120, undefined],
    ['(€120.00)', '.', -120, 'EUR'],
    ['-€3.10', '.', -3.1, 'EUR'],
    ['€-3.10', '.', -3.1, 'EUR'],
    ['1 234', '.', 1234, undefined],
    ['1\u00a0234,5', ',', 1234.5, undefined],
    ['1,234', '.', 1234, undefined],
    ['1.234', '.', 1.234, undefined],
    ['1.234', ',', 1234, undefined],
    ['1,234', ',', 1.234, undefined],
    ['1e3', '.', 1000, undefined],
    ['5.', '.', 5, undefined],
    ['-.5', '.', -0.5, undefined],
    ['CHF 9', '.', 9, 'CHF'],
  ];
  for (const [value, decimal, expected, unit] of cases) {
    it(`reads "${value}" with a decimal ${decimal === '.' ? 'point' : 'comma'}`, () => {
      assert.deepEqual(number(value, decimal), { value: expected, unit });
    });
  }

  it('refuses a value written with the other decimal mark, never reading it as another number', () => {
    assert.match(
      number('12,50').problem ?? '',
      /has a decimal comma where the field is read with a decimal point/,
    );
    assert.match(number('1.234,56 €').problem ?? '', /set "decimal": ","/);
    assert.match(
      number('12.50', ',').problem ?? '',
      /has a decimal point where the field is read with a decimal comma/,
    );
    assert.match(number('1.234.567').problem ?? '', /has more than one decimal point/);
  });

  it('refuses what is not one number', () => {
    // "12 kg" reads since units of measure in values (import-measures.test.ts).
    for (const value of [
      'abc',
      '12 apples',
      'EUR',
      '0x10',
      '1,23,456',
      '€12 EUR',
      '(-5)',
      '1.234 567',
      '€',
    ]) {
      assert.ok('problem' in number(value), value);
    }
    assert.deepEqual(number('€12 EUR'), { problem: 'has a unit both before and after it' });
    assert.deepEqual(number('1.234 567', ','), { problem: 'mixes thousands separators' });
  });

  it('keeps currency codes and names the one currency a symbol stands for', () => {
    assert.deepEqual(['€', 'A$', 'US$', '$', 'EUR', 'kg'].map(canonicalUnit), [
      'EUR',
      'AUD',
      'USD',
      '$',
      'EUR',
      'kg',
    ]);
  });
});

describe('yes/no spellings', () => {
  it('reads every spelling of yes and of no, and nothing else', () => {
    const yes = ['Y', 'yes', 'TRUE', 'on', '1', '[x]', '[X]', '✓', '✔', 'x'];
    const no = ['N', 'no', 'FALSE', 'off', '0', '[ ]', '[]', '✗', '✘'];
    assert.deepEqual(
      yes.map(readFlag),
      yes.map(() => 1),
    );
    assert.deepEqual(
      no.map(readFlag),
      no.map(() => 0),
    );
    for (const other of ['maybe', '2', '-', '[?]', 'yes please'])
      assert.equal(readFlag(other), undefined);
  });

  it('takes a column for a flag only when its spellings are one yes and one no at most', () => {
    assert.equal(isFlagColumn(['Y']), true);
    assert.equal(isFlagColumn(['[x]', '[ ]']), true);
    assert.equal(isFlagColumn(['Yes', 'yes', 'No']), true);
    assert.equal(isFlagColumn(['x', 'y']), false);
    assert.equal(isFlagColumn(['on', 'off', 'maybe']), false);
  });

  it('reads a blank as no only where the column writes yeses alone', () => {
    assert.equal(blankMeansNo(['Y'], 3), true);
    assert.equal(blankMeansNo(['✓'], 1), true);
    assert.equal(blankMeansNo(['Y', 'N'], 3), false);
    assert.equal(blankMeansNo(['N'], 3), false);
    assert.equal(blankMeansNo(['Y'], 0), false);
  });
});

describe('the profile and the mapping --inspect proposes', () => {
  it('types the new forms and proposes their format, unit, decimal mark and blank rule', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'sightline-forms-'));
    try {
      const path = join(directory, 'forms.csv');
      writeFileSync(
        path,
        [
          'created_at,Logged,Due,Price,Amount,Vat,Member,Count,Code',
          '1763906700,Sun 23 Nov 2025 2:05pm,03/04/2025,"1.234,56 €",$12.50,20%,Y,1763906700,20251301',
          '1763910300,Mon 24 Nov 2025 9:00am,05/06/2025,"12,50 €",£3.00,5%,,1763910300,20251302',
        ].join('\n'),
      );
      const profile = await profileRecords(await openRecords(path));
      const column = (name: string) => profile.columns.find((entry) => entry.column === name)!;
      assert.deepEqual(
        profile.columns.map((entry) => `${entry.column}:${entry.type}`),
        [
          'created_at:date',
          'Logged:date',
          'Due:category',
          'Price:number',
          'Amount:category',
          'Vat:number',
          'Member:boolean',
          // Whole numbers of a column whose name says no time stay numbers; no date reads 20251301.
          'Count:number',
          'Code:number',
        ],
      );
      assert.deepEqual(column('created_at').dateFormats, ['X']);
      assert.deepEqual(column('Due').rivalDateFormats, ['D/M/YYYY']);
      const mapping = suggestMapping(profile);
      assert.deepEqual(mapping.fields?.at, { column: 'created_at', format: 'X' });
      assert.deepEqual(mapping.custom?.['logged'], {
        column: 'Logged',
        type: 'date',
        format: 'ddd D MMM YYYY h:mm A',
      });
      // The ambiguous column is proposed as a date with its first reading, and the profile says so.
      assert.deepEqual(mapping.custom?.['due'], {
        column: 'Due',
        type: 'date',
        format: 'M/D/YYYY',
      });
      assert.deepEqual(mapping.custom?.['price'], {
        column: 'Price',
        type: 'number',
        unit: 'EUR',
        decimal: ',',
      });
      assert.deepEqual(mapping.custom?.['vat'], { column: 'Vat', type: 'number', unit: '%' });
      assert.deepEqual(mapping.custom?.['member'], {
        column: 'Member',
        type: 'boolean',
        default: 'no',
      });
      assert.match(
        describeProfile(profile).join('\n'),
        /Due: category, format M\/D\/YYYY \(or D\/M\/YYYY: the values read both ways/,
      );
      assert.match(describeProfile(profile).join('\n'), /Price: number, in EUR, decimal comma/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
