import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  CLAIM_ROWS,
  JAM_DAY,
  claimMoment,
  importParcel,
  loadClaims,
  parcelClaimsCsv,
} from './parcel-data';

describe('the generated parcel claims', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = parcelClaimsCsv();
    assert.equal(csv, parcelClaimsCsv());
    const raw = loadClaims(csv);
    try {
      assert.deepEqual(raw.prepare('SELECT count(*), min(day), max(day) FROM claims').raw().get(), [
        CLAIM_ROWS,
        '2025-02-03',
        '2026-01-30',
      ]);
      // Open claims have no payout and no days to settle yet.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM claims
             WHERE ((status IN ('Under Review', 'Awaiting Evidence')) <> (paid IS NULL))
               OR ((status IN ('Under Review', 'Awaiting Evidence')) <> (settle_days IS NULL))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The sorter fault is the busiest day by far.
      assert.equal(
        raw
          .prepare('SELECT day FROM claims GROUP BY day ORDER BY count(*) DESC LIMIT 1')
          .pluck()
          .get(),
        JAM_DAY,
      );
      // Both ways of writing yes/no occur in the file: TRUE/FALSE and "provided"/blank; the depot
      // header keeps its odd spacing.
      assert.match(csv, /,TRUE,provided,/);
      assert.match(csv, /,FALSE,,/);
      assert.match(csv, /^Claim #,Lodged,Acct No\.,Tracking Ref, {2}Depot ,/);
    } finally {
      raw.close();
    }
  });

  it('reads day-first dashed times with seconds and refuses anything else', () => {
    assert.deepEqual(claimMoment('14-10-2025 09:41:07'), { day: '2025-10-14', hour: 9 });
    assert.throws(() => claimMoment('2025-10-14 09:41:07'), /Unreadable/);
    assert.throws(() => claimMoment('14/10/2025 09:41'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importParcel();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadClaims();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_depot, x_assessor, count(*), round(sum(x_value_declared_gbp), 2),
               round(sum(x_paid_out_gbp), 2), count(x_paid_out_gbp), sum(x_days_to_settle),
               count(x_days_to_settle), round(sum(x_wt_kg), 1), count(x_survey_score),
               sum(x_survey_score), sum(x_extra_cover), sum(x_photos), count(x_tracking_ref),
               min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT depot, assessor, count(*), round(sum(declared), 2), round(sum(paid), 2),
               count(paid), sum(settle_days), count(settle_days), round(sum(weight), 1),
               count(survey), sum(survey), sum(cover), sum(photos), count(tracking),
               min(day), max(day)
             FROM claims GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT channel, product, category, status, customer_id,
               cast(substr(at, 12, 2) AS INTEGER), day, count(*) FROM communications
             GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT channel, service, kind, status, account, hour, day, count(*)
             FROM claims GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
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
