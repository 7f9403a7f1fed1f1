import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  EVENINGS,
  METER_ROWS,
  MIGRATION,
  compAmount,
  compactDay,
  importMeter,
  loadMeterEscalations,
  meterEscalationsCsv,
  usMoment,
} from './meter-data';

describe('the generated smart-meter installation escalations', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = meterEscalationsCsv();
    assert.equal(csv, meterEscalationsCsv());
    const raw = loadMeterEscalations(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM escalations')
          .raw()
          .get(),
        [METER_ROWS, METER_ROWS, '2024-12-01', '2025-11-30'],
      );
      // Nobody visits on a no-show and somebody visits otherwise, never before the appointment;
      // the appointment is never after the escalation; no Evening slot before evenings began;
      // nothing open or closed with no fault carries compensation.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM escalations
             WHERE (fault = 'No-show') = (visited IS NOT NULL) OR days_late < 0 OR appt > day
               OR (slot = 'Evening' AND appt < ?)
               OR (comp IS NOT NULL AND outcome IN ('Open', 'Closed - no fault'))`,
          )
          .pluck()
          .get(EVENINGS),
        0,
      );
      // The migration shows: SMETS1 "Not communicating" escalations per month at least
      // double from its day on.
      const perMonth = (where: string) =>
        Number(
          raw
            .prepare(
              `SELECT count(*) * 1.0 / count(DISTINCT substr(day, 1, 7)) FROM escalations
               WHERE fault = 'Not communicating' AND meter = 'SMETS1' AND ${where}`,
            )
            .pluck()
            .get(),
        );
      assert.ok(perMonth(`day >= '${MIGRATION}'`) > 2 * perMonth(`day < '${MIGRATION}'`));
      // Both flag spellings occur, each date column keeps its own form, compensation carries its
      // code after the amount, a fault shares its name with a field, and the headers keep their
      // names.
      assert.match(csv, /,yes \(PSR\),/);
      assert.match(csv, /,no,/);
      assert.match(csv, /^ESC \d{7},\d{2}\/\d{2}\/2025 \d{2}:\d{2},/m);
      assert.match(csv, /,2025\d{4},\d{2}\/\d{2}\/2025 \d{2}:\d{2},/);
      assert.match(csv, /,\d+\.\d{2} GBP,/);
      assert.match(csv, /,Installer,/);
      assert.match(csv, /^Esc\. No,Logged \(US\),Region,Installer,Meter Type,Fault,/);
    } finally {
      raw.close();
    }
  });

  it('reads month-first times, compact days and trailing-code amounts, and refuses anything else', () => {
    assert.deepEqual(usMoment('11/23/2025 14:05'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.throws(() => usMoment('23/11/2025 14:05'), /Unreadable/);
    assert.throws(() => usMoment('02/30/2025 14:05'), /Unreadable/);
    assert.equal(compactDay('20250307'), '2025-03-07');
    assert.throws(() => compactDay('20250230'), /Unreadable/);
    assert.throws(() => compactDay('2025-03-07'), /Unreadable/);
    assert.equal(compAmount('143.00 GBP'), 143);
    assert.equal(compAmount(''), null);
    assert.throws(() => compAmount('GBP 143.00'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importMeter();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadMeterEscalations();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_supply_region, x_installer, count(*), round(sum(x_compensation), 2),
               count(x_visited), sum(julianday(substr(x_visited, 1, 10)) - julianday(x_appointment)),
               sum(x_vulnerable), count(x_score), sum(x_score), count(DISTINCT x_slot),
               min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT region, installer, count(*), round(sum(comp), 2), count(visited),
               sum(days_late), sum(vulnerable), count(score), sum(score), count(DISTINCT slot),
               min(day), max(day)
             FROM escalations GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, via, meter, fault, outcome, mpan, hour, day FROM escalations ORDER BY ref`,
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
