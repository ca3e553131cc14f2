import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The little the API needs from a database. Both implementations run the SAME SQL text
 * (PostgreSQL dialect, `$1` placeholders).
 */
export type Db = {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

/** Which implementation a `Db` is, for the start-up line. */
export type DbBackend = 'PGlite' | 'PostgreSQL';

/** Embedded PostgreSQL (WebAssembly), in memory: nothing to install, gone when closed. */
export async function createPgliteDb(): Promise<Db> {
  const pglite = await PGlite.create();
  return {
    async query<T>(sql: string, params: unknown[]) {
      const result = await pglite.query<T>(sql, params);
      return result.rows;
    },
    close: () => pglite.close(),
  };
}

/** A `pg` connection pool to a real PostgreSQL server. */
export function createPgDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  let closing = false;
  // An idle client losing its connection emits here; without a listener Node would crash.
  // pool.end() resolves before the sockets are gone, so errors after close() are expected noise.
  pool.on('error', (error) => {
    if (!closing) console.error('[demo-api] idle PostgreSQL client error:', error.message);
  });
  return {
    async query<T>(sql: string, params: unknown[]) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** PostgreSQL through `pg` when a connection string is given, else PGlite. */
export async function createDb(databaseUrl?: string): Promise<{ db: Db; backend: DbBackend }> {
  if (databaseUrl) return { db: createPgDb(databaseUrl), backend: 'PostgreSQL' };
  return { db: await createPgliteDb(), backend: 'PGlite' };
}
