import { z } from 'zod';
import {
  communicationFilterFields,
  communicationWhere,
  describeFilters,
  resolveRange,
} from './filters';
import { aggregateSource } from './aggregate-source';
import { defineTool } from './registry';
import { percent, round, share } from './stats';

export const getCategoryBreakdown = defineTool({
  name: 'get_category_breakdown',
  description:
    'How communications split over topic categories and sub-categories: count, share (of the ' +
    'total; of the category for sub-categories, plus shareOfTotal) and average sentiment, ' +
    'largest first. Use it for what contacts are about; for change over time use ' +
    'analyze_topics.',
  input: z.object(communicationFilterFields),
  execute(input, { db, corpus }) {
    const where = communicationWhere(input, resolveRange(input, corpus), 'm', corpus, db);
    const source = aggregateSource(db, input, ['category', 'subcategory'], corpus);
    const condition = source.where(where.range);
    const [category, subcategory] = [source.column('category'), source.column('subcategory')];
    // Communications without a category count under "(none)" rather than as null.
    const rows = db
      .prepare(
        `SELECT coalesce(${category}, '(none)') AS category,
             coalesce(${subcategory}, '(none)') AS subcategory, ${source.count} AS count,
           ${source.avgSentiment} AS avgSentiment
         FROM ${source.from} WHERE ${condition.sql} GROUP BY ${category}, ${subcategory}`,
      )
      .all(...condition.params) as {
      category: string;
      subcategory: string;
      count: number;
      avgSentiment: number;
    }[];
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const byCategory = new Map<string, typeof rows>();
    for (const row of rows)
      byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
    const categories = [...byCategory.entries()]
      .map(([category, items]) => {
        const count = items.reduce((sum, item) => sum + item.count, 0);
        const sentimentSum = items.reduce((sum, item) => sum + item.avgSentiment * item.count, 0);
        return {
          category,
          count,
          share: share(count, total),
          avgSentiment: round(sentimentSum / count),
          subcategories: items
            .map((item) => ({
              subcategory: item.subcategory,
              count: item.count,
              share: share(item.count, count),
              shareOfTotal: share(item.count, total),
              avgSentiment: round(item.avgSentiment),
            }))
            .sort((a, b) => b.count - a.count || a.subcategory.localeCompare(b.subcategory)),
        };
      })
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
    const top = categories
      .slice(0, 3)
      .map((item) => `${item.category} ${item.count} (${percent(item.share)})`)
      .join(', ');
    return {
      summary: `${total} communications in ${categories.length} categories, ${describeFilters(where.filters)}: ${top || 'none'}.`,
      filters: where.filters,
      total,
      categories,
    };
  },
});
