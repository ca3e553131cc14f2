import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { openDatabase, pgliteDatabase, type Database, type OpenOptions } from '../db/client';

/** server/migrations, as the server finds it. */
export const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** A database of its own for one suite, migrated and empty. */
export type DatabaseFactory = (
  name: string,
  options?: Omit<OpenOptions, 'migrationsFolder'>,
) => Promise<Database>;

let template: Promise<PGlite> | undefined;

/**
 * Embedded PostgreSQL in memory, a new one each time: a clone of one migrated in this test file
 * (starting PGlite takes seconds, a clone a fraction of that).
 */
export const pgliteDatabases: DatabaseFactory = async (_name, options) => {
  template ??= (async () => {
    const client = await PGlite.create();
    await pgliteDatabase(client, { migrationsFolder: MIGRATIONS }).migrate();
    return client;
  })();
  const client = (await (await template).clone()) as PGlite;
  return pgliteDatabase(client, { ...options, migrationsFolder: MIGRATIONS });
};

/** A new database `name` (dropped first if a run before left it) on the PostgreSQL server at `adminUrl`. */
export function postgresDatabases(adminUrl: string): DatabaseFactory {
  return async (name, options) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase(
      { kind: 'postgres', url: url.toString() },
      { ...options, migrationsFolder: MIGRATIONS },
    );
    await database.migrate();
    return database;
  };
}

/** The connection string of database `name` on the server at `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
