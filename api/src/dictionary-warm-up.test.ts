import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from './app';
import { loadConfig } from './config';
import { bumpDataVersion } from './store/data-version';
import { closeDatabase, openDatabase } from './store/db';
import { demoDatabasePath } from './store/test-support';
import { dataDictionary, storedKey } from './tools/data-dictionary';

const STORED = "SELECT count(*) FROM meta WHERE key = 'dictionary_cache'";

/** A copy of the demo database without its stored dictionary, as after a data change. */
function copyWithoutDictionary(source: string, folder: string, name: string): string {
  const path = join(folder, name);
  copyFileSync(source, path);
  const db = openDatabase(path);
  db.prepare("DELETE FROM meta WHERE key = 'dictionary_cache'").run();
  closeDatabase(db);
  return path;
}

/** The dictionary built in-process from a copy of the database now, without any stored copy. */
function referenceOf(path: string, folder: string, name: string): unknown {
  const source = openDatabase(path);
  const copy = join(folder, name);
  source.prepare('VACUUM INTO ?').run(copy);
  closeDatabase(source);
  const db = openDatabase(copy);
  db.prepare("DELETE FROM meta WHERE key = 'dictionary_cache'").run();
  const dictionary = JSON.parse(JSON.stringify(dataDictionary(db))) as unknown;
  closeDatabase(db);
  return dictionary;
}

/** Whether `meta` holds a stored dictionary for the data as it is now. */
function storedIsCurrent(path: string): boolean {
  const db = openDatabase(path, { readonly: true });
  try {
    const value = db.prepare("SELECT value FROM meta WHERE key = 'dictionary_cache'").pluck().get();
    return (
      typeof value === 'string' && (JSON.parse(value) as { key: string }).key === storedKey(db)
    );
  } finally {
    closeDatabase(db);
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.ok(condition(), what);
}

const CSV = [
  'Date received,Issue,Narrative,Company,State',
  '3/18/2020,Billing dispute,They charged me twice.,Acme Bank,CA',
  '3/19/2020,Late fee,,Acme Bank,NY',
  '3/19/2020,Late fee,Fee after I paid on time,Other Corp,NY',
].join('\n');

/** Imports CSV through the API as the browser does; the NDJSON lines it answered. */
async function importCsv(url: string): Promise<{ type: string }[]> {
  const uploaded = await fetch(`${url}/api/import/files?name=complaints.csv`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: CSV,
  });
  assert.equal(uploaded.status, 200);
  const { upload, mapping } = (await uploaded.json()) as { upload: string; mapping: unknown };
  const imported = await fetch(`${url}/api/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ upload, mapping }),
  });
  const lines = (await imported.text()).trim().split('\n');
  return lines.map((line) => JSON.parse(line) as { type: string });
}

async function serve(path: string) {
  const config = {
    ...loadConfig({ SIGHTLINE_DB: path, SIGHTLINE_OFFLINE_DELAY_MS: '0' }),
    toolWorkers: 0,
    plannerWorkers: 0,
  };
  const db = openDatabase(path);
  const app = await buildApp({ config, db, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    url,
    async close() {
      await app.close();
      closeDatabase(db);
    },
  };
}

describe('the data dictionary, built ahead on a thread', () => {
  let folder: string;
  let expected: unknown;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sightline-dictionary-'));
    // The reference: built in-process, as GET /api/dataset always did, on an identical copy.
    const reference = openDatabase(
      copyWithoutDictionary(await demoDatabasePath(), folder, 'reference.db'),
    );
    expected = JSON.parse(JSON.stringify(dataDictionary(reference)));
    closeDatabase(reference);
  });

  after(() => rmSync(folder, { recursive: true, force: true }));

  it('is stored by the thread once the server listens, before anyone asks', async () => {
    const path = copyWithoutDictionary(await demoDatabasePath(), folder, 'ahead.db');
    const server = await serve(path);
    try {
      const watcher = openDatabase(path, { readonly: true });
      const until = Date.now() + 60_000;
      while (watcher.prepare(STORED).pluck().get() === 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(watcher.prepare(STORED).pluck().get(), 1, 'stored without a request');
      closeDatabase(watcher);
      const served = await (await fetch(`${server.url}/api/dataset`)).json();
      assert.deepEqual(served, expected);
    } finally {
      await server.close();
    }
  });

  it('answers a request that arrives during the build with the same dictionary', async () => {
    const path = copyWithoutDictionary(await demoDatabasePath(), folder, 'during.db');
    const server = await serve(path);
    try {
      const served = await (await fetch(`${server.url}/api/dataset`)).json();
      assert.deepEqual(served, expected);
    } finally {
      await server.close();
    }
  });

  it('lets the server close while the thread is still building', async () => {
    const path = copyWithoutDictionary(await demoDatabasePath(), folder, 'closing.db');
    const server = await serve(path);
    await server.close();
    const db = openDatabase(path, { readonly: true });
    // Whatever the thread got to, the database is whole.
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    closeDatabase(db);
  });

  it('is rebuilt on its thread right after an import, before anyone asks', async () => {
    const path = join(folder, 'imported.db');
    closeDatabase(openDatabase(path));
    const server = await serve(path);
    try {
      await until(() => storedIsCurrent(path), 'the empty database’s dictionary stored');
      const before = await (await fetch(`${server.url}/api/dataset`)).json();
      const lines = await importCsv(server.url);
      assert.equal(lines.at(-1)?.type, 'done', JSON.stringify(lines.at(-1)));
      // Nobody asked: only the rebuild the import started can store it.
      await until(() => storedIsCurrent(path), 'the imported data’s dictionary stored');
      const served = await (await fetch(`${server.url}/api/dataset`)).json();
      const expected = referenceOf(path, folder, 'imported-reference.db');
      assert.deepEqual(served, expected);
      assert.notDeepEqual(served, before, 'the dictionary describes the imported rows');
    } finally {
      await server.close();
    }
  });

  it('makes a request during a rebuild wait for the new dictionary, never the old one', async () => {
    const path = copyWithoutDictionary(await demoDatabasePath(), folder, 'changed.db');
    const server = await serve(path);
    try {
      const before = await (await fetch(`${server.url}/api/dataset`)).json();
      // Another process changes the data: the next request finds it changed and waits.
      const other = openDatabase(path);
      other.prepare("DELETE FROM communications WHERE channel = 'email'").run();
      bumpDataVersion(other);
      closeDatabase(other);
      const [first, second] = await Promise.all([
        fetch(`${server.url}/api/dataset`).then((response) => response.json()),
        fetch(`${server.url}/api/dataset`).then((response) => response.json()),
      ]);
      const expected = referenceOf(path, folder, 'changed-reference.db');
      assert.notDeepEqual(expected, before, 'the change shows in the dictionary');
      assert.deepEqual(first, expected);
      assert.deepEqual(second, expected);
    } finally {
      await server.close();
    }
  });
});
