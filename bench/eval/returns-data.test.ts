import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import { importReturns, loadReturns, RETURN_ROWS, shopReturnsCsv } from './returns-data';

describe('the generated shop returns', () => {
  it('are the same file on every run, with the rows it promises', () => {
    const csv = shopReturnsCsv();
    assert.equal(csv, shopReturnsCsv());
    const raw = loadReturns(csv);
    try {
      assert.equal(raw.prepare('SELECT count(*) FROM returns').pluck().get(), RETURN_ROWS);
    } finally {
      raw.close();
    }
  });

  it('import through the real importer with every row, field and day the raw file holds', async () => {
    const imported = await importReturns();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadReturns();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_department, count(*), round(sum(x_refund_amount), 2), sum(x_days_to_resolve),
               sum(x_loyalty_member), count(x_csat), sum(x_csat), min(day), max(day)
             FROM communications GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT department, count(*), round(sum(refund), 2), sum(days), sum(loyalty),
               count(csat), sum(csat), min(day), max(day)
             FROM returns GROUP BY 1 ORDER BY 1`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT channel, category, product, x_warehouse, count(*) FROM communications
             GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT method, reason, item, warehouse, count(*) FROM returns
             GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
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
