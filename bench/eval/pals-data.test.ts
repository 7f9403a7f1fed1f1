import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  CONCERN_ROWS,
  REFURBISHMENT,
  closedDay,
  gratiaAmount,
  importPals,
  loadConcerns,
  palsConcernsCsv,
  receivedMoment,
  waitWeeks,
} from './pals-data';

describe('the generated PALS concerns', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = palsConcernsCsv();
    assert.equal(csv, palsConcernsCsv());
    const raw = loadConcerns(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM concerns')
          .raw()
          .get(),
        [CONCERN_ROWS, CONCERN_ROWS, '2024-10-01', '2025-09-30'],
      );
      // Open concerns have no closing day; closed ones close after they were received and by the
      // data's last day; only closed concerns carry an ex gratia payment or a satisfaction score.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM concerns
             WHERE (outcome IN ('Open', 'Awaiting response')) <> (closed IS NULL)
               OR days <= 0 OR closed > '2025-09-30'
               OR (closed IS NULL AND (gratia IS NOT NULL OR satisfaction IS NOT NULL))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The refurbished ward has no concern while it is shut, and some either side.
      assert.equal(
        raw
          .prepare(`SELECT count(*) FROM concerns WHERE ward = ? AND day BETWEEN ? AND ?`)
          .pluck()
          .get(REFURBISHMENT.ward, REFURBISHMENT.from, REFURBISHMENT.to),
        0,
      );
      assert.ok(
        Number(
          raw
            .prepare(`SELECT count(*) FROM concerns WHERE ward = ?`)
            .pluck()
            .get(REFURBISHMENT.ward),
        ) > 100,
      );
      // Both interpreter spellings occur, received times carry a weekday, closing days an
      // ordinal, payments a pound sign with a thousands separator, and headers keep their names.
      assert.match(csv, /,Req'd,/);
      assert.match(csv, /,Not req'd,/);
      assert.match(csv, /,(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{2}\/\d{2}\/2025 \d{2}:\d{2},/);
      assert.match(csv, /,\d{1,2}(?:st|nd|rd|th) [A-Z][a-z]{2} 2025,/);
      assert.match(csv, /,"£\d,\d{3}\.\d{2}",/);
      assert.match(csv, /,\d+ wks,/);
      assert.match(csv, /^PALS Ref,Date Rec'd,NHS No\.,Hospital,Ward \/ Dept,/);
    } finally {
      raw.close();
    }
  });

  it('reads weekday times, ordinal closing days, pound payments and weeks, and refuses anything else', () => {
    assert.deepEqual(receivedMoment('Sun 23/11/2025 14:05'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.throws(() => receivedMoment('Mon 23/11/2025 14:05'), /Unreadable/);
    assert.throws(() => receivedMoment('23/11/2025 14:05'), /Unreadable/);
    assert.equal(closedDay('27th Nov 2025'), '2025-11-27');
    assert.equal(closedDay('2nd Mar 2025'), '2025-03-02');
    assert.equal(closedDay(''), null);
    assert.throws(() => closedDay('2th Mar 2025'), /Unreadable/);
    assert.throws(() => closedDay('2 March 2025'), /Unreadable/);
    assert.equal(gratiaAmount('£1,250.00'), 1250);
    assert.equal(gratiaAmount(''), null);
    assert.throws(() => gratiaAmount('1250.00'), /Unreadable/);
    assert.equal(waitWeeks('14 wks'), 14);
    assert.equal(waitWeeks(''), null);
    assert.throws(() => waitWeeks('14'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importPals();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadConcerns();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_site, x_directorate, count(*), round(sum(x_ex_gratia_gbp), 2),
               sum(x_wait_weeks), count(x_closed),
               sum(round(julianday(x_closed) - julianday(day))), sum(x_interpreter),
               count(x_satisfaction), sum(x_satisfaction), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT site, directorate, count(*), round(sum(gratia), 2), sum(weeks), count(closed),
               sum(days), sum(interpreter), count(satisfaction), sum(satisfaction), min(day),
               max(day)
             FROM concerns GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, method, ward, subject, outcome, patient, hour, day FROM concerns ORDER BY ref`,
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
