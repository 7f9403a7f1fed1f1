// The API as the e2e tests use it: the production build, a demo database of its own under .cache/,
// no key (offline planner), and a small token pace so streaming is observable.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  HOST: '127.0.0.1',
  SIGHTLINE_DB: process.env.SIGHTLINE_DB ?? '.cache/e2e.db',
  SIGHTLINE_OFFLINE_DELAY_MS: process.env.E2E_OFFLINE_DELAY_MS ?? '8',
  ANTHROPIC_API_KEY: '',
  SIGHTLINE_TOKEN: '',
};
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
