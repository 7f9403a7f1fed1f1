import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  BOOKING_OUTAGE,
  REFURBISHMENT,
  VET_ROWS,
  holdMinutes,
  importVets,
  loadVetComplaints,
  loggedMoment,
  refundAmount,
  resolvedInstant,
  starRating,
  vetComplaintsCsv,
} from './vets-data';

describe('the generated vet practice complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = vetComplaintsCsv();
    assert.equal(csv, vetComplaintsCsv());
    const raw = loadVetComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [VET_ROWS, VET_ROWS, '2024-11-01', '2025-10-31'],
      );
      // Open complaints have no resolution; resolved ones resolve after they were logged and by
      // the data's last day; only resolved complaints carry a refund or a star rating.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (outcome IN ('Open', 'With insurer')) <> (resolved IS NULL)
               OR days <= 0 OR resolved > '2025-11-01'
               OR (resolved IS NULL AND (refund IS NOT NULL OR stars IS NOT NULL))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The refurbished practice has no complaint while it is shut, and plenty either side.
      assert.equal(
        raw
          .prepare(`SELECT count(*) FROM complaints WHERE practice = ? AND day BETWEEN ? AND ?`)
          .pluck()
          .get(REFURBISHMENT.practice, REFURBISHMENT.from, REFURBISHMENT.to),
        0,
      );
      assert.ok(
        Number(
          raw
            .prepare(`SELECT count(*) FROM complaints WHERE practice = ?`)
            .pluck()
            .get(REFURBISHMENT.practice),
        ) > 100,
      );
      // The booking outage's day is the website's worst for appointments by far.
      assert.ok(
        Number(
          raw
            .prepare(
              `SELECT count(*) FROM complaints
               WHERE day = ? AND category = 'Appointments' AND via = 'Website'`,
            )
            .pluck()
            .get(BOOKING_OUTAGE.day),
        ) > 50,
      );
      // Both insurance spellings occur, both hold units, refunds with and without a thousands
      // separator, star ratings with a decimal comma, and the headers keep their names.
      assert.match(csv, /;Pet ins\.;/);
      assert.match(csv, /;Self-pay;/);
      assert.match(csv, /;\d+ sec;/);
      assert.match(csv, /;\d+ min;/);
      assert.match(csv, /;GBP\d,\d{3};/);
      assert.match(csv, /;GBP\d{2,3};/);
      assert.match(csv, /;\d,5;/);
      assert.match(csv, /;2025\d{4}-\d{4};/);
      assert.match(csv, /;17\d{8}000;/);
      assert.match(csv, /^Complaint No;Logged;Client Acc;Practice;Species;Category;Raised Via;/);
    } finally {
      raw.close();
    }
  });

  it('reads compact times, millisecond resolutions, stuck pound codes, mixed holds and comma stars, and refuses anything else', () => {
    assert.deepEqual(loggedMoment('20250703-1405'), {
      day: '2025-07-03',
      hour: 14,
      at: '2025-07-03T14:05:00Z',
    });
    assert.deepEqual(loggedMoment('20241123-0940'), {
      day: '2024-11-23',
      hour: 9,
      at: '2024-11-23T09:40:00Z',
    });
    assert.throws(() => loggedMoment('20250231-1405'), /Unreadable/);
    assert.throws(() => loggedMoment('2025-07-03 14:05'), /Unreadable/);
    assert.throws(() => loggedMoment('20250703-2505'), /Unreadable/);
    assert.equal(resolvedInstant('1751553900000'), '2025-07-03T14:45:00Z');
    assert.equal(resolvedInstant(''), null);
    assert.throws(() => resolvedInstant('1751553900'), /Unreadable/);
    assert.equal(refundAmount('GBP1,250'), 1250);
    assert.equal(refundAmount('GBP45'), 45);
    assert.equal(refundAmount(''), null);
    assert.throws(() => refundAmount('£45'), /Unreadable/);
    assert.equal(holdMinutes('45 sec'), 0.75);
    assert.equal(holdMinutes('12 min'), 12);
    assert.equal(holdMinutes(''), null);
    assert.throws(() => holdMinutes('12'), /Unreadable/);
    assert.equal(starRating('4,5'), 4.5);
    assert.equal(starRating('3'), 3);
    assert.equal(starRating(''), null);
    assert.throws(() => starRating('4.5'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importVets();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadVetComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_practice, x_staff_role, count(*), round(sum(x_refund_gbp), 2),
               round(sum(x_hold_minutes), 3), count(x_resolved),
               round(sum(julianday(x_resolved) - julianday(at)) * 1440), sum(x_insured),
               count(x_stars), sum(x_stars), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT practice, role, count(*), round(sum(refund), 2), round(sum(hold), 3),
               count(resolved), round(sum(days) * 1440), sum(insured), count(stars), sum(stars),
               min(day), max(day)
             FROM complaints GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, via, species, category, outcome, client, hour, day FROM complaints ORDER BY ref`,
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
