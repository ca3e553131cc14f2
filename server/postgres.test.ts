// @vitest-environment node
// Every server suite against a real PostgreSQL server this file starts on loopback (and always
// stops). Skipped, with the reason printed once, when PostgreSQL is not installed or cannot be
// run here; set SKIP_POSTGRES_TESTS=1 to skip it on purpose.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from './db/client';
import { probePostgres, startLocalPostgres, type LocalPostgres } from './testing/local-postgres';
import { serverSuites } from './testing/server-suites';
import { databaseUrl, MIGRATIONS, postgresDatabases } from './testing/test-database';

const probe = process.env.SKIP_POSTGRES_TESTS
  ? ({ ok: false, reason: 'SKIP_POSTGRES_TESTS is set' } as const)
  : probePostgres();
if (!probe.ok)
  console.warn(`[server/postgres.test.ts] skipping the real-PostgreSQL tests: ${probe.reason}`);

const title = probe.ok
  ? `API on a real PostgreSQL server (${probe.binDir}${probe.user ? `, run as ${probe.user.name}` : ''})`
  : `API on a real PostgreSQL server (skipped: ${probe.reason})`;

describe.skipIf(!probe.ok)(title, () => {
  let postgres: LocalPostgres | undefined;

  beforeAll(async () => {
    if (!probe.ok) return;
    postgres = await startLocalPostgres(probe);
  }, 45_000);

  afterAll(async () => {
    await postgres?.stop();
  }, 15_000);

  const server = () => {
    if (!postgres) throw new Error('PostgreSQL did not start');
    return postgres;
  };

  serverSuites(() => postgresDatabases(server().url), { prefix: 'pg' });

  it('lets several instances start at once: one migrates, the others wait and find it done', async () => {
    const admin = new pg.Client({ connectionString: server().url });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS pg_concurrent WITH (FORCE)');
    await admin.query('CREATE DATABASE pg_concurrent');
    await admin.end();
    const target = { kind: 'postgres', url: databaseUrl(server().url, 'pg_concurrent') } as const;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase(target, { migrationsFolder: MIGRATIONS })),
    );
    try {
      const applied = await Promise.all(instances.map((instance) => instance.migrate()));
      expect(applied.filter((count) => count > 0)).toHaveLength(1);
      expect(applied.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
      expect(await Promise.all(instances.map((instance) => instance.ping()))).toEqual([
        true,
        true,
        true,
      ]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  }, 30_000);
});
