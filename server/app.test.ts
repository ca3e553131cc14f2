// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';

import { createApp } from './app';
import { silentLogger, type LogLine } from './request-log';
import { serverSuites } from './testing/server-suites';
import { pgliteDatabases } from './testing/test-database';
import { getJson } from './testing/users-api-suite';
import { TEST_SITE } from './testing/write-api-suite';

describe('API on PGlite', () => {
  serverSuites(() => pgliteDatabases, { prefix: 'pglite' });

  it('answers 500 JSON without internals when the database fails, and logs it as one line', async () => {
    const client = await PGlite.create();
    await client.close();
    const errors: LogLine[] = [];
    const app = createApp({
      db: drizzle({ client }),
      site: TEST_SITE,
      demoAccounts: true,
      logger: { ...silentLogger, error: (line) => errors.push(line) },
    });
    const { status, body } = await getJson(app, '/api/users');
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'internal_error', message: 'Internal server error.' } });
    expect(errors).toEqual([
      expect.objectContaining({ msg: 'request failed', method: 'GET', path: '/api/users' }),
    ]);
  });

  it('reports an unreachable database in the health check (503)', async () => {
    const client = await PGlite.create();
    const app = createApp({
      db: drizzle({ client }),
      site: TEST_SITE,
      ping: () => Promise.resolve(false),
    });
    await client.close();
    const { status, body } = await getJson(app, '/api/health');
    expect(status).toBe(503);
    expect(body).toEqual({ ok: false, database: 'unreachable' });
  });
});
