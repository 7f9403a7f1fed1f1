import { z } from 'zod';
import type { Store } from '../store/db';
import {
  communicationColumns,
  compare,
  rowSelection,
  selectedRowids,
  type CommunicationColumns,
  type RowSelection,
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
import { countSubjectTerms, distinctiveTerms, subjectTerms, type TermCounts } from './terms';
import { ArrayTally, MapTally, MAX_ARRAY_KEYS } from './key-tally';

/** Below this share of the corpus visited, the columns beat the rollup's rows. */
const ROLLUP_BREAK_EVEN = 0.5;

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
 * Per category and sub-category of the rows `selection` keeps, the count and the sentiment sum,
 * as SQL's GROUP BY gives them: in key order (NULL first), NULL shown as "(none)", sums
 * compensated as SQLite's total() is. Tallied in arrays by key while the keys are few.
 */
function topicRows(columns: CommunicationColumns, selection: RowSelection): TopicRow[] {
  const categories = columns.coded.category;
  const subcategories = columns.coded.subcategory;
  const radix = subcategories.values.length;
  const keys = categories.values.length * radix;
  const tally = keys <= MAX_ARRAY_KEYS ? new ArrayTally(keys) : new MapTally();
  const { sentiment } = columns;
  const { keep, candidates } = selection;
  for (const rowid of candidates) {
    if (!keep(rowid)) continue;
    tally.add(categories.codes[rowid]! * radix + subcategories.codes[rowid]!, sentiment[rowid]!);
  }
  const nameOf = (values: readonly (string | null)[], code: number) => values[code] ?? null;
  const order = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : compare(a, b);
  return tally
    .entries()
    .map(({ key, count, sum }) => ({
      category: nameOf(categories.values, Math.floor(key / radix)),
      subcategory: nameOf(subcategories.values, key % radix),
      count,
      sum,
    }))
    .sort((a, b) => order(a.category, b.category) || order(a.subcategory, b.subcategory))
    .map(({ category, subcategory, count, sum }) => ({
      category: category ?? '(none)',
      subcategory: subcategory ?? '(none)',
      count,
      sentimentSum: sum,
    }));
}

/**
 * The terms of the selected communications' subjects; the corpus's own counts when every
 * communication is selected (the same documents, counted once at warm-up).
 */
function selectedTerms(db: Store, input: Partial<CommunicationFilters>, where: Where): TermCounts {
  const subjects = subjectTerms(db);
  const columns = communicationColumns(db);
  const selection = columns && rowSelection(db, columns, input, where.range);
  if (!selection) {
    const rowids = db
      .prepare(`SELECT m.rowid FROM communications m WHERE ${where.sql}`)
      .pluck()
      .all(...where.params) as number[];
    return countSubjectTerms(subjects, rowids);
  }
  const rowids = selectedRowids(selection);
  return rowids.length === subjects.corpus.documents
    ? subjects.corpus
    : countSubjectTerms(subjects, rowids);
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
    const columns = communicationColumns(db);
    const now = columns && rowSelection(db, columns, input, where.range);
    const before = columns && rowSelection(db, columns, input, previousWhere.range);
    // From the columns when they hold the filters and visit fewer rows than the rollup's rows
    // cost (about the whole corpus: a full-corpus count is the rollup's best case); else the
    // rollup, else the rows.
    const fromColumns =
      columns &&
      now &&
      before &&
      (!source.fromRollup ||
        now.candidates.length + before.candidates.length < columns.size * ROLLUP_BREAK_EVEN);
    const current = fromColumns ? topicRows(columns, now) : subcategoryRows(where.range);
    checkpoint();
    const previous = fromColumns
      ? topicRows(columns, before)
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
    const terms = distinctiveTerms(
      selectedTerms(db, input, where),
      subjectTerms(db).corpus,
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
