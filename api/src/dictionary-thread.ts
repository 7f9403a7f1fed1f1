import { parentPort, workerData } from 'node:worker_threads';
import { closeDatabase, openDatabase } from './store/db';
import { dataDictionary } from './tools/data-dictionary';

/**
 * Builds the data dictionary on a thread of its own (started by dictionary-warm-up.ts), with its
 * own connection, and leaves it in `meta` where GET /api/dataset finds it: on 250k rows the build
 * takes seconds that would otherwise hold the event loop serving health checks and streams.
 */
const { databasePath } = (workerData as { data: { databasePath: string } }).data;
const db = openDatabase(databasePath);
try {
  dataDictionary(db);
  parentPort!.postMessage({ ok: true });
} catch (error) {
  parentPort!.postMessage({
    ok: false,
    message: error instanceof Error ? error.message : String(error),
  });
} finally {
  closeDatabase(db);
}
