import { Worker } from 'node:worker_threads';

/**
 * The API's TypeScript runs through tsx. Node 20 does not apply the parent's loader hooks to a
 * worker thread's entry, so a thread starts from this plain script, which loads the entry with tsx.
 */
const TSX_API = import.meta.resolve('tsx/esm/api');
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

/** A worker thread running the TypeScript module `entry`; `data` arrives as `workerData.data`. */
export function startTsWorker(entry: URL, data?: unknown): Worker {
  return new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { tsx: TSX_API, entry: entry.href, data },
  });
}
