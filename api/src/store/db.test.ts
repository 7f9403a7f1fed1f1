import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { closeDatabase, openDatabase } from './db';
import { SCHEMA_VERSION } from './migrations';

const directory = mkdtempSync(join(tmpdir(), 'sightline-db-'));
after(() => rmSync(directory, { recursive: true, force: true }));

function tableNames(path: string): string[] {
  const raw = new Database(path, { readonly: true });
  try {
    return (
      raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
  } finally {
    raw.close();
  }
}

describe('openDatabase', () => {
  it('creates a fresh database at the current schema version', () => {
    const path = join(directory, 'fresh.db');
    const db = openDatabase(path);
    assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
    assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
    closeDatabase(db);
    for (const table of ['cases', 'communications', 'customers', 'meta']) {
      assert.ok(tableNames(path).includes(table), `missing table ${table}`);
    }
  });

  it('upgrades an older (version 0, empty) database and keeps it usable', () => {
    const path = join(directory, 'v0.db');
    writeFileSync(path, '');
    const db = openDatabase(path);
    assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
    db.prepare("INSERT INTO meta (key, value) VALUES ('k', 'v')").run();
    closeDatabase(db);
    const reopened = openDatabase(path, { readonly: true });
    assert.deepEqual(reopened.prepare("SELECT value FROM meta WHERE key = 'k'").get(), {
      value: 'v',
    });
    closeDatabase(reopened);
  });

  it('refuses a database from a newer Sightline with a clear message', () => {
    const path = join(directory, 'newer.db');
    const raw = new Database(path);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    assert.throws(
      () => openDatabase(path),
      new RegExp(
        `database .*newer\\.db is at schema version ${SCHEMA_VERSION + 1}, this Sightline ` +
          `understands up to ${SCHEMA_VERSION}; upgrade Sightline`,
      ),
    );
    assert.throws(() => openDatabase(path, { readonly: true }), /upgrade Sightline/);
  });

  it('leaves the database untouched when a migration fails half-way', () => {
    const path = join(directory, 'clash.db');
    const raw = new Database(path);
    // A table the first migration wants to create later in its script.
    raw.exec('CREATE TABLE meta (something TEXT)');
    raw.close();
    assert.throws(() => openDatabase(path), /migrating the database to schema version 1 .*failed/);
    assert.deepEqual(tableNames(path), ['meta']);
    const check = new Database(path, { readonly: true });
    assert.equal(check.pragma('user_version', { simple: true }), 0);
    check.close();
  });

  it('says so when the file is not a SQLite database', () => {
    const path = join(directory, 'notes.txt');
    writeFileSync(path, 'These are my notes, not a database. '.repeat(40));
    assert.throws(() => openDatabase(path), /notes\.txt is not a SQLite database/);
  });

  it('refuses to open a missing database read-only instead of creating it', () => {
    const path = join(directory, 'missing.db');
    assert.throws(() => openDatabase(path, { readonly: true }), /missing\.db does not exist/);
    assert.equal(existsSync(path), false);
  });
});
