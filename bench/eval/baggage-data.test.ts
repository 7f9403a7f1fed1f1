import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  KEA_STARTS,
  REPORT_ROWS,
  baggageReportsCsv,
  claimAmount,
  closedDay,
  importBaggage,
  loadReports,
  raisedMoment,
} from './baggage-data';

describe('the generated mishandled baggage reports', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = baggageReportsCsv();
    assert.equal(csv, baggageReportsCsv());
    const raw = loadReports(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM reports')
          .raw()
          .get(),
        [REPORT_ROWS, REPORT_ROWS, '2024-11-01', '2025-10-31'],
      );
      // Open reports have no closing day; closed ones close after they were raised and by the
      // data's last day; only delayed bags that went back have a delivery.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM reports
             WHERE (stage LIKE 'Closed%') <> (closed IS NOT NULL)
               OR days <= 0 OR closed > '2025-10-31'
               OR (delivery IS NOT NULL AND kind NOT LIKE 'Delayed%')`,
          )
          .pluck()
          .get(),
        0,
      );
      // Kea Air starts on its day, and no earlier.
      assert.equal(
        raw.prepare(`SELECT min(day) FROM reports WHERE carrier = 'Kea Air'`).pluck().get(),
        KEA_STARTS,
      );
      // Both elite spellings occur, times carry a weekday and a glued am/pm, closing days name
      // the month in full, claims carry their currency, and the headers keep their own names.
      assert.match(csv, /,Elite,/);
      assert.match(csv, /,Non-elite,/);
      assert.match(
        csv,
        /,(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} 2025 \d{1,2}:\d{2}[ap]m,/,
      );
      assert.match(csv, /,\d{1,2} (?:January|March|June|September) 2025,/);
      assert.match(csv, /,"NZ\$\d,\d{3}\.\d{2}",/);
      assert.match(csv, /^File Ref,Raised \(local\),Pax Ref,Carrier,Terminal,/);
    } finally {
      raw.close();
    }
  });

  it('reads weekday times with a glued am/pm, full-month closing days and NZ$ claims, and refuses anything else', () => {
    assert.deepEqual(raisedMoment('Sun 23 Nov 2025 2:05pm'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.deepEqual(raisedMoment('Sat 1 Mar 2025 12:10am').hour, 0);
    assert.throws(() => raisedMoment('Mon 23 Nov 2025 2:05pm'), /Unreadable/);
    assert.throws(() => raisedMoment('23/11/2025 14:05'), /Unreadable/);
    assert.equal(closedDay('7 March 2025'), '2025-03-07');
    assert.equal(closedDay(''), null);
    assert.throws(() => closedDay('7th March 2025'), /Unreadable/);
    assert.equal(claimAmount('NZ$1,240.50'), 1240.5);
    assert.throws(() => claimAmount('1240.50'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importBaggage();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadReports();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_carrier, x_terminal, count(*), round(sum(x_claim_nzd), 2),
               round(sum(x_bag_kg), 1), count(x_delivery), count(x_closed),
               sum(round(julianday(x_closed) - julianday(day))), sum(x_elite),
               count(x_survey), sum(x_survey), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT carrier, terminal, count(*), round(sum(claim), 2), round(sum(kg), 1),
               count(delivery), count(closed), sum(days), sum(elite), count(survey), sum(survey),
               min(day), max(day)
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
          .prepare(`SELECT ref, via, bag, kind, stage, pax, hour, day FROM reports ORDER BY ref`)
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
