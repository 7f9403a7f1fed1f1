import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors';
import type { Store } from '../store/db';
import { CHANNELS, PRODUCTS } from '../store/vocabulary';
import { corpusBounds } from '../tools/corpus';
import { communicationWhere, daySql, resolveRange } from '../tools/filters';
import { isCalendarDay, periodSql } from '../tools/periods';
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
  channel: z.enum(CHANNELS).optional(),
  product: z.enum(PRODUCTS).optional(),
});

const TOP_TOPICS = 3;

/** `GET /api/insights/sentiment-bubbles`: one bubble per day or week for the sentiment chart. */
export async function insightRoutes(app: FastifyInstance, options: { db: Store }): Promise<void> {
  const { db } = options;
  app.get('/insights/sentiment-bubbles', async (request) => {
    const parsed = bubbleQuery.safeParse(request.query);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`)
        .join('; ');
      throw new HttpError(400, 'invalid_query', message);
    }
    const query = parsed.data;
    let range;
    try {
      range = resolveRange(query, corpusBounds(db));
    } catch (error) {
      if (error instanceof ToolError) throw new HttpError(400, 'invalid_query', error.message);
      throw error;
    }
    const where = communicationWhere(query, range);
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
