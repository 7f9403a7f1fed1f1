import { z } from 'zod';
import { daysBetween } from './periods';
import { defineTool, ToolError } from './registry';
import { round } from './stats';
import { customValues, describeValues } from './custom-values';

interface CustomerRow {
  id: string;
  name: string;
  segment: string;
  region: string;
  joinedAt: string;
  products: string;
}

function parseProducts(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export const getCustomerInfo = defineTool({
  name: 'get_customer_info',
  description:
    "A customer's profile (segment, region, products, tenure) with their contacts by channel, " +
    'average sentiment, negative share, open cases and latest contacts. Use it for a question ' +
    'about one customer or to see who wrote a communication.',
  input: z.object({
    customerId: z.string().min(1).max(40).describe('Customer id'),
    recent: z
      .number()
      .int()
      .min(0)
      .max(50)
      .default(5)
      .describe('How many latest communications to list'),
  }),
  execute(input, { db, corpus, checkpoint }) {
    const id = input.customerId.trim();
    const row = db
      .prepare(
        'SELECT id, name, segment, region, joined_at AS joinedAt, products FROM customers WHERE id = ?',
      )
      .get(id) as CustomerRow | undefined;
    if (!row) throw new ToolError('not_found', `No customer with id ${id.slice(0, 40)}`);
    const asOf = corpus.lastDay ?? new Date().toISOString().slice(0, 10);
    const fields = customValues(db, 'customers', row.id);
    const customer = {
      ...row,
      products: parseProducts(row.products),
      tenureDays: Math.max(0, daysBetween(row.joinedAt.slice(0, 10), asOf)),
      ...(Object.keys(fields).length ? { fields } : {}),
    };
    const byChannel = db
      .prepare(
        `SELECT channel, count(*) AS count FROM communications WHERE customer_id = ?
         GROUP BY channel ORDER BY count DESC, channel`,
      )
      .all(id) as { channel: string; count: number }[];
    const totals = db
      .prepare(
        `SELECT count(*) AS count, avg(sentiment) AS avgSentiment,
           sum(sentiment_label = 'negative') AS negative, sum(intent = 'complaint') AS complaints,
           min(at) AS firstContact, max(at) AS lastContact
         FROM communications WHERE customer_id = ?`,
      )
      .get(id) as {
      count: number;
      avgSentiment: number | null;
      negative: number | null;
      complaints: number | null;
      firstContact: string | null;
      lastContact: string | null;
    };
    checkpoint();
    const cases = db
      .prepare(
        `SELECT id, type, category, reason, opened_at AS openedAt, closed_at AS closedAt, status,
           priority, sla_breached AS slaBreached, account_restricted AS accountRestricted
         FROM cases WHERE customer_id = ? ORDER BY opened_at DESC`,
      )
      .all(id) as {
      id: string;
      status: string;
      slaBreached: number;
      accountRestricted: number;
    }[];
    const asCase = (item: (typeof cases)[number]) => ({
      ...item,
      slaBreached: item.slaBreached === 1,
      accountRestricted: item.accountRestricted === 1,
    });
    const openCases = cases.filter((item) => item.status !== 'closed').map(asCase);
    const recentCommunications = db
      .prepare(
        `SELECT id, at, channel, intent, product, category, subcategory, subject, sentiment,
           sentiment_label AS sentimentLabel, case_id AS caseId
         FROM communications WHERE customer_id = ? ORDER BY at DESC, id DESC LIMIT ?`,
      )
      .all(id, input.recent) as { id: string; sentiment: number }[];
    const avgSentiment = round(totals.avgSentiment);
    return {
      summary:
        `${customer.id} ${customer.name} (${customer.segment}, ${customer.region}, customer for ` +
        `${customer.tenureDays} days): ${totals.count} communications, average sentiment ` +
        `${avgSentiment ?? 'n/a'}, ${totals.complaints ?? 0} complaints, ${openCases.length} open ` +
        `of ${cases.length} cases` +
        (describeValues(fields) ? `; ${describeValues(fields)}.` : '.'),
      filters: { customerId: id },
      customer,
      communicationCount: totals.count,
      byChannel,
      avgSentiment,
      negativeShare: totals.count > 0 ? round((totals.negative ?? 0) / totals.count, 4) : 0,
      complaints: totals.complaints ?? 0,
      firstContact: totals.firstContact,
      lastContact: totals.lastContact,
      caseCount: cases.length,
      restricted: cases.some((item) => item.accountRestricted === 1),
      openCases,
      recentCommunications: recentCommunications.map((item) => ({
        ...item,
        sentiment: round(item.sentiment),
      })),
      sources: [customer.id, ...recentCommunications.slice(0, 9).map((item) => item.id)],
    };
  },
});
