import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  HOLIDAY_ROWS,
  PARTIAL_RISE,
  euroAmount,
  euroText,
  holidayIssuesCsv,
  importHoliday,
  loadHolidayIssues,
  openedMoment,
  resolvedDay,
  waitMinutes,
} from './holiday-data';

describe('the generated holiday park booking complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = holidayIssuesCsv();
    assert.equal(csv, holidayIssuesCsv());
    const raw = loadHolidayIssues(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM issues')
          .raw()
          .get(),
        [HOLIDAY_ROWS, HOLIDAY_ROWS, '2024-10-01', '2025-09-30'],
      );
      // Only open complaints lack a resolved day, which comes after the opening; refunds go with
      // their outcomes, a full refund is the booking value; only check-in complaints have a wait.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM issues
             WHERE (outcome = 'Open') <> (resolved IS NULL)
               OR resolve_days <= 0
               OR (outcome LIKE 'Closed - %refund') <> (refund IS NOT NULL)
               OR (outcome = 'Closed - full refund' AND refund <> value)
               OR (type = 'Check-in') <> (wait IS NOT NULL)`,
          )
          .pluck()
          .get(),
        0,
      );
      // The partial refund rate rises from 10% to 20% of the booking value on its day.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, round(min(refund / value), 2), round(max(refund / value), 2)
             FROM issues WHERE outcome = 'Closed - partial refund' GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(PARTIAL_RISE),
        [
          [0, 0.1, 0.1],
          [1, 0.2, 0.2],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, an issue type shares its name
      // with a field, and the headers keep their names.
      assert.match(csv, /,w\/ pet,/);
      assert.match(csv, /,w\/o pet,/);
      assert.match(csv, /^#HP25\d{5},"\d{1,2} [A-Z][a-z]+ 2025, \d{2}:\d{2}",/m);
      assert.match(csv, /,\d{2}\/\d{2}\/25,/);
      assert.match(csv, /,\d+ hr \d+ mins,/);
      assert.match(csv, /,"€ \d\.\d{3},\d{2}",/);
      assert.match(csv, /,"\d,5",/);
      assert.match(csv, /,Accommodation,/);
      assert.match(csv, /^Issue #,Opened,Park,Accommodation,Issue Type,Booked Via,Outcome,/);
    } finally {
      raw.close();
    }
  });

  it('reads comma-clocked openings, two-digit US resolved days, worded waits and continental euros, and refuses anything else', () => {
    assert.deepEqual(openedMoment('23 November 2025, 14:05'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.throws(() => openedMoment('31 February 2025, 14:05'), /Unreadable/);
    assert.throws(() => openedMoment('23 Nov 2025, 14:05'), /Unreadable/);
    assert.equal(resolvedDay('11/27/25'), '2025-11-27');
    assert.equal(resolvedDay(''), null);
    assert.throws(() => resolvedDay('27/11/25'), /Unreadable/);
    assert.equal(waitMinutes('1 hr 10 mins'), 70);
    assert.equal(waitMinutes('25 mins'), 25);
    assert.throws(() => waitMinutes('70m'), /Unreadable/);
    assert.equal(euroAmount('€ 1.234,50'), 1234.5);
    assert.equal(euroAmount('€ 50,00'), 50);
    assert.equal(euroText(1234.5), '€ 1.234,50');
    assert.throws(() => euroAmount('€1,234.50'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importHoliday();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadHolidayIssues();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_park, product, count(*), round(sum(x_refund), 2), count(x_resolved),
               round(sum(julianday(x_resolved) - julianday(at)), 3), sum(x_pet),
               count(x_guest_rating), sum(x_guest_rating), sum(x_checkin_wait),
               round(sum(x_booking_value), 2), sum(x_nights), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT park, accommodation, count(*), round(sum(refund), 2), count(resolved),
               round(sum(resolve_days), 3), sum(pet), count(rating), sum(rating), sum(wait),
               round(sum(value), 2), sum(nights), min(day), max(day)
             FROM issues GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT id, channel, product, category, status, customer_id,
               cast(substr(at, 12, 2) AS INTEGER), day FROM communications ORDER BY id`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ref, channel, accommodation, type, outcome, guest, hour, day
             FROM issues ORDER BY ref`,
          )
          .raw()
          .all(),
      );
    } finally {
      closeDatabase(db);
      raw.close();
      imported.remove();
    }
  });
});
