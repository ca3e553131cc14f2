import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * Migrations are the SQL files drizzle-kit writes into server/migrations/ (`npm run db:generate`),
 * applied in order by drizzle's migrator, which records each one in `drizzle.__drizzle_migrations`.
 */

/**
 * Layers above the template with tables of their own: each one's migrations sit in a folder beside
 * server/ and are applied after the template's, recorded in a table of their own, so removing the
 * layer (`npm run strip-demo`) leaves the template's history alone. A layer with no migrations yet
 * is skipped.
 */
const LAYERS: ReadonlyArray<{ folder: string; table: string }> = [
  { folder: 'demo/migrations', table: '__drizzle_demo_migrations' }, // demo
];

function layersOf(migrationsFolder: string) {
  return LAYERS.map((layer) => ({
    migrationsFolder: join(dirname(migrationsFolder), layer.folder),
    migrationsTable: layer.table,
  })).filter((layer) => existsSync(join(layer.migrationsFolder, 'meta', '_journal.json')));
}

/** Any fixed number: the session-level advisory lock instances take while they migrate. */
const MIGRATION_LOCK = 7_355_608;

type Counted = { execute(query: ReturnType<typeof sql>): Promise<unknown> };

async function appliedCount(db: Counted): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::integer AS n FROM drizzle.__drizzle_migrations`,
  )) as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

async function countOrZero(db: Counted): Promise<number> {
  const exists = (await db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )) as { rows: Array<{ present: boolean }> };
  return exists.rows[0]?.present ? appliedCount(db) : 0;
}

/** Migrations a layer's own table records (0 before its first). */
async function layerCount(db: Counted, table: string): Promise<number> {
  const name = `drizzle.${table}`;
  const exists = (await db.execute(sql`SELECT to_regclass(${name}) IS NOT NULL AS present`)) as {
    rows: Array<{ present: boolean }>;
  };
  if (!exists.rows[0]?.present) return 0;
  const result = (await db.execute(
    sql`SELECT count(*)::integer AS n FROM ${sql.identifier('drizzle')}.${sql.identifier(table)}`,
  )) as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

/** PGlite belongs to this process alone: nothing else can migrate it at the same time. */
export async function migratePglite(client: PGlite, migrationsFolder: string): Promise<number> {
  const db = drizzlePglite({ client });
  const before = await countOrZero(db);
  await migrateWithPglite(db, { migrationsFolder });
  let applied = (await appliedCount(db)) - before;
  for (const layer of layersOf(migrationsFolder)) {
    const count = await layerCount(db, layer.migrationsTable);
    await migrateWithPglite(db, layer);
    applied += (await layerCount(db, layer.migrationsTable)) - count;
  }
  return applied;
}

/**
 * Several instances may start at once against one PostgreSQL server: each takes an advisory lock
 * on a connection of its own first, so one migrates while the others wait, then find nothing left
 * to do. (Drizzle's migrator reads what was applied before its transaction and does not lock.)
 */
export async function migratePostgres(url: string, migrationsFolder: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const db = drizzlePg({ client });
      const before = await countOrZero(db);
      await migrateWithPg(db, { migrationsFolder });
      let applied = (await appliedCount(db)) - before;
      for (const layer of layersOf(migrationsFolder)) {
        const count = await layerCount(db, layer.migrationsTable);
        await migrateWithPg(db, layer);
        applied += (await layerCount(db, layer.migrationsTable)) - count;
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}
