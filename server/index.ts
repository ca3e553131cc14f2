import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, DEFAULT_SESSION_TTL_MINUTES } from './app';
import { prepareAuthTables } from './auth-store';
import { createDb, type DbBackend } from './db';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './passwords';
import { DEFAULT_USERS_TABLE, prepareUsersTable } from './schema';

export type StartServerOptions = {
  /** Port to listen on; 0 picks a free one. @default API_PORT, else 8787 */
  port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /** PostgreSQL connection string; `null` forces PGlite. @default DATABASE_URL, else PGlite */
  databaseUrl?: string | null;
  /** Table of demo users. @default DEMO_USERS_TABLE, else 'demo_users' */
  table?: string;
  /** Sliding session lifetime. @default SESSION_TTL_MINUTES, else 480 (8 hours) */
  sessionTtlMinutes?: number;
  /** Cost of the password hashes made (tests pass a cheap one). @default DEFAULT_SCRYPT_COST */
  scryptCost?: ScryptCost;
};

export type RunningServer = {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  url: string;
  backend: DbBackend;
  /** Rows in the users table once ready. */
  userCount: number;
  /** Stops accepting connections, ends open ones and closes the database. */
  close(): Promise<void>;
};

export const DEFAULT_API_PORT = 8787;

function envPort(): number {
  const raw = process.env.API_PORT;
  if (raw === undefined || raw === '') return DEFAULT_API_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535)
    throw new Error(`API_PORT must be a port number, got "${raw}".`);
  return port;
}

/** A year: longer would outlive any reason to keep a demo session. */
const MAX_SESSION_TTL_MINUTES = 525_600;

function envSessionTtl(): number {
  const raw = process.env.SESSION_TTL_MINUTES;
  if (raw === undefined || raw === '') return DEFAULT_SESSION_TTL_MINUTES;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes < 1 || minutes > MAX_SESSION_TTL_MINUTES)
    throw new Error(
      `SESSION_TTL_MINUTES must be a whole number of minutes from 1 to ${MAX_SESSION_TTL_MINUTES}, got "${raw}".`,
    );
  return minutes;
}

/** Opens the database, prepares and seeds the tables, then listens. Resolves once requests are served. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? envPort();
  const host = options.host ?? '127.0.0.1';
  const databaseUrl =
    options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  const table = options.table ?? (process.env.DEMO_USERS_TABLE || DEFAULT_USERS_TABLE);
  const sessionTtlMinutes = options.sessionTtlMinutes ?? envSessionTtl();
  const scryptCost = options.scryptCost ?? DEFAULT_SCRYPT_COST;

  const { db, backend } = await createDb(databaseUrl ?? undefined);
  let server: Server;
  let userCount: number;
  try {
    userCount = await prepareUsersTable(db, table);
    await prepareAuthTables(db, scryptCost);
    const app = createApp(db, { table, sessionTtlMinutes, scryptCost });
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(port, host, () => {
        server.off('error', rejectListen);
        resolveListen();
      });
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }

  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    backend,
    userCount,
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }).then(() => db.close());
      return closing;
    },
  };
}

async function main(): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer();
  } catch (error) {
    console.error(
      `Demo API failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  process.stdout.write(
    `Demo API listening on ${running.url} (${running.backend}, ${running.userCount} users)\n`,
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C: do not wait
    stopping = true;
    process.stdout.write(`Demo API stopping (${signal})\n`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Demo API did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const entry = process.argv[1];
if (entry && resolve(entry) === fileURLToPath(import.meta.url)) void main();
