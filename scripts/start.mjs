// `npm start`: build the SPA when it is missing or older than its sources, then run the API, which
// creates the demo database when absent and serves the app and /api on one origin.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT_INDEX = 'dist/sightline/browser/index.html';

function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const children = readdirSync(path).map((name) => join(path, name));
      newest = Math.max(newest, newestChange(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(BUILT_INDEX)) return true;
  const sources = ['src', 'public', 'angular.json', 'package-lock.json', 'tsconfig.app.json'];
  return newestChange(sources) > statSync(BUILT_INDEX).mtimeMs;
}

if (process.env.SIGHTLINE_SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the web app (first start or sources changed)…');
  const build = spawnSync('npx', ['ng', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
