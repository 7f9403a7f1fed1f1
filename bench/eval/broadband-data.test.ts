import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  FAULT_ROWS,
  STORM_DAY,
  broadbandFaultsCsv,
  faultMoment,
  importBroadband,
  loadFaults,
} from './broadband-data';

describe('the generated broadband fault reports', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = broadbandFaultsCsv();
    assert.equal(csv, broadbandFaultsCsv());
    const raw = loadFaults(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM faults')
          .raw()
          .get(),
        [FAULT_ROWS, FAULT_ROWS, '2024-12-09', '2025-12-03'],
      );
      // Open faults have no clearing time and no compensation yet; cleared ones clear after logging.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM faults
             WHERE ((resolution IN ('Open', 'Awaiting engineer')) <> (cleared IS NULL))
               OR ((resolution IN ('Open', 'Awaiting engineer')) <> (comp IS NULL))
               OR hours <= 0`,
          )
          .pluck()
          .get(),
        0,
      );
      // The storm is the busiest day by far.
      assert.equal(
        raw
          .prepare('SELECT day FROM faults GROUP BY day ORDER BY count(*) DESC LIMIT 1')
          .pluck()
          .get(),
        STORM_DAY,
      );
      // Both check marks occur, afternoon times are on a 12-hour clock day first, cleared times
      // are ISO with a Z, and the headers keep their dots, hashes and brackets.
      assert.match(csv, /,✓,/);
      assert.match(csv, /,✗,/);
      assert.match(csv, /,\d{2}\/\d{2}\/2025 \d{2}:\d{2} PM,/);
      assert.match(csv, /,2025-\d{2}-\d{2}T\d{2}:\d{2}:00Z,/);
      assert.match(csv, /^Fault No\.,Logged,Acct #,Exchange Area,Pkg,/);
    } finally {
      raw.close();
    }
  });

  it('reads day-first slashed 12-hour times and refuses anything else', () => {
    assert.deepEqual(faultMoment('04/07/2025 02:15 PM'), {
      day: '2025-07-04',
      hour: 14,
      at: '2025-07-04T14:15:00Z',
    });
    assert.equal(faultMoment('09/12/2024 12:05 AM').hour, 0);
    assert.equal(faultMoment('09/12/2024 12:05 PM').hour, 12);
    assert.throws(() => faultMoment('2025-07-04 14:15'), /Unreadable/);
    assert.throws(() => faultMoment('04/07/2025 14:15 PM'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importBroadband();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadFaults();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_exchange_area, x_field_team, x_router, count(*),
               round(sum(x_comp_eur), 2), count(x_comp_eur), count(x_cleared),
               round(sum((julianday(x_cleared) - julianday(at)) * 24), 2),
               round(sum(x_speed_mbps), 1), count(x_nps), sum(x_nps), sum(x_repeat_fault),
               min(day), max(day)
             FROM communications GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT area, team, router, count(*), round(sum(comp), 2), count(comp), count(cleared),
               round(sum(hours), 2), round(sum(mbps), 1), count(nps), sum(nps), sum(repeat),
               min(day), max(day)
             FROM faults GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
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
            `SELECT ref, via, package, fault, resolution, account, hour, day FROM faults
             ORDER BY ref`,
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
