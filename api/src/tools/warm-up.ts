import type { Store } from '../store/db';
import { buildAllPostings } from './column-postings';
import { communicationColumns, customerSegments } from './communication-columns';
import { CHECKED_FIELDS, rememberKnownValues } from './known-values';
import { readOnlyView } from './read-only-view';
import type { ToolRegistry } from './registry';

/**
 * What a fresh connection pays for on its first questions, paid at start instead: the schema,
 * the pages of the indexes and the rollup, the full-text index's structures, the tools' caches
 * (corpus bounds, term frequencies, known values, the communication columns) and the code's first compilation. One call of
 * each tool with inputs taken from the data itself (an id, a subject), never from a vocabulary.
 */
export async function warmUpTools(
  registry: ToolRegistry,
  db: Store,
  onProgress: (progress: number) => void = () => undefined,
): Promise<number> {
  const started = performance.now();
  const known = new Set(registry.names());
  const calls = warmUpCalls(db).filter(([name]) => known.has(name));
  // Progress by steps, the columns weighed as what they cost against the calls at a million
  // rows (about half of the warm-up).
  const total = COLUMN_STEPS + registry.warmUps().length + calls.length;
  let done = 0;
  const step = (weight = 1) => onProgress(Math.min(0.99, (done += weight) / total));
  // The columns filtered searches and topic counts select from (a second at a million rows), and
  // their postings by value.
  // Built on the view the tools are given: the caches are kept per database object.
  const view = readOnlyView(db);
  const columns = communicationColumns(view);
  if (columns) {
    buildAllPostings(columns);
    customerSegments(view, columns);
    for (const field of CHECKED_FIELDS) {
      const held = columns.coded[field].values.filter((value) => value !== null);
      rememberKnownValues(view, field, held);
    }
  }
  step(COLUMN_STEPS);
  for (const warmUp of registry.warmUps()) {
    await warmUp(db);
    step();
  }
  for (const [name, input] of calls) {
    // A failure here is the same failure a caller would get later; warming goes on.
    await registry.call(name, input, { db });
    step();
  }
  return performance.now() - started;
}

const COLUMN_STEPS = 15;

function warmUpCalls(db: Store): [string, unknown][] {
  const sample = db
    .prepare(
      'SELECT id, customer_id, subject, channel FROM communications ORDER BY rowid DESC LIMIT 1',
    )
    .get() as
    { id: string; customer_id: string | null; subject: string; channel: string | null } | undefined;
  // A filter on a value of the data: the filtered paths (postings, the columns' tallies) run once
  // here, so their loops are compiled before a question needs them (an interpreted first pass
  // over a million rows cost 60 ms).
  const filtered = sample?.channel ? { channel: sample.channel } : undefined;
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
    ...(filtered
      ? ([
          ['analyze_topics', filtered],
          ['analyze_topics', { ...filtered, period: 'last_30_days' }],
        ] as [string, unknown][])
      : []),
    ...(sample
      ? ([
          ['search_communications', { query: sample.subject }],
          ...(filtered ? [['search_communications', { query: sample.subject, ...filtered }]] : []),
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
