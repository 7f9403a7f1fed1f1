import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  HEATING,
  LIBRARY,
  MARKING,
  STRIKE,
  UNIVERSITY_ROWS,
  compensationPounds,
  decidedDay,
  hearingMinutes,
  importUniversity,
  loadUniversityCases,
  loggedMoment,
  surveyScore,
  universityCasesText,
} from './university-data';

describe('the generated student complaints and academic appeals', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const text = universityCasesText();
    assert.equal(text, universityCasesText());
    const raw = loadUniversityCases(text);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM cases')
          .raw()
          .get(),
        [UNIVERSITY_ROWS, UNIVERSITY_ROWS, '2024-11-01', '2025-10-31'],
      );
      // Open and OIA cases have no decided day; decided ones are decided on or after the day they
      // were logged and by the data's last day; only decided cases carry a score; only appeals have
      // a hearing and only complaints compensation; the id's letter is the stream's and its year
      // the academic year (September to August).
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM cases
             WHERE (outcome IN ('Open', 'Referred to OIA')) <> (decided IS NULL)
               OR days < 0 OR decided > '2025-10-31'
               OR (decided IS NULL AND survey IS NOT NULL)
               OR (hearing IS NOT NULL AND stream <> 'Appeal')
               OR (compensation IS NOT NULL AND stream <> 'Complaint')
               OR substr(ref, 6, 1) <> CASE stream WHEN 'Appeal' THEN 'A' ELSE 'C' END
               OR substr(ref, 1, 4) <> CASE WHEN day >= '2025-09-01' THEN '2526' ELSE '2425' END`,
          )
          .pluck()
          .get(),
        0,
      );
      // The serial starts again with the academic year.
      assert.ok(
        Number(
          raw.prepare(`SELECT count(*) FROM cases WHERE ref LIKE '2526/_/00001'`).pluck().get(),
        ) === 1,
      );
      // The planted bursts stand out.
      const count = (sql: string, ...params: string[]) =>
        Number(
          raw
            .prepare(`SELECT count(*) FROM cases WHERE ${sql}`)
            .pluck()
            .get(...params),
        );
      assert.ok(
        count(
          `type = 'Teaching - cancelled sessions' AND day BETWEEN ? AND ?`,
          STRIKE.from,
          STRIKE.to,
        ) >= 140,
      );
      assert.equal(
        count(
          `type = 'Teaching - cancelled sessions' AND school = 'Nursing' AND day BETWEEN ? AND ?`,
          STRIKE.from,
          STRIKE.to,
        ) < 5,
        true,
      );
      assert.ok(
        count(
          `type = 'Accommodation' AND campus = ? AND halls = 1 AND day BETWEEN ? AND ?`,
          HEATING.campus,
          HEATING.from,
          HEATING.to,
        ) >= 70,
      );
      assert.ok(
        count(
          `type = 'Assessment - marking' AND school = ? AND day BETWEEN ? AND ?`,
          MARKING.school,
          MARKING.from,
          MARKING.to,
        ) >= 85,
      );
      assert.ok(
        count(
          `type = 'Facilities - library' AND campus = ? AND day BETWEEN ? AND ?`,
          LIBRARY.campus,
          LIBRARY.from,
          LIBRARY.to,
        ) >= 60,
      );
      // Law appeals go to the OIA more often than any other school's appeals.
      const oia = raw
        .prepare(
          `SELECT school FROM cases WHERE stream = 'Appeal' GROUP BY school
           ORDER BY avg(outcome = 'Referred to OIA') DESC LIMIT 1`,
        )
        .pluck()
        .get();
      assert.equal(oia, 'Law');
      // Both a.m. and p.m., both flag spellings, hearings in words, whole pounds with a comma,
      // year-first decided days, student numbers with leading zeros, an apostrophe in a channel.
      assert.match(text, /,\d{1,2} [A-Z][a-z]{2} 2025 at \d{1,2}\.\d{2} a\.m\.,/);
      assert.match(text, /,\d{1,2} [A-Z][a-z]{2} 2025 at \d{1,2}\.\d{2} p\.m\.,/);
      assert.match(text, /,Halls,/);
      assert.match(text, /,Private,/);
      assert.match(text, /,1 hour \d+ minutes,/);
      assert.match(text, /,\d{2} minutes,/);
      assert.match(text, /,\d hours,/);
      assert.match(text, /,"£1,250",/);
      assert.match(text, /,2025 [A-Z][a-z]{2} \d{2},/);
      assert.match(text, /,B00\d{6},/);
      assert.match(text, /,Students' Union,/);
      assert.match(
        text,
        /^Case Ref,Logged,Student No,School,Campus,Level,Stream,Case Type,Submitted Via,/,
      );
    } finally {
      raw.close();
    }
  });

  it('reads worded times with dotted a.m./p.m., year-first decided days, worded hearings, whole pounds and 1-7 scores, and refuses anything else', () => {
    assert.deepEqual(loggedMoment('23 Nov 2024 at 2.05 p.m.'), {
      day: '2024-11-23',
      hour: 14,
      at: '2024-11-23T14:05:00Z',
    });
    assert.deepEqual(loggedMoment('3 Jul 2025 at 12.40 p.m.'), {
      day: '2025-07-03',
      hour: 11,
      at: '2025-07-03T11:40:00Z',
    });
    assert.deepEqual(loggedMoment('3 Jul 2025 at 9.41 a.m.'), {
      day: '2025-07-03',
      hour: 8,
      at: '2025-07-03T08:41:00Z',
    });
    assert.throws(() => loggedMoment('31 Feb 2025 at 2.05 p.m.'), /Unreadable/);
    assert.throws(() => loggedMoment('23 Nov 2024 at 14.05'), /Unreadable/);
    assert.throws(() => loggedMoment('23 Nov 2024 2.05 p.m.'), /Unreadable/);
    assert.equal(decidedDay('2025 Mar 07'), '2025-03-07');
    assert.equal(decidedDay(''), null);
    assert.throws(() => decidedDay('2025 Feb 30'), /Unreadable/);
    assert.throws(() => decidedDay('07 Mar 2025'), /Unreadable/);
    assert.equal(hearingMinutes('1 hour 20 minutes'), 80);
    assert.equal(hearingMinutes('45 minutes'), 45);
    assert.equal(hearingMinutes('2 hours'), 120);
    assert.equal(hearingMinutes(''), null);
    assert.throws(() => hearingMinutes('1h 20m'), /Unreadable/);
    assert.equal(compensationPounds('£1,250'), 1250);
    assert.equal(compensationPounds('£75'), 75);
    assert.equal(compensationPounds(''), null);
    assert.throws(() => compensationPounds('£75.00'), /Unreadable/);
    assert.equal(surveyScore('7'), 7);
    assert.equal(surveyScore(''), null);
    assert.throws(() => surveyScore('8'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importUniversity();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadUniversityCases();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_school, x_campus, x_level, count(*), sum(x_compensation_gbp),
               sum(x_hearing_minutes), count(x_decided), sum(x_in_halls), count(x_survey),
               sum(x_survey), min(day), max(day)
             FROM communications GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT school, campus, level, count(*), sum(compensation), sum(hearing),
               count(decided), sum(halls), count(survey), sum(survey), min(day), max(day)
             FROM cases GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT id, channel, product, category, status, customer_id, x_stage,
               cast(substr(at, 12, 2) AS INTEGER), day, x_decided FROM communications ORDER BY id`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ref, via, stream, type, outcome, student, stage, hour, day, decided
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
