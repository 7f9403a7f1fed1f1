import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { closeDatabase, openDatabase } from './db';
import { updateCaseRollup } from './case-rollup';
import { updateRollups } from './rollup';
import { generateCorpus, type CorpusCounts, type GenerateCorpusOptions } from './generate-corpus';

export interface CreatedDatabase extends CorpusCounts {
  readonly path: string;
  readonly seconds: number;
}

/**
 * (Re)creates the demo database at `path`. The corpus is written to a temporary file beside it and
 * renamed over the old one, so a reader or a crash never sees a half-written database.
 */
export function createDemoDatabase(
  path: string,
  options: GenerateCorpusOptions = {},
): CreatedDatabase {
  const started = performance.now();
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.tmp-${process.pid}-${Date.now()}`;
  try {
    const db = openDatabase(temporary);
    let counts: CorpusCounts;
    try {
      counts = generateCorpus(db, options);
      // The generator moved the data version; the rollups are summed once over the whole corpus.
      db.transaction(() => {
        updateRollups(db);
        updateCaseRollup(db);
      })();
      // A self-contained file (no -wal beside it) is what gets renamed into place.
      db.pragma('journal_mode = DELETE');
    } finally {
      closeDatabase(db);
    }
    // Sidecar files of the old database must not be paired with the new one; processes that still
    // have the old database open keep their own handles.
    for (const sidecar of [`${path}-wal`, `${path}-shm`]) rmSync(sidecar, { force: true });
    renameSync(temporary, path);
    return { path, ...counts, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    for (const leftover of [
      temporary,
      `${temporary}-wal`,
      `${temporary}-shm`,
      `${temporary}-journal`,
    ]) {
      rmSync(leftover, { force: true });
    }
    throw error;
  }
}

/** Creates the demo database at `path` only when no file is there (what `npm start` needs). */
export function ensureDemoDatabase(
  path: string,
  options: GenerateCorpusOptions = {},
): CreatedDatabase | null {
  if (existsSync(path)) return null;
  return createDemoDatabase(path, options);
}
