// Finds a Chromium for Karma and Playwright: CHROME_BIN, then the system's. When none is found and
// we run as root on Debian, installs Debian's `chromium`; otherwise prints the exact command.
// Never downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function found() {
  const fromEnv = process.env.CHROME_BIN;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log('Chromium not found: installing Debian\'s "chromium" package (about a minute)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = found();
    if (installed) return installed;
  }
  console.error(
    'Chromium is needed for the browser tests and was not found.\n' +
      (isDebian
        ? 'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n'
        : 'Install Chromium with your package manager, then set CHROME_BIN to its path.\n') +
      'Or point CHROME_BIN at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
