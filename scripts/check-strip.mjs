#!/usr/bin/env node
// Proves `npm run strip-demo` leaves a working starter, and `npm run new:resource` a working
// resource in it, on every `npm test`: copies the working tree (what git tracks plus untracked
// files it does not ignore) to a temporary folder, shares this project's node_modules with it by a
// link (no second install), strips the demo there, generates a resource with every kind of field
// (as someone starting an app from the template would), and runs the app's typecheck, lint
// (ESLint on the files the strip rewrote and the generator wrote, knip on all), build (app and
// server), size budget, the unit and server tests that import any of those files, and its e2e
// suite (what is left of e2e/ once e2e/demo/ is gone, with the resource's journey) against its
// own built server.
// `--keep` leaves the copy for a look; `--skip=<step,...>` skips steps by title (e.g. `--skip=e2e`
// while iterating); `--e2e=affected` runs only the e2e specs the strip can affect (see below).
import { execFileSync, execSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../server/testing/free-port.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runTogether } from './run-together.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const skip = new Set(
  (process.argv.find((arg) => arg.startsWith('--skip='))?.slice('--skip='.length) ?? '')
    .split(',')
    .filter(Boolean),
);
const e2eScope = process.argv.find((arg) => arg.startsWith('--e2e='))?.slice('--e2e='.length);
if (e2eScope !== undefined && e2eScope !== 'all' && e2eScope !== 'affected') {
  console.error(`Unknown --e2e=${e2eScope}: use --e2e=all (the default) or --e2e=affected.`);
  process.exit(2);
}
/**
 * The specs about what no `// demo` line reaches: the auth pages, the account and members pages,
 * the Users pages, the server, how the app starts and recovers (the entry, chunk failures), and
 * the customizer (its presets are theme tokens, swept in every theme by the main run), which the
 * strip does not rewrite.
 * The main run passed them on the same code. `--e2e=affected` leaves them out here, as the unit
 * step leaves out the tests of files the strip did not rewrite; every other spec (the routes and
 * their axe passes, the shell, languages and themes), new ones too, runs.
 */
const UNAFFECTED_SPECS = [
  'auth',
  'password-reset',
  'two-factor',
  'account',
  'members',
  'users',
  'serve',
  'errors',
  'first-paint',
  'customizer',
];

/** A resource with a field of every kind the generator knows, and a reference to users. */
const GENERATED = [
  'things',
  '--fields',
  '"title:string! notes:text count:number price:money active:boolean due:date stage:enum(draft,published) owner:ref(users)"',
];

/** Every file under `dir` (relative to `base`), build output and installed packages left out. */
function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'dist-server', '.git'].includes(entry.name)
        ? []
        : walk(path, base);
    return [relative(base, path)];
  });
}

const copy = mkdtempSync(join(tmpdir(), 'tessera-stripped-'));
const run = (title, command, env = {}) => {
  if (skip.has(title)) return console.log(`- ${title}: skipped`);
  const started = Date.now();
  console.log(`\n▶ stripped app: ${title}: ${command}`);
  execSync(command, {
    cwd: copy,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  console.log(`✓ stripped app: ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

try {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The routes whose page the main run sweeps and the strip leaves as it is (all but the pages
  // the demo replaces): with `--e2e=affected` the stripped app's route sweep skips them.
  const sweptRoutes = execSync('npx tsx --tsconfig tsconfig.app.json scripts/swept-routes.ts', {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  console.log(`Copied ${files.length} files to ${copy}`);

  run('strip', 'node scripts/strip-demo.mjs --yes --force --lockfile-only');
  run(
    'strip again (nothing left to remove)',
    'node scripts/strip-demo.mjs --yes --force --lockfile-only',
  );
  run('generate a resource', `npx tsx scripts/new-resource/main.ts ${GENERATED.join(' ')}`);
  const copied = new Set(files);
  const rewritten = [
    ...files.filter(
      (file) =>
        existsSync(join(copy, file)) &&
        !readFileSync(join(copy, file)).equals(readFileSync(join(root, file))),
    ),
    ...walk(copy).filter((file) => !copied.has(file)),
  ];
  // ESLint judges a file by itself and what it imports: the files the strip left as they were
  // lint as they did in the main run (an import of a removed file fails the typecheck). knip looks
  // at the whole project: what the demo alone used is now unused. The build is the app and its
  // server, as `npm run build` makes them: the e2e step below serves them. Side by side, as in
  // the main run: each is mostly single-threaded.
  const lintable = rewritten.filter((file) => /\.(tsx?|m?js)$/.test(file));
  const checks = [
    ['typecheck', 'npx tsc -b --noEmit'],
    lintable.length > 0 && [
      'lint (the rewritten files)',
      `npx eslint --max-warnings 0 ${lintable.join(' ')}`,
    ],
    ['knip', 'npx knip --no-progress'],
    ['build', 'npm run build --silent'],
  ].filter((step) => step && !skip.has(step[0]));
  await runTogether(checks, {
    prefix: 'stripped app: ',
    cwd: copy,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  run('size budget', 'node scripts/size.mjs --check');
  // The tests the strip cannot touch already passed in the main run, on the same code: here run
  // the ones that import a file the strip rewrote (all of them if it touched the test setup).
  const global = rewritten.filter((file) =>
    /^(src\/test\/|package\.json$|tsconfig|vite\.config|vitest\.config)/.test(file),
  );
  const sources = rewritten.filter((file) => /^(src|server)\/.*\.(tsx?|json)$/.test(file));
  console.log(`The strip rewrote ${rewritten.length} files: ${rewritten.join(', ')}`);
  if (global.length > 0) run('unit tests', 'npx vitest run');
  else
    run(
      'unit tests (those that import a rewritten file)',
      `npx vitest related --run ${sources.join(' ')}`,
    );
  // After everything else and never beside the main suite (`npm test` runs its steps one after
  // another): two Playwright runs at once would share the machine's cores and slow both.
  const e2eEnv = skip.has('e2e')
    ? {}
    : {
        CHROMIUM_PATH: ensureChromium(),
        E2E_PORT: String(await freePort()),
        ...(e2eScope === 'affected' && { E2E_SWEPT_ROUTES: sweptRoutes }),
      };
  run(
    'e2e',
    e2eScope === 'affected'
      ? `npx playwright test --grep-invert "\\b(${UNAFFECTED_SPECS.join('|')})\\.spec\\.ts\\b"`
      : 'npx playwright test',
    e2eEnv,
  );
  console.log(
    '\n✓ The stripped app, with a generated resource, typechecks, lints, builds, fits its budget and passes its unit and e2e tests.',
  );
} catch {
  console.error(`\n✗ The stripped app failed (copy kept at ${copy} for a look)`);
  process.exitCode = 1;
} finally {
  if (!keep && process.exitCode !== 1) {
    // The link first, so removing the copy can never reach into the real node_modules.
    unlinkSync(join(copy, 'node_modules'));
    rmSync(copy, { recursive: true, force: true });
  } else if (keep) {
    console.log(`Copy kept at ${copy}`);
  }
}
