import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase, type Store } from '../api/src/store/db';
import { demoDatabasePath } from '../api/src/store/test-support';
import { type AgentEvent, agentEventSchema } from '../src/agent/events';

const root = fileURLToPath(new URL('..', import.meta.url));
let app: FastifyInstance;
let slowApp: FastifyInstance;
let db: Store;
let url: string;
/** The same API with the offline planner paced like a model, so a run can be interrupted. */
let slowUrl: string;
let scratch: string;

before(async () => {
  const path = await demoDatabasePath();
  scratch = mkdtempSync(join(tmpdir(), 'sightline-ask-'));
  const config = {
    ...loadConfig({ SIGHTLINE_DB: path, SIGHTLINE_OFFLINE_DELAY_MS: '0', PORT: '0' }),
    staticDir: join(scratch, 'no-spa'),
  };
  db = openDatabase(path, { readonly: true });
  app = await buildApp({ config, db, logger: false });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  slowApp = await buildApp({ config: { ...config, offlineDelayMs: 40 }, db, logger: false });
  slowUrl = await slowApp.listen({ port: 0, host: '127.0.0.1' });
});

after(async () => {
  await app.close();
  await slowApp.close();
  db.close();
  rmSync(scratch, { recursive: true, force: true });
});

function ask(
  args: string[],
  onStdout?: (stdout: string, child: ReturnType<typeof spawn>) => void,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/ask.ts', ...args], {
      cwd: root,
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onStdout?.(stdout, child);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function parseLines(stdout: string): AgentEvent[] {
  return stdout
    .trim()
    .split('\n')
    .map((line) => agentEventSchema.parse(JSON.parse(line)));
}

describe('npm run ask', () => {
  it('answers a planted-fact question with --json: valid events, exit 0, March 2026 dates', async () => {
    const { code, stdout, stderr } = await ask([
      'When did login complaints about the mobile app spike?',
      '--json',
      '--url',
      url,
    ]);
    assert.equal(code, 0, stderr);
    const events = parseLines(stdout);
    assert.equal(events[0]!.type, 'run-start');
    const end = events.at(-1)!;
    assert.equal(end.type, 'run-end');
    assert.equal(end.type === 'run-end' && end.reason, 'answered');
    events.forEach((event, index) => assert.equal(event.seq, index));
    assert.ok(
      events.some((event) => event.type === 'observation' && event.ok),
      'a tool was used',
    );
    const answer = events.find((event) => event.type === 'answer');
    assert.ok(answer && answer.type === 'answer');
    assert.match(answer.text, /2026-03-(0[89]|1\d|2\d)/);
    assert.equal(answer.followUps.length, 3);
    assert.ok(['high', 'medium', 'low'].includes(answer.confidence.level));
  });

  it('prints a readable timeline without --json, with the text protocol too', async () => {
    const { code, stdout, stderr } = await ask([
      'When did login complaints about the mobile app spike?',
      '--protocol',
      'text',
      '--url',
      url,
    ]);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /^Question: When did login complaints/m);
    assert.match(stdout, /^Action: \w+ \{/m);
    assert.match(stdout, /^Observation \(/m);
    assert.match(stdout, /^Answer:/m);
    assert.match(stdout, /^Confidence: \d\.\d\d \((high|medium|low)\)/m);
    assert.match(stdout, /^Follow-up questions:/m);
    assert.match(stdout, /^Run ended: answered/m);
  });

  it('passes chart context to the run', async () => {
    const context = { kind: 'sentiment-bubble', date: '2026-08-19', granularity: 'day' };
    const { code, stdout, stderr } = await ask([
      'What happened on this day?',
      '--json',
      '--context',
      JSON.stringify(context),
      '--url',
      url,
    ]);
    assert.equal(code, 0, stderr);
    const start = parseLines(stdout)[0]!;
    assert.deepEqual(start.type === 'run-start' && start.context, context);
  });

  it('Ctrl-C stops the run through the real SDK: run-end "stopped" and nothing after it', async () => {
    let interrupted = false;
    const { code, stdout, stderr } = await ask(
      ['When did login complaints about the mobile app spike?', '--json', '--url', slowUrl],
      (soFar, child) => {
        if (!interrupted && soFar.includes('"type":"thought-delta"')) {
          interrupted = true;
          child.kill('SIGINT');
        }
      },
    );
    assert.ok(interrupted, 'the run streamed a thought');
    assert.equal(code, 1, stderr);
    assert.doesNotMatch(stderr, /Unhandled|TypeError/);
    const events = parseLines(stdout);
    const end = events.at(-1)!;
    assert.equal(end.type === 'run-end' && end.reason, 'stopped');
    assert.ok(!events.some((event) => event.type === 'answer'));
    events.forEach((event, index) => assert.equal(event.seq, index));
  });

  it('rejects bad arguments with the usage and exit 2', async () => {
    for (const args of [
      [],
      ['q', '--protocol', 'xml'],
      ['q', '--context', '{not json'],
      ['q', '--context', '{"kind":"pie"}'],
      ['q', '--bogus'],
    ]) {
      const { code, stderr } = await ask(args);
      assert.equal(code, 2, `${args.join(' ')}: ${stderr}`);
      assert.match(stderr, /Usage: npm run ask/);
    }
  });

  it('says so when the API cannot be reached', async () => {
    const { code, stderr } = await ask(['q', '--url', 'http://127.0.0.1:9']);
    assert.equal(code, 3);
    assert.match(stderr, /Cannot reach the Sightline API/);
  });

  it('exits non-zero with the reason when the run does not answer', async () => {
    const { code, stderr } = await ask([
      'When did login complaints spike?',
      '--json',
      '--model',
      'no-such-model',
      '--url',
      url,
    ]);
    assert.equal(code, 1);
    assert.match(stderr, /Run ended: error — The model gateway refused the request/);
  });
});
