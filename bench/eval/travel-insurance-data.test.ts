import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  EXCESS_RISE,
  TRAVEL_ROWS,
  closedDay,
  closedText,
  delayHours,
  delayText,
  effortScore,
  euroAmount,
  euroText,
  importTravel,
  loadTravelComplaints,
  loggedMoment,
  loggedText,
  travelComplaintsCsv,
} from './travel-insurance-data';

describe('the generated travel insurance claim complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = travelComplaintsCsv();
    assert.equal(csv, travelComplaintsCsv());
    const raw = loadTravelComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [TRAVEL_ROWS, TRAVEL_ROWS, '2024-06-01', '2025-05-31'],
      );
      // Only complaints decided (upheld or not) have a closed day, after the complaint; only
      // complaints upheld and paid carry a payment; only delay claims carry a delay, and they
      // alone carry no excess.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (closed IS NOT NULL) <> (stage IN ('Upheld', 'Upheld - paid', 'Not upheld'))
               OR close_days <= 0
               OR (paid_out IS NOT NULL) <> (stage = 'Upheld - paid')
               OR (delay_hours IS NOT NULL) <> (claim_type IN ('Travel delay', 'Baggage - delayed'))
               OR (excess IS NULL) <> (delay_hours IS NOT NULL)`,
          )
          .pluck()
          .get(),
        0,
      );
      // The excess rise shows: single-trip excesses before its day are €100, from it €125.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, min(excess), max(excess) FROM complaints
             WHERE excess IS NOT NULL AND annual = 0 GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(EXCESS_RISE),
        [
          [0, 100, 100],
          [1, 125, 125],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, a complaint reason shares its
      // name with a field, and the headers keep their names.
      assert.match(csv, /,AMT,/);
      assert.match(csv, /,Single trip,/);
      assert.match(csv, /^C\d{5}\/Q[1-4]-2[45],2[45]\/\d{2}\/\d{2} \d{2}:\d{2},POL \d{4} \d{4},/m);
      assert.match(csv, /,\d{2}-\d{2}-25,/);
      assert.match(csv, /,\d+ hrs,/);
      assert.match(csv, /,\d+\.5 hrs,/);
      assert.match(csv, /,"\d{1,2}\.\d{3},\d{2} €",/);
      assert.match(csv, /,Excess,/);
      assert.match(
        csv,
        /^Claim Complaint,Logged,Policy No,Cover,Destination,Claim Type,Complaint,/,
      );
    } finally {
      raw.close();
    }
  });

  it('reads year-first logging times, year-last closing days, hours of delay, euro amounts with decimal commas and effort scores, and refuses anything else', () => {
    assert.deepEqual(loggedMoment('24/08/14 09:05'), {
      day: '2024-08-14',
      hour: 9,
      at: '2024-08-14T09:05:00Z',
    });
    assert.equal(loggedText(new Date('2024-08-14T09:05:00Z')), '24/08/14 09:05');
    assert.throws(() => loggedMoment('25/02/30 09:05'), /Unreadable/);
    assert.throws(() => loggedMoment('14/08/2024 09:05'), /Unreadable/);
    assert.equal(closedDay('27-08-24'), '2024-08-27');
    assert.equal(closedText('2025-03-04'), '04-03-25');
    assert.equal(closedDay(''), null);
    assert.throws(() => closedDay('2024-08-27'), /Unreadable/);
    assert.equal(delayHours('4.5 hrs'), 4.5);
    assert.equal(delayHours('1 hr'), 1);
    assert.equal(delayText(1), '1 hr');
    assert.equal(delayText(12.5), '12.5 hrs');
    assert.equal(delayHours(''), null);
    assert.throws(() => delayHours('4h 30m'), /Unreadable/);
    assert.equal(euroAmount('1.234,50 €'), 1234.5);
    assert.equal(euroText(45000), '45.000,00 €');
    assert.equal(euroText(75), '75,00 €');
    assert.equal(euroAmount(''), null);
    assert.throws(() => euroAmount('€1,234.50'), /Unreadable/);
    assert.equal(effortScore('7'), 7);
    assert.throws(() => effortScore('0'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importTravel();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadTravelComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_destination, count(*), round(sum(x_claimed), 2), round(sum(x_paid_out), 2),
               round(sum(x_excess), 2), count(x_closed),
               round(sum(julianday(x_closed) - julianday(at)), 3), sum(x_annual),
               count(x_effort), sum(x_effort), round(sum(x_delay_hours), 2), min(day), max(day)
             FROM communications GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT destination, count(*), round(sum(claimed), 2), round(sum(paid_out), 2),
               round(sum(excess), 2), count(closed), round(sum(close_days), 3), sum(annual),
               count(effort), sum(effort), round(sum(delay_hours), 2), min(day), max(day)
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
            `SELECT ref, channel, claim_type, reason, stage, policy, hour, day
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
