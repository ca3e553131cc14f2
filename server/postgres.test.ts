// @vitest-environment node
// Default (jsdom) environment, see app.test.ts. The same API suite as app.test.ts, against a real
// PostgreSQL server this file starts on loopback (and always stops), through DATABASE_URL-style
// configuration. Skipped, with the reason printed once, when PostgreSQL is not installed or
// cannot be run here; set SKIP_POSTGRES_TESTS=1 to skip it on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createPgDb, type Db } from './db';
import { startServer, type RunningServer } from './index';
import { prepareUsersTable } from './schema';
import { probePostgres, startLocalPostgres, type LocalPostgres } from './testing/local-postgres';
import { countingDb, usersApiSuite, type SuiteContext } from './testing/users-api-suite';
import {
  prepareWriteSuite,
  TEST_SCRYPT_COST,
  writeApiSuite,
  type WriteSuiteContext,
} from './testing/write-api-suite';

const probe = process.env.SKIP_POSTGRES_TESTS
  ? ({ ok: false, reason: 'SKIP_POSTGRES_TESTS is set' } as const)
  : probePostgres();
if (!probe.ok)
  console.warn(`[server/postgres.test.ts] skipping the real-PostgreSQL tests: ${probe.reason}`);

const title = probe.ok
  ? `demo API on a real PostgreSQL server (${probe.binDir}${probe.user ? `, run as ${probe.user.name}` : ''})`
  : `demo API on a real PostgreSQL server (skipped: ${probe.reason})`;

describe.skipIf(!probe.ok)(title, () => {
  let postgres: LocalPostgres | undefined;
  let db: Db | undefined;
  let context: SuiteContext | undefined;
  let writes: WriteSuiteContext | undefined;

  beforeAll(async () => {
    if (!probe.ok) return;
    postgres = await startLocalPostgres(probe);
    db = createPgDb(postgres.url);
    const counted = countingDb(db);
    expect(await prepareUsersTable(counted.db)).toBe(5000);
    context = { app: createApp(counted.db), statements: counted.statements };
    writes = await prepareWriteSuite(db);
  }, 45_000);

  afterAll(async () => {
    await db?.close().catch(() => undefined);
    await postgres?.stop();
  }, 15_000);

  usersApiSuite(() => {
    if (!context) throw new Error('PostgreSQL did not start');
    return context;
  });

  writeApiSuite(() => {
    if (!writes) throw new Error('PostgreSQL did not start');
    return writes;
  });

  it('startServer uses DATABASE_URL: reuses the seeded table, seeds a new one once', async () => {
    if (!postgres) throw new Error('PostgreSQL did not start');
    let server: RunningServer | undefined;
    try {
      server = await startServer({
        port: 0,
        databaseUrl: postgres.url,
        scryptCost: TEST_SCRYPT_COST,
      });
      expect(server).toMatchObject({ backend: 'PostgreSQL', userCount: 5000 });
      await server.close();
      server = await startServer({
        port: 0,
        databaseUrl: postgres.url,
        table: 'demo_users_other',
        scryptCost: TEST_SCRYPT_COST,
      });
      expect(server.userCount).toBe(5000);
      const response = await fetch(`${server.url}/api/users?filter=tokyo&per_page=1`);
      expect(response.status).toBe(200);
    } finally {
      await server?.close();
    }
    const [row] =
      (await db?.query<{ total: number }>(
        'SELECT count(*)::integer AS total FROM demo_users',
        [],
      )) ?? [];
    expect(row?.total).toBe(5000);
  }, 30_000);
});
