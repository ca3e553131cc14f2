#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone with one command.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const stamp = 'node_modules/.tessera-lock-hash';
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : null;
const hash = createHash('sha256')
  .update(readFileSync('package.json'))
  .update(lock ?? '')
  .digest('hex');

const current = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
if (current !== hash || !existsSync('node_modules/.bin/vite')) {
  const command = lock ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`Dependencies missing or stale: running ${command}`);
  execSync(command, { stdio: 'inherit' });
  writeFileSync(stamp, `${hash}\n`);
}
