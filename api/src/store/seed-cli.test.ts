import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';

const root = join(import.meta.dirname, '..', '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'seed-cli-'));
after(() => rmSync(folder, { recursive: true, force: true }));

function seed(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'api/src/store/seed-cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('npm run seed -- --size', () => {
  it('builds a corpus of the asked number of communications, customers and cases scaled alike', () => {
    const path = join(folder, 'small.db');
    const result = seed('--db', path, '--size', '2000');
    assert.equal(result.status, 0, result.stderr);
    const db = new Database(path, { readonly: true });
    try {
      const count = (table: string) =>
        (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      assert.equal(count('communications'), 2000);
      assert.equal(count('customers'), 240);
      assert.equal(count('cases'), 280);
    } finally {
      db.close();
    }
  });

  it('refuses a size that is not a positive whole number, and writes nothing', () => {
    const path = join(folder, 'bad.db');
    for (const size of ['abc', '0', '-5', '2.5']) {
      const result = seed('--db', path, `--size=${size}`);
      assert.equal(result.status, 1);
      assert.match(result.stderr, /--size must be a positive whole number/);
      assert.equal(existsSync(path), false);
    }
  });
});
