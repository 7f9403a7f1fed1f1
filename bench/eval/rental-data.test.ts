import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  HAIL_DAY,
  INCIDENT_ROWS,
  importRental,
  incidentMoment,
  loadIncidents,
  rentalIncidentsCsv,
} from './rental-data';

describe('the generated car-rental incidents', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = rentalIncidentsCsv();
    assert.equal(csv, rentalIncidentsCsv());
    const raw = loadIncidents(csv);
    try {
      assert.deepEqual(
        raw.prepare('SELECT count(*), min(day), max(day) FROM incidents').raw().get(),
        [INCIDENT_ROWS, '2025-01-13', '2025-12-12'],
      );
      // Open incidents have no charge and no hours yet; only repairs carry a repair cost.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM incidents
             WHERE ((status IN ('Open', 'Pending Customer')) <> (hours IS NULL))
               OR ((status IN ('Open', 'Pending Customer')) <> (charged IS NULL))
               OR ((repair IS NOT NULL) <> (kind IN ('Windshield chip', 'Body damage',
                 'Collision', 'Flat tire', 'Mechanical breakdown')))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The hailstorm is the busiest day by far.
      assert.equal(
        raw
          .prepare('SELECT day FROM incidents GROUP BY day ORDER BY count(*) DESC LIMIT 1')
          .pluck()
          .get(),
        HAIL_DAY,
      );
      // Both ways of writing yes/no occur in the file: Y/N and "x"/blank.
      assert.match(csv, /,Y,x,/);
      assert.match(csv, /,N,,/);
    } finally {
      raw.close();
    }
  });

  it('reads ISO times with milliseconds and a Z and refuses anything else', () => {
    assert.deepEqual(incidentMoment('2025-07-22T15:04:05.123Z'), { day: '2025-07-22', hour: 15 });
    assert.throws(() => incidentMoment('2025-07-22T15:04:05'), /Unreadable/);
    assert.throws(() => incidentMoment('22.07.2025 15:04'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importRental();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadIncidents();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_branch, x_handled_by, x_region_code, count(*), round(sum(x_repair_cost_cad), 2),
               count(x_repair_cost_cad), round(sum(x_charged_cad), 2), count(x_charged_cad),
               round(sum(x_hours_to_resolve), 1), sum(x_rental_days), sum(x_km_driven),
               count(x_renter_rating), sum(x_renter_rating), sum(x_damage_waiver),
               sum(x_police_report), count(x_agreement), min(day), max(day)
             FROM communications GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT branch, agent, region, count(*), round(sum(repair), 2), count(repair),
               round(sum(charged), 2), count(charged), round(sum(hours), 1), sum(rental_days),
               sum(km), count(rating), sum(rating), sum(waiver), sum(police), count(agreement),
               min(day), max(day)
             FROM incidents GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
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
            `SELECT channel, class, kind, status, renter, hour, day, count(*)
             FROM incidents GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
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
