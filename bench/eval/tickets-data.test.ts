import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import {
  importTickets,
  loadTickets,
  supportTicketsCsv,
  ticketMoment,
  TICKET_ROWS,
} from './tickets-data';

describe('the generated support tickets', () => {
  it('are the same file on every run, with the rows it promises', () => {
    const csv = supportTicketsCsv();
    assert.equal(csv, supportTicketsCsv());
    const raw = loadTickets(csv);
    try {
      assert.equal(raw.prepare('SELECT count(*) FROM tickets').pluck().get(), TICKET_ROWS);
    } finally {
      raw.close();
    }
  });

  it('read 12-hour times the way a clock does', () => {
    assert.deepEqual(ticketMoment('3/4/2025 12:05 AM'), { day: '2025-03-04', hour: 0 });
    assert.deepEqual(ticketMoment('3/4/2025 12:05 PM'), { day: '2025-03-04', hour: 12 });
    assert.deepEqual(ticketMoment('11/30/2025 2:22 PM'), { day: '2025-11-30', hour: 14 });
    assert.throws(() => ticketMoment('2025-03-04 14:22'), /Unreadable/);
  });

  it('import through the real importer with every row, field, hour and day the raw file holds', async () => {
    const imported = await importTickets();
    assert.equal(typeof imported, 'object', String(imported));
    if (typeof imported === 'string') return;
    const raw = loadTickets();
    const db = openDatabase(imported.path, { readonly: true });
    try {
      assert.deepEqual(
        db
          .prepare(
            `SELECT x_plan, x_sales_region, count(*), sum(x_first_response_min),
               round(sum(x_hours_to_resolve), 1), count(x_hours_to_resolve), sum(x_replies),
               count(x_csat), sum(x_csat), sum(x_escalated), sum(x_reopened),
               round(sum(x_mrr_usd), 2), min(day), max(day)
             FROM communications GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT plan, region, count(*), sum(first_min), round(sum(hours), 1), count(hours),
               sum(replies), count(csat), sum(csat), sum(escalated), sum(reopened),
               round(sum(mrr), 2), min(day), max(day)
             FROM tickets GROUP BY 1, 2 ORDER BY 1, 2`,
          )
          .raw()
          .all(),
      );
      assert.deepEqual(
        db
          .prepare(
            `SELECT channel, product, category, status, x_priority, x_queue, customer_id,
               cast(substr(at, 12, 2) AS INTEGER), count(*) FROM communications
             GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
          )
          .raw()
          .all(),
        raw
          .prepare(
            `SELECT channel, module, issue, status, priority, queue, account, hour, count(*)
             FROM tickets GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
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
