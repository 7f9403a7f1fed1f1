import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  DELAY_REFUNDS_FROM,
  FERRY_ROWS,
  delayMinutes,
  euroAmount,
  ferryFeedbackCsv,
  importFerry,
  loadFerryFeedback,
  receivedMoment,
  repliedAt,
} from './ferry-data';

describe('the generated ferry passenger feedback', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = ferryFeedbackCsv();
    assert.equal(csv, ferryFeedbackCsv());
    const raw = loadFerryFeedback(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM feedback')
          .raw()
          .get(),
        [FERRY_ROWS, FERRY_ROWS, '2025-01-01', '2025-12-31'],
      );
      // Only replied feedback has a reply, after it came in; a refund goes with its own state;
      // only delays have a delay.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM feedback
             WHERE (state IN ('Replied', 'Replied - refund')) <> (replied IS NOT NULL)
               OR reply_days <= 0
               OR (state = 'Replied - refund') <> (refund IS NOT NULL)
               OR (topic = 'Delay') <> (delay IS NOT NULL)`,
          )
          .pluck()
          .get(),
        0,
      );
      // Delay refunds start on their day.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM feedback WHERE topic = 'Delay' AND refund IS NOT NULL AND day < ?`,
          )
          .pluck()
          .get(DELAY_REFUNDS_FROM),
        0,
      );
      // Both flag spellings occur, each column keeps its own form, a topic shares its name with a
      // field and another with a ticket, and the headers keep their names.
      assert.match(csv, /,Resident,/);
      assert.match(csv, /,Visitor,/);
      assert.match(csv, /^FB:25:\d{5},17\d{8},/m);
      assert.match(csv, /,\d{1,2}-[A-Z][a-z]{2}-2025 \d{2}h\d{2},/);
      assert.match(csv, /,\d+h \d+m,/);
      assert.match(csv, /,\d+m,/);
      assert.match(csv, /,€\d+\.\d{2},/);
      assert.match(csv, /,Vessel,/);
      assert.match(csv, /,Cabin,Cabin,/);
      assert.match(csv, /^Ref,Received \(epoch\),Route,Vessel,Ticket,Topic,Source,State,/);
    } finally {
      raw.close();
    }
  });

  it('reads epoch seconds, h-clock replies, compound delays and euro refunds, and refuses anything else', () => {
    assert.deepEqual(receivedMoment('1763906700'), {
      day: '2025-11-23',
      hour: 14,
      at: '2025-11-23T14:05:00Z',
    });
    assert.throws(() => receivedMoment('1763906700000'), /Unreadable/);
    assert.equal(repliedAt('23-Nov-2025 14h05'), '2025-11-23T14:05:00Z');
    assert.equal(repliedAt(''), null);
    assert.throws(() => repliedAt('31-Feb-2025 14h05'), /Unreadable/);
    assert.throws(() => repliedAt('23-Nov-2025 14:05'), /Unreadable/);
    assert.equal(delayMinutes('1h 35m'), 95);
    assert.equal(delayMinutes('40m'), 40);
    assert.equal(delayMinutes(''), null);
    assert.throws(() => delayMinutes('95 min'), /Unreadable/);
    assert.equal(euroAmount('€52.00'), 52);
    assert.throws(() => euroAmount('52.00 EUR'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importFerry();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadFerryFeedback();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_route, x_vessel, count(*), round(sum(x_refund), 2), count(x_replied),
               round(sum(julianday(x_replied) - julianday(at)), 3), sum(x_islander),
               count(x_rating), sum(x_rating), sum(x_delay_min), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT route, vessel, count(*), round(sum(refund), 2), count(replied),
               round(sum(reply_days), 3), sum(islander), count(rating), sum(rating), sum(delay),
               min(day), max(day)
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
            `SELECT ref, source, ticket, topic, state, booking, hour, day
             FROM feedback ORDER BY ref`,
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
