import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { demoDatabasePath } from './store/test-support';

const SERVER = new URL('./server.ts', import.meta.url).pathname;
let folder: string;

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the server; when its output matches `untilOutput`, calls `then(output, stop)`. */
function runServer(
  env: Record<string, string>,
  untilOutput?: RegExp,
  then?: (output: string, stop: () => void) => Promise<void>,
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let triggered = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (untilOutput && !triggered && untilOutput.test(stdout)) {
        triggered = true;
        then?.(stdout, () => child.kill('SIGTERM')).catch(reject);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

before(() => {
  folder = mkdtempSync(join(tmpdir(), 'sightline-server-'));
});
after(() => rmSync(folder, { recursive: true, force: true }));

describe('server start-up', () => {
  it('stops with one clear line on a bad PORT', async () => {
    const exit = await runServer({ PORT: 'abc', SIGHTLINE_DB: join(folder, 'x.db') });
    assert.equal(exit.code, 1);
    const lines = exit.stderr.trim().split('\n');
    assert.equal(lines.length, 1, exit.stderr);
    assert.match(lines[0]!, /PORT/);
    assert.match(lines[0]!, /abc/);
  });

  it('stops with one clear line when SIGHTLINE_DB is not a usable database', async () => {
    const garbage = join(folder, 'garbage.db');
    writeFileSync(garbage, 'this is not sqlite '.repeat(100));
    const directory = join(folder, 'a-directory.db');
    mkdirSync(directory);
    for (const path of [garbage, directory]) {
      const exit = await runServer({ PORT: '0', SIGHTLINE_DB: path });
      assert.equal(exit.code, 1, path);
      const lines = exit.stderr.trim().split('\n');
      assert.equal(lines.length, 1, exit.stderr);
      assert.match(lines[0]!, /database/);
      assert.ok(lines[0]!.includes(path));
    }
  });

  it('serves the API and shuts down cleanly on SIGTERM', async () => {
    const database = join(folder, 'demo.db');
    copyFileSync(await demoDatabasePath(), database);
    let health: unknown;
    let toolAnswer: { ok: boolean } | undefined;
    const exit = await runServer(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        SIGHTLINE_DB: database,
        SIGHTLINE_STATIC_DIR: join(folder, 'none'),
      },
      /Sightline is at http:\/\/127\.0\.0\.1:\d+/,
      async (output, stop) => {
        const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)![0];
        try {
          health = await (await fetch(`${url}/api/health`)).json();
          const tool = await fetch(`${url}/api/tools/analyze_topics`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ input: { period: '2026-06' } }),
          });
          toolAnswer = (await tool.json()) as { ok: boolean };
        } finally {
          stop();
        }
      },
    );
    assert.deepEqual(health, { ok: true });
    assert.equal(toolAnswer?.ok, true, 'a tool call over real HTTP completes');
    assert.equal(exit.code, 0, exit.stderr);
    assert.match(exit.stdout, /SIGTERM/);
  });
});
