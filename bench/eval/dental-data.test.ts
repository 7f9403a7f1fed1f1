import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  BAND_CHARGE_RISE,
  DENTAL_ROWS,
  dentalComplaintsCsv,
  feedbackScore,
  importDental,
  loadDentalComplaints,
  raisedMoment,
  raisedText,
  refundAmount,
  refundText,
  resolvedDay,
  resolvedText,
  waitDays,
  waitText,
} from './dental-data';

describe('the generated dental patient complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = dentalComplaintsCsv();
    assert.equal(csv, dentalComplaintsCsv());
    const raw = loadDentalComplaints(csv);
    try {
      const [rows, refs, first, last] = raw
        .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
        .raw()
        .get() as [number, number, string, string];
      assert.deepEqual([rows, refs], [DENTAL_ROWS, DENTAL_ROWS]);
      assert.ok(first >= '2024-09-01' && first <= '2024-09-03', first);
      assert.ok(last >= '2025-08-29' && last <= '2025-08-31', last);
      // Only resolved complaints have a resolved day, after the complaint; only complaints
      // resolved with a refund carry one; only waits and cancellations say how long the wait was.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (resolved IS NOT NULL) <> (outcome LIKE 'Resolved%')
               OR resolve_days <= 0
               OR (refund IS NOT NULL) <> (outcome = 'Resolved - refund')
               OR (wait_days IS NOT NULL) <> (issue IN ('Waiting time', 'Appointment cancelled'))
               OR substr(ref, 1, 6) <> replace(substr(day, 3), '-', '')`,
          )
          .pluck()
          .get(),
        0,
      );
      // The band-charge rise shows: refunds before its day are £26.80, from it £27.40.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, min(refund), max(refund) FROM complaints
             WHERE refund IS NOT NULL AND issue = 'Billing - NHS band charge' GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(BAND_CHARGE_RISE),
        [
          [0, 26.8, 26.8],
          [1, 27.4, 27.4],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, an issue shares its name with
      // a field, and the headers keep their names.
      assert.match(csv, /,NHS,/);
      assert.match(csv, /,PRIV,/);
      assert.match(csv, /^2\d{5}-D\d{3},"[A-Z][a-z]+ \d{1,2}, 2025 at \d{1,2}:\d{2} [AP]M",/m);
      assert.match(csv, /,\d{1,2}\.\d{1,2}\.2025,/);
      assert.match(csv, /,\d+ weeks \d days?,/);
      assert.match(csv, /,1 week,/);
      assert.match(csv, /,[2-6] days,/);
      assert.match(csv, /,"GBP \d,\d{3}\.\d{2}",/);
      assert.match(csv, /,10,pt#\d{5},/);
      assert.match(csv, /,Treatment,/);
      assert.match(csv, /^Complaint Ref,Raised,Practice,Treatment,Issue,Raised Via,Outcome,/);
    } finally {
      raw.close();
    }
  });

  it('reads month-first raising times, dotted resolved days, weeks and days of waiting, code-first refunds and 0-10 scores, and refuses anything else', () => {
    assert.deepEqual(raisedMoment('March 4, 2025 at 2:20 PM'), {
      day: '2025-03-04',
      hour: 14,
      at: '2025-03-04T14:20:00Z',
    });
    assert.equal(raisedText(new Date('2025-03-04T14:20:00Z')), 'March 4, 2025 at 2:20 PM');
    assert.equal(raisedMoment('December 12, 2024 at 12:05 AM').hour, 0);
    assert.throws(() => raisedMoment('February 30, 2025 at 2:05 PM'), /Unreadable/);
    assert.throws(() => raisedMoment('Mar 4, 2025 at 2:20 PM'), /Unreadable/);
    assert.equal(resolvedDay('4.3.2025'), '2025-03-04');
    assert.equal(resolvedText('2025-11-27'), '27.11.2025');
    assert.equal(resolvedDay(''), null);
    assert.throws(() => resolvedDay('04.03.2025'), /Unreadable/);
    assert.equal(waitDays('2 weeks 3 days'), 17);
    assert.equal(waitDays('1 week'), 7);
    assert.equal(waitDays('1 day'), 1);
    assert.equal(waitText(17), '2 weeks 3 days');
    assert.equal(waitText(8), '1 week 1 day');
    assert.equal(waitDays(''), null);
    assert.throws(() => waitDays('17d'), /Unreadable/);
    assert.equal(refundAmount('GBP 1,950.00'), 1950);
    assert.equal(refundText(27.4), 'GBP 27.40');
    assert.equal(refundAmount(''), null);
    assert.throws(() => refundAmount('£27.40'), /Unreadable/);
    assert.equal(feedbackScore('10'), 10);
    assert.equal(feedbackScore('0'), 0);
    assert.throws(() => feedbackScore('11'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importDental();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadDentalComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_practice, count(*), round(sum(x_refund), 2), count(x_resolved),
               round(sum(julianday(x_resolved) - julianday(at)), 3), sum(x_nhs),
               count(x_feedback), sum(x_feedback), round(sum(x_wait_days), 2), min(day), max(day)
             FROM communications GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT practice, count(*), round(sum(refund), 2), count(resolved),
               round(sum(resolve_days), 3), sum(nhs), count(feedback), sum(feedback),
               round(sum(wait_days), 2), min(day), max(day)
             FROM complaints GROUP BY 1 ORDER BY 1`,
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
            `SELECT ref, channel, treatment, issue, outcome, patient, hour, day
             FROM complaints ORDER BY ref`,
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
