import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { addDays, daysBetween, resolvePeriod, type DayRange } from './periods';
import { defineTool } from './registry';
import { change, percent, round, share } from './stats';
import { corpusSubjectTerms, countTerms, distinctiveTerms } from './terms';

interface TopicRow {
  category: string;
  subcategory?: string;
  count: number;
  avgSentiment: number | null;
}

/**
 * The period to compare with: the previous calendar month or year when a whole month or year was
 * asked for (June against May, not May 2–31), else the same number of days just before.
 */
function previousPeriod(range: DayRange, period?: string, from?: string, to?: string): DayRange {
  const calendar = period !== undefined && from === undefined && to === undefined;
  if (calendar && /^\d{4}-\d{2}$/.test(period)) {
    return resolvePeriod(addDays(range.from, -1).slice(0, 7), range.from);
  }
  if (calendar && /^\d{4}$/.test(period))
    return resolvePeriod(String(Number(period) - 1), range.from);
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

export const analyzeTopics = defineTool({
  name: 'analyze_topics',
  description:
    'What communications are about: top categories and sub-categories with count, share, average ' +
    'sentiment and change against the previous period of equal length (change 1.0 = doubled), ' +
    'plus the most distinctive words of their subjects (lift = how much more often than in the ' +
    'whole corpus). Use it for "what are customers complaining about", "what is rising". Example: ' +
    '{"period": "2026-06", "intent": "complaint", "product": "Credit Card"}',
  input: z.object({
    limit: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(10)
      .describe('How many categories, sub-categories and terms'),
    ...communicationFilterFields,
  }),
  execute(input, { db, corpus, checkpoint }) {
    const range = resolveRange(input, corpus);
    const where = communicationWhere(input, range);
    const previousRange = previousPeriod(range, input.period, input.from, input.to);
    const previousWhere = communicationWhere(input, previousRange);

    const total = (
      db
        .prepare(`SELECT count(*) AS n FROM communications m WHERE ${where.sql}`)
        .get(...where.params) as { n: number }
    ).n;
    const grouped = (columns: string, condition: typeof where) => {
      const groupKeys = columns.includes(',') ? '1, 2' : '1';
      return db
        .prepare(
          `SELECT ${columns}, count(*) AS count, avg(m.sentiment) AS avgSentiment
           FROM communications m WHERE ${condition.sql} GROUP BY ${groupKeys}`,
        )
        .all(...condition.params) as TopicRow[];
    };
    const withChange = (
      current: TopicRow[],
      previous: TopicRow[],
      key: (row: TopicRow) => string,
    ) => {
      const before = new Map(previous.map((row) => [key(row), row.count]));
      return current
        .map((row) => {
          const previousCount = before.get(key(row)) ?? 0;
          return {
            ...row,
            share: share(row.count, total),
            avgSentiment: round(row.avgSentiment),
            previousCount,
            change: change(row.count, previousCount),
          };
        })
        .sort((a, b) => b.count - a.count || key(a).localeCompare(key(b)))
        .slice(0, input.limit);
    };
    const categories = withChange(
      grouped('m.category AS category', where),
      grouped('m.category AS category', previousWhere),
      (row) => row.category,
    );
    checkpoint();
    const subcategoryColumns = 'm.category AS category, m.subcategory AS subcategory';
    const subcategories = withChange(
      grouped(subcategoryColumns, where),
      grouped(subcategoryColumns, previousWhere),
      (row) => `${row.category}/${row.subcategory}`,
    );
    checkpoint();
    const subjects = db
      .prepare(`SELECT m.subject FROM communications m WHERE ${where.sql}`)
      .pluck()
      .iterate(...where.params) as Iterable<string>;
    const terms = distinctiveTerms(countTerms(subjects), corpusSubjectTerms(db), input.limit);

    const top = categories
      .slice(0, 3)
      .map((row) => `${row.category} ${row.count} (${percent(row.share)})`)
      .join(', ');
    const rising = [...subcategories]
      .filter((row) => row.change !== null && row.count >= 10)
      .sort((a, b) => (b.change ?? 0) - (a.change ?? 0))[0];
    const risingText =
      rising && (rising.change ?? 0) > 0.25
        ? ` Fastest riser: ${rising.category} / ${rising.subcategory} ${rising.previousCount} → ${rising.count} (${rising.change! >= 0 ? '+' : ''}${percent(rising.change)}).`
        : '';
    return {
      summary:
        `Topics of ${total} communications, ${describeFilters(where.filters)}: ${top || 'none'}.` +
        risingText,
      filters: where.filters,
      total,
      previousPeriod: previousRange,
      categories,
      subcategories,
      terms,
    };
  },
});
