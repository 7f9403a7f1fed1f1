import { z } from 'zod';
import type { Store } from '../store/db';
import {
  DEFAULT_COLUMNS,
  ENTITIES,
  FROM_SQL,
  queryFields,
  type Entity,
  type QueryField,
} from './query-fields';
import { resolutionDaysFromRollup } from './query-data-cases';
import { queryDataFromColumns } from './query-data-columns';
import { queryDataFromRollup } from './query-data-rollup';
import { quantilesOf } from './order-statistics';
import { defineTool, ToolError } from './registry';
import { quantile, round } from './stats';

const OPERATORS = [
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'not_in',
  'contains',
  'is_null',
  'not_null',
] as const;
const COMPARISON: Record<string, string> = {
  eq: '=',
  ne: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};
const FUNCTIONS = ['count', 'share', 'avg', 'sum', 'min', 'max', 'median', 'p90'] as const;
type MetricFunction = (typeof FUNCTIONS)[number];
const MAX_GROUPS = 20_000;

const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

const input = z.object({
  entity: z.enum(ENTITIES).describe('What to query'),
  filters: z
    .array(
      z.object({
        field: z.string().max(40).describe('A field of the entity'),
        op: z
          .enum(OPERATORS)
          .default('eq')
          .describe('Comparison; contains = case-insensitive substring'),
        value: z
          .union([scalar, z.array(z.union([z.string().max(500), z.number()])).max(500)])
          .optional()
          .describe('The value (a list for in / not_in; omit for is_null / not_null)'),
      }),
    )
    .max(20)
    .default([])
    .describe('All must hold (AND)'),
  groupBy: z
    .array(z.string().max(40))
    .max(3)
    .default([])
    .describe(
      "Fields to group by; also hour ('08:00') and weekday ('Monday') where the dictionary's " +
        'timestamp lists them in timeGroupings',
    ),
  metrics: z
    .array(
      z.object({
        fn: z.enum(FUNCTIONS).describe('share: of all matching rows'),
        field: z.string().max(40).optional().describe('The field (not needed for count and share)'),
      }),
    )
    .max(8)
    .default([])
    .describe('Aggregates per group; default count when grouping'),
  fields: z
    .array(z.string().max(40))
    .min(1)
    .max(20)
    .optional()
    .describe('Columns of plain rows (no grouping)'),
  order: z
    .object({
      by: z
        .string()
        .max(60)
        .describe('A selected field, group field or metric name (e.g. count, avgSentiment)'),
      direction: z.enum(['asc', 'desc']).default('desc'),
    })
    .optional()
    .describe('Sort order; default: largest count first, or newest first for plain rows'),
  limit: z.number().int().min(1).max(500).default(50).describe('Most rows returned'),
});

type Input = z.output<typeof input>;

/** The field `name` of `entity` in this database (built-in or custom), or an invalid_input error. */
function fieldOf(db: Store, entity: Entity, name: string, used: Set<QueryField>): QueryField {
  const fields = queryFields(db, entity);
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) {
    throw new ToolError('invalid_input', `Unknown field "${name.slice(0, 40)}" for ${entity}`, {
      fields: Object.keys(fields),
    });
  }
  used.add(field);
  return field;
}

function metricName(fn: MetricFunction, field: string | undefined): string {
  if (fn === 'count' || fn === 'share') return fn;
  return `${fn}${field!.charAt(0).toUpperCase()}${field!.slice(1)}`;
}

function bindable(value: unknown): unknown {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

function whereClause(
  db: Store,
  query: Input,
  used: Set<QueryField>,
): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const filter of query.filters) {
    const { sql } = fieldOf(db, query.entity, filter.field, used);
    const value = filter.value;
    if (filter.op === 'is_null' || filter.op === 'not_null') {
      conditions.push(`${sql} IS ${filter.op === 'is_null' ? '' : 'NOT '}NULL`);
    } else if (filter.op === 'in' || filter.op === 'not_in') {
      if (!Array.isArray(value) || value.length === 0) {
        throw new ToolError(
          'invalid_input',
          `${filter.field}: ${filter.op} needs a non-empty list as value`,
        );
      }
      conditions.push(
        `${sql} ${filter.op === 'in' ? 'IN' : 'NOT IN'} (${value.map(() => '?').join(', ')})`,
      );
      params.push(...value);
    } else if (value === undefined || value === null || Array.isArray(value)) {
      throw new ToolError('invalid_input', `${filter.field}: ${filter.op} needs a single value`);
    } else if (filter.op === 'contains') {
      conditions.push(`${sql} LIKE ? ESCAPE '\\'`);
      params.push(`%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    } else {
      conditions.push(`${sql} ${COMPARISON[filter.op]} ?`);
      params.push(bindable(value));
    }
  }
  return { sql: conditions.length ? conditions.join(' AND ') : '1 = 1', params };
}

function fromClause(entity: Entity, used: Set<QueryField>): string {
  const from = FROM_SQL[entity];
  const join =
    from.customerJoin && [...used].some((field) => field.customer) ? from.customerJoin : '';
  return `${from.table} ${join}`;
}

type Row = Record<string, unknown>;

function sortRows(rows: Row[], by: string, direction: 'asc' | 'desc'): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const left = a[by];
    const right = b[by];
    if (left === right) return 0;
    if (left === null || left === undefined) return 1;
    if (right === null || right === undefined) return -1;
    return (left < right ? -1 : 1) * sign;
  });
}

export const queryData = defineTool({
  name: 'query_data',
  description:
    "A safe structured query when no other tool fits: one entity's rows under filters (all " +
    'must hold), optionally grouped with metrics, ordered and limited. Fields: communications ' +
    'id, customerId, at, day, week, month, channel, chatMode, escalatedFrom, direction, ' +
    'intent, product, category, subcategory, subject, sentiment, sentimentLabel, status, ' +
    'caseId, segment, region; cases id, customerId, type, category, reason, openedAt, ' +
    'closedAt, openedDay, week, month, status, priority, slaHours, slaBreached, ' +
    'accountRestricted, resolutionDays, resolution, segment, region; customers id, name, ' +
    'segment, region, joinedAt, joinedMonth, products; plus every custom field of the data ' +
    'dictionary by its name.',
  input,
  execute(query, { db, checkpoint, markTruncated }) {
    const used = new Set<QueryField>();
    const where = whereClause(db, query, used);
    const aggregate = query.groupBy.length > 0 || query.metrics.length > 0;
    if (!aggregate) {
      const columns = (query.fields ?? DEFAULT_COLUMNS[query.entity]).map((name) => ({
        name,
        field: fieldOf(db, query.entity, name, used),
      }));
      const orderName = query.order?.by ?? (query.entity === 'communications' ? 'at' : 'id');
      const order = fieldOf(db, query.entity, orderName, used);
      const direction =
        query.order?.direction ??
        (query.order ? 'desc' : query.entity === 'communications' ? 'desc' : 'asc');
      const from = fromClause(query.entity, used);
      // The count of matching communications from the daily rollup when it holds the filters:
      // counting the rows themselves reads every one of them, the listed rows only the first few.
      const counted =
        query.entity === 'communications'
          ? queryDataFromRollup(
              db,
              { filters: query.filters, groups: [], metrics: [{ fn: 'count', field: undefined }] },
              1,
            )
          : undefined;
      const matched = counted
        ? Number(counted[0]?.[0] ?? 0)
        : (
            db
              .prepare(`SELECT count(*) AS n FROM ${from} WHERE ${where.sql}`)
              .get(...where.params) as { n: number }
          ).n;
      const rows = db
        .prepare(
          `SELECT ${columns.map((column, index) => `${column.field.sql} AS c${index}`).join(', ')}
           FROM ${from} WHERE ${where.sql}
           ORDER BY ${order.sql} ${direction === 'asc' ? 'ASC' : 'DESC'} LIMIT ?`,
        )
        .raw()
        .all(...where.params, query.limit) as unknown[][];
      if (matched > rows.length) markTruncated();
      const shaped = rows.map((row) =>
        Object.fromEntries(columns.map((column, index) => [column.name, row[index]])),
      );
      return {
        summary: `${matched} ${query.entity} match; ${shaped.length} listed.`,
        filters: Object.fromEntries(
          query.filters.map((filter) => [
            filter.field,
            `${filter.op} ${JSON.stringify(filter.value ?? null)}`,
          ]),
        ),
        entity: query.entity,
        matched,
        rowCount: shaped.length,
        rows: shaped,
      };
    }

    const metrics = (query.metrics.length ? query.metrics : [{ fn: 'count' as const }]).map(
      (metric) => {
        const needsField = metric.fn !== 'count' && metric.fn !== 'share';
        if (needsField && !metric.field)
          throw new ToolError('invalid_input', `metrics: ${metric.fn} needs a field`);
        const field = needsField ? fieldOf(db, query.entity, metric.field!, used) : undefined;
        if (field && ['avg', 'sum', 'median', 'p90'].includes(metric.fn) && !field.numeric) {
          throw new ToolError(
            'invalid_input',
            `metrics: ${metric.fn} needs a numeric field, ${metric.field} is not`,
          );
        }
        return { fn: metric.fn, field, name: metricName(metric.fn, metric.field) };
      },
    );
    const groups = query.groupBy.map((name) => ({
      name,
      field: fieldOf(db, query.entity, name, used),
    }));
    const from = fromClause(query.entity, used);
    const groupSql = groups.map((group, index) => `${group.field.sql} AS g${index}`);
    const sqlMetrics = metrics
      .map((metric, index) => {
        if (metric.fn === 'count' || metric.fn === 'share') return `count(*) AS a${index}`;
        if (metric.fn === 'median' || metric.fn === 'p90') return undefined;
        return `${metric.fn}(${metric.field!.sql}) AS a${index}`;
      })
      .map((sql, index) => sql ?? `NULL AS a${index}`);
    const groupClause = groups.length
      ? `GROUP BY ${groups.map((_, index) => `g${index}`).join(', ')}`
      : '';
    // From the daily rollup, else the columns in memory, when they hold what is asked; else the rows.
    const rows =
      (query.entity === 'communications'
        ? (queryDataFromRollup(db, { filters: query.filters, groups, metrics }, MAX_GROUPS + 1) ??
          queryDataFromColumns(
            db,
            {
              filters: query.filters.map((filter) => ({
                ...filter,
                field: fieldOf(db, query.entity, filter.field, used),
              })),
              groups,
              metrics,
            },
            MAX_GROUPS + 1,
          ))
        : undefined) ??
      (db
        .prepare(
          `SELECT ${[...groupSql, ...sqlMetrics, 'count(*)'].join(', ')} FROM ${from} WHERE ${where.sql} ${groupClause} LIMIT ?`,
        )
        .raw()
        .all(...where.params, MAX_GROUPS + 1) as unknown[][]);
    if (rows.length > MAX_GROUPS) {
      throw new ToolError(
        'invalid_input',
        `More than ${MAX_GROUPS} groups; group by fewer or coarser fields`,
      );
    }
    checkpoint();
    // The last column counts each group's rows; every matching row is in exactly one group.
    const matched = rows.reduce((sum, row) => sum + (row[row.length - 1] as number), 0);
    const keyOf = (row: unknown[]) => JSON.stringify(row.slice(0, groups.length));
    // Per group and percentile metric, its quantiles: of the values read in order from the rows,
    // or by selection over the case rollup's sorted parts.
    const percentiles = new Map<string, ((q: number) => number | null)[]>();
    const setQuantile = (key: string, index: number, quantileOf: (q: number) => number | null) => {
      const lists = percentiles.get(key) ?? [];
      lists[index] = quantileOf;
      percentiles.set(key, lists);
    };
    const percentileMetrics = metrics
      .map((metric, index) => ({ metric, index }))
      .filter(({ metric }) => metric.fn === 'median' || metric.fn === 'p90');
    for (const { metric, index } of percentileMetrics) {
      const parts =
        query.entity === 'cases'
          ? resolutionDaysFromRollup(db, query, groups, metric.field!)
          : undefined;
      if (parts) {
        for (const [key, days] of parts) {
          setQuantile(key, index, (q) => quantilesOf(days, [q])[0] ?? null);
        }
        continue;
      }
      const values = db
        .prepare(
          `SELECT ${[...groupSql, `${metric.field!.sql} AS v`].join(', ')} FROM ${from}
           WHERE ${where.sql} AND ${metric.field!.sql} IS NOT NULL ORDER BY v`,
        )
        .raw()
        // all(), not iterate(): fetching the rows in one call costs far less per row.
        .all(...where.params) as unknown[][];
      const sorted = new Map<string, number[]>();
      for (const row of values) {
        const key = keyOf(row);
        let list = sorted.get(key);
        if (!list) sorted.set(key, (list = []));
        list.push(row[groups.length] as number);
      }
      for (const [key, list] of sorted) setQuantile(key, index, (q) => quantile(list, q));
      checkpoint();
    }
    const groupRows = new Map<Row, number>();
    const shaped: Row[] = rows.map((row) => {
      const shapedRow: Row = {};
      groupRows.set(shapedRow, row[row.length - 1] as number);
      groups.forEach((group, index) => (shapedRow[group.name] = row[index]));
      metrics.forEach((metric, index) => {
        const raw = row[groups.length + index] as number | null;
        if (metric.fn === 'share') shapedRow[metric.name] = matched ? round(raw! / matched, 4) : 0;
        else if (metric.fn === 'median' || metric.fn === 'p90') {
          const quantileOf = percentiles.get(keyOf(row))?.[index];
          const q = metric.fn === 'median' ? 0.5 : 0.9;
          shapedRow[metric.name] = round(quantileOf ? quantileOf(q) : null, 4);
        } else shapedRow[metric.name] = typeof raw === 'number' ? round(raw, 4) : raw;
      });
      return shapedRow;
    });
    const orderBy = query.order?.by ?? metrics[0]!.name;
    if (
      !(orderBy in (shaped[0] ?? { [orderBy]: 0 })) &&
      ![...groups.map((group) => group.name), ...metrics.map((metric) => metric.name)].includes(
        orderBy,
      )
    ) {
      throw new ToolError(
        'invalid_input',
        `order.by "${orderBy.slice(0, 60)}" is neither a group field nor a metric`,
        {
          allowed: [...groups.map((group) => group.name), ...metrics.map((metric) => metric.name)],
        },
      );
    }
    sortRows(shaped, orderBy, query.order?.direction ?? 'desc');
    if (shaped.length > query.limit) markTruncated();
    const listed = shaped.slice(0, query.limit);
    const left = shaped.slice(query.limit);
    const leftRows = left.reduce((sum, row) => sum + (groupRows.get(row) ?? 0), 0);
    const head = listed[0];
    return {
      summary:
        `${matched} ${query.entity} in ${shaped.length} group${shaped.length === 1 ? '' : 's'}` +
        (head && groups.length
          ? `; top ${groups.map((group) => head[group.name]).join(' / ')} (${metrics[0]!.name} ${head[metrics[0]!.name]})`
          : head
            ? `: ${metrics.map((metric) => `${metric.name} ${head[metric.name]}`).join(', ')}`
            : '') +
        '.' +
        (left.length > 0
          ? ` Listed ${listed.length}; ${left.length} more groups (${leftRows} ${query.entity}) ` +
            'left out by the limit.'
          : ''),
      filters: Object.fromEntries(
        query.filters.map((filter) => [
          filter.field,
          `${filter.op} ${JSON.stringify(filter.value ?? null)}`,
        ]),
      ),
      entity: query.entity,
      matched,
      groupBy: query.groupBy,
      ...(left.length > 0 ? { omitted: { groups: left.length, rows: leftRows } } : {}),
      rowCount: listed.length,
      rows: listed,
    };
  },
});
