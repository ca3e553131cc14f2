import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import { type ApiAccount } from './contract/auth';
import { HISTORY_LIMIT } from './contract/resource';
import {
  type ApiUserDetail,
  type UserCreate,
  type UserHistoryAction,
  type UserHistoryEntry,
  type UserHistoryField,
  type UserPatch,
} from './contract/users';
import type { Db, Tx } from './db/client';
import { users, usersAudit } from './db/schema';
import type { DemoUserRecord } from './seed';

/**
 * The writes of the users resource. Each runs in one transaction with its audit entries, so a
 * write and its history commit together or not at all.
 */

type UserRow = DemoUserRecord & { version: number };

type Change = UserHistoryEntry['changes'][number];

/** A user as lists show it. */
export const userListColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  city: users.city,
  country: users.country,
  score: users.score,
};

/** A user as one is read and written: with the version a PATCH must send back. */
const userColumns = { ...userListColumns, version: users.version };

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

/** PostgreSQL's error code, whether the driver's error is thrown as is or wrapped by drizzle. */
function postgresCode(error: unknown): { code?: unknown; constraint?: unknown; detail?: unknown } {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as Record<string, unknown>;
    if (typeof fields.code === 'string') return fields;
    current = fields.cause;
  }
  return {};
}

/** PostgreSQL's unique violation on the email column (the only unique column a write sets). */
function isEmailTaken(error: unknown): boolean {
  const { code, constraint, detail } = postgresCode(error);
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

/** Appends one audit entry per changed user. */
async function audit(
  tx: Tx,
  action: UserHistoryAction,
  entries: ReadonlyArray<{ userId: number; changes: Change[] }>,
  actor: ApiAccount,
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(usersAudit).values(
    entries.map(({ userId, changes }) => ({
      userId,
      action,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      changes,
      at,
    })),
  );
}

const live = (id: number) => and(eq(users.id, id), isNull(users.deletedAt));

/** A live (not deleted) user; null when there is none with that id. */
export async function getUser(db: Db | Tx, id: number): Promise<ApiUserDetail | null> {
  const [row] = await db.select(userColumns).from(users).where(live(id));
  return row ? toApiUserDetail(row) : null;
}

export type WriteResult =
  | { ok: true; user: ApiUserDetail }
  | { ok: false; reason: 'not_found' | 'email_taken' }
  | { ok: false; reason: 'conflict'; current: ApiUserDetail };

/** Runs a write, turning a taken email into its answer. */
async function catchEmailTaken(write: () => Promise<WriteResult>): Promise<WriteResult> {
  try {
    return await write();
  } catch (error) {
    if (isEmailTaken(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}

export function createUser(
  db: Db,
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
  return catchEmailTaken(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(values).returning(userColumns);
      if (!row) throw new Error('INSERT returned no row');
      await audit(tx, 'create', [{ userId: row.id, changes: diff({}, row) }], actor, at);
      return { ok: true, user: toApiUserDetail(row) };
    }),
  );
}

/**
 * Applies `patch` if the row is still at `patch.version`. A patch that changes nothing answers
 * the row as it is (no new version, no audit entry).
 */
export function updateUser(
  db: Db,
  id: number,
  patch: UserPatch,
  actor: ApiAccount,
  at: Date,
): Promise<WriteResult> {
  return catchEmailTaken(() =>
    db.transaction(async (tx): Promise<WriteResult> => {
      // Locked until the transaction ends: the diff below is exact.
      const [before] = await tx.select(userColumns).from(users).where(live(id)).for('update');
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
      const [row] = await tx
        .update(users)
        .set({
          name: after.name,
          email: after.email,
          city: after.city,
          country: after.country,
          score: after.score,
          version: before.version + 1,
        })
        .where(eq(users.id, id))
        .returning(userColumns);
      if (!row) throw new Error('UPDATE returned no row');
      await audit(tx, 'update', [{ userId: id, changes }], actor, at);
      return { ok: true, user: toApiUserDetail(row) };
    }),
  );
}

/**
 * Soft-deletes (or restores) the users among `ids` that are live (or deleted), all or none, with
 * one history entry each, and answers the ids it changed, ascending. The row keeps its email, so a
 * restore brings it back as it was.
 */
function setDeleted(
  db: Db,
  ids: readonly number[],
  deleted: boolean,
  actor: ApiAccount,
  at: Date,
): Promise<number[]> {
  const change: Change = { field: 'deleted', from: !deleted, to: deleted };
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ deletedAt: deleted ? at : null, version: sql`${users.version} + 1` })
      .where(
        and(
          inArray(users.id, [...ids]),
          deleted ? isNull(users.deletedAt) : isNotNull(users.deletedAt),
        ),
      )
      .returning({ id: users.id });
    const changed = rows.map((row) => row.id).sort((a, b) => a - b);
    await audit(
      tx,
      deleted ? 'delete' : 'restore',
      changed.map((userId) => ({ userId, changes: [change] })),
      actor,
      at,
    );
    return changed;
  });
}

/** Soft-deletes the live users among `ids`; unknown and already deleted ids are left out. */
export function deleteUsers(
  db: Db,
  ids: readonly number[],
  actor: ApiAccount,
  at: Date,
): Promise<number[]> {
  return setDeleted(db, ids, true, actor, at);
}

/** Soft-deletes one user; false when there is no live user with that id. */
export async function deleteUser(
  db: Db,
  id: number,
  actor: ApiAccount,
  at: Date,
): Promise<boolean> {
  return (await deleteUsers(db, [id], actor, at)).length > 0;
}

/** Restores the deleted users among `ids`; unknown and live ids are left out. */
export function restoreUsers(
  db: Db,
  ids: readonly number[],
  actor: ApiAccount,
  at: Date,
): Promise<number[]> {
  return setDeleted(db, ids, false, actor, at);
}

/** Undoes a soft delete; a row that is not deleted is answered as it is. Null: no such id. */
export async function restoreUser(
  db: Db,
  id: number,
  actor: ApiAccount,
  at: Date,
): Promise<ApiUserDetail | null> {
  await restoreUsers(db, [id], actor, at);
  return getUser(db, id);
}

/** Newest first; null when no user (live or deleted) has that id. */
export async function userHistory(db: Db, id: number): Promise<UserHistoryEntry[] | null> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!exists) return null;
  const rows = await db
    .select()
    .from(usersAudit)
    .where(eq(usersAudit.userId, id))
    .orderBy(desc(usersAudit.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    changes: row.changes,
  }));
}
