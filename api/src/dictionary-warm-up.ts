import type { DictionaryThreadReply } from './dictionary-thread';
import { startTsWorker } from './ts-worker';

const ENTRY = new URL('./dictionary-thread.ts', import.meta.url);

/** A dictionary built on a thread: the key it is valid for (`storedKey`) and its JSON bytes. */
export interface BuiltDictionary {
  readonly key: string;
  readonly json: Buffer;
}

export interface DictionaryBuild {
  /** The dictionary; rejects with the builder's message if it failed or the thread stopped. */
  readonly done: Promise<BuiltDictionary>;
  /** Stops the thread if it is still building (the server is shutting down). */
  stop(): Promise<void>;
}

/**
 * Builds the data dictionary of the database at `databasePath` on a worker thread, with a
 * connection of its own (read-only when the API's is), and stores it in `meta` when it can (no more
 * than a read when the stored copy is current).
 */
export function buildDictionaryOnThread(
  databasePath: string,
  options: { readonly?: boolean } = {},
): DictionaryBuild {
  const worker = startTsWorker(ENTRY, { databasePath, readonly: options.readonly ?? false });
  const done = new Promise<BuiltDictionary>((resolve, reject) => {
    let answered = false;
    worker.once('message', (reply: DictionaryThreadReply) => {
      answered = true;
      if (reply.ok && reply.key !== undefined && reply.json) {
        const { buffer, byteOffset, byteLength } = reply.json;
        resolve({ key: reply.key, json: Buffer.from(buffer, byteOffset, byteLength) });
      } else reject(new Error(reply.message ?? 'the dictionary build failed'));
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
