import type { Store } from '../store/db';
import { communicationColumns } from './communication-columns';
import type { ToolRegistry } from './registry';

/**
 * What a fresh connection pays for on its first questions, paid at start instead: the schema,
 * the pages of the indexes and the rollup, the full-text index's structures, the tools' caches
 * (corpus bounds, term frequencies, known values, the communication columns) and the code's first compilation. One call of
 * each tool with inputs taken from the data itself (an id, a subject), never from a vocabulary.
 */
export async function warmUpTools(registry: ToolRegistry, db: Store): Promise<number> {
  const started = performance.now();
  // The columns filtered searches and topic counts select from (a second at a million rows).
  communicationColumns(db);
  const known = new Set(registry.names());
  for (const [name, input] of warmUpCalls(db)) {
    if (!known.has(name)) continue;
    // A failure here is the same failure a caller would get later; warming goes on.
    await registry.call(name, input, { db });
  }
  return performance.now() - started;
}

function warmUpCalls(db: Store): [string, unknown][] {
  const sample = db
    .prepare('SELECT id, customer_id, subject FROM communications ORDER BY rowid DESC LIMIT 1')
    .get() as { id: string; customer_id: string | null; subject: string } | undefined;
  const customer = sample?.customer_id ? { customerId: sample.customer_id } : undefined;
  const segment = db.prepare('SELECT segment FROM customers LIMIT 1').pluck().get() as
    string | undefined;
  return [
    ['get_daily_volumes', {}],
    ['analyze_trends', {}],
    ['analyze_trends', { metric: 'sentiment', granularity: 'week' }],
    ['analyze_sentiment', {}],
    ['analyze_channel_escalation', {}],
    ['get_category_breakdown', {}],
    ['analyze_topics', {}],
    ['analyze_cases', {}],
    ['analyze_resolution_times', {}],
    ['analyze_sla_compliance', {}],
    ['query_data', { entity: 'communications', groupBy: ['channel'] }],
    ['query_data', { entity: 'cases', groupBy: ['type'] }],
    ...(sample
      ? ([
          ['search_communications', { query: sample.subject }],
          ['find_similar', { id: sample.id }],
          ['get_communication', { id: sample.id }],
        ] as [string, unknown][])
      : []),
    ...(customer
      ? ([
          ['get_customer_info', customer],
          ['assess_risk', customer],
        ] as [string, unknown][])
      : []),
    // A segment's risk holds the cases in memory.
    ...(segment ? ([['assess_risk', { segment }]] as [string, unknown][]) : []),
  ];
}
