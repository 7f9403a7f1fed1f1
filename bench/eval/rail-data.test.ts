import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  FEEDBACK_ROWS,
  feedbackMoment,
  importRail,
  loadFeedback,
  railFeedbackCsv,
} from './rail-data';

describe('the generated rail passenger feedback', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = railFeedbackCsv();
    assert.equal(csv, railFeedbackCsv());
    const raw = loadFeedback(csv);
    try {
      assert.deepEqual(
        raw.prepare('SELECT count(*), min(day), max(day) FROM feedback').raw().get(),
        [FEEDBACK_ROWS, '2025-05-01', '2026-03-17'],
      );
      // Only delays and cancellations carry minutes of delay; open feedback has no days to close.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM feedback
             WHERE (delay IS NOT NULL) <> (kind IN ('delay', 'cancellation'))
               OR (outcome IN ('Under investigation', 'Awaiting passenger') AND days IS NOT NULL)`,
          )
          .pluck()
          .get(),
        0,
      );
      // Both ways of writing yes/no occur in the file.
      assert.match(csv, /,Yes,-1,/);
      assert.match(csv, /,No,0,/);
    } finally {
      raw.close();
    }
  });

  it('reads year-first slash times and refuses anything else', () => {
    assert.deepEqual(feedbackMoment('2025/11/14 07:42'), { day: '2025-11-14', hour: 7 });
    assert.deepEqual(feedbackMoment('2026/01/01 22:05'), { day: '2026-01-01', hour: 22 });
    assert.throws(() => feedbackMoment('14/11/2025 07:42'), /Unreadable/);
    assert.throws(() => feedbackMoment('2025-11-14T07:42:00'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importRail();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadFeedback();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_route, x_team, count(*), sum(x_delay_min), count(x_delay_min),
               round(sum(x_fare_eur), 2), round(sum(x_compensation_eur), 2),
               round(sum(x_distance_km), 1), sum(x_party_size), round(sum(x_days_to_close), 1),
               count(x_days_to_close), count(x_satisfaction), sum(x_satisfaction),
               sum(x_first_class), sum(x_assistance_booked), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT route, team, count(*), sum(delay), count(delay), round(sum(fare), 2),
               round(sum(compensation), 2), round(sum(distance), 1), sum(party),
               round(sum(days), 1), count(days), count(satisfaction), sum(satisfaction),
               sum(first_class), sum(assisted), min(day), max(day)
             FROM feedback GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT channel, product, category, status, x_origin_station, customer_id,
               cast(substr(at, 12, 2) AS INTEGER), count(*) FROM communications
             GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT channel, ticket, kind, outcome, station, passenger, hour, count(*)
             FROM feedback GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
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
