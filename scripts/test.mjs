// `npm test`: lint, type-check, Karma unit tests, API tests, then Playwright e2e against the
// production build served by the API. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chrome = ensureChromium();
const env = { ...process.env, CHROME_BIN: chrome, SIGHTLINE_OFFLINE_DELAY_MS: '0' };

const stages = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  [
    'unit tests (Karma, headless Chromium)',
    'npx',
    ['ng', 'test', '--watch=false', '--progress=false'],
  ],
  ['API tests (node:test)', 'node', ['scripts/test-api.mjs']],
  ['production build', 'npx', ['ng', 'build']],
  ['end-to-end tests (Playwright)', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command, args] of stages) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name} ===`);
  const stageStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
