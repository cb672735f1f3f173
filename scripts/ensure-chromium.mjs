// Browser tests use Debian's Chromium; nothing here downloads a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`Browser tests need Chromium at ${chromium}: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

console.log('Chromium is missing: installing it with apt-get (Debian package "chromium")...');
const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: environment });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], { stdio: 'inherit', env: environment });
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing: set CHROME_PATH to the Chromium binary.`);
  process.exit(1);
}
