import { z } from 'zod';
import type { Store } from '../store/db';
import { aggregateSource, type AggregateSource } from './aggregate-source';
import { caseSignals, type CaseSignals } from './case-signals';
import { dateRangeFields, resolveRange, type CommunicationFilters } from './filters';
import { addDays, resolvePeriod, type DayRange } from './periods';
import { defineTool, ToolError } from './registry';
import { round } from './stats';

interface Signals {
  customers: number;
  communications: number;
  negative: number;
  complaints: number;
  escalations: number;
  closureContacts: number;
  openCases: number;
  slaBreaches: number;
  restrictedCustomers: number;
}

/** The segment as the data spells it; an unknown one is an error that names the data's own. */
function knownSegment(db: Store, asked: string): string {
  const stored = db
    .prepare('SELECT segment FROM customers WHERE segment = ? COLLATE NOCASE LIMIT 1')
    .pluck()
    .get(asked) as string | undefined;
  if (stored !== undefined) return stored;
  const known = db
    .prepare(
      'SELECT DISTINCT segment FROM customers WHERE segment IS NOT NULL ORDER BY segment LIMIT 20',
    )
    .pluck()
    .all() as string[];
  throw new ToolError(
    'not_found',
    `No customers in segment "${asked.slice(0, 40)}"; the data's segments: ${known.join(', ') || 'none'}`,
  );
}

/** Raw signals of a set of customers (`who` is a condition on a customer id column). */
function signals(
  db: Store,
  who: (column: string) => string,
  params: unknown[],
  range: DayRange,
  group?: Pick<CommunicationFilters, 'segment'>,
): Signals {
  const end = addDays(range.to, 1);
  const communications = group
    ? groupCommunicationSignals(db, group, range)
    : (db
        .prepare(
          `SELECT count(*) AS communications, sum(sentiment_label = 'negative') AS negative,
             sum(intent = 'complaint') AS complaints, sum(escalated_from IS NOT NULL) AS escalations,
             sum(subcategory = 'Account closure') AS closureContacts
           FROM communications WHERE ${who('customer_id')} AND at >= ? AND at < ?`,
        )
        .get(...params, range.from, end) as Record<string, number | null>);
  // A segment's or everyone's case signals from the cases held in memory; one customer's by SQL.
  const cases =
    (group && caseSignals(db, group.segment, range.from, end)) ??
    (db
      .prepare(
        `SELECT sum(opened_at < ? AND (closed_at IS NULL OR closed_at >= ?)) AS openCases,
         sum(sla_breached = 1 AND opened_at >= ? AND opened_at < ?) AS slaBreaches,
         count(DISTINCT CASE WHEN account_restricted = 1 AND opened_at < ? THEN customer_id END)
           AS restrictedCustomers
       FROM cases WHERE ${who('customer_id')}`,
      )
      .get(end, end, range.from, end, end, ...params) as Record<keyof CaseSignals, number | null>);
  // A segment's customers counted on the segment index, not matched id by id against themselves.
  const customers = (
    group?.segment !== undefined
      ? db.prepare('SELECT count(*) AS n FROM customers WHERE segment = ?').get(group.segment)
      : db.prepare(`SELECT count(*) AS n FROM customers WHERE ${who('id')}`).get(...params)
  ) as { n: number };
  return {
    customers: customers.n,
    communications: communications['communications'] ?? 0,
    negative: communications['negative'] ?? 0,
    complaints: communications['complaints'] ?? 0,
    escalations: communications['escalations'] ?? 0,
    closureContacts: communications['closureContacts'] ?? 0,
    openCases: cases.openCases ?? 0,
    slaBreaches: cases.slaBreaches ?? 0,
    restrictedCustomers: cases.restrictedCustomers ?? 0,
  };
}

/**
 * The communication signals of a segment or of every customer, each read from the daily rollup
 * when it holds the dimension the signal counts (with the segment), else from the rows: the same
 * figures either way (see aggregate-source.ts).
 */
function groupCommunicationSignals(
  db: Store,
  group: Pick<CommunicationFilters, 'segment'>,
  range: DayRange,
): Record<string, number | null> {
  const count = (dimensions: string[], measure: (source: AggregateSource) => string) => {
    const source = aggregateSource(db, group, dimensions);
    const where = source.where(range);
    return db
      .prepare(`SELECT ${measure(source)} FROM ${source.from} WHERE ${where.sql}`)
      .pluck()
      .get(...where.params) as number | null;
  };
  return {
    communications: count([], (source) => source.count),
    negative: count([], (source) => source.labelCount('negative')),
    complaints: count(['intent'], (source) =>
      source.countWhere(`${source.column('intent')} = 'complaint'`),
    ),
    escalations: count(['escalated_from'], (source) =>
      source.countWhere(`${source.column('escalated_from')} IS NOT NULL`),
    ),
    closureContacts: count(['subcategory'], (source) =>
      source.countWhere(`${source.column('subcategory')} = 'Account closure'`),
    ),
  };
}

/**
 * The factors, each scaled to 0..1 at the level that signals real risk for one customer (4
 * complaints in the window, 2 open cases, …). For a segment the per-customer average is scaled
 * the same way, so a segment's score reads as "its average customer's".
 */
function factors(s: Signals) {
  const perCustomer = (value: number) => (s.customers > 0 ? value / s.customers : 0);
  const scaled = (value: number, full: number) => Math.min(1, value / full);
  const list = [
    {
      factor: 'negative sentiment share',
      observed: s.communications ? s.negative / s.communications : 0,
      full: 1,
      weight: 0.25,
    },
    {
      factor: 'complaints per customer',
      observed: perCustomer(s.complaints),
      full: 4,
      weight: 0.2,
    },
    {
      factor: 'account restricted (CDD)',
      observed: perCustomer(s.restrictedCustomers),
      full: 1,
      weight: 0.15,
    },
    { factor: 'open cases per customer', observed: perCustomer(s.openCases), full: 2, weight: 0.1 },
    {
      factor: 'escalations per customer',
      observed: perCustomer(s.escalations),
      full: 3,
      weight: 0.1,
    },
    {
      factor: 'SLA breaches per customer',
      observed: perCustomer(s.slaBreaches),
      full: 2,
      weight: 0.1,
    },
    {
      factor: 'account closure contacts per customer',
      observed: perCustomer(s.closureContacts),
      full: 1,
      weight: 0.1,
    },
  ];
  return list.map(({ factor, observed, full, weight }) => {
    const value = scaled(observed, full);
    return {
      factor,
      value: round(value, 3),
      weight,
      contribution: round(value * weight, 4),
      observed: round(observed, 4),
    };
  });
}

function level(score: number): 'high' | 'medium' | 'low' {
  return score >= 0.5 ? 'high' : score >= 0.25 ? 'medium' : 'low';
}

function scoreOf(list: ReturnType<typeof factors>): number {
  return round(
    list.reduce((sum, item) => sum + item.contribution, 0),
    3,
  );
}

export const assessRisk = defineTool({
  name: 'assess_risk',
  description:
    "Risk that a customer (or a segment's average customer) complains further or leaves: a " +
    "score 0..1, a level (low < 0.25 ≤ medium < 0.5 ≤ high) and each factor's value, weight " +
    'and contribution (negative sentiment, complaints, account restriction, open cases, ' +
    'escalations, SLA breaches, closure contacts); a segment is compared with all customers. ' +
    'The window defaults to the last 90 days.',
  input: z.object({
    customerId: z.string().min(1).max(40).optional().describe('The customer to assess'),
    segment: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .optional()
      .describe("Or a whole segment (a value of the customers' segment field)"),
    ...dateRangeFields,
  }),
  execute(input, { db, corpus, checkpoint }) {
    if (!input.customerId && !input.segment) {
      throw new ToolError('invalid_input', 'Give customerId or segment');
    }
    const reference = corpus.lastDay ?? new Date().toISOString().slice(0, 10);
    const range =
      input.period || input.from || input.to
        ? resolveRange(input, corpus)
        : resolvePeriod('last_90_days', reference);
    let subject: string;
    let list: ReturnType<typeof factors>;
    let comparison: { subject: string; score: number; level: string } | undefined;
    if (input.customerId) {
      subject = input.customerId.trim();
      const exists = db.prepare('SELECT 1 FROM customers WHERE id = ?').get(subject);
      if (!exists) throw new ToolError('not_found', `No customer with id ${subject.slice(0, 40)}`);
      list = factors(signals(db, (column) => `${column} = ?`, [subject], range));
    } else {
      subject = knownSegment(db, input.segment!);
      list = factors(
        signals(
          db,
          (column) => `${column} IN (SELECT id FROM customers WHERE segment = ?)`,
          [subject],
          range,
          { segment: subject },
        ),
      );
      checkpoint();
      const everyone = scoreOf(factors(signals(db, () => '1 = 1', [], range, {})));
      comparison = { subject: 'all customers', score: everyone, level: level(everyone) };
    }
    const score = scoreOf(list);
    const drivers = [...list]
      .filter((item) => item.contribution > 0)
      .sort((a, b) => b.contribution - a.contribution)
      .slice(0, 3)
      .map((item) => `${item.factor} ${item.observed}`)
      .join(', ');
    return {
      summary:
        `Risk of ${subject}, ${range.from} to ${range.to}: ${score} (${level(score)})` +
        (comparison ? ` vs ${comparison.score} for all customers` : '') +
        `; main drivers: ${drivers || 'none'}.`,
      filters: {
        from: range.from,
        to: range.to,
        ...(input.customerId ? { customerId: subject } : { segment: subject }),
      },
      subject,
      score,
      level: level(score),
      factors: list,
      ...(comparison ? { comparison } : {}),
      ...(input.customerId ? { sources: [subject] } : {}),
    };
  },
});
