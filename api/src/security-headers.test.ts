import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { SECURITY_HEADERS } from './security-headers';
import { openDatabase, type Store } from './store/db';
import { demoDatabasePath } from './store/test-support';

let db: Store;
let folder: string;
let app: FastifyInstance;
let origin: string;

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  folder = mkdtempSync(join(tmpdir(), 'sightline-headers-'));
  const staticDir = join(folder, 'browser');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(staticDir, 'main.js'), 'console.log(1)');
  const config = {
    ...loadConfig({ SIGHTLINE_DB: join(folder, 'unused.db'), SIGHTLINE_OFFLINE_DELAY_MS: '0' }),
    staticDir,
  };
  app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
after(async () => {
  await app.close();
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

function assertSecured(response: Response, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.equal(response.headers.get(name), value, `${name} on ${what}`);
  }
}

describe('security headers', () => {
  it('the policy closes every other origin and inline or eval script', () => {
    const policy = new Map(
      SECURITY_HEADERS['content-security-policy']!.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name!, values];
      }),
    );
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    assert.deepEqual(policy.get('img-src'), ["'self'", 'data:']);
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    for (const values of policy.values()) {
      assert.ok(!values.includes("'unsafe-eval'"));
      assert.ok(!values.some((value) => /^https?:|^\*$/.test(value)), values.join(' '));
    }
  });

  it('are on pages, files, JSON, errors, refusals and model streams', async () => {
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/history/123'],
      ['/main.js'],
      ['/api/health'],
      ['/api/nothing-here'],
      ['/api/tools/no_such_tool', { method: 'POST', body: '{}' }],
      [
        '/api/llm/v1/messages',
        {
          method: 'POST',
          body: JSON.stringify({
            model: 'sightline-offline',
            max_tokens: 200,
            stream: true,
            messages: [{ role: 'user', content: 'How many complaints?' }],
          }),
        },
      ],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        headers: { accept: 'text/html,application/json', 'content-type': 'application/json' },
      });
      await response.arrayBuffer();
      assertSecured(response, path);
    }
    const rebound = await app.inject({ url: '/api/status', headers: { host: 'evil.example' } });
    assert.equal(rebound.statusCode, 403);
    assert.equal(rebound.headers['x-content-type-options'], 'nosniff');
  });
});
