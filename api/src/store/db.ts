import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';

/** An open Sightline database: a better-sqlite3 connection whose schema is at SCHEMA_VERSION. */
export type Store = Database.Database;

export interface OpenDatabaseOptions {
  /** Open without write access; the database must exist and already be at SCHEMA_VERSION. */
  readonly readonly?: boolean;
}

/**
 * Opens (creating when absent, unless read-only) the SQLite database at `path` and brings its
 * schema up to SCHEMA_VERSION. Throws an Error with a message fit for an operator when the file is
 * not a SQLite database, is missing in read-only mode, or was written by a newer Sightline.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Store {
  const readonly = options.readonly ?? false;
  if (readonly && path !== ':memory:' && !existsSync(path)) {
    throw new Error(
      `database ${path} does not exist (run \`npm run seed\` to create the demo one)`,
    );
  }
  let db: Store;
  try {
    db = new Database(path, { readonly, fileMustExist: readonly });
  } catch (error) {
    throw new Error(`cannot open database ${path}: ${messageOf(error)}`, { cause: error });
  }
  try {
    const version = readSchemaVersion(db, path);
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `database ${path} is at schema version ${version}, this Sightline understands up to ` +
          `${SCHEMA_VERSION}; upgrade Sightline`,
      );
    }
    // Several API processes may read while an import or seed writes: WAL lets readers go on, and
    // the busy timeout makes a writer wait for another writer instead of failing at once.
    db.pragma('busy_timeout = 5000');
    if (!readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      applyMigrations(db, version);
    } else if (version < SCHEMA_VERSION) {
      throw new Error(
        `database ${path} is at schema version ${version}, older than ${SCHEMA_VERSION}; ` +
          'open it once read-write (e.g. `npm run import` or start the server) to upgrade it',
      );
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function closeDatabase(db: Store): void {
  if (db.open) db.close();
}

function readSchemaVersion(db: Store, path: string): number {
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } catch (error) {
    if (isSqliteError(error, 'SQLITE_NOTADB')) {
      throw new Error(`${path} is not a SQLite database`, { cause: error });
    }
    throw new Error(`cannot read database ${path}: ${messageOf(error)}`, { cause: error });
  }
}

/** Applies every migration newer than `fromVersion` in one transaction: all or nothing. */
function applyMigrations(db: Store, fromVersion: number): void {
  const pending = MIGRATIONS.filter((migration) => migration.version > fromVersion);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const migration of pending) {
      try {
        db.exec(migration.sql);
        migration.after?.(db);
      } catch (error) {
        throw new Error(
          `migrating the database to schema version ${migration.version} ` +
            `(${migration.description}) failed: ${messageOf(error)}`,
          { cause: error },
        );
      }
      db.pragma(`user_version = ${migration.version}`);
    }
  }).immediate();
}

function isSqliteError(error: unknown, code: string): boolean {
  return error instanceof Error && (error as Error & { code?: string }).code === code;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
