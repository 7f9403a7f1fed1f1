import { z } from 'zod';
import { caseFilterFields, caseWhere, describeFilters, resolveRange } from './filters';
import { defineTool } from './registry';
import { percent, round, share } from './stats';

const MAX_REASONS = 25;

export const analyzeCases = defineTool({
  name: 'analyze_cases',
  description:
    'Cases (complaint, cdd = customer due diligence remediation, dispute, service) opened in a ' +
    'window: totals by type, status and reason, and a CDD section: how many CDD cases ended in ' +
    'an account restriction, per reason, and the average sentiment of restricted vs unrestricted ' +
    "customers (their communications from the case's opening on). Use it for case volumes, CDD " +
    'remediation and account restrictions. Example: {"type": "cdd"} or {"period": "2026-03", "type": "complaint"}',
  input: z.object(caseFilterFields),
  execute(input, { db, corpus, checkpoint }) {
    const where = caseWhere(input, resolveRange(input, corpus));
    const total = (
      db.prepare(`SELECT count(*) AS n FROM cases k WHERE ${where.sql}`).get(...where.params) as {
        n: number;
      }
    ).n;
    const breakdown = (column: string, limit: number) =>
      (
        db
          .prepare(
            `SELECT ${column} AS key, count(*) AS count FROM cases k WHERE ${where.sql}
             GROUP BY key ORDER BY count DESC, key LIMIT ?`,
          )
          .all(...where.params, limit) as { key: string; count: number }[]
      ).map((row) => ({ ...row, share: share(row.count, total) }));
    const byType = breakdown('k.type', 10);
    const byStatus = breakdown('k.status', 10);
    const byPriority = breakdown('k.priority', 10);
    const byReason = breakdown('k.reason', MAX_REASONS);
    checkpoint();

    const cddWhere = `${where.sql} AND k.type = 'cdd'`;
    const cddReasons = db
      .prepare(
        `SELECT k.reason AS reason, count(*) AS count, sum(k.account_restricted) AS restricted,
           avg(CASE WHEN k.closed_at IS NOT NULL
             THEN julianday(k.closed_at) - julianday(k.opened_at) END) AS meanDays
         FROM cases k WHERE ${cddWhere} GROUP BY k.reason ORDER BY count DESC, reason`,
      )
      .all(...where.params) as { reason: string; count: number; restricted: number }[];
    const cddTotal = cddReasons.reduce((sum, row) => sum + row.count, 0);
    const restricted = cddReasons.reduce((sum, row) => sum + row.restricted, 0);
    const sentiment = db
      .prepare(
        `SELECT k.account_restricted AS restricted, avg(m.sentiment) AS avgSentiment, count(*) AS n
         FROM cases k JOIN communications m ON m.customer_id = k.customer_id AND m.at >= k.opened_at
         WHERE ${cddWhere} GROUP BY k.account_restricted`,
      )
      .all(...where.params) as { restricted: number; avgSentiment: number }[];
    const sentimentOf = (flag: number) =>
      round(sentiment.find((row) => row.restricted === flag)?.avgSentiment);
    const cdd = {
      total: cddTotal,
      restricted,
      restrictedShare: share(restricted, cddTotal),
      byReason: cddReasons.map((row) => ({
        reason: row.reason,
        count: row.count,
        restricted: row.restricted,
        restrictedShare: share(row.restricted, row.count),
      })),
      restrictedAvgSentiment: sentimentOf(1),
      unrestrictedAvgSentiment: sentimentOf(0),
    };
    const types = byType.map((row) => `${row.key} ${row.count}`).join(', ');
    const cddText =
      cddTotal > 0
        ? ` CDD: ${cddTotal} cases, ${restricted} (${percent(cdd.restrictedShare)}) led to account ` +
          `restrictions; restricted customers' sentiment ${cdd.restrictedAvgSentiment ?? 'n/a'} vs ` +
          `${cdd.unrestrictedAvgSentiment ?? 'n/a'} unrestricted.`
        : '';
    return {
      summary: `${total} cases opened, ${describeFilters(where.filters)}: ${types || 'none'}.${cddText}`,
      filters: where.filters,
      total,
      byType,
      byStatus,
      byPriority,
      byReason,
      cdd,
    };
  },
});
