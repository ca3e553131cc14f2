#!/usr/bin/env node
// `npm test`: everything CI runs, stopping at the first failed step.
import { execSync } from 'node:child_process';

import { ensureChromium } from './ensure-chromium.mjs';
import { runTogether } from './run-together.mjs';

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`✓ ${title} (${seconds(started)})`);
};

try {
  run('dependencies', 'node scripts/ensure-deps.mjs');
  const chromium = ensureChromium();
  // ESLint (type-aware, single-threaded) takes longest: the shorter checks run one after another
  // beside it, then the unit tests, which use both cores, start in the time ESLint still needs.
  await runTogether([
    ['ESLint', 'npm run lint:eslint --silent'],
    [
      ['typecheck', 'npx tsc -b --noEmit'],
      ['knip and Prettier', 'npm run lint:rest --silent'],
      ['build', 'npm run build --silent'],
      ['unit tests', 'npx vitest run'],
    ],
  ]);
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
