#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure.
import { execSync } from 'node:child_process';

import { ensureChromium } from './ensure-chromium.mjs';

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

try {
  run('dependencies', 'node scripts/ensure-deps.mjs');
  const chromium = ensureChromium();
  run('typecheck', 'npx tsc -b --noEmit');
  run('lint', 'npm run lint --silent');
  run('unit tests', 'npx vitest run');
  run(
    'strip-demo check (a stripped copy typechecks, lints, builds and passes the unit and e2e tests it affects)',
    'node scripts/check-strip.mjs --e2e=affected',
  );
  run('build', 'npm run build --silent');
  run('size budget', 'node scripts/size.mjs --check');
  run('e2e tests', 'npx playwright test', { CHROMIUM_PATH: chromium });
} catch (error) {
  console.error(`\n✗ npm test failed${error?.status ? ` (exit ${error.status})` : ''}`);
  process.exit(1);
}
