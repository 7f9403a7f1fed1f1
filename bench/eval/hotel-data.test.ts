import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import { hotelReviewsCsv, importHotel, loadReviews } from './hotel-data';

describe('the generated hotel reviews', () => {
  it('are the same file on every run', () => {
    assert.equal(hotelReviewsCsv(), hotelReviewsCsv());
  });

  it('import through the real importer with every row, field and day the raw file holds', async () => {
    const imported = await importHotel();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadReviews();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      const byHotel = (sql: string) => db.prepare(sql).raw().all();
      assert.deepEqual(
        byHotel(
          `SELECT x_property, count(*), sum(x_stars), sum(x_nights), sum(x_would_return), min(day), max(day)
           FROM communications GROUP BY 1 ORDER BY 1`,
        ),
        raw
          .prepare(
            `SELECT property, count(*), sum(stars), sum(nights), sum(would_return), min(day), max(day)
             FROM reviews GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        byHotel(
          `SELECT channel, category, count(*) FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
        raw
          .prepare(`SELECT booked_via, topic, count(*) FROM reviews GROUP BY 1, 2 ORDER BY 1, 2`)
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
