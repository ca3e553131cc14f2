import { afterAll, beforeAll } from 'vitest';

import { createApp } from '../app';
import type { Database } from '../db/client';
import { seedDemo } from '../demo-seed';
import { databaseSuite } from './database-suite';
import { mailSuite } from './mail-suite';
import type { DatabaseFactory } from './test-database';
import { usersApiSuite, type SuiteContext } from './users-api-suite';
import {
  prepareWriteSuite,
  TEST_SCRYPT_COST,
  TEST_SITE,
  writeApiSuite,
  type WriteSuiteContext,
} from './write-api-suite';

/**
 * Every API and database assertion, against the databases `databases` makes (PGlite in memory,
 * or a real PostgreSQL server): the read suite on the 5 000 demo people, the write suite on a
 * database of its own, and the database suite (migrations, seed, transactions), and the mail suite
 * (the outbox, SMTP, forgot and reset password).
 */
export function serverSuites(
  databases: () => DatabaseFactory,
  { prefix }: { prefix: string },
): void {
  let reads: SuiteContext | undefined;
  let writes: WriteSuiteContext | undefined;
  const opened: Database[] = [];

  beforeAll(async () => {
    let statements = 0;
    const readDb = await databases()(`${prefix}_reads`, {
      logger: { logQuery: () => void (statements += 1) },
    });
    opened.push(readDb);
    await seedDemo(readDb.db, { scryptCost: TEST_SCRYPT_COST });
    reads = {
      app: createApp({
        db: readDb.db,
        site: TEST_SITE,
        ping: () => readDb.ping(),
        // The demo's people, read as the demo's tables page does: without signing in.
        demoAccounts: true,
      }),
      statements: () => statements,
    };
    const writeDb = await databases()(`${prefix}_writes`);
    opened.push(writeDb);
    writes = await prepareWriteSuite(writeDb);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  usersApiSuite(() => {
    if (!reads) throw new Error('the database did not start');
    return reads;
  });
  writeApiSuite(() => {
    if (!writes) throw new Error('the database did not start');
    return writes;
  });
  databaseSuite(databases, { prefix });
  mailSuite(databases, { prefix });
}
