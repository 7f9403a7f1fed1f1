import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  LATE_REFUND_RISE,
  PHARMACY_ROWS,
  csatScore,
  importPharmacy,
  lateDays,
  loadPharmacyComplaints,
  orderValue,
  orderValueText,
  pharmacyComplaintsCsv,
  receivedMoment,
  refundAmount,
  resolvedDay,
  resolvedText,
} from './pharmacy-data';

describe('the generated online pharmacy complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = pharmacyComplaintsCsv();
    assert.equal(csv, pharmacyComplaintsCsv());
    const raw = loadPharmacyComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [PHARMACY_ROWS, PHARMACY_ROWS, '2024-09-16', '2025-09-15'],
      );
      // Only resolved complaints have a resolved day, after the complaint; only refunded ones a
      // refund; only late deliveries say how late.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (resolved IS NOT NULL) <> (status LIKE 'Resolved%')
               OR resolve_days <= 0
               OR (refund IS NOT NULL) <> (status = 'Resolved - refund')
               OR (late_days IS NOT NULL) <> (issue LIKE 'Late delivery%')`,
          )
          .pluck()
          .get(),
        0,
      );
      // The late-delivery refund rise shows: £3.95 before its day, £5.00 from it.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, min(refund), max(refund) FROM complaints
             WHERE refund IS NOT NULL AND issue = 'Late delivery' GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(LATE_REFUND_RISE),
        [
          [0, 3.95, 3.95],
          [1, 5, 5],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, an issue shares its name with
      // a field, and the headers keep their names.
      assert.match(csv, /,Rx,/);
      assert.match(csv, /,OTC,/);
      assert.match(
        csv,
        /^\d{5}-RX,"[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} 2025 \d{2}:\d{2}:\d{2} \+0000",cust_[0-9a-f]{6},/m,
      );
      assert.match(csv, /,"[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, 2025",/);
      assert.match(csv, /,\d+\.5 days,/);
      assert.match(csv, /,\d+\.\d{2}£,/);
      assert.match(csv, /,£\d \d{3}\.\d{2},/);
      assert.match(csv, /,0\.\d{2},/);
      assert.match(csv, /,Courier,/);
      assert.match(
        csv,
        /^Ref,Received,Customer,Category,Issue,Courier,Contact Via,Status,Resolved,/,
      );
    } finally {
      raw.close();
    }
  });

  it('reads mail-header receiving times, long US resolved days, decimal days late, trailing pound signs, spaced thousands and fractional CSATs, and refuses anything else', () => {
    assert.deepEqual(receivedMoment('Sun, 23 Nov 2025 18:05:09 +0000'), {
      day: '2025-11-23',
      hour: 18,
      at: '2025-11-23T18:05:09Z',
    });
    assert.throws(() => receivedMoment('Mon, 23 Nov 2025 18:05:09 +0000'), /Unreadable/);
    assert.throws(() => receivedMoment('Sun, 23 Nov 2025 18:05 +0000'), /Unreadable/);
    assert.equal(resolvedDay('Thursday, November 27, 2025'), '2025-11-27');
    assert.equal(resolvedText('2025-03-04'), 'Tuesday, March 4, 2025');
    assert.equal(resolvedDay(''), null);
    assert.throws(() => resolvedDay('Friday, November 27, 2025'), /Unreadable/);
    assert.equal(lateDays('2.5 days'), 2.5);
    assert.equal(lateDays(''), null);
    assert.throws(() => lateDays('2.5d'), /Unreadable/);
    assert.equal(refundAmount('3.95£'), 3.95);
    assert.equal(refundAmount(''), null);
    assert.throws(() => refundAmount('£3.95'), /Unreadable/);
    assert.equal(orderValue('£1 049.99'), 1049.99);
    assert.equal(orderValueText(1049.99), '£1 049.99');
    assert.throws(() => orderValue('£1,049.99'), /Unreadable/);
    assert.equal(csatScore('0.75'), 0.75);
    assert.equal(csatScore(''), null);
    assert.throws(() => csatScore('75%'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importPharmacy();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadPharmacyComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_courier, count(*), round(sum(x_refund), 2), round(sum(x_order_value), 2),
               count(x_resolved), round(sum(julianday(x_resolved) - julianday(at)), 3),
               sum(x_prescription), count(x_csat), round(sum(x_csat), 2),
               round(sum(x_late_by), 2), min(day), max(day)
             FROM communications GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT courier, count(*), round(sum(refund), 2), round(sum(order_value), 2),
               count(resolved), round(sum(resolve_days), 3), sum(rx), count(csat),
               round(sum(csat), 2), round(sum(late_days), 2), min(day), max(day)
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
            `SELECT ref, channel, category, issue, status, customer, hour, day
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
