import type { Db } from './db';
import { generateDemoUsers, type DemoUserRecord } from './seed';

/** Default table: not `users`, so a real application table of that name is never touched. */
export const DEFAULT_USERS_TABLE = 'demo_users';

/**
 * The table name after checking it is a plain lower-case identifier (it is interpolated into SQL,
 * so nothing else is accepted). Short enough that derived index names stay under 63 bytes.
 */
export function usersTableName(name: string = DEFAULT_USERS_TABLE): string {
  if (!/^[a-z_][a-z0-9_]{0,39}$/.test(name)) {
    throw new Error(
      `Invalid users table name "${name}": use 1-40 lower-case letters, digits or "_", not starting with a digit.`,
    );
  }
  return name;
}

/**
 * Creates the table and its indexes when missing. Text columns use the "C" collation so that
 * sorting is byte order on every server, whatever locale the database was created with.
 * Each (column, id) index serves `ORDER BY column, id` in both directions.
 */
export async function ensureUsersTable(db: Db, table: string): Promise<void> {
  const t = usersTableName(table);
  await db.query(
    `CREATE TABLE IF NOT EXISTS "${t}" (
      id integer PRIMARY KEY,
      name text COLLATE "C" NOT NULL,
      email text COLLATE "C" NOT NULL UNIQUE,
      city text COLLATE "C" NOT NULL,
      country text COLLATE "C" NOT NULL,
      score integer NOT NULL
    )`,
    [],
  );
  for (const column of ['name', 'city', 'score']) {
    await db.query(
      `CREATE INDEX IF NOT EXISTS "${t}_${column}_id_idx" ON "${t}" (${column}, id)`,
      [],
    );
  }
  try {
    await db.query(`SELECT id, name, email, city, country, score FROM "${t}" LIMIT 0`, []);
  } catch (error) {
    throw new Error(
      `Table "${t}" exists but lacks the demo columns (id, name, email, city, country, score); ` +
        `set DEMO_USERS_TABLE to another name. (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
}

/**
 * Inserts `users` in one statement: one array parameter per column, expanded by `unnest`
 * (a handful of parameters however many rows). Rows whose id or email already exist are skipped,
 * so two servers seeding the same database at once do not fail.
 */
export async function insertUsers(db: Db, table: string, users: DemoUserRecord[]): Promise<void> {
  const t = usersTableName(table);
  await db.query(
    `INSERT INTO "${t}" (id, name, email, city, country, score)
     SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::text[], $6::integer[])
     ON CONFLICT DO NOTHING`,
    [
      users.map((u) => u.id),
      users.map((u) => u.name),
      users.map((u) => u.email),
      users.map((u) => u.city),
      users.map((u) => u.country),
      users.map((u) => u.score),
    ],
  );
}

export async function countUsers(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM "${usersTableName(table)}"`,
    [],
  );
  return row?.total ?? 0;
}

/**
 * Creates the table if needed and seeds it with the deterministic demo users if it is empty
 * (an existing, non-empty table is left as it is). Returns the number of rows afterwards.
 */
export async function prepareUsersTable(
  db: Db,
  table: string = DEFAULT_USERS_TABLE,
  users: () => DemoUserRecord[] = () => generateDemoUsers(),
): Promise<number> {
  await ensureUsersTable(db, table);
  if ((await countUsers(db, table)) === 0) {
    await insertUsers(db, table, users());
    // Fresh statistics, so the planner picks the indexes from the first request on.
    await db.query(`ANALYZE "${usersTableName(table)}"`, []);
  }
  return countUsers(db, table);
}
