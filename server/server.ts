import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

import { DEVELOPMENT_TWO_FACTOR_KEY } from './accounts/two-factor-crypto';
import { createApp, type AppOptions } from './app';
import { existingEmails } from './auth-store';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemo, type SeedResult } from './demo-seed';
import type { Site } from './http';
import { createMailer, type Mailer } from './mail/mailer';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './passwords';
import { silentLogger, type Logger } from './request-log';

export type StartOptions = {
  /** Folder of the migrations (server/migrations). */
  migrationsFolder: string;
  /** The built front end to serve too; without it, the API alone. */
  web?: AppOptions['web'];
  /** Cost of the password hashes made (tests pass a cheap one). @default DEFAULT_SCRYPT_COST */
  scryptCost?: ScryptCost;
  logger?: Logger;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
};

export type RunningServer = {
  /** Base URL it listens on, e.g. `http://127.0.0.1:3000`. */
  url: string;
  database: Database;
  /** Migrations applied at this start. */
  migrated: number;
  /** What the demo seed added (null: not seeded). */
  seeded: SeedResult | null;
  /**
   * Stops accepting connections, lets the requests in flight finish (at most `graceMs`, then
   * cuts what is left) and closes the database. Safe to call twice.
   */
  close(graceMs?: number): Promise<void>;
};

export function siteOf(config: Config): Site {
  return {
    origin: config.publicUrl.origin,
    allowLoopback: config.mode === 'development',
    trustProxy: config.trustProxy,
  };
}

/**
 * Says so when the demo was seeded into this database once (a preview run against it, say) and
 * the server starts without it: its accounts cannot sign in with the demo's public password here,
 * but they, and its people, are still in the data.
 */
async function noteDemoAccounts(database: Database, logger: Logger) {
  const found = await existingEmails(
    database.db,
    DEMO_ACCOUNTS.map((demo) => demo.email),
  );
  if (found.size > 0)
    logger.error({
      msg: 'this database holds the demo accounts; without SEED_DEMO they cannot sign in with the demo password. Delete them on the Members page, or start afresh on an empty database',
      accounts: [...found].join(', '),
    });
}

/** Waits for `work`, but `ms` at most. */
function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolveWait) => {
    const timer = setTimeout(resolveWait, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolveWait();
    });
  });
}

/** Opens and migrates the database, seeds the demo if asked, then listens. */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const logger = options.logger ?? silentLogger;
  const scryptCost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const database = await openDatabase(config.database, {
    migrationsFolder: options.migrationsFolder,
  });
  let server: Server;
  let migrated: number;
  let seeded: SeedResult | null = null;
  let mailer: Mailer;
  try {
    migrated = await database.migrate();
    if (config.seedDemo) seeded = await seedDemo(database.db, { scryptCost: options.scryptCost });
    else await noteDemoAccounts(database, logger);
    if (config.mode === 'production' && config.mail.kind !== 'smtp' && !config.seedDemo)
      logger.error({
        msg: 'no SMTP_URL: mail (password resets, invites, email links) is kept in the database, where nobody reads it in production. Set SMTP_URL and MAIL_FROM',
      });
    mailer = createMailer({
      db: database.db,
      settings:
        config.mail.kind === 'smtp'
          ? { kind: 'smtp', from: config.mail.from, transport: config.mail.url }
          : { kind: 'outbox' },
      logger,
      now: options.now,
    });
    const app = createApp({
      mailer,
      devRoutes: config.mode === 'development',
      db: database.db,
      site: siteOf(config),
      ping: () => database.ping(),
      now: options.now,
      sessionTtlMinutes: config.sessionTtlMinutes,
      maxSessionsPerAccount: config.maxSessionsPerAccount,
      scryptCost,
      authLimits: config.authLimits,
      demoAccounts: config.seedDemo,
      signUp: config.signUp,
      twoFactorKey:
        config.twoFactorKey ??
        (config.mode === 'development' ? DEVELOPMENT_TWO_FACTOR_KEY : undefined),
      web: options.web,
      logger,
    });
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(config.port, config.host, () => {
        server.off('error', rejectListen);
        resolveListen();
      });
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }

  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    database,
    migrated,
    seeded,
    close(graceMs = 10_000) {
      closing ??= new Promise<void>((resolveClose) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(timer);
          resolveClose();
        });
        server.closeIdleConnections();
      })
        // Mail still on its way is sent (or fails) before the database closes, within the same
        // grace: an SMTP server that never answers must not hold the stop for minutes.
        .then(() => settledWithin(mailer.idle(), graceMs))
        .then(() => database.close());
      return closing;
    },
  };
}
