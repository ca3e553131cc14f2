import {
  HISTORY_LIMIT,
  type ApiAccount,
  type ApiUserDetail,
  type UserCreate,
  type UserHistoryAction,
  type UserHistoryEntry,
  type UserHistoryField,
  type UserPatch,
} from './contract';
import type { Db } from './db';
import { auditTableName, usersTableName } from './schema';
import type { DemoUserRecord } from './seed';

/**
 * The writes of the users resource. Each runs as ONE statement that changes the row and appends
 * its audit entry (a data-modifying WITH), so the two cannot part even without a transaction, on
 * PGlite and on a pool of PostgreSQL connections alike.
 */

type UserRow = DemoUserRecord & { version: number };

type Change = UserHistoryEntry['changes'][number];

const COLUMNS = 'id, name, email, city, country, score, version';

/** Field of the history ↔ column of the row. */
const FIELDS: ReadonlyArray<readonly [UserHistoryField, keyof DemoUserRecord]> = [
  ['name', 'name'],
  ['email', 'email'],
  ['score', 'score'],
  ['address.city', 'city'],
  ['address.country', 'country'],
];

export function toApiUserDetail(row: UserRow): ApiUserDetail {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    score: row.score,
    address: { city: row.city, country: row.country },
    version: row.version,
  };
}

/** PostgreSQL's unique violation on the email column (the only unique column a write sets). */
function isEmailTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, detail } = error as Record<string, unknown>;
  return (
    code === '23505' &&
    ((typeof constraint === 'string' && constraint.includes('email')) ||
      (typeof detail === 'string' && detail.includes('(email)')))
  );
}

function diff(before: Partial<DemoUserRecord>, after: DemoUserRecord): Change[] {
  return FIELDS.filter(([, column]) => before[column] !== after[column]).map(([field, column]) => ({
    field,
    from: before[column] ?? null,
    to: after[column],
  }));
}

/** The `WITH` step that appends an audit entry for the row the `written` step returns. */
function auditStep(
  table: string,
  action: UserHistoryAction,
  actor: ApiAccount,
  changes: Change[],
  at: Date,
  firstParam: number,
): { sql: string; params: unknown[] } {
  const n = firstParam;
  return {
    sql: `logged AS (
      INSERT INTO "${auditTableName(table)}" (user_id, action, actor_id, actor_name, actor_email, changes, at)
      SELECT id, $${n}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}::jsonb, $${n + 5}::timestamptz
      FROM written
    )`,
    params: [action, actor.id, actor.name, actor.email, JSON.stringify(changes), at.toISOString()],
  };
}

/** A live (not deleted) user; null when there is none with that id. */
export async function getUser(db: Db, table: string, id: number): Promise<ApiUserDetail | null> {
  const [row] = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM "${usersTableName(table)}" WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return row ? toApiUserDetail(row) : null;
}

export type WriteResult =
  | { ok: true; user: ApiUserDetail }
  | { ok: false; reason: 'not_found' | 'email_taken' }
  | { ok: false; reason: 'conflict'; current: ApiUserDetail };

export async function createUser(
  db: Db,
  table: string,
  input: UserCreate,
  actor: ApiAccount,
  at: Date,
): Promise<WriteResult> {
  const values = {
    name: input.name,
    email: input.email,
    city: input.address.city,
    country: input.address.country,
    score: input.score,
  };
  const audit = auditStep(table, 'create', actor, diff({}, { id: 0, ...values }), at, 6);
  try {
    const [row] = await db.query<UserRow>(
      `WITH written AS (
         INSERT INTO "${usersTableName(table)}" (name, email, city, country, score)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}
       ), ${audit.sql}
       SELECT * FROM written`,
      [values.name, values.email, values.city, values.country, values.score, ...audit.params],
    );
    if (!row) throw new Error('INSERT returned no row');
    return { ok: true, user: toApiUserDetail(row) };
  } catch (error) {
    if (isEmailTaken(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}

async function conflictOrMissing(db: Db, table: string, id: number): Promise<WriteResult> {
  const current = await getUser(db, table, id);
  return current ? { ok: false, reason: 'conflict', current } : { ok: false, reason: 'not_found' };
}

/**
 * Applies `patch` if the row is still at `patch.version`. A patch that changes nothing answers
 * the row as it is (no new version, no audit entry).
 */
export async function updateUser(
  db: Db,
  table: string,
  id: number,
  patch: UserPatch,
  actor: ApiAccount,
  at: Date,
): Promise<WriteResult> {
  const t = usersTableName(table);
  const [before] = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM "${t}" WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  if (!before) return { ok: false, reason: 'not_found' };
  if (before.version !== patch.version)
    return { ok: false, reason: 'conflict', current: toApiUserDetail(before) };
  const after: DemoUserRecord = {
    id,
    name: patch.name ?? before.name,
    email: patch.email ?? before.email,
    city: patch.address?.city ?? before.city,
    country: patch.address?.country ?? before.country,
    score: patch.score ?? before.score,
  };
  const changes = diff(before, after);
  if (changes.length === 0) return { ok: true, user: toApiUserDetail(before) };
  // The version check in WHERE makes the diff above exact: the row is still the one just read.
  const audit = auditStep(table, 'update', actor, changes, at, 8);
  try {
    const [row] = await db.query<UserRow>(
      `WITH written AS (
         UPDATE "${t}" SET name = $3, email = $4, city = $5, country = $6, score = $7,
           version = version + 1
         WHERE id = $1 AND version = $2 AND deleted_at IS NULL
         RETURNING ${COLUMNS}
       ), ${audit.sql}
       SELECT * FROM written`,
      [
        id,
        patch.version,
        after.name,
        after.email,
        after.city,
        after.country,
        after.score,
        ...audit.params,
      ],
    );
    return row ? { ok: true, user: toApiUserDetail(row) } : conflictOrMissing(db, table, id);
  } catch (error) {
    if (isEmailTaken(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}

/**
 * Soft-deletes (or restores) the users among `ids` that are live (or deleted), in one statement
 * (all or none), with one history entry each, and answers the ids it changed, ascending. The row
 * stays with its email, so a restore brings it back as it was.
 */
async function setDeleted(
  db: Db,
  table: string,
  ids: readonly number[],
  deleted: boolean,
  actor: ApiAccount,
  at: Date,
): Promise<number[]> {
  const change: Change = { field: 'deleted', from: !deleted, to: deleted };
  const audit = auditStep(table, deleted ? 'delete' : 'restore', actor, [change], at, 3);
  const rows = await db.query<{ id: number }>(
    `WITH written AS (
       UPDATE "${usersTableName(table)}" SET deleted_at = $2::timestamptz, version = version + 1
       WHERE id = ANY($1::int[]) AND deleted_at IS ${deleted ? 'NULL' : 'NOT NULL'}
       RETURNING id
     ), ${audit.sql}
     SELECT id FROM written ORDER BY id`,
    [ids, deleted ? at.toISOString() : null, ...audit.params],
  );
  return rows.map((row) => row.id);
}

/** Soft-deletes the live users among `ids`; unknown and already deleted ids are left out. */
export function deleteUsers(
  db: Db,
  table: string,
  ids: readonly number[],
  actor: ApiAccount,
  at: Date,
): Promise<number[]> {
  return setDeleted(db, table, ids, true, actor, at);
}

/** Soft-deletes one user; false when there is no live user with that id. */
export async function deleteUser(
  db: Db,
  table: string,
  id: number,
  actor: ApiAccount,
  at: Date,
): Promise<boolean> {
  return (await deleteUsers(db, table, [id], actor, at)).length > 0;
}

/** Restores the deleted users among `ids`; unknown and live ids are left out. */
export function restoreUsers(
  db: Db,
  table: string,
  ids: readonly number[],
  actor: ApiAccount,
  at: Date,
): Promise<number[]> {
  return setDeleted(db, table, ids, false, actor, at);
}

/** Undoes a soft delete; a row that is not deleted is answered as it is. Null: no such id. */
export async function restoreUser(
  db: Db,
  table: string,
  id: number,
  actor: ApiAccount,
  at: Date,
): Promise<ApiUserDetail | null> {
  const change: Change = { field: 'deleted', from: true, to: false };
  const audit = auditStep(table, 'restore', actor, [change], at, 2);
  const [row] = await db.query<UserRow>(
    `WITH written AS (
       UPDATE "${usersTableName(table)}" SET deleted_at = NULL, version = version + 1
       WHERE id = $1 AND deleted_at IS NOT NULL
       RETURNING ${COLUMNS}
     ), ${audit.sql}
     SELECT * FROM written`,
    [id, ...audit.params],
  );
  return row ? toApiUserDetail(row) : getUser(db, table, id);
}

type AuditRow = {
  id: number;
  action: UserHistoryAction;
  actor_id: number;
  actor_name: string;
  actor_email: string;
  changes: Change[] | string;
  at: Date | string;
};

/** Newest first; null when no user (live or deleted) has that id. */
export async function userHistory(
  db: Db,
  table: string,
  id: number,
): Promise<UserHistoryEntry[] | null> {
  const [exists] = await db.query<{ id: number }>(
    `SELECT id FROM "${usersTableName(table)}" WHERE id = $1`,
    [id],
  );
  if (!exists) return null;
  const rows = await db.query<AuditRow>(
    `SELECT id, action, actor_id, actor_name, actor_email, changes, at
     FROM "${auditTableName(table)}" WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [id, HISTORY_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
    changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as Change[]) : row.changes,
  }));
}
