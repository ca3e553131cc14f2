#!/usr/bin/env node
// Finds the Chromium the e2e tests drive. Playwright's own browser download is not used (it cannot
// run on machines without internet access); Debian's chromium package is.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian chromium with apt-get');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'The end-to-end tests need Chromium and none was found.',
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/binary',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
