import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  APP_OUTAGE,
  FEEDBACK_ROWS,
  RENOVATION,
  SOUND_FAILURE,
  cinemaFeedbackCsv,
  closedDay,
  importCinema,
  loadCinemaFeedback,
  queueMinutes,
  refundAmount,
  submittedMoment,
} from './cinema-data';

describe('the generated cinema guest feedback', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = cinemaFeedbackCsv();
    assert.equal(csv, cinemaFeedbackCsv());
    const raw = loadCinemaFeedback(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM feedback')
          .raw()
          .get(),
        [FEEDBACK_ROWS, FEEDBACK_ROWS, '2024-12-01', '2025-11-30'],
      );
      // Open feedback has no closing day; closed feedback closes after it was submitted and by
      // the data's last day; only a refund status carries a refund; ids carry their month.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM feedback
             WHERE (status IN ('Open', 'In review')) <> (closed IS NULL)
               OR days <= 0 OR closed > '2025-11-30'
               OR (refund IS NOT NULL) <> (status = 'Resolved - refund issued')
               OR substr(ref, 5, 4) <> substr(day, 3, 2) || substr(day, 6, 2)`,
          )
          .pluck()
          .get(),
        0,
      );
      // Riverbend is shut for its renovation; the planted bursts are there.
      assert.equal(
        raw
          .prepare(`SELECT count(*) FROM feedback WHERE site = ? AND day BETWEEN ? AND ?`)
          .pluck()
          .get(RENOVATION.site, RENOVATION.from, RENOVATION.to),
        0,
      );
      assert.ok(
        (raw
          .prepare(
            `SELECT count(*) FROM feedback WHERE site = ? AND screen = ? AND topic = 'Sound'
             AND day BETWEEN ? AND ?`,
          )
          .pluck()
          .get(
            SOUND_FAILURE.site,
            SOUND_FAILURE.screen,
            SOUND_FAILURE.from,
            SOUND_FAILURE.to,
          ) as number) >= 90,
      );
      assert.ok(
        (raw
          .prepare(
            `SELECT count(*) FROM feedback WHERE day = ? AND topic = 'Booking' AND source = 'App'`,
          )
          .pluck()
          .get(APP_OUTAGE.day) as number) >= 70,
      );
      // Both flag spellings occur, times are day-first with a two-digit year, closing days are
      // US style with a comma, refunds carry their currency code, queues their unit, and the
      // headers keep their own names.
      assert.match(csv, /,1,/);
      assert.match(csv, /,0,/);
      assert.match(csv, /,\d{2}-(?:Jan|Mar|Jul|Oct)-25 \d{2}:\d{2},/);
      assert.match(csv, /,"(?:Jan|Jun|Sep) \d{1,2}, 2025",/);
      assert.match(csv, /,CAD \d+\.\d{2},/);
      assert.match(csv, /,\d+ min,/);
      assert.match(csv, /^Feedback #,Submitted,Guest ID,Site,Prov,Screen,Topic,/);
    } finally {
      raw.close();
    }
  });

  it('reads two-digit-year times, comma dates, CAD refunds and queue minutes, and refuses anything else', () => {
    assert.deepEqual(submittedMoment('23-Nov-25 14:05'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.throws(() => submittedMoment('23/11/2025 14:05'), /Unreadable/);
    assert.throws(() => submittedMoment('23-Nov-25 2:05 PM'), /Unreadable/);
    assert.equal(closedDay('Mar 7, 2025'), '2025-03-07');
    assert.equal(closedDay(''), null);
    assert.throws(() => closedDay('7 March 2025'), /Unreadable/);
    assert.equal(refundAmount('CAD 14.25'), 14.25);
    assert.equal(refundAmount(''), null);
    assert.throws(() => refundAmount('$14.25'), /Unreadable/);
    assert.equal(queueMinutes('12 min'), 12);
    assert.throws(() => queueMinutes('12'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importCinema();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadCinemaFeedback();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_site, x_prov, count(*), round(sum(x_refund_cad), 2), count(x_refund_cad),
               round(sum(x_price_cad), 2), sum(x_queue_min), count(x_closed),
               sum(round(julianday(x_closed) - julianday(day))), sum(x_member),
               count(x_score), sum(x_score), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT site, prov, count(*), round(sum(refund), 2), count(refund),
               round(sum(price), 2), sum(queue), count(closed), sum(days), sum(member),
               count(score), sum(score), min(day), max(day)
             FROM feedback GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, source, screen, topic, status, guest, hour, day FROM feedback ORDER BY ref`,
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
