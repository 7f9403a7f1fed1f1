import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from './process-priority';
import { closeDatabase, openDatabase } from './store/db';
import { dataDictionary, storedKey } from './tools/data-dictionary';

/**
 * Builds the data dictionary on a thread of its own (started by dictionary-warm-up.ts), with its
 * own connection: on 250k rows the build takes seconds that would otherwise hold the event loop
 * serving health checks and streams. A writable database keeps it in `meta` (no more than a read
 * next time); the thread answers with the key it is valid for and its JSON bytes, moved to the
 * API's thread, which serves them as they are.
 */
export interface DictionaryThreadReply {
  readonly ok: boolean;
  readonly key?: string;
  readonly json?: Uint8Array;
  readonly message?: string;
}

// Seconds of CPU on a large corpus that must not take the core the API's loop needs.
lowerThreadPriority();
const { databasePath, readonly } = (
  workerData as { data: { databasePath: string; readonly: boolean } }
).data;
const db = openDatabase(databasePath, { readonly });
try {
  // The key first: should the data change during the build, this copy is already stale.
  const key = storedKey(db);
  const text = Buffer.from(JSON.stringify(dataDictionary(db)));
  // A small Buffer is a slice of Node's shared pool: move a copy of its own instead.
  const json =
    text.byteOffset === 0 && text.byteLength === text.buffer.byteLength
      ? text
      : new Uint8Array(text);
  parentPort!.postMessage({ ok: true, key, json } satisfies DictionaryThreadReply, [
    json.buffer as ArrayBuffer,
  ]);
} catch (error) {
  parentPort!.postMessage({
    ok: false,
    message: error instanceof Error ? error.message : String(error),
  } satisfies DictionaryThreadReply);
} finally {
  closeDatabase(db);
}
