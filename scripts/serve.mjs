#!/usr/bin/env node
// The development commands: `node scripts/serve.mjs dev|api|preview [options]`.
//   dev      the API (server/cli.ts through tsx, restarted on change) beside Vite's dev server,
//            which proxies /api to it (vite.config.ts);
//   api      that API alone;
//   preview  the built server (dist-server/, after `npm run build`) serving dist/ and the API.
// All three run in development mode: the demo is seeded, sign-in limits are relaxed, loopback
// hosts are allowed. Each has its own embedded database under .data/ unless DATABASE_URL or
// DATA_DIR say otherwise. Either process ending ends the other; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const [mode = 'dev', ...args] = process.argv.slice(2);
if (!['dev', 'api', 'preview'].includes(mode)) {
  console.error('usage: node scripts/serve.mjs dev|api|preview [options]');
  process.exit(2);
}

const apiPort = process.env.API_PORT ?? '8787';
const previewPort = args.includes('--port') ? args[args.indexOf('--port') + 1] : '4173';
/** Settings of every development command; a variable set in the environment wins. */
const development = {
  SEED_DEMO: '1',
  // Anyone may create an account, so the sign-up page can be tried.
  SIGN_UP: 'open',
  // The suites sign up and in many times from one address: keep the limits out of their way.
  SIGN_IN_LIMIT: '10000',
  SIGN_UP_LIMIT: '10000',
  DATA_DIR: mode === 'preview' ? '.data/preview' : '.data/dev',
};
const env = { ...development, ...process.env, NODE_ENV: 'development' };

const children = [];
let stopping = false;

function run(name, command, commandArgs, childEnv) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', env: childEnv });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (name === 'api' && mode === 'dev') {
      // Without the API only sign-in and the Users pages are affected: keep the app running.
      console.error(
        `\nThe API stopped (${signal ?? `exit ${code}`}); the app keeps running without it.`,
      );
      return;
    }
    stop(code ?? 1);
  });
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (mode === 'preview') {
  if (!existsSync('dist-server/cli.js') || !existsSync('dist/index.html')) {
    console.error('Nothing to preview: run `npm run build` first.');
    process.exit(1);
  }
  run('server', process.execPath, ['dist-server/cli.js', 'serve'], {
    ...env,
    PORT: previewPort,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${previewPort}`,
  });
} else {
  const api = ['watch', '--clear-screen=false', 'server/cli.ts', 'serve', '--api-only'];
  run('api', 'node_modules/.bin/tsx', api, { ...env, PORT: apiPort });
  if (mode === 'dev')
    run('vite', 'node_modules/.bin/vite', args, { ...process.env, API_PORT: apiPort });
}
