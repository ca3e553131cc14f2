import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { resumeSession } from '../auth-store';
import type { ApiUserDetail, UserHistory } from '../contract/users';
import type { Database, Db } from '../db/client';
import { accounts } from '../db/schema';
import { seedDemo } from '../demo-seed';
import { generateDemoUsers } from '../seed';
import type { DatabaseFactory } from './test-database';
import { TEST_SCRYPT_COST, TEST_SITE } from './write-api-suite';

const LEGACY_SCHEMA = readFileSync(new URL('./legacy-schema.sql', import.meta.url), 'utf8');

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}

/** Tables, columns, constraints, indexes and sequences of the public schema, comparable as JSON. */
export async function schemaOf(db: Db): Promise<unknown> {
  return {
    columns: await rows(
      db,
      sql`SELECT table_name, column_name, data_type, is_nullable, column_default, collation_name,
            is_identity, identity_generation
          FROM information_schema.columns WHERE table_schema = 'public'
          ORDER BY table_name, column_name`,
    ),
    constraints: await rows(
      db,
      sql`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
          FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    indexes: await rows(
      db,
      sql`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
          ORDER BY 1, 2`,
    ),
    sequences: await rows(
      db,
      sql`SELECT sequencename, data_type, start_value, min_value, max_value, increment_by
          FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    ),
  };
}

const ADMIN_ROW = { email: 'owner@example.com', name: 'Olive Owner', role: 'admin' };

/** Migrations, the seed and transactions, for any database (`databases` makes fresh ones). */
export function databaseSuite(
  databases: () => DatabaseFactory,
  { prefix }: { prefix: string },
): void {
  const opened: Database[] = [];
  const fresh = async (name: string) => {
    const database = await databases()(`${prefix}_${name}`);
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  describe('database', () => {
    it('migrates an empty database; a second run applies nothing', async () => {
      const database = await fresh('empty');
      expect(await database.migrate()).toBe(0); // the factory migrated it already
      const applied = await rows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::integer AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBeGreaterThan(0);
    });

    it('migrates a database made before migrations existed, keeping its accounts, sessions, users and history', async () => {
      const reference = await fresh('reference');
      // A bare database: `databases()` migrates, so this one is emptied back to nothing first.
      const legacy = await fresh('legacy');
      await legacy.db.execute(sql`DROP SCHEMA public CASCADE`);
      await legacy.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
      await legacy.db.execute(sql`CREATE SCHEMA public`);
      for (const statement of LEGACY_SCHEMA.split(/;\s*\n/).map((part) => part.trim()))
        if (statement && !/^--[^\n]*$/.test(statement)) await legacy.db.execute(sql.raw(statement));
      const token = 'T'.repeat(43);
      const at = '2030-01-01T09:00:00.000Z';
      await legacy.db.execute(sql`
        INSERT INTO demo_accounts (email, name, role, password_hash)
        VALUES (${ADMIN_ROW.email}, ${ADMIN_ROW.name}, ${ADMIN_ROW.role}, 'scrypt$16384$8$1$c2FsdA$a2V5')`);
      await legacy.db.execute(sql`
        INSERT INTO demo_sessions (token_hash, account_id, expires_at)
        VALUES (${createHash('sha256').update(token).digest('hex')}, 1, '2999-01-01T00:00:00Z')`);
      await legacy.db.execute(sql`
        INSERT INTO demo_users (id, name, email, city, country, score)
        VALUES (1, 'Ann One', 'ann@example.com', 'Oslo', 'Norway', 10),
               (7, 'Bo Seven', 'bo@example.com', 'Rome', 'Italy', 70)`);
      await legacy.db.execute(sql`SELECT setval('"demo_users_id_seq"', 7)`);
      await legacy.db.execute(sql`
        INSERT INTO demo_users_audit (user_id, action, actor_id, actor_name, actor_email, changes, at)
        VALUES (7, 'update', 1, ${ADMIN_ROW.name}, ${ADMIN_ROW.email},
                '[{"field":"score","from":60,"to":70}]', ${at})`);

      expect(await legacy.migrate()).toBeGreaterThan(0);
      expect(await schemaOf(legacy.db)).toEqual(await schemaOf(reference.db));

      const account = await resumeSession(legacy.db, token, { now: Date.now(), ttlMs: 60_000 });
      expect(account).toMatchObject({ id: 1, ...ADMIN_ROW });
      const app = createApp({
        db: legacy.db,
        site: TEST_SITE,
        scryptCost: TEST_SCRYPT_COST,
        demoAccounts: true,
      });
      const bo = await app.request('http://localhost/api/users/7');
      expect(await bo.json()).toMatchObject({ id: 7, name: 'Bo Seven', version: 1 });
      const history = await app.request('http://localhost/api/users/7/history', {
        headers: { Cookie: `tessera_session=${token}` },
      });
      expect(((await history.json()) as UserHistory).data).toEqual([
        expect.objectContaining({
          action: 'update',
          at,
          changes: [{ field: 'score', from: 60, to: 70 }],
        }),
      ]);
      const created = await app.request('http://localhost/api/users', {
        method: 'POST',
        headers: {
          Origin: 'http://localhost',
          'Content-Type': 'application/json',
          Cookie: `tessera_session=${token}`,
        },
        body: JSON.stringify({
          name: 'New Eight',
          email: 'eight@example.com',
          score: 8,
          address: { city: 'Lima', country: 'Peru' },
        }),
      });
      expect(created.status).toBe(201);
      expect(((await created.json()) as ApiUserDetail).id).toBe(8); // after the highest id kept
    });

    it('commits a write and its history entry together or not at all', async () => {
      const database = await fresh('atomic');
      await seedDemo(database.db, {
        scryptCost: TEST_SCRYPT_COST,
        people: () => generateDemoUsers(3),
      });
      const app = createApp({
        db: database.db,
        site: TEST_SITE,
        scryptCost: TEST_SCRYPT_COST,
        demoAccounts: true,
      });
      const login = await app.request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'tessera-demo' }),
      });
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      // The history cannot be written any more: every write must fail whole.
      await database.db.execute(
        sql`ALTER TABLE users_audit ADD CONSTRAINT no_more CHECK (false) NOT VALID`,
      );
      const send = (method: string, path: string, body: unknown) =>
        app.request(`http://localhost${path}`, {
          method,
          headers: {
            Origin: 'http://localhost',
            'Content-Type': 'application/json',
            Cookie: cookie,
          },
          body: JSON.stringify(body),
        });
      const before = await schemaRows(database.db);
      expect(
        (
          await send('POST', '/api/users', {
            name: 'Never Saved',
            email: 'never@example.com',
            score: 1,
            address: { city: 'Oslo', country: 'Norway' },
          })
        ).status,
      ).toBe(500);
      expect((await send('PATCH', '/api/users/1', { version: 1, score: 999 })).status).toBe(500);
      expect((await send('POST', '/api/users/bulk-delete', { ids: [1, 2] })).status).toBe(500);
      expect(await schemaRows(database.db)).toEqual(before);
    });

    it('adds the demo data only when seeded, and only once', async () => {
      const database = await fresh('seed');
      const app = createApp({
        db: database.db,
        site: TEST_SITE,
        scryptCost: TEST_SCRYPT_COST,
      });
      expect(await rows(database.db, sql`SELECT id FROM users`)).toEqual([]);
      expect(await (await app.request('http://localhost/api/auth/demo-accounts')).json()).toEqual({
        accounts: [],
      });
      const login = await app.request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'tessera-demo' }),
      });
      expect(login.status).toBe(401);
      const people = () => generateDemoUsers(50);
      expect(await seedDemo(database.db, { people })).toEqual({ people: 50, accounts: 3 });
      // Their password is public: hashed at the demo's light cost, not the server's.
      const [admin] = await database.db
        .select({ hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.email, 'admin@example.com'));
      expect(admin?.hash).toMatch(/^scrypt\$4096\$8\$1\$/);
      expect(await seedDemo(database.db, { people })).toEqual({ people: 0, accounts: 0 });
    });
  });
}

/** Every row of the tables a write touches, to see that a failed one left nothing behind. */
async function schemaRows(db: Db): Promise<unknown> {
  return {
    users: await rows(db, sql`SELECT * FROM users ORDER BY id`),
    audit: await rows(db, sql`SELECT * FROM users_audit ORDER BY id`),
  };
}
