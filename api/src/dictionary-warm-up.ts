import { startTsWorker } from './ts-worker';

const ENTRY = new URL('./dictionary-thread.ts', import.meta.url);

export interface DictionaryWarmUp {
  /** Resolves when the dictionary is in `meta`; rejects with the builder's message if it failed. */
  readonly done: Promise<void>;
  /** Stops the thread if it is still building (the server is shutting down). */
  stop(): Promise<void>;
}

/**
 * Builds and stores the data dictionary of the database at `databasePath` on a worker thread (no
 * more than a read when the stored copy is current). Should it fail, GET /api/dataset builds the
 * dictionary itself, as it always has.
 */
export function warmDictionary(databasePath: string): DictionaryWarmUp {
  const worker = startTsWorker(ENTRY, { databasePath });
  const done = new Promise<void>((resolve, reject) => {
    let answered = false;
    worker.once('message', (reply: { ok: boolean; message?: string }) => {
      answered = true;
      if (reply.ok) resolve();
      else reject(new Error(reply.message ?? 'the dictionary build failed'));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', () => {
      if (!answered) reject(new Error('the dictionary thread stopped before it answered'));
    });
  });
  return {
    done,
    async stop() {
      await worker.terminate();
    },
  };
}
