import { afterAll } from 'vitest';

import type { Database } from '../db/client';
import { probePostgres, startLocalPostgres, type LocalPostgres } from './local-postgres';
import { pgliteDatabases, postgresDatabases } from './test-database';

/**
 * The databases a suite runs on, for `describe.each`: PGlite always, and a real PostgreSQL server
 * too when one can be started here (not with SKIP_POSTGRES_TESTS set). The server starts when its
 * suite opens the database `name` and stops after the file.
 */
export function eachDatabase(name: string): Array<[string, () => Promise<Database>]> {
  const databases: Array<[string, () => Promise<Database>]> = [
    ['PGlite', () => pgliteDatabases(name)],
  ];
  const probe = process.env.SKIP_POSTGRES_TESTS ? undefined : probePostgres();
  if (probe?.ok) {
    let postgres: LocalPostgres | undefined;
    afterAll(async () => {
      await postgres?.stop();
    }, 15_000);
    databases.push([
      'PostgreSQL',
      async () => {
        postgres = await startLocalPostgres(probe);
        return postgresDatabases(postgres.url)(name);
      },
    ]);
  }
  return databases;
}
