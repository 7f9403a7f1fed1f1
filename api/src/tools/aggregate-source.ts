import { changeKey } from '../store/custom-fields';
import type { Store } from '../store/db';
import { groupingKey, readRollupGroupings, rollupIsFresh } from '../store/rollup';
import type { CorpusBounds } from './corpus';
import { communicationWhere, type CommunicationFilters } from './filters';
import type { DayRange } from './periods';
import { queryFields } from './query-fields';

/**
 * Where an aggregate over communications is read from: the rows themselves, or the daily rollup
 * (api/src/store/rollup.ts) when it holds a grouping of exactly the dimensions the request filters
 * and groups by. The planner is exact, never approximate: a request the rollup cannot answer to
 * the row (a customer, a text, a number filter, more than three dimensions, a stale rollup) reads
 * the rows. Tools write their aggregates once against this interface.
 */
export interface AggregateSource {
  readonly fromRollup: boolean;
  /** The FROM clause (`communications m` with the customer join a dimension needs, or the rollup). */
  readonly from: string;
  /** Conditions and parameters for `range` (the request's own, or one period of it). */
  where(range: DayRange): { sql: string; params: unknown[] };
  /** The SQL of a dimension (a rollup dimension name: `channel`, `segment`, `x_airline`). */
  column(dimension: string): string;
  readonly count: string;
  countWhere(condition: string): string;
  readonly sentimentSum: string;
  /** Mean sentiment, NULL without rows. */
  readonly avgSentiment: string;
  labelCount(label: SentimentLabel): string;
  /** The share of rows with this label, NULL without rows. */
  labelShare(label: SentimentLabel): string;
}

type SentimentLabel = 'positive' | 'neutral' | 'negative';

/**
 * `enabled`: tests compare both paths, nothing else turns the rollup off. `served` counts the
 * requests answered from it, so tests and benchmarks can tell which path ran.
 */
export const rollupPlanner = { enabled: true, served: 0 };

/** The rollup dimension each filter field of the tools stands for. */
const FILTER_DIMENSIONS: Partial<Record<keyof CommunicationFilters, string>> = {
  channel: 'channel',
  product: 'product',
  sentiment: 'sentiment_label',
  category: 'category',
  subcategory: 'subcategory',
  intent: 'intent',
  segment: 'segment',
};

/**
 * The source for an aggregate of communications under `input`'s filters that also reads the
 * `dimensions` named (grouped by, or counted under a condition). Call communicationWhere first:
 * it checks the filters (and gives the output's `filters`). With `corpus`, a range that spans the
 * corpus has no date condition; leave it out for a statement re-run per period.
 */
export function aggregateSource(
  db: Store,
  input: Partial<CommunicationFilters>,
  dimensions: readonly string[],
  corpus?: CorpusBounds,
): AggregateSource {
  const plan = rollupPlan(db, input, dimensions);
  return plan ? rollupSource(plan, corpus) : rowSource(db, input, dimensions, corpus);
}

/**
 * The rollup dimension a query field's SQL reads (`m.channel` → channel, `c.segment` → segment,
 * `m."x_airline"` → x_airline), or undefined for anything else (a computed field).
 */
export function rollupDimensionOf(sql: string): string | undefined {
  const match = /^(?:m\.(\w+)|c\.(segment|region)|m\."(x_\w+)")$/.exec(sql);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

interface RollupPlan {
  readonly grouping: string;
  /** Position (k1…k3) of each dimension. */
  readonly position: ReadonlyMap<string, number>;
  readonly filters: readonly { dimension: string; values: readonly unknown[] }[];
}

function rollupPlan(
  db: Store,
  input: Partial<CommunicationFilters>,
  dimensions: readonly string[],
): RollupPlan | undefined {
  if (!rollupPlanner.enabled || input.customerId !== undefined) return undefined;
  const filters: { dimension: string; values: unknown[] }[] = [];
  for (const [key, dimension] of Object.entries(FILTER_DIMENSIONS)) {
    const value = input[key as keyof CommunicationFilters];
    if (value !== undefined) filters.push({ dimension, values: [value] });
  }
  if (input.where) {
    const fields = queryFields(db, 'communications');
    for (const [name, wanted] of Object.entries(input.where)) {
      const field = fields[name]!;
      const dimension = rollupDimensionOf(field.sql);
      const values = (Array.isArray(wanted) ? wanted : [wanted]).map((item) =>
        typeof item === 'boolean' ? (item ? 1 : 0) : item,
      );
      // A category column compares a number as text; the rollup keeps values untyped, so only
      // text values (and 0/1 for yes/no fields) are matched there.
      const typed =
        field.type === 'boolean'
          ? values.every((item) => typeof item === 'number')
          : values.every((item) => typeof item === 'string');
      if (!dimension || !typed) return undefined;
      filters.push({ dimension, values });
    }
  }
  const needed = [...new Set([...filters.map((filter) => filter.dimension), ...dimensions])].sort();
  const grouping = groupingKey(needed);
  if (!rollupGroupings(db).has(grouping)) return undefined;
  rollupPlanner.served++;
  return { grouping, position: new Map(needed.map((name, index) => [name, index + 1])), filters };
}

const groupingCache = new WeakMap<Store, { key: string; groupings: Set<string> }>();

/** The rollup's groupings, or none while it is stale. */
function rollupGroupings(db: Store): Set<string> {
  const key = changeKey(db);
  let cached = groupingCache.get(db);
  if (cached?.key !== key) {
    cached = { key, groupings: new Set(rollupIsFresh(db) ? readRollupGroupings(db) : []) };
    groupingCache.set(db, cached);
  }
  return cached.groupings;
}

function rollupSource(plan: RollupPlan, corpus?: CorpusBounds): AggregateSource {
  const column = (dimension: string) => {
    const position = plan.position.get(dimension);
    if (position === undefined) throw new Error(`rollup ${plan.grouping} has no ${dimension}`);
    return `r.k${position}`;
  };
  const keyConditions = plan.filters.map(
    (filter) => `${column(filter.dimension)} IN (${filter.values.map(() => '?').join(', ')})`,
  );
  const keyParams = plan.filters.flatMap((filter) => filter.values);
  const count = 'coalesce(sum(r.n), 0)';
  return {
    fromRollup: true,
    from: 'rollup_daily r',
    where(range) {
      const whole =
        corpus?.firstDay !== undefined &&
        corpus.lastDay !== undefined &&
        range.from <= corpus.firstDay &&
        range.to >= corpus.lastDay;
      const conditions = ['r.grouping = ?', ...(whole ? [] : ['r.day >= ? AND r.day <= ?'])];
      return {
        sql: [...conditions, ...keyConditions].join(' AND '),
        params: [plan.grouping, ...(whole ? [] : [range.from, range.to]), ...keyParams],
      };
    },
    column,
    count,
    countWhere: (condition) => `coalesce(sum(r.n) FILTER (WHERE ${condition}), 0)`,
    sentimentSum: 'total(r.sentiment_sum)',
    avgSentiment: 'total(r.sentiment_sum) / sum(r.n)',
    labelCount: (label) => `coalesce(sum(r.${label}), 0)`,
    labelShare: (label) => `1.0 * sum(r.${label}) / sum(r.n)`,
  };
}

function rowSource(
  db: Store,
  input: Partial<CommunicationFilters>,
  dimensions: readonly string[],
  corpus?: CorpusBounds,
): AggregateSource {
  const customer = dimensions.some((name) => name === 'segment' || name === 'region');
  return {
    fromRollup: false,
    // LEFT JOIN: a communication whose customer is missing still counts (segment null).
    from: `communications m${customer ? ' LEFT JOIN customers c ON c.id = m.customer_id' : ''}`,
    where(range) {
      const { sql, params } = communicationWhere(input, range, 'm', corpus, db);
      return { sql, params };
    },
    column: (dimension) =>
      dimension === 'segment' || dimension === 'region'
        ? `c.${dimension}`
        : dimension.startsWith('x_')
          ? `m."${dimension}"`
          : `m.${dimension}`,
    count: 'count(*)',
    countWhere: (condition) => `count(*) FILTER (WHERE ${condition})`,
    sentimentSum: 'total(m.sentiment)',
    avgSentiment: 'avg(m.sentiment)',
    labelCount: (label) => `count(*) FILTER (WHERE m.sentiment_label = '${label}')`,
    labelShare: (label) => `avg(m.sentiment_label = '${label}')`,
  };
}
