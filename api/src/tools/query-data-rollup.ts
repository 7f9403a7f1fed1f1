import type { Store } from '../store/db';
import { aggregateSource, rollupDimensionOf } from './aggregate-source';
import { periodSql, type Granularity } from './periods';
import type { QueryField } from './query-fields';

/**
 * query_data's grouped counts over communications, read from the daily rollup when it can answer
 * them exactly: equality (eq / in) filters on text values of rollup dimensions, groups by those
 * dimensions or by day / week / month, and count, share, avg or sum of sentiment. Anything else
 * (another operator, a percentile, a number field) gives undefined and the rows are read.
 */

export interface RollupQuery {
  readonly filters: readonly { field: string; op: string; value?: unknown }[];
  readonly groups: readonly { name: string; field: QueryField }[];
  readonly metrics: readonly { fn: string; field: QueryField | undefined }[];
}

const TIME_GROUPS: Record<string, Granularity | 'day'> = {
  day: 'day',
  week: 'week',
  month: 'month',
};
const EVERY_DAY = { from: '0000-01-01', to: '9999-12-31' };

/** The rows query_data's aggregate would give (groups, metrics, then the group's count), or undefined. */
export function queryDataFromRollup(
  db: Store,
  query: RollupQuery,
  limit: number,
): unknown[][] | undefined {
  const where: Record<string, string[]> = {};
  for (const filter of query.filters) {
    const values = filter.op === 'eq' ? [filter.value] : filter.op === 'in' ? filter.value : [];
    if (!Array.isArray(values) || values.length === 0) return undefined;
    if (!values.every((value) => typeof value === 'string')) return undefined;
    // A field filtered twice is an AND of two lists: left to the rows.
    if (Object.hasOwn(where, filter.field)) return undefined;
    where[filter.field] = values as string[];
  }
  const dimensions: string[] = [];
  for (const group of query.groups) {
    if (Object.hasOwn(TIME_GROUPS, group.name) && group.field.derived) continue;
    const dimension = rollupDimensionOf(group.field.sql);
    if (!dimension || group.field.type === 'text' || group.field.numeric) return undefined;
    dimensions.push(dimension);
  }
  const supported = query.metrics.every(
    (metric) =>
      metric.fn === 'count' ||
      metric.fn === 'share' ||
      ((metric.fn === 'avg' || metric.fn === 'sum') && metric.field?.sql === 'm.sentiment'),
  );
  if (!supported) return undefined;
  const source = aggregateSource(db, { where }, dimensions);
  if (!source.fromRollup) return undefined;
  // sum() (not total()) is NULL without rows, as over the rows.
  const metrics = query.metrics.map((metric) =>
    metric.fn === 'avg'
      ? source.avgSentiment
      : metric.fn === 'sum'
        ? 'sum(r.sentiment_sum)'
        : source.count,
  );
  const groupSql = query.groups.map((group, index) => {
    const time = group.field.derived ? TIME_GROUPS[group.name] : undefined;
    const sql =
      time === 'day'
        ? 'r.day'
        : time
          ? periodSql('r.day', time)
          : source.column(dimensions[index - countTimeBefore(query, index)]!);
    return `${sql} AS g${index}`;
  });
  // The rows join customers: a communication without one is in no group of a customer field.
  const customerGroups = dimensions
    .filter((name) => name === 'segment' || name === 'region')
    .map((name) => `${source.column(name)} IS NOT NULL`);
  const condition = source.where(EVERY_DAY);
  const groupClause = query.groups.length
    ? `GROUP BY ${query.groups.map((_, index) => `g${index}`).join(', ')}`
    : '';
  return db
    .prepare(
      `SELECT ${[...groupSql, ...metrics.map((sql, index) => `${sql} AS a${index}`), source.count].join(', ')}
       FROM ${source.from} WHERE ${[condition.sql, ...customerGroups].join(' AND ')}
       ${groupClause} LIMIT ?`,
    )
    .raw()
    .all(...condition.params, limit) as unknown[][];
}

/** Time groups before `index`: they take no dimension. */
function countTimeBefore(query: RollupQuery, index: number): number {
  return query.groups
    .slice(0, index)
    .filter((group) => Object.hasOwn(TIME_GROUPS, group.name) && group.field.derived).length;
}
