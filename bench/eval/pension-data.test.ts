import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  CONTRIBUTIONS,
  PAYROLL,
  PENSION_ROWS,
  STATEMENTS,
  TRANSFERS,
  answeredDay,
  callSeconds,
  gbpAmount,
  importPension,
  loadPensionCases,
  loggedMoment,
  memberScore,
  pensionCasesText,
} from './pension-data';

describe('the generated pension scheme member cases', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const text = pensionCasesText();
    assert.equal(text, pensionCasesText());
    const raw = loadPensionCases(text);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM cases')
          .raw()
          .get(),
        [PENSION_ROWS, PENSION_ROWS, '2024-11-01', '2025-10-31'],
      );
      // Open and TPO cases have no answered day; answered ones are answered after the day they came
      // in and by the data's last day; only answered cases carry a score; only phone cases a call
      // length; only transfer cases a transfer value; only upheld or partly upheld ones redress.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM cases
             WHERE (outcome IN ('Open', 'With TPO')) <> (answered IS NULL)
               OR days <= 0 OR answered > '2025-10-31'
               OR (answered IS NULL AND score IS NOT NULL)
               OR (secs IS NOT NULL) <> (via = 'Phone')
               OR (tv IS NOT NULL AND type NOT IN ('Transfer out', 'Transfer value'))
               OR (redress IS NOT NULL AND outcome NOT IN ('Upheld', 'Partly upheld'))
               OR ref NOT GLOB 'PN[0-9][0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9]'`,
          )
          .pluck()
          .get(),
        0,
      );
      const count = (sql: string, ...params: string[]) =>
        Number(
          raw
            .prepare(`SELECT count(*) FROM cases WHERE ${sql}`)
            .pluck()
            .get(...params),
        );
      // The planted bursts stand out.
      assert.ok(
        count(
          `type = 'Contribution error' AND employer = ? AND day BETWEEN ? AND ?`,
          CONTRIBUTIONS.employer,
          CONTRIBUTIONS.from,
          CONTRIBUTIONS.to,
        ) >= 85,
      );
      assert.ok(
        count(`type = 'Pension payment' AND day BETWEEN ? AND ?`, PAYROLL.from, PAYROLL.to) >= 120,
      );
      assert.ok(
        count(
          `type = 'Annual statement' AND day BETWEEN ? AND ?`,
          STATEMENTS.from,
          STATEMENTS.to,
        ) >= 150,
      );
      assert.ok(
        count(`type = 'Transfer out' AND day BETWEEN ? AND ?`, TRANSFERS.from, TRANSFERS.to) >= 75,
      );
      // Ill-health retirement complaints go to TPO more often than any other type's complaints.
      const tpo = raw
        .prepare(
          `SELECT type FROM cases WHERE nature = 'Complaint' GROUP BY type
           ORDER BY avg(outcome = 'With TPO') DESC LIMIT 1`,
        )
        .pluck()
        .get();
      assert.equal(tpo, 'Retirement - ill health');
      // Day-month-year logged times with an @, ordinal answered days, amounts with the code after,
      // seconds, both support spellings, half-point scores, member numbers with a check letter.
      assert.match(text, /,\d{2} [A-Z][a-z]{2} 2025 @ \d{2}:\d{2},/);
      assert.match(text, /,\d{1,2}(?:st|nd|rd|th) [A-Z][a-z]+ 2025,/);
      assert.match(text, /,\d+ GBP,/);
      assert.match(text, /,\d+\.\d{2} GBP,/);
      assert.match(text, /,\d+ s,/);
      assert.match(text, /,Extra care,/);
      assert.match(text, /,Standard,/);
      assert.match(text, /,\d\.5,/);
      assert.match(text, /,\d{8}[A-Z],/);
      assert.match(text, /^Scheme Ref,Logged,Member No,Employer,Section,Member Status,Query Type,/);
    } finally {
      raw.close();
    }
  });

  it('reads logged times, ordinal answered days, amounts, seconds and half-point scores, and refuses anything else', () => {
    assert.deepEqual(loggedMoment('07 Mar 2025 @ 14:05'), {
      day: '2025-03-07',
      hour: 14,
      at: '2025-03-07T14:05:00Z',
    });
    assert.deepEqual(loggedMoment('03 Jul 2025 @ 00:40'), {
      day: '2025-07-02',
      hour: 23,
      at: '2025-07-02T23:40:00Z',
    });
    assert.throws(() => loggedMoment('31 Feb 2025 @ 14:05'), /Unreadable/);
    assert.throws(() => loggedMoment('7 Mar 2025 14:05'), /Unreadable/);
    assert.equal(answeredDay('7th March 2025'), '2025-03-07');
    assert.equal(answeredDay('22nd October 2025'), '2025-10-22');
    assert.equal(answeredDay(''), null);
    assert.throws(() => answeredDay('7rd March 2025'), /Unreadable/);
    assert.throws(() => answeredDay('30th February 2025'), /Unreadable/);
    assert.equal(gbpAmount('84210 GBP'), 84210);
    assert.equal(gbpAmount('250.00 GBP'), 250);
    assert.equal(gbpAmount(''), null);
    assert.throws(() => gbpAmount('£250.00'), /Unreadable/);
    assert.equal(callSeconds('845 s'), 845);
    assert.equal(callSeconds(''), null);
    assert.throws(() => callSeconds('14 min'), /Unreadable/);
    assert.equal(memberScore('3.5'), 3.5);
    assert.equal(memberScore('5'), 5);
    assert.equal(memberScore(''), null);
    assert.throws(() => memberScore('5.5'), /Unreadable/);
    assert.throws(() => memberScore('0'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importPension();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadPensionCases();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_employer, x_member_status, x_nature, count(*), round(sum(x_transfer_value), 2),
               round(sum(x_redress_gbp), 2), sum(x_call_length), count(x_answered),
               sum(x_extra_care), count(x_score), sum(x_score), min(day), max(day)
             FROM communications GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT employer, mstatus, nature, count(*), round(sum(tv), 2), round(sum(redress), 2),
               sum(secs), count(answered), sum(care), count(score), sum(score), min(day), max(day)
             FROM cases GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT id, channel, product, category, status, customer_id, x_nature,
               cast(substr(at, 12, 2) AS INTEGER), day, x_answered FROM communications ORDER BY id`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ref, via, section, type, outcome, member, nature, hour, day, answered
             FROM cases ORDER BY ref`,
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
