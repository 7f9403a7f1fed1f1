import { openDatabase } from '../store/db';
import { ToolRegistry, toolBug, type Toolkit } from './registry';
import { resultJson, type ResultJson } from './result-json';
import { warmUpTools } from './warm-up';
import type { ToolWorkerData, WorkerJob, WorkerReply, WorkerStartMessage } from './worker-pool';

/**
 * One tool worker process (started by worker-pool.ts): its own read-only connection and its own
 * registry, running one call at a time. The API enforces the time limit by killing this process,
 * which stops a query that better-sqlite3 would otherwise run to the end.
 */
const data = JSON.parse(process.argv[2] ?? '{}') as ToolWorkerData;
// Without the API there is nobody to answer: go too.
process.on('disconnect', () => process.exit(0));
const db = openDatabase(data.databasePath, { readonly: true });
const toolkits = await Promise.all(
  data.toolkits.map(async ({ module, exportName }) => {
    const loaded = (await import(module)) as Record<string, Toolkit | undefined>;
    const toolkit = loaded[exportName];
    if (!toolkit) throw new Error(`${module} has no export ${exportName}`);
    return toolkit;
  }),
);

let bug: unknown;
const registry = new ToolRegistry(toolkits, {
  ...data.limits,
  onToolBug: (_tool, error) => (bug = error),
});

// Ready only once warmed: the first analyst question must not pay for a cold connection. Until
// then the pool hears how far the warm-up has come (the API reports it in /api/status).
await warmUpTools(registry, db, (progress) => {
  if (process.connected) process.send!({ warming: progress } satisfies WorkerStartMessage);
});
// The API may have closed while this worker was loading: nobody to tell, so go.
if (!process.connected) process.exit(0);
process.send!({ ready: true } satisfies WorkerStartMessage);
process.on('message', (job: WorkerJob) => {
  bug = undefined;
  void registry.call(job.name, job.input, { db, timeoutMs: job.timeoutMs }).then((result) => {
    // The answer goes as its JSON bytes (result-json.ts): the API writes them as they are.
    let json: ResultJson;
    try {
      json = resultJson(result);
    } catch (error) {
      // An output JSON cannot hold (a BigInt, a cycle) is the tool's bug, answered as one.
      bug = error;
      json = resultJson(toolBug(job.name, result.durationMs));
    }
    const reply: WorkerReply = { id: job.id, result: json };
    if (bug !== undefined) reply.bug = describeBug(bug);
    // The API has closed meanwhile: nobody to answer ('disconnect' ends this process).
    if (process.connected) process.send!(reply);
  });
});

function describeBug(error: unknown): NonNullable<WorkerReply['bug']> {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: 'Error', message: String(error) };
}
