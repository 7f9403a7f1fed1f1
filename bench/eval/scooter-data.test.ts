import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  SCOOTER_ROWS,
  UNLOCK_RISE,
  distanceKm,
  distanceText,
  importScooter,
  loadScooterComplaints,
  raisedMoment,
  raisedText,
  ratingScore,
  refundAmount,
  refundText,
  resolvedDay,
  resolvedText,
  rideMinutes,
  rideTimeText,
  scooterComplaintsCsv,
} from './scooter-data';

describe('the generated e-scooter rider complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = scooterComplaintsCsv();
    assert.equal(csv, scooterComplaintsCsv());
    const raw = loadScooterComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [SCOOTER_ROWS, SCOOTER_ROWS, '2024-10-01', '2025-09-30'],
      );
      // Only closed complaints have a resolved day, after the complaint; only complaints closed
      // with a refund carry one; only ride problems carry a ride time and a distance.
      const ride = `problem IN ('Battery', 'Battery - died mid-ride', 'Overcharged', 'Vehicle fault')`;
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (resolved IS NOT NULL) <> (state LIKE 'Closed%')
               OR resolve_days <= 0
               OR (refund IS NOT NULL) <> (state = 'Closed - refunded')
               OR (ride_minutes IS NOT NULL) <> (${ride})
               OR (distance_km IS NOT NULL) <> (${ride})`,
          )
          .pluck()
          .get(),
        0,
      );
      // The unlock-fee rise shows: Locking refunds before its day are £1, from it £1.25.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, min(refund), max(refund) FROM complaints
             WHERE refund IS NOT NULL AND problem = 'Locking' GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(UNLOCK_RISE),
        [
          [0, 1, 1],
          [1, 1.25, 1.25],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, a problem shares its name with
      // a field, and the headers keep their names.
      assert.match(csv, /,PASS,/);
      assert.match(csv, /,PAYG,/);
      assert.match(
        csv,
        /^T-2[45]w\d{2}-\d{4},[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} 2025 \d{2}:\d{2},/m,
      );
      assert.match(csv, /,2025\/\d{1,2}\/\d{1,2},/);
      assert.match(csv, /,\d+m \d{1,2}s,/);
      assert.match(csv, /,\d+\.\d km,/);
      assert.match(csv, /,\d{2,3} m,/);
      assert.match(csv, /,£\d+\.\d,/);
      assert.match(csv, /,£\d+,/);
      assert.match(csv, /,[1-5]\.0,/);
      assert.match(csv, /,Pass,/);
      assert.match(csv, /^Case #,Raised,Rider,Pass,City,Vehicle,Problem,Source,State,/);
    } finally {
      raw.close();
    }
  });

  it('reads date-like raising times, slashed resolved days, minutes and seconds, kilometres or metres, bare-pound refunds and ratings, and refuses anything else', () => {
    assert.deepEqual(raisedMoment('Tue Mar 4 2025 14:20'), {
      day: '2025-03-04',
      hour: 14,
      at: '2025-03-04T14:20:00Z',
    });
    assert.equal(raisedText(new Date('2025-03-04T14:20:00Z')), 'Tue Mar 4 2025 14:20');
    assert.throws(() => raisedMoment('Wed Mar 4 2025 14:20'), /Unreadable/);
    assert.throws(() => raisedMoment('Tue Mar 4, 2025 14:20'), /Unreadable/);
    assert.equal(resolvedDay('2025/3/4'), '2025-03-04');
    assert.equal(resolvedText('2025-11-07'), '2025/11/7');
    assert.equal(resolvedDay(''), null);
    assert.throws(() => resolvedDay('2025/03/04'), /Unreadable/);
    assert.equal(rideMinutes('12m 34s'), 12 + 34 / 60);
    assert.equal(rideMinutes('45s'), 0.75);
    assert.equal(rideTimeText(754), '12m 34s');
    assert.equal(rideTimeText(45), '45s');
    assert.throws(() => rideMinutes('12:34'), /Unreadable/);
    assert.equal(distanceKm('2.4 km'), 2.4);
    assert.equal(distanceKm('850 m'), 0.85);
    assert.equal(distanceText(850), '850 m');
    assert.equal(distanceText(2400), '2.4 km');
    assert.throws(() => distanceKm('2.4km'), /Unreadable/);
    assert.equal(refundAmount('£3.5'), 3.5);
    assert.equal(refundText(3.5), '£3.5');
    assert.equal(refundText(12), '£12');
    assert.equal(refundText(1.25), '£1.25');
    assert.equal(refundAmount(''), null);
    assert.throws(() => refundAmount('3.50 GBP'), /Unreadable/);
    assert.equal(ratingScore('4.0'), 4);
    assert.throws(() => ratingScore('4'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importScooter();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadScooterComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_city, count(*), round(sum(x_refund), 2), count(x_resolved),
               round(sum(julianday(x_resolved) - julianday(at)), 3), sum(x_pass),
               count(x_rating), sum(x_rating), round(sum(x_ride_minutes), 3),
               round(sum(x_distance_km), 3), min(day), max(day)
             FROM communications GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT city, count(*), round(sum(refund), 2), count(resolved),
               round(sum(resolve_days), 3), sum(pass), count(rating), sum(rating),
               round(sum(ride_minutes), 3), round(sum(distance_km), 3), min(day), max(day)
             FROM complaints GROUP BY 1 ORDER BY 1`,
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
            `SELECT ref, source, vehicle, problem, state, rider, hour, day
             FROM complaints ORDER BY ref`,
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
