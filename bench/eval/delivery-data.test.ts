import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  COMPLAINT_ROWS,
  complaintMoment,
  deliveryComplaintsCsv,
  importDelivery,
  loadComplaints,
} from './delivery-data';

describe('the generated delivery complaints', () => {
  it('are the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = deliveryComplaintsCsv();
    assert.equal(csv, deliveryComplaintsCsv());
    const raw = loadComplaints(csv);
    try {
      assert.deepEqual(
        raw.prepare('SELECT count(*), min(day), max(day) FROM complaints').raw().get(),
        [COMPLAINT_ROWS, '2025-03-01', '2026-01-20'],
      );
      // Collections have no distance or lateness; open complaints no hours to resolve.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints WHERE (fulfilment = 'customer collection'
               AND (distance IS NOT NULL OR minutes_late IS NOT NULL))
               OR (resolution = 'Open' AND hours IS NOT NULL)`,
          )
          .pluck()
          .get(),
        0,
      );
    } finally {
      raw.close();
    }
  });

  it('read ISO times with seconds and refuse anything else', () => {
    assert.deepEqual(complaintMoment('2025-12-03T18:04:59'), { day: '2025-12-03', hour: 18 });
    assert.deepEqual(complaintMoment('2026-01-01T00:00:00'), { day: '2026-01-01', hour: 0 });
    assert.throws(() => complaintMoment('03/12/2025 18:04'), /Unreadable/);
    assert.throws(() => complaintMoment('2025-12-03 18:04:59'), /Unreadable/);
  });

  it('import through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importDelivery();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_city, x_support_site, count(*), round(sum(x_order_value_gbp), 2),
               round(sum(x_refund_gbp), 2), sum(x_minutes_late), count(x_minutes_late),
               round(sum(x_distance_km), 1), count(x_distance_km), sum(x_items),
               round(sum(x_resolve_hours), 1), count(x_resolve_hours), count(x_app_rating),
               sum(x_app_rating), sum(x_plus_member), sum(x_first_order), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT city, site, count(*), round(sum(order_value), 2), round(sum(refund), 2),
               sum(minutes_late), count(minutes_late), round(sum(distance), 1), count(distance),
               sum(items), round(sum(hours), 1), count(hours), count(rating), sum(rating),
               sum(plus), sum(first_order), min(day), max(day)
             FROM complaints GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT channel, product, category, status, x_severity, x_fulfilment, x_restaurant,
               customer_id, cast(substr(at, 12, 2) AS INTEGER), count(*) FROM communications
             GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT channel, cuisine, kind, resolution, severity, fulfilment, restaurant, customer,
               hour, count(*) FROM complaints
             GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
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
