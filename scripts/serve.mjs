#!/usr/bin/env node
// Runs the demo API beside Vite: `node scripts/serve.mjs dev|preview [vite options]`.
// Vite proxies /api to the API (vite.config.ts), so the data table's server mode works as is.
// Either process ending ends the other; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const [mode = 'dev', ...viteArgs] = process.argv.slice(2);
if (mode !== 'dev' && mode !== 'preview') {
  console.error('usage: node scripts/serve.mjs dev|preview [vite options]');
  process.exit(2);
}
const env = { ...process.env, API_PORT: process.env.API_PORT ?? '8787' };
const children = [];
let stopping = false;

function run(name, command, args) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (name === 'api') {
      // Without the API only the remote data table is affected: keep the app running.
      console.error(
        `\nThe demo API stopped (${signal ?? `exit ${code}`}); the app keeps running without it.`,
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

run('api', 'node_modules/.bin/tsx', ['server/index.ts']);
run(
  'vite',
  'node_modules/.bin/vite',
  mode === 'dev' ? viteArgs : ['preview', '--strictPort', ...viteArgs],
);
