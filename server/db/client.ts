import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import { migratePglite, migratePostgres } from './migrate';

/** The query builder every store takes: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction, for stores that write several rows that must commit together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where the data lives (from `DATABASE_URL` and `DATA_DIR`, server/config.ts). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** Embedded PostgreSQL with its files in `dir`. */
  | { kind: 'pglite'; dir: string }
  /** Embedded PostgreSQL in memory: gone when the process ends (tests). */
  | { kind: 'memory' };

export type Database = {
  db: Db;
  backend: 'PGlite' | 'PostgreSQL';
  /** Where, for the start-up line: never a password. */
  label: string;
  /** Applies the migrations not applied yet; answers how many it applied. */
  migrate(): Promise<number>;
  /** Whether the database answers a trivial query (the health check). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** Folder of the migrations (server/migrations). */
  migrationsFolder: string;
  /** Sees every statement (tests count them). */
  logger?: Logger;
};

/** `postgres://user@host:5432/db`, without the password or the query string. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * An embedded database's files are opened by one process only: two would corrupt them. A pid file
 * beside them says who has them; one left by a process that is gone (killed) is taken over.
 */
function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `DATA_DIR ${dir} is in use by process ${owner}. The embedded database serves one process: ` +
            'stop the other one, give this one another DATA_DIR, or use DATABASE_URL for several instances.',
          { cause: error },
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(
  target: { kind: 'pglite'; dir: string } | { kind: 'memory' },
  options: OpenOptions,
): Promise<Database> {
  if (target.kind === 'memory') return pgliteDatabase(await PGlite.create(), options);
  mkdirSync(target.dir, { recursive: true });
  const unlock = lockDataDir(target.dir);
  try {
    const client = await PGlite.create({ dataDir: join(target.dir, 'pglite') });
    return pgliteDatabase(client, options, { label: `PGlite in ${target.dir}`, unlock });
  } catch (error) {
    unlock();
    throw error;
  }
}

/** A `Database` over a PGlite instance already open (tests pass clones of a migrated one). */
export function pgliteDatabase(
  client: PGlite,
  options: OpenOptions,
  { label = 'PGlite in memory', unlock = () => {} }: { label?: string; unlock?: () => void } = {},
): Database {
  const db = drizzlePglite({ client, logger: options.logger }) as unknown as Db;
  return {
    db,
    backend: 'PGlite',
    label,
    migrate: () => migratePglite(client, options.migrationsFolder),
    ping: () => ping(db),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

function openPostgres(url: string, options: OpenOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle client losing its connection emits here; without a listener Node would crash.
  pool.on('error', (error) => {
    if (!closing) console.error(`[database] idle PostgreSQL client error: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, logger: options.logger }) as unknown as Db;
  return {
    db,
    backend: 'PostgreSQL',
    label: `PostgreSQL at ${describePostgresUrl(url)}`,
    migrate: () => migratePostgres(url, options.migrationsFolder),
    ping: () => ping(db),
    close() {
      closing = true;
      return pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

/** Opens the database (it is not migrated yet: call `migrate()`). */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions,
): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, options);
  return openPglite(target, options);
}
