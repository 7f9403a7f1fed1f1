import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  BUS_ROWS,
  FARE_RISE,
  busComplaintsCsv,
  importBus,
  journeyDay,
  loadBusComplaints,
  loggedMoment,
  refundAmount,
  respondedAt,
} from './bus-data';

describe('the generated bus journey complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = busComplaintsCsv();
    assert.equal(csv, busComplaintsCsv());
    const raw = loadBusComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [BUS_ROWS, BUS_ROWS, '2024-10-01', '2025-09-30'],
      );
      // Open complaints have no response; answered ones are answered after they were logged;
      // only upheld complaints carry a refund, only late running a number of minutes late; a
      // journey is never after its complaint.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (status LIKE 'Closed%') <> (responded IS NOT NULL)
               OR resp_days <= 0 OR journey > day
               OR (refund IS NOT NULL AND status <> 'Closed - upheld')
               OR ((late IS NOT NULL) <> (nature LIKE 'Late running%'))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The fare rise shows: Fares complaints per month at least double from its day on.
      const perMonth = (where: string) =>
        Number(
          raw
            .prepare(
              `SELECT count(*) * 1.0 / count(DISTINCT substr(day, 1, 7)) FROM complaints
               WHERE nature = 'Fares' AND ${where}`,
            )
            .pluck()
            .get(),
        );
      assert.ok(perMonth(`day >= '${FARE_RISE}'`) > 2 * perMonth(`day < '${FARE_RISE}'`));
      // Both flag spellings occur, each date column keeps its own form, refunds carry a pound
      // sign, and the headers keep their own names.
      assert.match(csv, /,Y,/);
      assert.match(csv, /,N,/);
      assert.match(csv, /^JC\/25\/\d{5},\d{2}\/\d{2}\/2025 \d{2}:\d{2},\d{2}\/\d{2}\/25,/m);
      assert.match(csv, /,2025-\d{2}-\d{2}T\d{2}:\d{2}:00\+00:00,/);
      assert.match(csv, /,£\d+\.\d{2},/);
      assert.match(csv, /,Depot,/);
      assert.match(csv, /^Complaint No\.,Logged,Journey Date,Svc,Stop,Depot,Nature,/);
    } finally {
      raw.close();
    }
  });

  it('reads slashed day-first times, two-digit-year journey days, offset responses and pound refunds, and refuses anything else', () => {
    assert.deepEqual(loggedMoment('23/11/2025 14:05'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.throws(() => loggedMoment('11/23/2025 14:05'), /Unreadable/);
    assert.throws(() => loggedMoment('2025-11-23 14:05'), /Unreadable/);
    assert.equal(journeyDay('07/03/25'), '2025-03-07');
    assert.throws(() => journeyDay('31/02/25'), /Unreadable/);
    assert.throws(() => journeyDay('Mar 7, 2025'), /Unreadable/);
    assert.equal(respondedAt('2025-11-23T14:05:00+00:00'), '2025-11-23T14:05:00Z');
    assert.equal(respondedAt(''), null);
    assert.throws(() => respondedAt('2025-11-23 14:05'), /Unreadable/);
    assert.equal(refundAmount('£4.50'), 4.5);
    assert.equal(refundAmount(''), null);
    assert.throws(() => refundAmount('4.50'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importBus();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadBusComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_depot, x_route, count(*), round(sum(x_refund_gbp), 2), sum(x_mins_late),
               count(x_responded), round(sum(julianday(x_responded) - julianday(at)), 3),
               sum(x_repeat), count(x_sat), sum(x_sat), count(DISTINCT x_stop),
               sum(julianday(day) - julianday(x_journey)), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT depot, route, count(*), round(sum(refund), 2), sum(late), count(responded),
               round(sum(resp_days), 3), sum(repeat), count(sat), sum(sat), count(DISTINCT stop),
               sum(julianday(day) - julianday(journey)), min(day), max(day)
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
            `SELECT ref, via, ticket, nature, status, customer, hour, day FROM complaints ORDER BY ref`,
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
