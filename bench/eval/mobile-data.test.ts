import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  FIVE_G,
  MOBILE_ROWS,
  creditAmount,
  importMobile,
  loadMobileCases,
  mobileCasesCsv,
  reportedMoment,
  resolvedAt,
} from './mobile-data';

describe('the generated mobile network cases', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = mobileCasesCsv();
    assert.equal(csv, mobileCasesCsv());
    const raw = loadMobileCases(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM cases')
          .raw()
          .get(),
        [MOBILE_ROWS, MOBILE_ROWS, '2024-11-01', '2025-10-31'],
      );
      // Open cases have no resolution; resolved ones are resolved after they were reported; only
      // resolved cases carry a credit; a site belongs to its case's region; prepaid is never on a
      // contract.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM cases
             WHERE (status IN ('Open', 'In progress')) <> (resolved IS NULL)
               OR hours <= 0
               OR (credit IS NOT NULL AND status NOT LIKE 'Resolved%')
               OR (plan = 'Prepaid') <> (contract = 0)`,
          )
          .pluck()
          .get(),
        0,
      );
      // 5G in München starts on its day, and no earlier.
      assert.ok(
        String(
          raw
            .prepare(`SELECT min(day) FROM cases WHERE region = ? AND issue = 'Slow data - 5G'`)
            .pluck()
            .get(FIVE_G.region),
        ) >= FIVE_G.from,
      );
      // Both flag spellings occur, each time column keeps its own form, credits use a decimal
      // comma, signals are negative, and the headers keep their own names.
      assert.match(csv, /,TRUE,/);
      assert.match(csv, /,FALSE,/);
      assert.match(csv, /^SR-[0-9A-F]{6},\d{2}\.\d{2}\.2025 \d{2}:\d{2},/m);
      assert.match(csv, /,2025-\d{2}-\d{2} \d{2}:\d{2}:00 UTC,/);
      assert.match(csv, /,"\d+,\d{2}",-\d{2,3},/);
      assert.match(csv, /,Frankfurt \(Oder\),/);
      assert.match(csv, /^Case Ref,Reported,Customer,Region,Site ID,Issue,Handset,/);
    } finally {
      raw.close();
    }
  });

  it('reads dotted day-first times, zone-named resolutions and decimal-comma credits, and refuses anything else', () => {
    assert.deepEqual(reportedMoment('23.11.2025 14:05'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.throws(() => reportedMoment('23/11/2025 14:05'), /Unreadable/);
    assert.throws(() => reportedMoment('31.02.2025 14:05'), /Unreadable/);
    assert.equal(resolvedAt('2025-11-23 14:05:00 UTC'), '2025-11-23T14:05:00Z');
    assert.equal(resolvedAt(''), null);
    assert.throws(() => resolvedAt('2025-11-23T14:05:00Z'), /Unreadable/);
    assert.equal(creditAmount('12,50'), 12.5);
    assert.equal(creditAmount(''), null);
    assert.throws(() => creditAmount('12.50'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importMobile();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadMobileCases();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_area, x_handset, count(*), round(sum(x_credit_eur), 2), sum(x_signal_dbm),
               count(x_resolved), round(sum(julianday(x_resolved) - julianday(at)) * 24, 3),
               sum(x_contract), count(x_stars), sum(x_stars), count(DISTINCT x_site),
               min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT region, make, count(*), round(sum(credit), 2), sum(signal), count(resolved),
               round(sum(hours), 3), sum(contract), count(stars), sum(stars),
               count(DISTINCT site), min(day), max(day)
             FROM cases GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, channel, plan, issue, status, customer, hour, day FROM cases ORDER BY ref`,
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
