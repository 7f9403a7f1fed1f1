import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { normalisedPath } from './auth';
import { loadConfig } from './config';
import { openDatabase, type Store } from './store/db';
import { demoDatabasePath } from './store/test-support';

const TOKEN = 'test-session-token';

let db: Store;
let dir: string;
let app: FastifyInstance;
let port: number;
const routes: { method: string; url: string }[] = [];

/** One raw HTTP/1.1 exchange, so the request target reaches the server exactly as written. */
function rawRequest(method: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, text: received });
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    const body = method === 'POST' ? '{"input":{}}' : '';
    if (body) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
    socket.write(lines.join('\r\n') + '\r\n\r\n' + body);
  });
}

/** Spellings of one API path that a router or a proxy might treat as that path. */
function variants(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    path,
    `http://anything${path}`,
    `http://127.0.0.1:${port}${path}`,
    `HTTPS://evil.example:443${path}`,
    `//${path.slice(1)}`,
    `/.${path}`,
    `/x/..${path}`,
    `/API${rest}`,
    `/%61pi${rest}`,
    `/%2561pi${rest}`,
    `/api/${rest.slice(1).replace(/\//g, '//')}`,
    `${path}?x=1`,
    `${path}#frag`,
    `http://anything/%61pi${rest}?x=1`,
  ];
}

before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
  dir = mkdtempSync(join(tmpdir(), 'sightline-auth-'));
  const staticDir = join(dir, 'static');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  const config = {
    ...loadConfig({ SIGHTLINE_DB: join(dir, 'unused.db') }),
    staticDir,
    token: TOKEN,
  };
  app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  // printRoutes draws a tree: each line's depth is where its "── " starts, its path is the
  // parent's path plus its own part.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    if (!url.startsWith('/api') || !match[3]) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      routes.push({ method, url: url.replace(/:(\w+)/g, 'x') });
    }
  }
});

after(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('normalisedPath', () => {
  it('reduces every spelling of an API path to /api/…', () => {
    for (const target of variants('/api/status')) {
      assert.equal(normalisedPath(target), '/api/status', target);
    }
    assert.equal(normalisedPath('/index.html'), '/index.html');
    assert.equal(normalisedPath('/%E0%A4%A'), '/%e0%a4%a');
  });
});

describe('SIGHTLINE_TOKEN on a listening server', () => {
  it('found the API routes to probe', () => {
    const paths = new Set(routes.map((route) => route.url));
    for (const expected of ['/api/status', '/api/tools/x', '/api/llm/v1/messages']) {
      assert.ok(paths.has(expected), `${expected} in ${[...paths].join(', ')}`);
    }
  });

  it('refuses every route, in every spelling and method, without the token', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      for (const target of variants(route.url)) {
        for (const method of new Set([route.method, 'HEAD', 'OPTIONS'])) {
          const { status, text } = await rawRequest(method, target);
          // 401 is the answer; 400/404 mean the target reached no route; nothing else may pass.
          const body = text.slice(text.indexOf('\r\n\r\n') + 4);
          const leaked =
            ![400, 401, 404].includes(status) || /"communications"|"backend"|"ok":true/.test(body);
          if (leaked) leaks.push(`${method} ${target} → ${status}`);
        }
      }
    }
    assert.deepEqual(leaks, []);
  });

  it('answers the same targets with the token', async () => {
    for (const target of ['/api/status', 'http://anything/api/status', '/%61pi/status']) {
      const { status, text } = await rawRequest('GET', target, {
        Authorization: `Bearer ${TOKEN}`,
      });
      if (status === 200) assert.match(text, /"communications"/);
      else assert.ok([400, 404].includes(status), `${target} → ${status}`);
    }
    const plain = await rawRequest('GET', '/api/status', { Authorization: `Bearer ${TOKEN}` });
    assert.equal(plain.status, 200);
  });

  it('still serves the app shell without a token', async () => {
    const { status, text } = await rawRequest('GET', '/', { Accept: 'text/html' });
    assert.equal(status, 200);
    assert.match(text, /<title>app<\/title>/);
  });
});
