import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  BILLS,
  COUNCIL_ROWS,
  PAYMENT_RUN,
  REVALUATION,
  SUMMONS,
  closedDay,
  councilContactsText,
  importCouncil,
  loadCouncilContacts,
  ratingScore,
  receivedMoment,
  refundPounds,
  waitMinutes,
} from './council-data';

describe('the generated council-tax and benefits contacts', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const text = councilContactsText();
    assert.equal(text, councilContactsText());
    const raw = loadCouncilContacts(text);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM contacts')
          .raw()
          .get(),
        [COUNCIL_ROWS, COUNCIL_ROWS, '2024-12-01', '2025-11-30'],
      );
      // Open and LGSCO contacts have no closed day; closed ones are closed on or after the day they
      // came in and by the data's last day; only closed contacts carry a rating; only phone
      // contacts a wait; the id's code is the service's and its year the calendar year.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM contacts
             WHERE (status IN ('Open', 'Referred to LGSCO')) <> (closed IS NULL)
               OR days < 0 OR closed > '2025-11-30'
               OR (closed IS NULL AND rating IS NOT NULL)
               OR (wait IS NOT NULL) <> (via = 'Phone')
               OR substr(ref, 1, 3) <> CASE service WHEN 'Council Tax' THEN 'CTX'
                 WHEN 'Council Tax Support' THEN 'CTS' ELSE 'HBN' END
               OR substr(ref, 11, 2) <> substr(day, 3, 2) AND substr(at, 6, 5) <> '12-31'`,
          )
          .pluck()
          .get(),
        0,
      );
      // The serial starts again with the calendar year.
      assert.equal(
        Number(
          raw.prepare(`SELECT count(*) FROM contacts WHERE ref LIKE '___-00001/25'`).pluck().get(),
        ),
        1,
      );
      const count = (sql: string, ...params: string[]) =>
        Number(
          raw
            .prepare(`SELECT count(*) FROM contacts WHERE ${sql}`)
            .pluck()
            .get(...params),
        );
      // The planted bursts stand out.
      assert.ok(count(`type = 'Bill query' AND day BETWEEN ? AND ?`, BILLS.from, BILLS.to) >= 160);
      assert.ok(
        count(
          `type = 'Payment delay' AND service = 'Housing Benefit' AND day BETWEEN ? AND ?`,
          PAYMENT_RUN.from,
          PAYMENT_RUN.to,
        ) >= 90,
      );
      assert.ok(
        count(
          `type = 'Recovery - summons' AND arrears = 1 AND day BETWEEN ? AND ?`,
          SUMMONS.from,
          SUMMONS.to,
        ) >= 110,
      );
      assert.ok(
        count(
          `type = 'Band' AND ward = ? AND day BETWEEN ? AND ?`,
          REVALUATION.ward,
          REVALUATION.from,
          REVALUATION.to,
        ) >= 70,
      );
      // Moorgate's complaints go to the LGSCO more often than any other ward's.
      const lgsco = raw
        .prepare(
          `SELECT ward FROM contacts WHERE kind = 'Complaint' GROUP BY ward
           ORDER BY avg(status = 'Referred to LGSCO') DESC LIMIT 1`,
        )
        .pluck()
        .get();
      assert.equal(lgsco, 'Moorgate');
      // Time-first received times, worded closed days with two-digit years, space-grouped pounds,
      // waits in hr and min, both arrears spellings, spaced account numbers.
      assert.match(text, /,\d{2}:\d{2} on \d{2}\/\d{2}\/2025,/);
      assert.match(text, /,\d{1,2} [A-Z][a-z]+ 25,/);
      assert.match(text, /,£\d \d{3}\.\d{2},/);
      assert.match(text, /,1 hr \d+ min,/);
      assert.match(text, /,\d+ min,/);
      assert.match(text, /,In arrears,/);
      assert.match(text, /,Up to date,/);
      assert.match(text, /,\d{3} \d{3} \d{3},/);
      assert.match(text, /^Ref No,Received,Account,Ward,Band,Service,Enquiry Type,Kind,/);
    } finally {
      raw.close();
    }
  });

  it('reads time-first received times, worded closed days, space-grouped pounds, waits and 1-4 ratings, and refuses anything else', () => {
    assert.deepEqual(receivedMoment('14:05 on 07/03/2025'), {
      day: '2025-03-07',
      hour: 14,
      at: '2025-03-07T14:05:00Z',
    });
    assert.deepEqual(receivedMoment('00:40 on 03/07/2025'), {
      day: '2025-07-02',
      hour: 23,
      at: '2025-07-02T23:40:00Z',
    });
    assert.throws(() => receivedMoment('14:05 on 31/02/2025'), /Unreadable/);
    assert.throws(() => receivedMoment('07/03/2025 14:05'), /Unreadable/);
    assert.equal(closedDay('7 March 25'), '2025-03-07');
    assert.equal(closedDay(''), null);
    assert.throws(() => closedDay('30 February 25'), /Unreadable/);
    assert.throws(() => closedDay('7 Mar 25'), /Unreadable/);
    assert.equal(waitMinutes('12 min'), 12);
    assert.equal(waitMinutes('1 hr 5 min'), 65);
    assert.equal(waitMinutes('2 hr'), 120);
    assert.equal(waitMinutes(''), null);
    assert.throws(() => waitMinutes('0h 12m'), /Unreadable/);
    assert.equal(refundPounds('£1 250.50'), 1250.5);
    assert.equal(refundPounds('£75.00'), 75);
    assert.equal(refundPounds(''), null);
    assert.throws(() => refundPounds('£1,250.50'), /Unreadable/);
    assert.equal(ratingScore('4'), 4);
    assert.equal(ratingScore(''), null);
    assert.throws(() => ratingScore('5'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importCouncil();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadCouncilContacts();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_ward, x_band, x_kind, count(*), round(sum(x_refund_gbp), 2),
               sum(x_call_wait), count(x_closed), sum(x_in_arrears), count(x_rating),
               sum(x_rating), min(day), max(day)
             FROM communications GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ward, band, kind, count(*), round(sum(refund), 2), sum(wait), count(closed),
               sum(arrears), count(rating), sum(rating), min(day), max(day)
             FROM contacts GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT id, channel, product, category, status, customer_id, x_kind,
               cast(substr(at, 12, 2) AS INTEGER), day, x_closed FROM communications ORDER BY id`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ref, via, service, type, status, account, kind, hour, day, closed
             FROM contacts ORDER BY ref`,
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
