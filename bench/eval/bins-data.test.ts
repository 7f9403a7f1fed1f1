import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  BINS_ROWS,
  CHARGE_RISE,
  binReportsCsv,
  chargeAmount,
  importBins,
  loadBinReports,
  recollectedAt,
  reportedMoment,
} from './bins-data';

describe('the generated missed bin collection reports', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = binReportsCsv();
    assert.equal(csv, binReportsCsv());
    const raw = loadBinReports(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM reports')
          .raw()
          .get(),
        [BINS_ROWS, BINS_ROWS, '2024-11-01', '2025-10-31'],
      );
      // Only re-collected reports have a re-collection, after the report; only re-collected
      // reports carry a charge, and never an assisted household.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM reports
             WHERE (state = 'Re-collected') <> (recollected IS NOT NULL)
               OR rec_days <= 0
               OR (charge IS NOT NULL AND (state <> 'Re-collected' OR assisted = 1))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The charge rise shows: every charge before its day is £15, every one from it £25.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, min(charge), max(charge) FROM reports
             WHERE charge IS NOT NULL GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(CHARGE_RISE),
        [
          [0, 15, 15],
          [1, 25, 25],
        ],
      );
      // Both flag spellings occur, each date column keeps its own form, charges carry their
      // currency code, a reason shares its name with a field, and the headers keep their names.
      assert.match(csv, /,T,/);
      assert.match(csv, /,F,/);
      assert.match(csv, /^MCR\.25\.\d{5},\d{1,2} [A-Z][a-z]{2} 2025 \d{1,2}:\d{2}[ap]m,/m);
      assert.match(csv, /,2025-\d{2}-\d{2}T\d{2}:\d{2}Z,/);
      assert.match(csv, /,GBP \d+\.\d{2},/);
      assert.match(csv, /,Crew,/);
      assert.match(csv, /^Report Ref,Reported At,Ward,Street,Container,Why Missed,Crew,/);
    } finally {
      raw.close();
    }
  });

  it('reads am/pm report times, second-less ISO re-collections and coded charges, and refuses anything else', () => {
    assert.deepEqual(reportedMoment('23 Nov 2025 2:05pm'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.deepEqual(reportedMoment('3 Feb 2025 12:40am'), {
      day: '2025-02-03',
      hour: 0,
      at: '2025-02-03T00:40:00Z',
    });
    assert.equal(reportedMoment('1 Mar 2025 12:05pm').hour, 12);
    assert.throws(() => reportedMoment('31 Feb 2025 2:05pm'), /Unreadable/);
    assert.throws(() => reportedMoment('23/11/2025 14:05'), /Unreadable/);
    assert.throws(() => reportedMoment('23 Nov 2025 14:05'), /Unreadable/);
    assert.equal(recollectedAt('2025-11-23T14:05Z'), '2025-11-23T14:05:00Z');
    assert.equal(recollectedAt(''), null);
    assert.throws(() => recollectedAt('2025-11-23T14:05:00Z'), /Unreadable/);
    assert.equal(chargeAmount('GBP 25.00'), 25);
    assert.equal(chargeAmount(''), null);
    assert.throws(() => chargeAmount('£25.00'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importBins();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadBinReports();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_ward, x_crew, count(*), round(sum(x_charge), 2), count(x_recollected),
               round(sum(julianday(x_recollected) - julianday(at)), 3), sum(x_assisted),
               count(x_happiness), sum(x_happiness), count(DISTINCT x_street), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ward, crew, count(*), round(sum(charge), 2), count(recollected),
               round(sum(rec_days), 3), sum(assisted), count(happiness), sum(happiness),
               count(DISTINCT street), min(day), max(day)
             FROM reports GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, channel, container, reason, state, resident, hour, day
             FROM reports ORDER BY ref`,
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
