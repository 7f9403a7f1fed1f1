// Runs the API tests (every *.test.ts under api/, cli/ and bench/) with node's test runner and tsx.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function findTests(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...findTests(path));
    else if (name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

const files = ['api', 'cli', 'bench'].flatMap((dir) => findTests(dir)).sort();
const filter = process.argv.slice(2);
const selected = filter.length ? files.filter((f) => filter.some((x) => f.includes(x))) : files;
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...selected],
  { stdio: 'inherit', env: { ...process.env, SIGHTLINE_OFFLINE_DELAY_MS: '0' } },
);
process.exit(result.status ?? 1);
