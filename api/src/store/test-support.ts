import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Store } from './db';
import { createDemoDatabase } from './demo-database';
import { DEMO_SEED, GENERATOR_VERSION } from './generate-corpus';
import { SCHEMA_VERSION } from './migrations';

const CACHE_DIR = fileURLToPath(new URL('../../../.cache/', import.meta.url));

let demoPath: Promise<string> | undefined;

/**
 * The path of the default demo database for tests, generated once into `.cache/` and reused by
 * later runs (the name carries the seed, schema and generator versions, so a change rebuilds it).
 * Safe for parallel test processes: each writes a temporary file and renames it into place. Open it
 * with `openDatabase(path, { readonly: true })`; never write to it.
 */
export function demoDatabasePath(): Promise<string> {
  demoPath ??= Promise.resolve().then(() => {
    const path = `${CACHE_DIR}demo-${DEMO_SEED}-v${SCHEMA_VERSION}-g${GENERATOR_VERSION}.db`;
    if (!existsSync(path)) createDemoDatabase(path);
    return path;
  });
  return demoPath;
}

/** A hash over every row of every table (and the full-text index), to compare database contents. */
export function contentHash(db: Store): string {
  const hash = createHash('sha256');
  const tables: [string, string][] = [
    ['customers', 'id'],
    ['communications', 'id'],
    ['cases', 'id'],
    ['meta', 'key'],
    // The full-text index itself (its shadow tables), not the rows it points at.
    ['communications_fts_data', 'id'],
    ['communications_fts_docsize', 'id'],
  ];
  for (const [table, order] of tables) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).iterate()) {
      hash.update(JSON.stringify(row));
    }
  }
  return hash.digest('hex');
}
