import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { readConfig, type Config } from './config';
import { createAdmin, readPassword } from './create-admin';
import { openDatabase, type Database } from './db/client';
import { seedDemo } from './demo-seed';
import { jsonLogger } from './request-log';
import { startServer } from './server';

/**
 * The server's commands: `serve`, `migrate`, `seed` and `create-admin` (npm run serve|migrate|
 * seed|create-admin). Built into dist-server/cli.js by `npm run build`, so a deployment runs plain
 * Node; `npm start` runs this file through tsx for development.
 */

/** The project's root: one folder up from this file, in server/ and in dist-server/ alike. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MIGRATIONS = join(ROOT, 'server', 'migrations');
const WEB_ROOT = join(ROOT, 'dist');

/** Written by the server build (vite.server.config.ts) from the same settings as the front end's. */
declare const __CONTENT_SECURITY_POLICY__: string | undefined;

const USAGE = `Usage: node dist-server/cli.js <command> [options]

  serve          serve the API and the built front end (dist/) on one port
    --api-only   the API alone (development: Vite serves the pages)
  migrate        apply the database migrations not applied yet
  seed           add the demo people and the demo accounts
  create-admin --email you@company.com [--name "Your Name"]
                 create an administrator (or make that account one); the password is
                 asked for, or read from standard input, never taken as an argument

  --no-env-file  do not read .env.local (every command reads it otherwise)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function loadConfig(serving: boolean): Config {
  const result = readConfig(process.env, { serving });
  if (!result.ok)
    fail(
      `The server cannot start: fix these settings (see .env.example):\n${result.errors.map((line) => `  - ${line}`).join('\n')}`,
    );
  return result.config;
}

async function serve(apiOnly: boolean): Promise<void> {
  const config = loadConfig(true);
  let web;
  if (!apiOnly) {
    if (typeof __CONTENT_SECURITY_POLICY__ !== 'string')
      fail(
        'Serving the front end takes the built server: run `npm run build`, then `npm run serve` (or `npm start` to develop).',
      );
    if (!existsSync(join(WEB_ROOT, 'index.html')))
      fail(`${join(WEB_ROOT, 'index.html')} is missing: run \`npm run build\` first.`);
    web = { root: WEB_ROOT, contentSecurityPolicy: __CONTENT_SECURITY_POLICY__ };
  }
  let running;
  try {
    running = await startServer(config, { migrationsFolder: MIGRATIONS, web, logger: jsonLogger });
  } catch (error) {
    fail(`The server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  jsonLogger.info({
    msg: 'listening',
    url: running.url,
    publicUrl: config.publicUrl.origin,
    mode: config.mode,
    mail: config.mail.kind,
    database: running.database.label,
    migrationsApplied: running.migrated,
    seededPeople: running.seeded?.people,
    seededAccounts: running.seeded?.accounts,
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C: do not wait
    stopping = true;
    jsonLogger.info({ msg: 'stopping', signal });
    running.close().then(
      () => {
        jsonLogger.info({ msg: 'stopped' });
        process.exit(0);
      },
      (error: unknown) => {
        jsonLogger.error({ msg: 'did not stop cleanly', error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Opens and migrates the database for a one-off command, then closes it. */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig(false);
  const database = await openDatabase(config.database, { migrationsFolder: MIGRATIONS });
  try {
    const applied = await database.migrate();
    process.stdout.write(
      `${database.label}: ${applied === 1 ? '1 migration' : `${applied} migrations`} applied, schema up to date.\n`,
    );
    return await work(database);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password=')))
    fail(
      'create-admin never takes the password as an argument (it would stay in the shell history and the process list): it asks for it, or reads it from standard input.',
    );
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'api-only': { type: 'boolean' },
        'no-env-file': { type: 'boolean' },
        email: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values['no-env-file'] && existsSync('.env.local')) process.loadEnvFile('.env.local');

  switch (command) {
    case 'serve':
      return serve(values['api-only'] ?? false);
    case 'migrate':
      return withDatabase(() => Promise.resolve());
    case 'seed': {
      const result = await withDatabase((database) => seedDemo(database.db));
      process.stdout.write(
        `Demo seed: ${result.people} people and ${result.accounts} accounts added.\n`,
      );
      return;
    }
    case 'create-admin': {
      if (!values.email) fail(`create-admin needs --email.\n\n${USAGE}`);
      const password = await readPassword();
      const outcome = await withDatabase((database) =>
        createAdmin(database.db, { email: values.email ?? '', name: values.name, password }),
      );
      if (!outcome.ok) fail(outcome.message);
      process.stdout.write(`${outcome.message}\n`);
      return;
    }
    default:
      fail(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

main().catch((error: unknown) => {
  // What went wrong, as the driver or the check put it (a refused password, a database that does
  // not answer, a data folder another process holds), and the error beneath it: not a stack.
  if (!(error instanceof Error)) fail(String(error));
  const cause = error.cause instanceof Error ? `\n${error.cause.message}` : '';
  fail(`${error.message}${cause}`);
});
