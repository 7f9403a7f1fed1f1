import { z } from 'zod';
import type { Store } from '../store/db';
import {
  communicationColumns,
  compare,
  filteredRowids,
  rowFilter,
  type CommunicationColumns,
  type RowFilter,
} from './communication-columns';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
  type CommunicationFilters,
  type Where,
} from './filters';
import { addDays, daysBetween, resolvePeriod, type DayRange } from './periods';
import { aggregateSource } from './aggregate-source';
import { defineTool } from './registry';
import { change, percent, round, share } from './stats';
import { countSubjectTerms, distinctiveTerms, subjectTerms } from './terms';

interface TopicRow {
  category: string;
  subcategory?: string;
  count: number;
  sentimentSum: number;
}

type TopicKey = Pick<TopicRow, 'category' | 'subcategory'>;

/** Category rows as the sums of their sub-category rows (one scan serves both). */
function byCategory(rows: readonly TopicRow[]): TopicRow[] {
  const categories = new Map<string, TopicRow>();
  for (const row of rows) {
    const entry = categories.get(row.category) ?? {
      category: row.category,
      count: 0,
      sentimentSum: 0,
    };
    entry.count += row.count;
    entry.sentimentSum += row.sentimentSum;
    categories.set(row.category, entry);
  }
  return [...categories.values()];
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

/**
 * Per category and sub-category of the rows `keep` selects, the count and the sentiment sum, as
 * SQL's GROUP BY gives them: in key order (NULL first), NULL shown as "(none)", sums compensated
 * as SQLite's total() is.
 */
function topicRows(columns: CommunicationColumns, keep: RowFilter): TopicRow[] {
  const categories = columns.coded.category;
  const subcategories = columns.coded.subcategory;
  const radix = subcategories.values.length;
  const tally = new Map<number, { count: number; sum: number; error: number }>();
  const { sentiment } = columns;
  for (let rowid = 1; rowid < columns.size; rowid++) {
    if (!keep(rowid)) continue;
    const key = categories.codes[rowid]! * radix + subcategories.codes[rowid]!;
    let entry = tally.get(key);
    if (!entry) tally.set(key, (entry = { count: 0, sum: 0, error: 0 }));
    entry.count += 1;
    const value = sentiment[rowid]!;
    const total = entry.sum + value;
    entry.error +=
      Math.abs(entry.sum) > Math.abs(value) ? entry.sum - total + value : value - total + entry.sum;
    entry.sum = total;
  }
  const nameOf = (values: readonly (string | null)[], code: number) => values[code] ?? null;
  const order = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : compare(a, b);
  return [...tally.entries()]
    .map(([key, entry]) => ({
      category: nameOf(categories.values, Math.floor(key / radix)),
      subcategory: nameOf(subcategories.values, key % radix),
      entry,
    }))
    .sort((a, b) => order(a.category, b.category) || order(a.subcategory, b.subcategory))
    .map(({ category, subcategory, entry }) => ({
      category: category ?? '(none)',
      subcategory: subcategory ?? '(none)',
      count: entry.count,
      sentimentSum: Number.isFinite(entry.error) ? entry.sum + entry.error : entry.sum,
    }));
}

/**
 * The rowids of the communications the filters select: from the columns in memory when they hold
 * the filters (a filter on a dimension over the whole corpus would otherwise read every row).
 */
function selectedRowids(
  db: Store,
  input: Partial<CommunicationFilters>,
  where: Where,
): number[] | Int32Array {
  const columns = communicationColumns(db);
  const keep = columns && rowFilter(db, columns, input, where.range);
  if (columns && keep) return filteredRowids(columns, keep);
  return db
    .prepare(`SELECT m.rowid FROM communications m WHERE ${where.sql}`)
    .pluck()
    .all(...where.params) as number[];
}

export const analyzeTopics = defineTool({
  name: 'analyze_topics',
  description:
    'What communications are about: top categories and sub-categories (count, share, average ' +
    'sentiment, change against the previous period of equal length; 1.0 = doubled) and the ' +
    'most distinctive subject words (lift against the whole corpus). Use it for what customers ' +
    'are complaining about and what is rising.',
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
    const where = communicationWhere(input, range, 'm', corpus, db);
    const previousRange = previousPeriod(range, input.period, input.from, input.to);
    const previousWhere = communicationWhere(input, previousRange, 'm', corpus, db);

    const source = aggregateSource(db, input, ['category', 'subcategory'], corpus);
    const [category, subcategory] = [source.column('category'), source.column('subcategory')];
    // Communications without a category count under "(none)" rather than as null.
    const subcategoryRows = (days: DayRange) => {
      const condition = source.where(days);
      return db
        .prepare(
          `SELECT coalesce(${category}, '(none)') AS category,
             coalesce(${subcategory}, '(none)') AS subcategory, ${source.count} AS count,
             ${source.sentimentSum} AS sentimentSum
           FROM ${source.from} WHERE ${condition.sql} GROUP BY ${category}, ${subcategory}`,
        )
        .all(...condition.params) as TopicRow[];
    };
    // Without the rollup, from the columns in memory when they hold the filters (one pass per
    // period over arrays instead of the rows of both periods); else from the rows.
    const columns = source.fromRollup ? undefined : communicationColumns(db);
    const keepNow = columns && rowFilter(db, columns, input, where.range);
    const keepBefore = columns && rowFilter(db, columns, input, previousWhere.range);
    const fromColumns = columns && keepNow && keepBefore;
    const current = fromColumns ? topicRows(columns, keepNow) : subcategoryRows(where.range);
    checkpoint();
    const previous = fromColumns
      ? topicRows(columns, keepBefore)
      : subcategoryRows(previousWhere.range);
    const total = current.reduce((sum, row) => sum + row.count, 0);
    const withChange = (now: TopicRow[], before: TopicRow[], key: (row: TopicKey) => string) => {
      const previousCounts = new Map(before.map((row) => [key(row), row.count]));
      return now
        .map(({ sentimentSum, ...row }) => {
          const previousCount = previousCounts.get(key(row)) ?? 0;
          return {
            ...row,
            share: share(row.count, total),
            avgSentiment: round(sentimentSum / row.count),
            previousCount,
            change: change(row.count, previousCount),
          };
        })
        .sort((a, b) => b.count - a.count || key(a).localeCompare(key(b)))
        .slice(0, input.limit);
    };
    const categories = withChange(byCategory(current), byCategory(previous), (row) => row.category);
    const subcategories = withChange(
      current,
      previous,
      (row) => `${row.category}/${row.subcategory}`,
    );
    checkpoint();
    const subjects = subjectTerms(db);
    const rowids = selectedRowids(db, input, where);
    const terms = distinctiveTerms(
      countSubjectTerms(subjects, rowids),
      subjects.corpus,
      input.limit,
    );

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
