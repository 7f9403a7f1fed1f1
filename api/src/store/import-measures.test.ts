import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { dateParser, detectDateFormats, rivalDateFormats } from './import-dates';
import { describeProfile, suggestMapping } from './import-inspect';
import { convertUnit, readNumber } from './import-numbers';
import { columnUnit, profileRecords } from './import-profile';
import { openRecords } from './import-records';

/**
 * The forms of the twelfth round: units of measure in the values ("12 kg", "1h 20m", "1,5 l"),
 * ordinal days, 12-hour times with dots, "14h05", ISO week dates and zones the values carry. Each
 * read right, or refused with a reason; every truth below is worked out by hand.
 */

describe('numbers with a unit of measure in the value', () => {
  const number = (value: string, decimal: '.' | ',' = '.') => {
    const read = readNumber(value, decimal);
    return read.ok ? { value: read.value, unit: read.unit } : { problem: read.problem };
  };
  const cases: [string, '.' | ',', number, string][] = [
    ['12 kg', '.', 12, 'kg'],
    ['12KG', '.', 12, 'kg'],
    ['1.5 kgs', '.', 1.5, 'kg'],
    ['45 min', '.', 45, 'minutes'],
    ['45 Minutes', '.', 45, 'minutes'],
    ['1h 20m', '.', 80, 'minutes'],
    ['1h20m', '.', 80, 'minutes'],
    ['2 hours 5 minutes', '.', 125, 'minutes'],
    ['1 day, 4 hours', '.', 28, 'hours'],
    ['2h 5m 30s', '.', 7530, 'seconds'],
    ['3.2 km', '.', 3.2, 'km'],
    ['2 days', '.', 2, 'days'],
    ['90 s', '.', 90, 'seconds'],
    ['1,5 l', ',', 1.5, 'l'],
    ['1,5 L', ',', 1.5, 'l'],
    ['250 ml', '.', 250, 'ml'],
    ['-3 h', '.', -3, 'hours'],
    ['1,200 m', '.', 1200, 'm'],
  ];
  for (const [value, decimal, expected, unit] of cases) {
    it(`reads "${value}" as ${expected} ${unit}`, () => {
      assert.deepEqual(number(value, decimal), { value: expected, unit });
    });
  }

  it('refuses what is no number of a unit it knows', () => {
    for (const value of ['12 apples', '12M', '5 x', '€12 kg', '1m 2h', 'kg', '1h 20', '3 km km']) {
      assert.ok('problem' in number(value), value);
    }
    // A decimal comma is still the field's to say.
    assert.match(number('1,5 l').problem ?? '', /set "decimal": ","/);
  });

  it('converts within a dimension and never across one', () => {
    assert.equal(convertUnit(90, 'seconds', 'minutes'), 1.5);
    assert.equal(convertUnit(2, 'hours', 'minutes'), 120);
    assert.equal(convertUnit(2, 'days', 'min'), 2880);
    assert.equal(convertUnit(45, 'm', 'minutes'), 45);
    assert.equal(convertUnit(800, 'g', 'kg'), 0.8);
    assert.equal(convertUnit(500, 'ml', 'l'), 0.5);
    assert.equal(convertUnit(1, 'mi', 'km'), 1.609344);
    assert.equal(convertUnit(3, 'km', 'kg'), undefined);
    assert.equal(convertUnit(3, 'EUR', 'GBP'), undefined);
    assert.equal(convertUnit(3, 'kg', '%'), undefined);
  });

  it('keeps the unit most values are written in, and names units of another dimension', () => {
    assert.deepEqual(
      columnUnit(
        new Map([
          ['minutes', 2],
          ['hours', 1],
          ['m', 2],
        ]),
      ),
      { unit: 'minutes', others: [] },
    );
    // A tie goes to the smaller unit, so no value becomes a fraction it was not.
    assert.deepEqual(
      columnUnit(
        new Map([
          ['hours', 1],
          ['minutes', 1],
        ]),
      ),
      { unit: 'minutes', others: [] },
    );
    assert.deepEqual(
      columnUnit(
        new Map([
          ['kg', 2],
          ['km', 1],
        ]),
      ),
      { unit: 'kg', others: ['km'] },
    );
    // "m" beside kilometres is a metre.
    assert.deepEqual(
      columnUnit(
        new Map([
          ['km', 2],
          ['m', 1],
        ]),
      ),
      { unit: 'km', others: [] },
    );
  });
});

describe('ordinal days, 12-hour times, ISO weeks and zones in the value', () => {
  const read = (format: string, value: string, zone = 'UTC') =>
    dateParser(format, zone).parse(value);
  const cases: [string, string, string][] = [
    ['Do MMMM YYYY', '23rd November 2025', '2025-11-23T00:00:00Z'],
    ['Do [of] MMMM YYYY', '2nd of November 2025', '2025-11-02T00:00:00Z'],
    ['MMM Do, YYYY', 'Nov 23rd, 2025', '2025-11-23T00:00:00Z'],
    ['MMM Do, YYYY', 'Nov 11th, 2025', '2025-11-11T00:00:00Z'],
    ['MMM Do, YYYY', 'Nov 21ST, 2025', '2025-11-21T00:00:00Z'],
    ['Do MMM YYYY h A', '1st Dec 2025 9am', '2025-12-01T09:00:00Z'],
    ['Do MMM YYYY h A', '1st Dec 2025 12am', '2025-12-01T00:00:00Z'],
    ['D/M/YYYY h:mm A', '23/11/2025 2:05 PM', '2025-11-23T14:05:00Z'],
    ['D/M/YYYY h.mm A', '23/11/2025 2.05pm', '2025-11-23T14:05:00Z'],
    ['D/M/YYYY h.mm A', '23/11/2025 2.05 p.m.', '2025-11-23T14:05:00Z'],
    ['D/M/YYYY H[h]mm', '23/11/2025 14h05', '2025-11-23T14:05:00Z'],
    ['GGGG-[W]WW-E', '2025-W47-7', '2025-11-23T00:00:00Z'],
    ['GGGG-[W]WW-E', '2025-W01-1', '2024-12-30T00:00:00Z'],
    ['GGGG-[W]WW-E', '2026-W53-5', '2027-01-01T00:00:00Z'],
    ['GGGG[W]WWE', '2025W477', '2025-11-23T00:00:00Z'],
    ['GGGG-[W]WW', '2025-W47', '2025-11-17T00:00:00Z'],
    ['ISO', '2025-11-23 14:05 +01:00', '2025-11-23T13:05:00Z'],
    ['ISO', '2025-11-23 14:05Z', '2025-11-23T14:05:00Z'],
    ['ISO', '2025-11-23 14:05 GMT', '2025-11-23T14:05:00Z'],
    ['D MMM YYYY H:mm Z', '23 Nov 2025 14:05 UTC', '2025-11-23T14:05:00Z'],
    ['D MMM YYYY H:mm Z', '23 Nov 2025 14:05 GMT+1', '2025-11-23T13:05:00Z'],
    ['D MMM YYYY H:mm Z', '23 Nov 2025 14:05 UTC-05:30', '2025-11-23T19:35:00Z'],
    ['D MMM YYYY H:mm Z', '23 Nov 2025 14:05-0500', '2025-11-23T19:05:00Z'],
  ];
  for (const [format, value, iso] of cases) {
    it(`reads "${value}" with ${format}`, () => {
      assert.deepEqual(read(format, value), { ok: true, iso });
    });
  }

  it('lets a zone the value writes win over the mapping zone, which still holds for the others', () => {
    assert.deepEqual(read('D MMM YYYY H:mm Z', '23 Jul 2025 14:05 GMT', 'Europe/London'), {
      ok: true,
      iso: '2025-07-23T14:05:00Z',
    });
    assert.deepEqual(read('D/M/YYYY h.mm A', '23/07/2025 2.05pm', 'Europe/London'), {
      ok: true,
      iso: '2025-07-23T13:05:00Z',
    });
  });

  it('refuses a wrong ordinal, an hour past 12, a week a year lacks, and a zone by initials', () => {
    assert.deepEqual(read('Do MMMM YYYY', '23th November 2025'), {
      ok: false,
      reason: 'writes 23th, not 23rd',
    });
    assert.deepEqual(read('MMM Do, YYYY', 'Nov 12nd, 2025'), {
      ok: false,
      reason: 'writes 12nd, not 12th',
    });
    assert.deepEqual(read('Do MMMM YYYY', '31st November 2025'), {
      ok: false,
      reason: 'is not a real date',
    });
    assert.deepEqual(read('D/M/YYYY h.mm A', '23/11/2025 14.05pm'), {
      ok: false,
      reason: 'has an hour outside 1-12',
    });
    assert.deepEqual(read('GGGG-[W]WW-E', '2025-W53-1'), {
      ok: false,
      reason: 'has no week 53 in 2025',
    });
    assert.equal(read('GGGG-[W]WW-E', '2025-W47-8').ok, false);
    assert.equal(read('D MMM YYYY H:mm Z', '23 Nov 2025 14:05 EST').ok, false);
    assert.equal(read('D/M/YYYY H[h]mm', '23/11/2025 24h05').ok, false);
    assert.equal(read('ISO', '2025-11-23 14:05 CET').ok, false);
    assert.throws(() => dateParser('GGGG-MM'), /an ISO week \(GGGG and WW\)/);
  });

  it('detects each form for --inspect, and names the rival order of an ambiguous column', () => {
    const columns: [string[], string][] = [
      [['23rd November 2025', '1st December 2025', '2nd January 2026'], 'Do MMMM YYYY'],
      [['Nov 23rd, 2025', 'Dec 1st, 2025'], 'MMM Do, YYYY'],
      [['1st Dec 2025 9am', '2nd Dec 2025 10pm'], 'Do MMM YYYY h A'],
      [['23/11/2025 2.05pm', '24/11/2025 9.15am'], 'D/M/YYYY h.mm A'],
      [['2025-11-23 14h05', '2025-11-24 09h30'], 'YYYY-MM-DD H[h]mm'],
      [['2025-W47-7', '2025-W48-1'], 'GGGG-[W]WW-E'],
      [['2025-11-23 14:05 +01:00', '2025-11-24 09:00Z', '2025-11-24 10:00 GMT'], 'ISO'],
      [['23 Nov 2025 14:05 GMT', '24 Nov 2025 09:00 GMT'], 'D MMM YYYY H:mm Z'],
      [['Nov 23 2025 2:05 PM UTC', 'Nov 24 2025 9:00 AM UTC'], 'MMM D YYYY h:mm A Z'],
    ];
    for (const [samples, format] of columns) {
      assert.equal(detectDateFormats(samples)[0], format, samples.join(', '));
      assert.deepEqual(rivalDateFormats(samples), [], samples.join(', '));
    }
    // Days all 12 or less: both orders read every value, so neither is taken silently.
    assert.deepEqual(rivalDateFormats(['03/04/2025 2.05pm', '05/06/2025 9.15am']), [
      'D/M/YYYY h.mm A',
    ]);
    assert.deepEqual(rivalDateFormats(['03/04/2025 14:05 +01:00', '05/06/2025 09:00 GMT']), [
      'D/M/YYYY H:mm Z',
    ]);
    // Read day first before this round; the month-first reading is now named beside it.
    const seconds = ['03/04/2025 2:05:09 PM', '05/06/2025 9:15:00 AM'];
    assert.equal(detectDateFormats(seconds)[0], 'D/M/YYYY h:mm:ss A');
    assert.deepEqual(rivalDateFormats(seconds), ['M/D/YYYY h:mm:ss A']);
    // A time alone is no date.
    assert.deepEqual(detectDateFormats(['2:05 PM', '9.15am']), []);
  });

  it('keeps the formats detected before for the forms read before', () => {
    const columns: [string[], string][] = [
      [['2025-11-23T14:05:00Z', '2025-11-24T09:00:00Z'], 'ISO'],
      [['11/23/2025 14:05', '11/24/2025 09:00'], 'M/D/YYYY H:mm'],
      [['23/11/2025', '24/11/2025'], 'D/M/YYYY'],
      [['Sun 23 Nov 2025 2:05pm', 'Mon 24 Nov 2025 9:00am'], 'ddd D MMM YYYY h:mm A'],
      [['23.11.2025 14:05', '24.11.2025 09:00'], 'D.M.YYYY H:mm'],
      [['20251123', '20251124'], 'YYYYMMDD'],
    ];
    for (const [samples, format] of columns) {
      assert.equal(detectDateFormats(samples)[0], format, samples.join(', '));
    }
  });
});

describe('the profile of a file with units and the new date forms', () => {
  it('types each column, keeps one unit per column and says what reads two ways', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'sightline-measures-'));
    try {
      const path = join(directory, 'measures.csv');
      writeFileSync(
        path,
        [
          'Weight,Wait,Distance,Volume,Parcel,Due,Week,Paid,Sent',
          '12 kg,45 min,3.2 km,"1,5 l",12 kg,03/04/2025 2.05pm,2025-W47-7,Y,yes',
          '800 g,1h 20m,900 m,"0,5 l",3 km,05/06/2025 9.15am,2025-W48-1,,No',
          '1.5 kg,2 h,12 km,2 l,4 kg,11/12/2025 10.00am,2025-W48-2,Y,no',
        ].join('\n'),
      );
      const profile = await profileRecords(await openRecords(path));
      const column = (name: string) => profile.columns.find((entry) => entry.column === name)!;
      assert.deepEqual(
        profile.columns.map((entry) => `${entry.column}:${entry.type}:${entry.unit ?? ''}`),
        [
          'Weight:number:kg',
          'Wait:number:minutes',
          'Distance:number:km',
          'Volume:number:l',
          // Mass and length in one column: no one number, whatever the mapping later says.
          'Parcel:category:',
          'Due:category:',
          'Week:date:',
          'Paid:boolean:',
          'Sent:boolean:',
        ],
      );
      // The spellings read as yes and no, for the import screen to show.
      assert.deepEqual(column('Paid').flagSpellings, { yes: ['Y'], no: [], blank: 'no' });
      assert.deepEqual(column('Sent').flagSpellings, { yes: ['yes'], no: ['No', 'no'] });
      assert.deepEqual(column('Parcel').mixedUnits, ['kg', 'km']);
      assert.deepEqual(column('Due').rivalDateFormats, ['D/M/YYYY h.mm A']);
      const mapping = suggestMapping(profile);
      assert.deepEqual(mapping.custom?.['wait'], {
        column: 'Wait',
        type: 'number',
        unit: 'minutes',
      });
      assert.deepEqual(mapping.custom?.['volume'], {
        column: 'Volume',
        type: 'number',
        unit: 'l',
        decimal: ',',
      });
      const described = describeProfile(profile).join('\n');
      assert.match(described, /Wait: number, in minutes/);
      assert.match(described, /Parcel: category, units of different kinds \(kg, km\)/);
      assert.match(described, /Week: date, format GGGG-\[W\]WW-E/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
