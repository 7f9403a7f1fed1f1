import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from './app';
import { loadConfig } from './config';
import { closeDatabase, openDatabase } from './store/db';
import { demoDatabasePath } from './store/test-support';
import { dataDictionary } from './tools/data-dictionary';

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
});
