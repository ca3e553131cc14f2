#!/usr/bin/env node
// `npm test`: everything CI runs, stopping at the first failed step.
import { execSync, spawn } from 'node:child_process';

import { ensureChromium } from './ensure-chromium.mjs';

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`✓ ${title} (${seconds(started)})`);
};

/**
 * Runs single-threaded checks side by side (a two-core machine does two at once); each one's
 * output is printed whole when it ends, so the log reads as if they had run one after another.
 */
async function runTogether(steps) {
  console.log(`\n▶ ${steps.map(([title]) => title).join(', ')}, side by side`);
  const results = await Promise.all(
    steps.map(
      ([title, command]) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(command, { shell: true, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${title}: ${command}\n${output.trimEnd()}`);
            console.log(`${code === 0 ? '✓' : '✗'} ${title} (${seconds(started)})`);
            done(code);
          });
        }),
    ),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) throw Object.assign(new Error('a check failed'), { status: failed });
}

try {
  run('dependencies', 'node scripts/ensure-deps.mjs');
  const chromium = ensureChromium();
  await runTogether([
    ['typecheck', 'npx tsc -b --noEmit'],
    // `npm run lint`, its two parts side by side.
    ['ESLint', 'npm run lint:eslint --silent'],
    ['knip and Prettier', 'npm run lint:rest --silent'],
    ['build', 'npm run build --silent'],
  ]);
  run('unit tests', 'npx vitest run');
  run(
    'starter check (a stripped copy with a generated resource typechecks, lints, builds and passes the unit and e2e tests it affects)',
    'node scripts/check-strip.mjs --e2e=affected',
  );
  run('size budget', 'node scripts/size.mjs --check');
  run('e2e tests', 'npx playwright test', { CHROMIUM_PATH: chromium });
} catch (error) {
  console.error(`\n✗ npm test failed${error?.status ? ` (exit ${error.status})` : ''}`);
  process.exit(1);
}
