import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  BUFFER_CREDIT_RISE,
  STREAMING_ROWS,
  dollarAmount,
  importStreaming,
  loadStreamingComplaints,
  openedMoment,
  openedText,
  outageHours,
  solvedDay,
  solvedText,
  streamingComplaintsCsv,
  surveyScore,
} from './streaming-data';

describe('the generated streaming subscriber complaints', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = streamingComplaintsCsv();
    assert.equal(csv, streamingComplaintsCsv());
    const raw = loadStreamingComplaints(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM complaints')
          .raw()
          .get(),
        [STREAMING_ROWS, STREAMING_ROWS, '2024-08-01', '2025-07-31'],
      );
      // Only solved complaints have a solved day, after the complaint; only complaints solved
      // with a credit carry one; only buffering complaints say how long playback was down.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM complaints
             WHERE (solved IS NOT NULL) <> (state LIKE 'Solved%')
               OR solve_days <= 0
               OR (credit IS NOT NULL) <> (state = 'Solved - credit')
               OR (outage IS NOT NULL) <> (issue LIKE 'Buffering%')`,
          )
          .pluck()
          .get(),
        0,
      );
      // The buffering credit rise shows: $3 before its day, $5 from it.
      assert.deepEqual(
        raw
          .prepare(
            `SELECT day >= ? AS after, min(credit), max(credit) FROM complaints
             WHERE credit IS NOT NULL AND issue = 'Buffering' GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(BUFFER_CREDIT_RISE),
        [
          [0, 3, 3],
          [1, 5, 5],
        ],
      );
      // Both flag spellings occur, each column keeps its own form, an issue shares its name with
      // a field, and the headers keep their names.
      assert.match(csv, /,trial,/);
      assert.match(csv, /,paying,/);
      assert.match(csv, /^01J[0-9A-HJKMNP-TV-Z]{9},2025\d{4}T\d{6}Z,u\/\d{6},/m);
      assert.match(csv, /,\d{1,2} [A-Z][a-z]{2} 25,/);
      assert.match(csv, /,\d+\.\d+h,/);
      assert.match(csv, /,\$\d+\.\d{2},/);
      assert.match(csv, /,0\d\d,/);
      assert.match(csv, /,Device,/);
      assert.match(csv, /^Complaint ID,Opened \(UTC\),Account,Region,Plan,Device,Issue,Source,/);
    } finally {
      raw.close();
    }
  });

  it('reads basic ISO opening times, short spaced solved days, decimal hours, bare dollars and zero-padded scores, and refuses anything else', () => {
    assert.deepEqual(openedMoment('20251123T180509Z'), {
      day: '2025-11-23',
      hour: 18,
      at: '2025-11-23T18:05:09Z',
    });
    assert.equal(openedText(new Date('2025-03-04T05:06:07Z')), '20250304T050607Z');
    assert.throws(() => openedMoment('20250231T180509Z'), /Unreadable/);
    assert.throws(() => openedMoment('2025-11-23T18:05:09Z'), /Unreadable/);
    assert.equal(solvedDay('27 Nov 25'), '2025-11-27');
    assert.equal(solvedText('2025-03-04'), '4 Mar 25');
    assert.equal(solvedDay(''), null);
    assert.throws(() => solvedDay('27-Nov-25'), /Unreadable/);
    assert.equal(outageHours('1.5h'), 1.5);
    assert.equal(outageHours('2h'), 2);
    assert.equal(outageHours(''), null);
    assert.throws(() => outageHours('90 min'), /Unreadable/);
    assert.equal(dollarAmount('$4.99'), 4.99);
    assert.equal(dollarAmount(''), null);
    assert.throws(() => dollarAmount('USD 4.99'), /Unreadable/);
    assert.equal(surveyScore('085'), 85);
    assert.equal(surveyScore('100'), 100);
    assert.equal(surveyScore(''), null);
    assert.throws(() => surveyScore('85'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importStreaming();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadStreamingComplaints();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_us_state, x_device, count(*), round(sum(x_credit), 2), count(x_solved),
               round(sum(julianday(x_solved) - julianday(at)), 2), sum(x_trial),
               count(x_survey), sum(x_survey), round(sum(x_outage), 2), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT region, device, count(*), round(sum(credit), 2), count(solved),
               round(sum(solve_days), 2), sum(trial), count(survey), sum(survey),
               round(sum(outage), 2), min(day), max(day)
             FROM complaints GROUP BY 1, 2 ORDER BY 1, 2`,
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
            `SELECT ref, source, plan, issue, state, account, hour, day
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
