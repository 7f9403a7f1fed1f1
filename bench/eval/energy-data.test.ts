import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  DISPUTE_ROWS,
  MIGRATION_DAY,
  disputeMoment,
  energyDisputesCsv,
  importEnergy,
  loadDisputes,
} from './energy-data';

describe('the generated billing disputes', () => {
  it('is the same file on every run, with the rows it promises over the months it promises', () => {
    const csv = energyDisputesCsv();
    assert.equal(csv, energyDisputesCsv());
    const raw = loadDisputes(csv);
    try {
      assert.deepEqual(
        raw.prepare('SELECT count(*), min(day), max(day) FROM disputes').raw().get(),
        [DISPUTE_ROWS, '2024-12-02', '2025-11-28'],
      );
      // Open disputes have no credit and no hours to resolve yet.
      assert.equal(
        raw
          .prepare(
            `SELECT count(*) FROM disputes
             WHERE ((outcome IN ('Open', 'With Ombudsman')) <> (credit IS NULL))
               OR ((outcome IN ('Open', 'With Ombudsman')) <> (hours IS NULL))`,
          )
          .pluck()
          .get(),
        0,
      );
      // The billing migration is the busiest day by far.
      assert.equal(
        raw
          .prepare('SELECT day FROM disputes GROUP BY day ORDER BY count(*) DESC LIMIT 1')
          .pluck()
          .get(),
        MIGRATION_DAY,
      );
      // Both yes/no spellings occur ("PSR"/"-", "escalated"/"not escalated"), afternoon times are
      // written on a 12-hour clock, and the headers keep their slashes and brackets.
      assert.match(csv, /,PSR,escalated,/);
      assert.match(csv, /,-,not escalated,/);
      assert.match(csv, /,\d{2}-\d{2}-2025 \d{2}:\d{2}:\d{2} PM,/);
      assert.match(csv, /^Dispute Ref,Opened \(US\),MPAN\/Acct,Region\/Zone,/);
    } finally {
      raw.close();
    }
  });

  it('reads month-first dashed 12-hour times with seconds and refuses anything else', () => {
    assert.deepEqual(disputeMoment('07-04-2025 02:15:09 PM'), { day: '2025-07-04', hour: 14 });
    assert.deepEqual(disputeMoment('12-02-2024 12:05:00 AM'), { day: '2024-12-02', hour: 0 });
    assert.deepEqual(disputeMoment('12-02-2024 12:05:00 PM'), { day: '2024-12-02', hour: 12 });
    assert.throws(() => disputeMoment('2025-07-04 14:15:09'), /Unreadable/);
    assert.throws(() => disputeMoment('07-04-2025 14:15:09 PM'), /Unreadable/);
  });

  it('imports through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importEnergy();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadDisputes();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_supply_region, x_case_owner, x_fuel, count(*),
               round(sum(x_amt_disputed_gbp), 2), round(sum(x_credit_gbp), 2), count(x_credit_gbp),
               sum(x_hrs_to_resolve), count(x_hrs_to_resolve), sum(x_kwh), count(x_csat),
               sum(x_csat), sum(x_psr), sum(x_escalated), min(day), max(day)
             FROM communications GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT region, owner, fuel, count(*), round(sum(amount), 2), round(sum(credit), 2),
               count(credit), sum(hours), count(hours), sum(kwh), count(csat), sum(csat),
               sum(psr), sum(escalated), min(day), max(day)
             FROM disputes GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT channel, product, category, status, customer_id,
               cast(substr(at, 12, 2) AS INTEGER), day, count(*) FROM communications
             GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT channel, tariff, reason, outcome, account, hour, day, count(*)
             FROM disputes GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
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
