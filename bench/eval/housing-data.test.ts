import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  HOUSING_ROWS,
  MISSED_COMP_RISE,
  attendHours,
  fixedDay,
  housingComplaintsCsv,
  importHousing,
  isoWeekText,
  loadHousingComplaints,
  loggedMoment,
  poundsAmount,
  percentScore,
} from './housing-data';

describe('the generated tenant repair complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = housingComplaintsCsv();
    assert.equal(csv, housingComplaintsCsv());
    const raw = loadHousingComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [HOUSING_ROWS, HOUSING_ROWS, '2024-12-01', '2025-11-30'],
      );
      // Only decided complaints have a fixed day, after the complaint; only upheld or partly
      // upheld complaints carry compensation.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (fixed IS NOT NULL AND outcome IN ('Open', 'Withdrawn'))
               OR fix_days <= 0
               OR (comp IS NOT NULL AND outcome NOT IN ('Upheld', 'Partly upheld'))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The missed-appointment rise shows: full payments before its day are £20, from it £40.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, max(comp) FROM complaints
             WHERE comp IS NOT NULL AND kind = 'Missed appointment' GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(MISSED_COMP_RISE),
        [
          [0, 20],
          [1, 40],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, a complaint type shares its
      // name with a field, and the headers keep their names.
      assert.match(csv, /,On,/);
      assert.match(csv, /,Off,/);
      assert.match(csv, /^HA_25_\d{6},2025-\d{2}-\d{2} @ \d{1,2}\.\d{2}[ap]m,/m);
      assert.match(csv, /,2025-W\d{2}-[1-7],/);
      assert.match(csv, /,\d+d \d+h,/);
      assert.match(csv, /,£\d'\d{3},/);
      assert.match(csv, /,\d{2,3}%,/);
      assert.match(csv, /,Contractor,/);
      assert.match(csv, /^Job No,Logged,Estate,Prop Type,Trade,Complaint Type,Contractor,/);
    } finally {
      raw.close();
    }
  });

  it('reads at-sign logging times, ISO week days, compound durations, apostrophe pounds and percentages, and refuses anything else', () => {
    assert.deepEqual(loggedMoment('2025-11-23 @ 2.05pm'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.equal(loggedMoment('2025-02-03 @ 12.40am').hour, 0);
    assert.equal(loggedMoment('2025-03-01 @ 12.05pm').hour, 12);
    assert.throws(() => loggedMoment('2025-02-31 @ 2.05pm'), /Unreadable/);
    assert.throws(() => loggedMoment('2025-11-23 14:05'), /Unreadable/);
    assert.equal(fixedDay('2025-W47-7'), '2025-11-23');
    assert.equal(fixedDay('2025-W01-1'), '2024-12-30');
    assert.equal(fixedDay(''), null);
    assert.equal(isoWeekText('2024-12-30'), '2025-W01-1');
    assert.equal(isoWeekText('2025-11-23'), '2025-W47-7');
    assert.throws(() => fixedDay('2025-11-23'), /Unreadable/);
    assert.equal(attendHours('2d 5h'), 53);
    assert.equal(attendHours('7h'), 7);
    assert.equal(attendHours(''), null);
    assert.throws(() => attendHours('53 hours'), /Unreadable/);
    assert.equal(poundsAmount("£1'250"), 1250);
    assert.equal(poundsAmount('£40'), 40);
    assert.throws(() => poundsAmount('£1,250'), /Unreadable/);
    assert.equal(percentScore('70%'), 70);
    assert.throws(() => percentScore('0.7'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importHousing();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadHousingComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_estate, x_contractor, count(*), round(sum(x_compensation), 2), count(x_fixed),
               round(sum(julianday(x_fixed) - julianday(at)), 3), sum(x_damp),
               count(x_tenant_score), sum(x_tenant_score), round(sum(x_attend_hours), 2),
               count(DISTINCT x_priority), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT estate, contractor, count(*), round(sum(comp), 2), count(fixed),
               round(sum(fix_days), 3), sum(damp), count(score), sum(score),
               round(sum(attend_hours), 2), count(DISTINCT priority), min(day), max(day)
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
            `SELECT ref, channel, trade, kind, outcome, tenancy, hour, day
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
