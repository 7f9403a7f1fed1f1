import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  FEE_CREDIT_RISE,
  GYM_ROWS,
  closedDay,
  closedText,
  creditAmount,
  creditText,
  gymComplaintsCsv,
  importGym,
  loadGymComplaints,
  moodScore,
  openedMoment,
  outOfUseDays,
} from './gym-data';

describe('the generated gym member complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = gymComplaintsCsv();
    assert.equal(csv, gymComplaintsCsv());
    const raw = loadGymComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [GYM_ROWS, GYM_ROWS, '2024-11-01', '2025-10-31'],
      );
      // Only closed complaints have a closed day, after the complaint; only complaints closed
      // with a credit carry one; only equipment complaints say how long the kit was out of use.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (closed IS NOT NULL) <> (status LIKE 'Closed%')
               OR close_days <= 0
               OR (credit IS NOT NULL) <> (status = 'Closed - credit given')
               OR (out_days IS NOT NULL) <> (issue LIKE 'Equipment%')`,
          )
          .pluck()
          .get(),
        0,
      );
      // The cancellation-fee rise shows: credits before its day are £30, from it £45.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, min(credit), max(credit) FROM complaints
             WHERE credit IS NOT NULL AND issue = 'Billing - cancellation fee' GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(FEE_CREDIT_RISE),
        [
          [0, 30, 30],
          [1, 45, 45],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, an issue shares its name with
      // a field, and the headers keep their names.
      assert.match(csv, /,FRZ,/);
      assert.match(csv, /,ACT,/);
      assert.match(csv, /^PF-[A-Z]{3}25-\d{4},2025\/\d{2}\/\d{2} \d{1,2}:\d{2} [AP]M,/m);
      assert.match(csv, /,[A-Z][a-z]{2}-\d{2}-2025,/);
      assert.match(csv, /,1 day,/);
      assert.match(csv, /,\d+ days,/);
      assert.match(csv, /,"\+£\d,\d{3}\.\d{2}",/);
      assert.match(csv, /,\+[12],m-/);
      assert.match(csv, /,-[12],m-/);
      assert.match(csv, /,Membership,/);
      assert.match(csv, /^Ticket,Opened,Club,Membership,Area,Issue,Logged By,Status,Closed,/);
    } finally {
      raw.close();
    }
  });

  it('reads slashed 12-hour opening times, month-first closing days, days out of use, plus-sign credits and signed moods, and refuses anything else', () => {
    assert.deepEqual(openedMoment('2025/11/23 6:05 PM'), {
      day: '2025-11-23',
      hour: 18,
      at: '2025-11-23T18:05:00Z',
    });
    assert.equal(openedMoment('2025/02/03 12:40 AM').hour, 0);
    assert.equal(openedMoment('2025/03/01 12:05 PM').hour, 12);
    assert.throws(() => openedMoment('2025/02/31 2:05 PM'), /Unreadable/);
    assert.throws(() => openedMoment('2025-11-23 14:05'), /Unreadable/);
    assert.equal(closedDay('Nov-27-2025'), '2025-11-27');
    assert.equal(closedText('2025-03-04'), 'Mar-04-2025');
    assert.equal(closedDay(''), null);
    assert.throws(() => closedDay('27-Nov-2025'), /Unreadable/);
    assert.equal(outOfUseDays('3 days'), 3);
    assert.equal(outOfUseDays('1 day'), 1);
    assert.equal(outOfUseDays(''), null);
    assert.throws(() => outOfUseDays('3d'), /Unreadable/);
    assert.equal(creditAmount('+£1,199.88'), 1199.88);
    assert.equal(creditText(1199.88), '+£1,199.88');
    assert.equal(creditText(7.5), '+£7.50');
    assert.equal(creditAmount(''), null);
    assert.throws(() => creditAmount('£25.00'), /Unreadable/);
    assert.equal(moodScore('+2'), 2);
    assert.equal(moodScore('-1'), -1);
    assert.equal(moodScore('0'), 0);
    assert.throws(() => moodScore('3'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importGym();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadGymComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_club, x_membership, count(*), round(sum(x_credit), 2), count(x_closed),
               round(sum(julianday(x_closed) - julianday(at)), 3), sum(x_frozen),
               count(x_mood), sum(x_mood), round(sum(x_out_of_use), 2), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT club, membership, count(*), round(sum(credit), 2), count(closed),
               round(sum(close_days), 3), sum(frozen), count(mood), sum(mood),
               round(sum(out_days), 2), min(day), max(day)
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
            `SELECT ref, channel, area, issue, status, member, hour, day
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
