import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { hostAllowed } from './host-check';
import { openDatabase, type Store } from './store/db';
import { demoDatabasePath } from './store/test-support';

let db: Store;
let folder: string;

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  folder = mkdtempSync(join(tmpdir(), 'sightline-host-'));
});
after(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

function env(extra: Record<string, string> = {}) {
  return { SIGHTLINE_DB: join(folder, 'unused.db'), ...extra };
}

describe('Host header allow-list', () => {
  const local = { host: '127.0.0.1', allowedHosts: [] };

  it('answers loopback names with or without a port', () => {
    for (const header of [
      'localhost',
      'localhost:4280',
      '127.0.0.1:4280',
      '127.1.2.3',
      '[::1]:4280',
      'app.localhost:4200',
      'LOCALHOST',
    ]) {
      assert.equal(hostAllowed(header, local), true, header);
    }
  });

  it('refuses other names, missing and malformed headers (DNS rebinding sends its own name)', () => {
    for (const header of [
      undefined,
      '',
      'attacker.example',
      'attacker.example:4280',
      '127.0.0.1.attacker.example',
      'localhost.attacker.example',
      '10.0.0.5',
      'user@localhost',
      'localhost/evil',
      '[::2]',
    ]) {
      assert.equal(hostAllowed(header, local), false, String(header));
    }
  });

  it('answers the configured HOST and the configured extra names', () => {
    const options = { host: '10.0.0.5', allowedHosts: ['sightline.lan', '*.corp.example'] };
    assert.equal(hostAllowed('10.0.0.5:4280', options), true);
    assert.equal(hostAllowed('sightline.lan', options), true);
    assert.equal(hostAllowed('bi.corp.example', options), true);
    assert.equal(hostAllowed('corp.example.attacker.example', options), false);
    assert.equal(hostAllowed('other.lan', options), false);
    // A wildcard interface is no host name: 0.0.0.0 in a Host header is not "ours".
    assert.equal(hostAllowed('0.0.0.0', { host: '0.0.0.0', allowedHosts: [] }), false);
  });

  it('refuses a foreign Host on every path with a JSON error, and serves loopback', async () => {
    const config = { ...loadConfig(env()), staticDir: join(folder, 'absent') };
    const app = await buildApp({ config, db, logger: false });
    try {
      for (const url of ['/api/status', '/api/tools', '/', '/api/llm/v1/models']) {
        const refused = await app.inject({
          method: 'GET',
          url,
          headers: { host: 'rebound.attacker.example' },
        });
        assert.equal(refused.statusCode, 403, url);
        assert.equal(refused.json().error.code, 'unknown_host');
      }
      const ok = await app.inject({
        method: 'GET',
        url: '/api/status',
        headers: { host: '127.0.0.1:4280' },
      });
      assert.equal(ok.statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('no open API by default', () => {
  it('refuses a non-loopback HOST without SIGHTLINE_TOKEN, naming the way out', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      assert.throws(
        () => loadConfig(env({ HOST: host })),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.includes('SIGHTLINE_TOKEN') &&
          error.message.includes('SIGHTLINE_ALLOW_NO_TOKEN=1'),
      );
    }
  });

  it('starts on a non-loopback HOST with a token, or when told to explicitly', () => {
    assert.equal(loadConfig(env({ HOST: '0.0.0.0', SIGHTLINE_TOKEN: 'x' })).host, '0.0.0.0');
    assert.equal(
      loadConfig(env({ HOST: '0.0.0.0', SIGHTLINE_ALLOW_NO_TOKEN: '1' })).token,
      undefined,
    );
    assert.equal(loadConfig(env({ HOST: 'localhost' })).host, 'localhost');
  });

  it('refuses a malformed SIGHTLINE_ALLOWED_HOSTS', () => {
    assert.throws(
      () => loadConfig(env({ SIGHTLINE_ALLOWED_HOSTS: 'a.lan, http://b.lan' })),
      /http:\/\/b\.lan/,
    );
    assert.deepEqual(
      loadConfig(env({ SIGHTLINE_ALLOWED_HOSTS: 'A.lan, *.corp.example' })).allowedHosts,
      ['a.lan', '*.corp.example'],
    );
  });

  it('the server stops with one line on HOST=0.0.0.0 without a token', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname],
      {
        env: {
          PATH: process.env['PATH'] ?? '',
          HOME: process.env['HOME'] ?? '',
          ...env({ HOST: '0.0.0.0', PORT: '0' }),
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    assert.equal(result.status, 1);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    assert.match(lines[0]!, /SIGHTLINE_TOKEN/);
  });
});
