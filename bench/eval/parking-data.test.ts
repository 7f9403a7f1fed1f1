import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  APPEAL_ROWS,
  HOSPITAL_P2_OPENS,
  appealMoment,
  decidedDay,
  importParking,
  loadAppeals,
  parkingAppealsCsv,
} from './parking-data';

describe('the generated car-park appeals', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = parkingAppealsCsv();
    assert.equal(csv, parkingAppealsCsv());
    const raw = loadAppeals(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM appeals')
          .raw()
          .get(),
        [APPEAL_ROWS, APPEAL_ROWS, '2024-12-01', '2025-11-30'],
      );
      // Pending appeals have no decision day; decided ones are decided after they came in and by
      // the data's last day; only overstays have minutes over.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM appeals
             WHERE (outcome LIKE 'Pending%') <> (decided IS NULL)
               OR days <= 0 OR decided > '2025-11-30'
               OR (breach LIKE 'Overstay%') <> (overstay IS NOT NULL)`,
          )
          .pluck()
          .get(),
        0,
      );
      // Hospital P2 opens on its day, and no earlier.
      assert.equal(
        raw.prepare(`SELECT min(day) FROM appeals WHERE site = 'Hospital P2'`).pluck().get(),
        HOSPITAL_P2_OPENS,
      );
      // Both check boxes occur, times are year-first with dots, decision days are compact, and the
      // headers keep their symbols and units.
      assert.match(csv, /,\[x\],/);
      assert.match(csv, /,\[ \],/);
      assert.match(csv, /,2025\.\d{2}\.\d{2} \d{2}:\d{2},/);
      assert.match(csv, /,2025\d{4},/);
      assert.match(csv, /^Appeal Ref,Rcvd @,Keeper ID,Site,Pay Method,/);
    } finally {
      raw.close();
    }
  });

  it('reads year-first dotted times and compact decision days, and refuses anything else', () => {
    assert.deepEqual(appealMoment('2025.07.04 14:15'), {
      day: '2025-07-04',
      hour: 14,
      at: '2025-07-04T14:15:00Z',
    });
    assert.throws(() => appealMoment('04.07.2025 14:15'), /Unreadable/);
    assert.throws(() => appealMoment('2025-07-04 14:15'), /Unreadable/);
    assert.equal(decidedDay('20250704'), '2025-07-04');
    assert.equal(decidedDay(''), null);
    assert.throws(() => decidedDay('2025-07-04'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importParking();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadAppeals();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_site, x_assessor, count(*), sum(x_fine_aud), count(x_overstay_min),
               sum(x_overstay_min), count(x_decided),
               sum(round(julianday(x_decided) - julianday(day))), sum(x_permit),
               count(x_csat), sum(x_csat), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT site, assessor, count(*), sum(fine), count(overstay), sum(overstay),
               count(decided), sum(days), sum(permit), count(csat), sum(csat), min(day), max(day)
             FROM appeals GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, via, method, breach, outcome, keeper, hour, day FROM appeals
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
