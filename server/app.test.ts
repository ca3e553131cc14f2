// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createPgliteDb, type Db } from './db';
import { prepareUsersTable } from './schema';
import { countingDb, getJson, usersApiSuite, type SuiteContext } from './testing/users-api-suite';
import {
  prepareWriteSuite,
  writeApiSuite,
  type WriteSuiteContext,
} from './testing/write-api-suite';

let pglite: Db | undefined;
let context: SuiteContext | undefined;
let writes: WriteSuiteContext | undefined;

beforeAll(async () => {
  pglite = await createPgliteDb();
  const counted = countingDb(pglite);
  await prepareUsersTable(counted.db);
  context = { app: createApp(counted.db), statements: counted.statements };
  writes = await prepareWriteSuite(pglite);
}, 30_000);

afterAll(async () => {
  await pglite?.close();
});

function ready(): SuiteContext {
  if (!context) throw new Error('PGlite did not start');
  return context;
}

describe('demo API on PGlite', () => {
  usersApiSuite(ready);

  writeApiSuite(() => {
    if (!writes) throw new Error('PGlite did not start');
    return writes;
  });

  it('allows GET from localhost origins only', async () => {
    const { app } = ready();
    const local = await app.request('/api/health', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await app.request('/api/health', { headers: { Origin: 'https://example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves a seeded table alone on the next start', async () => {
    const statements: string[] = [];
    const db: Db = {
      query: (sql, params) => {
        statements.push(sql);
        return (pglite as Db).query(sql, params);
      },
      close: () => Promise.resolve(),
    };
    expect(await prepareUsersTable(db)).toBe(5000);
    expect(statements.filter((sql) => /\bINSERT\b/i.test(sql))).toEqual([]); // no 5000 rows again
  });

  it('answers 500 JSON without internals when the database fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: Db = {
      query: () => Promise.reject(new Error('connection lost at /secret/path')),
      close: () => Promise.resolve(),
    };
    const app: Hono = createApp(broken);
    const { status, body } = await getJson(app, '/api/users');
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'internal_error', message: 'Internal server error.' } });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(error).toHaveBeenCalledOnce();
  });
});
