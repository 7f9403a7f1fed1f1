import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
