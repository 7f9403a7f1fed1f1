import type { Store } from './db';

/**
 * `meta.data_version`: a counter every import and seed moves, so anything derived from the data
 * (the dictionary, a planner's cached vocabulary) can tell it is stale across processes.
 */
export function bumpDataVersion(db: Store): number {
  const next = readDataVersion(db) + 1;
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('data_version', ?)").run(
    String(next),
  );
  return next;
}

export function readDataVersion(db: Store): number {
  const value = db.prepare("SELECT value FROM meta WHERE key = 'data_version'").pluck().get();
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : 0;
}
