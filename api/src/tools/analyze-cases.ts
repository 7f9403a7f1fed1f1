import { z } from 'zod';
import { caseFilterFields, caseWhere, describeFilters, resolveRange } from './filters';
import { caseSentimentAfter, caseTotals } from './case-totals';
import { defineTool } from './registry';
import { percent, round, share } from './stats';

const MAX_REASONS = 25;
/** The case type of customer due diligence remediation, whose restrictions the tool reports. */
const CDD = 'cdd';

interface CaseCombination {
  type: string;
  status: string;
  priority: string;
  reason: string;
  count: number;
  restricted: number;
}

/** Counts per key, largest first (ties by key). */
function sumBy(rows: readonly CaseCombination[], key: (row: CaseCombination) => string) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + row.count);
  return [...counts.entries()]
    .map(([name, count]) => ({ key: name, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export const analyzeCases = defineTool({
  name: 'analyze_cases',
  description:
    'Cases opened in a window: totals by type, status and reason; for CDD (customer due ' +
    'diligence remediation) cases, how many ended in an account restriction, per reason, and ' +
    'the average sentiment of restricted vs unrestricted customers after opening. Use it for ' +
    'case volumes, CDD remediation and account restrictions.',
  input: z.object(caseFilterFields),
  execute(input, { db, corpus, checkpoint, markTruncated }) {
    const range = resolveRange(input, corpus);
    const where = caseWhere(input, range);
    // Every breakdown (and the CDD figures) is a sum over these combinations.
    const combinations = caseTotals(db, input, range, ['type', 'status', 'priority', 'reason']).map(
      ({ keys: [type, status, priority, reason], n, restricted }) => ({
        type: String(type),
        status: String(status),
        priority: String(priority),
        reason: String(reason),
        count: n,
        restricted,
      }),
    );
    const total = combinations.reduce((sum, row) => sum + row.count, 0);
    // Past `limit` values the rest are one "other" entry, so the counts still add up to the total.
    const breakdown = (dimension: keyof CaseCombination & string, limit: number) => {
      const all = sumBy(combinations, (row) => String(row[dimension]));
      const kept = all.slice(0, limit);
      const rest = all.slice(limit);
      if (rest.length > 0) {
        markTruncated();
        kept.push({
          key: `other (${rest.length} values)`,
          count: rest.reduce((sum, row) => sum + row.count, 0),
        });
      }
      return kept.map(({ key, count }) => ({ key, count, share: share(count, total) }));
    };
    const byType = breakdown('type', 10);
    const byStatus = breakdown('status', 10);
    const byPriority = breakdown('priority', 10);
    const byReason = breakdown('reason', MAX_REASONS);
    checkpoint();

    const cddCombinations = combinations.filter((row) => row.type === CDD);
    const cddReasons = sumBy(cddCombinations, (row) => row.reason).map(({ key, count }) => ({
      reason: key,
      count,
      restricted: cddCombinations
        .filter((row) => row.reason === key)
        .reduce((sum, row) => sum + row.restricted, 0),
    }));
    const cddTotal = cddReasons.reduce((sum, row) => sum + row.count, 0);
    const restricted = cddReasons.reduce((sum, row) => sum + row.restricted, 0);
    const sentiment =
      input.type === undefined || input.type === CDD
        ? caseSentimentAfter(db, { ...input, type: CDD }, range, ['account_restricted'])
        : [];
    const sentimentOf = (flag: number) =>
      round(
        sentiment
          .filter((row) => row.keys[0] === flag && row.afterN > 0)
          .map((row) => row.afterSentiment / row.afterN)[0],
      );
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
