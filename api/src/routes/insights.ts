import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors';
import type { Store } from '../store/db';
import { corpusBounds } from '../tools/corpus';
import { communicationWhere, daySql, resolveRange } from '../tools/filters';
import { isCalendarDay, periodSql } from '../tools/periods';
import { queryFields, type QueryField } from '../tools/query-fields';
import { ToolError } from '../tools/registry';
import {
  SENTIMENT_COLUMNS,
  sentimentFigures,
  type SentimentRow,
} from '../tools/sentiment-aggregate';

const day = z.string().refine(isCalendarDay, 'expected a day as YYYY-MM-DD').optional();

const bubbleQuery = z.object({
  from: day,
  to: day,
  granularity: z.enum(['day', 'week']).default('day'),
});
const RESERVED = new Set(['from', 'to', 'granularity', 'period']);
/** Longest filter value accepted; a category value is a few words, never a document. */
const MAX_VALUE_LENGTH = 200;

const TOP_TOPICS = 3;

/**
 * The communication fields a bubble chart can be filtered by: every non-numeric field of the
 * query_data allow-list, custom fields of an import included (the names the data dictionary lists). Numbers are not equality
 * filters; only the fixed SQL of the allow-list ever reaches the statement text.
 */
export function bubbleFilterFields(db: Store): ReadonlyMap<string, QueryField> {
  return new Map(
    Object.entries(queryFields(db, 'communications')).filter(
      ([name, field]) => !field.numeric && !RESERVED.has(name),
    ),
  );
}

interface FieldFilter {
  readonly name: string;
  readonly field: QueryField;
  readonly value: string;
}

/** The field filters of a query string: known names only, one text value each. */
function readFieldFilters(db: Store, query: Record<string, unknown>): FieldFilter[] {
  const fields = bubbleFilterFields(db);
  const filters: FieldFilter[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (RESERVED.has(name)) continue;
    const field = fields.get(name);
    if (!field) {
      throw new HttpError(
        400,
        'invalid_query',
        `${name}: not a field of the data; filter by one of ${[...fields.keys()].join(', ')}`,
      );
    }
    if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_LENGTH) {
      throw new HttpError(
        400,
        'invalid_query',
        `${name}: expected one value of at most ${MAX_VALUE_LENGTH} characters`,
      );
    }
    filters.push({ name, field, value });
  }
  return filters;
}

/** The condition of one field filter on communications `m` (customer fields through `c`). */
function filterSql(filter: FieldFilter): string {
  return filter.field.customer
    ? `m.customer_id IN (SELECT c.id FROM customers c WHERE ${filter.field.sql} = ?)`
    : `${filter.field.sql} = ?`;
}

/** A value no row holds is most likely a typo: say so rather than draw an empty chart. */
function checkValueExists(db: Store, filter: FieldFilter): void {
  const found = db
    .prepare(`SELECT 1 FROM communications m WHERE ${filterSql(filter)} LIMIT 1`)
    .get(filter.value);
  if (!found) {
    throw new HttpError(
      400,
      'invalid_query',
      `${filter.name}: no communication has the value "${filter.value}"`,
    );
  }
}

/**
 * `GET /api/insights/sentiment-bubbles?from&to&granularity&<field>=<value>`: one bubble per day or
 * week for the sentiment chart, filtered by any categorical field of the data.
 */
export async function insightRoutes(app: FastifyInstance, options: { db: Store }): Promise<void> {
  const { db } = options;
  app.get('/insights/sentiment-bubbles', async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const parsed = bubbleQuery.safeParse(raw);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`)
        .join('; ');
      throw new HttpError(400, 'invalid_query', message);
    }
    const query = parsed.data;
    const fieldFilters = readFieldFilters(db, raw);
    let range;
    try {
      range = resolveRange(query, corpusBounds(db));
    } catch (error) {
      if (error instanceof ToolError) throw new HttpError(400, 'invalid_query', error.message);
      throw error;
    }
    for (const filter of fieldFilters) checkValueExists(db, filter);
    const base = communicationWhere({}, range);
    const where = {
      sql: [base.sql, ...fieldFilters.map(filterSql)].join(' AND '),
      params: [...base.params, ...fieldFilters.map((filter) => filter.value)],
    };
    const period = periodSql(daySql('m'), query.granularity);
    const rows = db
      .prepare(
        `SELECT ${period} AS date, ${SENTIMENT_COLUMNS} FROM communications m WHERE ${where.sql}
         GROUP BY date ORDER BY date`,
      )
      .all(...where.params) as (SentimentRow & { date: string })[];
    const topics = db
      .prepare(
        `SELECT ${period} AS date, m.category AS category, count(*) AS count
         FROM communications m WHERE ${where.sql} GROUP BY date, category
         ORDER BY date, count DESC, category`,
      )
      .all(...where.params) as { date: string; category: string; count: number }[];
    const topicsByDate = new Map<string, { category: string; count: number }[]>();
    for (const topic of topics) {
      const list = topicsByDate.get(topic.date) ?? [];
      if (list.length < TOP_TOPICS) list.push({ category: topic.category, count: topic.count });
      topicsByDate.set(topic.date, list);
    }
    return rows.map((row) => {
      const figures = sentimentFigures(row);
      return {
        date: row.date,
        avgSentiment: figures.avgSentiment,
        count: figures.count,
        negativeShare: figures.negativeShare,
        topTopics: topicsByDate.get(row.date) ?? [],
      };
    });
  });
}
