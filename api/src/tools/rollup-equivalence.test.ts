import fc from 'fast-check';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Store } from '../store/db';
import { readRollupGroupings } from '../store/rollup';
import { demoDatabasePath } from '../store/test-support';
import { rollupPlanner } from './aggregate-source';
import { customerIntelligence } from './customer-intelligence';
import { ToolRegistry } from './registry';

// The aggregate tools answer from the daily rollup when it holds the request's dimensions: their
// outputs must be exactly those of the same request read from the rows.

let db: Store;
let registry: ToolRegistry;
let values: Record<string, string[]>;

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  registry = new ToolRegistry([customerIntelligence], { timeoutMs: 60_000 });
  const distinct = (sql: string) => db.prepare(sql).pluck().all() as string[];
  values = {
    channel: distinct('SELECT DISTINCT channel FROM communications'),
    product: distinct('SELECT DISTINCT product FROM communications'),
    intent: distinct('SELECT DISTINCT intent FROM communications'),
    category: distinct('SELECT DISTINCT category FROM communications'),
    segment: distinct('SELECT DISTINCT segment FROM customers'),
    region: distinct('SELECT DISTINCT region FROM customers'),
  };
});
after(() => {
  rollupPlanner.enabled = true;
  db.close();
});

/** What a caller sees of a call, without its timing. */
function outcome(result: Awaited<ReturnType<ToolRegistry['call']>>): unknown {
  return result.ok ? result.output : { error: result.error.code };
}

async function bothWays(name: string, input: Record<string, unknown>) {
  rollupPlanner.enabled = true;
  const fromRollup = await registry.call(name, input, { db });
  rollupPlanner.enabled = false;
  const fromRows = await registry.call(name, input, { db });
  rollupPlanner.enabled = true;
  return { fromRollup: outcome(fromRollup), fromRows: outcome(fromRows) };
}

/** A period and up to two filters: what analysts ask, and what the rollup can hold. */
function filters() {
  const pick = (field: string) => fc.constantFrom(...values[field]!);
  const all = fc.record({
    channel: pick('channel'),
    product: pick('product'),
    intent: pick('intent'),
    category: pick('category'),
    segment: pick('segment'),
    sentiment: fc.constantFrom('positive', 'neutral', 'negative'),
    where: pick('region').map((region) => ({ region })),
  });
  const keys = ['channel', 'product', 'intent', 'category', 'segment', 'sentiment', 'where'];
  return fc
    .tuple(
      fc.constantFrom('2026', '2026-03', 'last_90_days', '2026-08-19', 'this_year'),
      all,
      fc.subarray(keys, { maxLength: 2 }),
    )
    .map(([period, every, chosen]) => ({
      period,
      ...Object.fromEntries(chosen.map((key) => [key, every[key as keyof typeof every]])),
    }));
}

const TOOLS = fc.oneof(
  fc.record({
    name: fc.constant('get_daily_volumes'),
    extra: fc.record({
      splitBy: fc.constantFrom('none', 'channel', 'product', 'category', 'intent', 'sentiment'),
    }),
  }),
  fc.record({
    name: fc.constant('analyze_trends'),
    extra: fc.record({
      metric: fc.constantFrom('volume', 'complaints', 'escalations', 'sentiment', 'negative_share'),
      granularity: fc.constantFrom('day', 'week', 'month'),
    }),
  }),
  fc.record({
    name: fc.constant('analyze_sentiment'),
    extra: fc.record({
      groupBy: fc.constantFrom('day', 'week', 'month', 'channel', 'product', 'segment', 'region'),
    }),
  }),
  fc.record({
    name: fc.constant('analyze_channel_escalation'),
    extra: fc.record({ groupBy: fc.constantFrom('none', 'month', 'week', 'product', 'segment') }),
  }),
  fc.record({ name: fc.constant('get_category_breakdown'), extra: fc.constant({}) }),
  fc.record({ name: fc.constant('analyze_topics'), extra: fc.constant({}) }),
);

describe('aggregate tools from the rollup and from the rows', () => {
  it('give identical outputs for a spread of inputs', async () => {
    const servedBefore = rollupPlanner.served;
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(TOOLS, filters(), async (tool, filter) => {
        // The escalation tool has no channel filter of its own.
        const input: Record<string, unknown> = { ...filter, ...tool.extra };
        if (tool.name === 'analyze_channel_escalation') delete input['channel'];
        const { fromRollup, fromRows } = await bothWays(tool.name, input);
        calls++;
        assert.deepEqual(fromRollup, fromRows, `${tool.name} ${JSON.stringify(input)}`);
      }),
      { numRuns: 150, seed: 20260310 },
    );
    // Many of these requests name few dimensions: the rollup path really ran.
    const served = rollupPlanner.served - servedBefore;
    assert.ok(served > calls / 10, `the rollup served ${served} of ${calls} requests`);
  });

  it('give identical query_data group-bys and counts', async () => {
    const servedBefore = rollupPlanner.served;
    const filter = fc.oneof(
      fc.constantFrom(...values['channel']!).map((value) => ({ field: 'channel', value })),
      fc.constantFrom(...values['product']!).map((value) => ({ field: 'product', value })),
      fc.constantFrom(...values['segment']!).map((value) => ({ field: 'segment', value })),
      fc
        .subarray(values['intent']!, { minLength: 1, maxLength: 2 })
        .map((value) => ({ field: 'intent', op: 'in', value })),
    );
    const metric = fc.constantFrom(
      { fn: 'count' },
      { fn: 'share' },
      { fn: 'avg', field: 'sentiment' },
      { fn: 'sum', field: 'sentiment' },
    );
    const groups = ['channel', 'product', 'segment', 'region', 'intent', 'sentimentLabel'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(filter, { maxLength: 2 }),
        fc.subarray([...groups, 'month', 'week', 'day'], { maxLength: 2 }),
        fc.array(metric, { minLength: 1, maxLength: 3 }),
        async (filters, groupBy, metrics) => {
          const input = { entity: 'communications', filters, groupBy, metrics, limit: 500 };
          const { fromRollup, fromRows } = await bothWays('query_data', input);
          assert.deepEqual(fromRollup, fromRows, JSON.stringify(input));
        },
      ),
      { numRuns: 80, seed: 15 },
    );
    assert.ok(rollupPlanner.served - servedBefore > 10, 'the rollup served query_data');
  });

  it('read the rollup whenever it holds the grouping a request needs', async () => {
    const held = new Set(readRollupGroupings(db));
    for (const [name, input, grouping] of [
      ['get_daily_volumes', { splitBy: 'channel', period: 'last_90_days' }, 'channel'],
      ['analyze_trends', { metric: 'complaints', product: 'Mobile App' }, 'intent,product'],
      ['analyze_sentiment', { groupBy: 'month' }, ''],
      ['analyze_sentiment', { groupBy: 'segment' }, 'segment'],
      ['analyze_channel_escalation', { groupBy: 'month' }, 'channel,chat_mode,escalated_from'],
      ['get_category_breakdown', {}, 'category,subcategory'],
    ] as const) {
      const before = rollupPlanner.served;
      const { fromRollup, fromRows } = await bothWays(name, input);
      assert.equal(rollupPlanner.served - before, held.has(grouping) ? 1 : 0, name);
      assert.ok(
        !(fromRollup as { error?: string }).error,
        `${name}: ${JSON.stringify(fromRollup)}`,
      );
      assert.deepEqual(fromRollup, fromRows, name);
    }
    assert.ok(held.has('') && held.has('channel'), 'the small groupings are kept');
  });
});
