import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  BURST_MAIN,
  FLUSHING,
  WATER_ROWS,
  WEBCHAT_OFF,
  closedDay,
  csatScore,
  gssPayment,
  importWater,
  loadWaterContacts,
  offSupplyMinutes,
  receivedMoment,
  waterContactsText,
} from './water-data';

describe('the generated water and sewer customer contacts', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const text = waterContactsText();
    assert.equal(text, waterContactsText());
    const raw = loadWaterContacts(text);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM contacts')
          .raw()
          .get(),
        [WATER_ROWS, WATER_ROWS, '2024-12-01', '2025-11-30'],
      );
      // Open and referred contacts have no closed day; closed ones close on or after the day they
      // came in and by the data's last day; only closed contacts carry a payment or a score; only
      // no-water contacts carry a time off supply; the service letter of the id is the service's.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM contacts
             WHERE (status IN ('Open', 'Referred to CCW')) <> (closed IS NULL)
               OR days < 0 OR closed > '2025-11-30'
               OR (closed IS NULL AND (payment IS NOT NULL OR csat IS NOT NULL))
               OR (off_supply IS NOT NULL) <> (type = 'No water')
               OR substr(ref, 3, 1) <> CASE service WHEN 'Water' THEN 'W' ELSE 'S' END`,
          )
          .pluck()
          .get(),
        0,
      );
      // No webchat in the month it was switched off, and plenty in the others.
      assert.equal(
        raw
          .prepare(`SELECT count(*) FROM contacts WHERE via = 'Webchat' AND day BETWEEN ? AND ?`)
          .pluck()
          .get(WEBCHAT_OFF.from, WEBCHAT_OFF.to),
        0,
      );
      assert.ok(
        Number(raw.prepare(`SELECT count(*) FROM contacts WHERE via = 'Webchat'`).pluck().get()) >
          400,
      );
      // The burst main and the mains flushing stand out in their zones.
      assert.ok(
        Number(
          raw
            .prepare(
              `SELECT count(*) FROM contacts
               WHERE zone = ? AND type = 'No water' AND day BETWEEN ? AND ?`,
            )
            .pluck()
            .get(BURST_MAIN.zone, BURST_MAIN.from, BURST_MAIN.to),
        ) >= 100,
      );
      assert.ok(
        Number(
          raw
            .prepare(
              `SELECT count(*) FROM contacts
               WHERE zone = ? AND type = 'Water quality - discoloured' AND day BETWEEN ? AND ?`,
            )
            .pluck()
            .get(FLUSHING.zone, FLUSHING.from, FLUSHING.to),
        ) >= 80,
      );
      // Both offsets, both flag spellings, hours and minutes under an hour, pence with the code
      // after, two-digit scores, ordinal closed days, leading zeros and tabs between the cells.
      assert.match(text, /\t\d{2}\/[A-Z][a-z]{2}\/2025:\d{2}:\d{2}:\d{2} \+0000\t/);
      assert.match(text, /\t\d{2}\/[A-Z][a-z]{2}\/2025:\d{2}:\d{2}:\d{2} \+0100\t/);
      assert.match(text, /\tMeter\t/);
      assert.match(text, /\tRV\t/);
      assert.match(text, /\t0h \d{2}m\t/);
      assert.match(text, /\t\d{2}h \d{2}m\t/);
      assert.match(text, /\t\d+\.00 GBP\t/);
      assert.match(text, /\t0[1-9]\t/);
      assert.match(text, /\t[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), 2025\t/);
      assert.match(text, /\t00\d{8}\t/);
      assert.match(
        text,
        /^Contact Ref\tReceived\tAccount No\tSupply Zone\tService\tContact Type\t/,
      );
    } finally {
      raw.close();
    }
  });

  it('reads log-style times with offsets, ordinal closed days, pence with the code after, hours-and-minutes and two-digit scores, and refuses anything else', () => {
    assert.deepEqual(receivedMoment('24/Nov/2025:14:05:00 +0000'), {
      day: '2025-11-24',
      hour: 14,
      at: '2025-11-24T14:05:00Z',
    });
    assert.deepEqual(receivedMoment('03/Jul/2025:08:40:12 +0100'), {
      day: '2025-07-03',
      hour: 7,
      at: '2025-07-03T07:40:12Z',
    });
    assert.throws(() => receivedMoment('31/Feb/2025:14:05:00 +0000'), /Unreadable/);
    assert.throws(() => receivedMoment('24/11/2025:14:05:00 +0000'), /Unreadable/);
    assert.throws(() => receivedMoment('24/Nov/2025 14:05:00'), /Unreadable/);
    assert.equal(closedDay('March 3rd, 2025'), '2025-03-03');
    assert.equal(closedDay('December 11th, 2024'), '2024-12-11');
    assert.equal(closedDay(''), null);
    assert.throws(() => closedDay('March 3th, 2025'), /Unreadable/);
    assert.throws(() => closedDay('February 30th, 2025'), /Unreadable/);
    assert.equal(offSupplyMinutes('0h 45m'), 45);
    assert.equal(offSupplyMinutes('14h 05m'), 845);
    assert.equal(offSupplyMinutes(''), null);
    assert.throws(() => offSupplyMinutes('45m'), /Unreadable/);
    assert.equal(gssPayment('50.00 GBP'), 50);
    assert.equal(gssPayment(''), null);
    assert.throws(() => gssPayment('£50.00'), /Unreadable/);
    assert.equal(csatScore('07'), 7);
    assert.equal(csatScore('10'), 10);
    assert.equal(csatScore(''), null);
    assert.throws(() => csatScore('7'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importWater();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadWaterContacts();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_zone, x_team, count(*), round(sum(x_gss_payment_gbp), 2),
               sum(x_off_supply_minutes), count(x_closed), sum(x_metered), count(x_csat),
               sum(x_csat), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT zone, team, count(*), round(sum(payment), 2), sum(off_supply), count(closed),
               sum(metered), count(csat), sum(csat), min(day), max(day)
             FROM contacts GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT id, channel, product, category, status, customer_id,
               cast(substr(at, 12, 2) AS INTEGER), day, x_closed FROM communications ORDER BY id`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ref, via, service, type, status, account, hour, day, closed
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
