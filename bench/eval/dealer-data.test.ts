import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  DEALER_ROWS,
  GOODWILL_CAP,
  dealerConcernsCsv,
  dottedDay,
  goodwillAmount,
  importDealer,
  loadDealerConcerns,
  raisedDay,
} from './dealer-data';

describe('the generated dealership service concerns', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = dealerConcernsCsv();
    assert.equal(csv, dealerConcernsCsv());
    const raw = loadDealerConcerns(csv);
    try {
      assert.deepEqual(
        raw
          .prepare('SELECT count(*), count(DISTINCT ref), min(day), max(day) FROM concerns')
          .raw()
          .get(),
        [DEALER_ROWS, DEALER_ROWS, '2024-09-01', '2025-08-31'],
      );
      // A car is booked in on or before the day its concern is raised and completed on or after
      // it was booked; days off the road are the days between; only resolved concerns carry
      // goodwill; warranty and recall jobs are always under warranty.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM concerns
             WHERE booked > day OR completed < booked
               OR (completed IS NOT NULL AND vor <> julianday(completed) - julianday(booked))
               OR (goodwill IS NOT NULL AND progress <> 'Closed - resolved')
               OR (job IN ('Warranty', 'Recall') AND warranty = 0)`,
          )
          .pluck()
          .get(),
        0,
      );
      // The goodwill cap shows: the average goodwill at least a third lower from its day on.
      const average = (where: string) =>
        Number(
          raw
            .prepare(`SELECT avg(goodwill) FROM concerns WHERE goodwill IS NOT NULL AND ${where}`)
            .pluck()
            .get(),
        );
      assert.ok(average(`day >= '${GOODWILL_CAP}'`) < 0.67 * average(`day < '${GOODWILL_CAP}'`));
      // Both flag spellings occur, each date column keeps its own form, goodwill carries a
      // thousands comma, a job type shares its name with a field, and the headers keep their names.
      assert.match(csv, /,WTY,/);
      assert.match(csv, /,CP,/);
      assert.match(csv, /^SC25-\d{6}-[A-Z],[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ 2025,/m);
      assert.match(csv, /,\d{2}\.\d{2}\.25,\d{2}\.\d{2}\.25,/);
      assert.match(csv, /,"\d,\d{3}\.\d{2}",/);
      assert.match(csv, /,Warranty,[^,]+,WTY,/);
      assert.match(csv, /^Concern #,Raised,Site,Marque,Model,Job Type,Service Advisor,Warranty,/);
    } finally {
      raw.close();
    }
  });

  it('reads weekday-named days, dotted two-digit-year days and comma thousands, and refuses anything else', () => {
    assert.equal(raisedDay('Sunday 23 November 2025'), '2025-11-23');
    assert.throws(() => raisedDay('Monday 23 November 2025'), /Unreadable/);
    assert.throws(() => raisedDay('Sunday 31 February 2025'), /Unreadable/);
    assert.throws(() => raisedDay('23 November 2025'), /Unreadable/);
    assert.equal(dottedDay('07.03.25'), '2025-03-07');
    assert.equal(dottedDay(''), null);
    assert.throws(() => dottedDay('31.02.25'), /Unreadable/);
    assert.throws(() => dottedDay('07/03/25'), /Unreadable/);
    assert.equal(goodwillAmount('1,093.37'), 1093.37);
    assert.equal(goodwillAmount('41.64'), 41.64);
    assert.equal(goodwillAmount(''), null);
    assert.throws(() => goodwillAmount('£41.64'), /Unreadable/);
  });

  it('imports through the real importer with every row, field and day the raw file holds', async () => {
    const imported = await importDealer();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadDealerConcerns();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_site, x_marque, count(*), round(sum(x_goodwill), 2), sum(x_days_vor),
               count(x_completed), sum(julianday(x_completed) - julianday(x_booked)),
               sum(x_warranty), count(x_stars), sum(x_stars), count(DISTINCT x_model),
               count(DISTINCT x_advisor), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT site, marque, count(*), round(sum(goodwill), 2), sum(vor), count(completed),
               sum(julianday(completed) - julianday(booked)), sum(warranty), count(stars),
               sum(stars), count(DISTINCT model), count(DISTINCT advisor), min(day), max(day)
             FROM concerns GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT id, channel, product, category, status, customer_id, day
             FROM communications ORDER BY id`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT ref, source, job, issue, progress, account, day FROM concerns ORDER BY ref`,
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
