import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import type { ApiAccount } from '../contract/auth';
import type { MessageKey } from '../contract/errors';
import { HISTORY_LIMIT, ID_MAX, type HistoryAction, type HistoryEntry } from '../contract/resource';
import type { Db, Tx } from '../db/client';
import type { Resource, Row } from './define';

/**
 * The reads and writes of any resource. Each write runs in one transaction with its audit
 * entries, so a write and its history commit together or not at all.
 */

type Change = HistoryEntry['changes'][number];
type Value = Change['to'];

export type Detail<Api> = Api & { version: number };

export type WriteResult<Api> =
  | { ok: true; id: number; record: Detail<Api> }
  | { ok: false; reason: 'not_found' }
  /** A value the resource declares refusable (`unique`, `references`): a 422 on its field. */
  | { ok: false; reason: 'field'; field: string; message: MessageKey }
  | { ok: false; reason: 'conflict'; current: Detail<Api> }
  /** The database refused a value (out of its column's range, a NUL in text, …). */
  | { ok: false; reason: 'bad_value' };

/** A value as the history keeps it (JSON): dates as ISO text. */
function historyValue(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return JSON.stringify(value);
}

function toDetail<Api>(resource: Resource<Api>, row: Row): Detail<Api> {
  return { ...resource.toApi(row), version: row.version as number };
}

function diff(resource: Resource, before: Row | null, after: Row): Change[] {
  return resource.historyFields
    .map(([field, key]) => ({
      field,
      from: before === null ? null : historyValue(before[key]),
      to: historyValue(after[key]),
    }))
    .filter((change) => before === null || change.from !== change.to);
}

/** Appends one audit entry per changed record. */
async function audit(
  tx: Tx,
  resource: Resource,
  action: HistoryAction,
  entries: ReadonlyArray<{ recordId: number; changes: Change[] }>,
  actor: ApiAccount,
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(resource.audit).values(
    entries.map(({ recordId, changes }) => ({
      recordId,
      action,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      changes,
      at,
    })),
  );
}

/** PostgreSQL's error fields, whether the driver's error is thrown as is or wrapped by drizzle. */
function postgresError(error: unknown): { code?: unknown; constraint?: unknown; detail?: unknown } {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as Record<string, unknown>;
    if (typeof fields.code === 'string') return fields;
    current = fields.cause;
  }
  return {};
}

/** Runs a write, turning a unique or foreign key violation the resource declares, or a refused value, into its answer. */
async function answerRefusals<Api>(
  resource: Resource<Api>,
  write: () => Promise<WriteResult<Api>>,
): Promise<WriteResult<Api>> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint, detail } = postgresError(error);
    // 23505: a unique value taken; 23503: a foreign key naming no record.
    const declared =
      code === '23505' ? resource.unique : code === '23503' ? resource.references : [];
    const refusal = declared.find((entry) =>
      entry.constraint !== undefined
        ? constraint === entry.constraint
        : (typeof constraint === 'string' && constraint.includes(entry.column)) ||
          (typeof detail === 'string' && detail.includes(`(${entry.column})`)),
    );
    if (refusal)
      return { ok: false, reason: 'field', field: refusal.field, message: refusal.message };
    // Class 22, data exception: a value the column cannot hold came with the request.
    if (typeof code === 'string' && code.startsWith('22'))
      return { ok: false, reason: 'bad_value' };
    throw error;
  }
}

const live = (resource: Resource, id: number) =>
  and(eq(resource.table.id, id), isNull(resource.table.deletedAt));

/** A live (not deleted) record; null when there is none with that id. */
export async function getRecord<Api>(
  db: Db | Tx,
  resource: Resource<Api>,
  id: number,
): Promise<Detail<Api> | null> {
  const [row] = await db.select(resource.select).from(resource.table).where(live(resource, id));
  return row ? toDetail(resource, row) : null;
}

export function createRecord<Api>(
  db: Db,
  resource: Resource<Api>,
  input: unknown,
  actor: ApiAccount,
  at: Date,
): Promise<WriteResult<Api>> {
  return answerRefusals(resource, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(resource.table)
        .values(resource.toValues(input))
        .returning(resource.select);
      if (!row) throw new Error('INSERT returned no row');
      const recordId = row.id as number;
      await audit(
        tx,
        resource,
        'create',
        [{ recordId, changes: diff(resource, null, row) }],
        actor,
        at,
      );
      return { ok: true, id: recordId, record: toDetail(resource, row) };
    }),
  );
}

/**
 * Applies `patch` if the record is still at `patch.version`. A patch that changes nothing answers
 * the record as it is (no new version, no audit entry).
 */
export function updateRecord<Api>(
  db: Db,
  resource: Resource<Api>,
  id: number,
  patch: { version: number },
  actor: ApiAccount,
  at: Date,
): Promise<WriteResult<Api>> {
  return answerRefusals(resource, () =>
    db.transaction(async (tx): Promise<WriteResult<Api>> => {
      // Locked until the transaction ends: the diff below is exact.
      const [before] = await tx
        .select(resource.select)
        .from(resource.table)
        .where(live(resource, id))
        .for('update');
      if (!before) return { ok: false, reason: 'not_found' };
      if (before.version !== patch.version)
        return { ok: false, reason: 'conflict', current: toDetail(resource, before) };
      const set: Row = {};
      const after: Row = { ...before };
      for (const [key, value] of Object.entries(resource.patchValues(before, patch))) {
        const tableKey = resource.tableKeys.get(key);
        if (value === undefined || tableKey === undefined) continue;
        if (historyValue(value) === historyValue(before[key])) continue;
        set[tableKey] = value;
        after[key] = value;
      }
      if (Object.keys(set).length === 0)
        return { ok: true, id, record: toDetail(resource, before) };
      const [row] = await tx
        .update(resource.table)
        .set({ ...set, version: before.version + 1 })
        .where(eq(resource.table.id, id))
        .returning(resource.select);
      if (!row) throw new Error('UPDATE returned no row');
      const changes = diff(resource, before, after);
      if (changes.length > 0)
        await audit(tx, resource, 'update', [{ recordId: id, changes }], actor, at);
      return { ok: true, id, record: toDetail(resource, row) };
    }),
  );
}

/**
 * Soft-deletes (or restores) the records among `ids` that are live (or deleted), all or none, with
 * one history entry each, and answers the ids it changed, ascending. The row keeps its values, so
 * a restore brings it back as it was.
 */
export function setDeleted(
  db: Db,
  resource: Resource,
  ids: readonly number[],
  deleted: boolean,
  actor: ApiAccount,
  at: Date,
): Promise<number[]> {
  const { table } = resource;
  const change: Change = { field: 'deleted', from: !deleted, to: deleted };
  // Ids no integer column can hold name no record: left out like unknown ones, whatever the
  // resource's bulk schema let through.
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id >= 1 && id <= ID_MAX);
  if (wanted.length === 0) return Promise.resolve([]);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ deletedAt: deleted ? at : null, version: sql`${table.version} + 1` })
      .where(
        and(
          inArray(table.id, wanted),
          deleted ? isNull(table.deletedAt) : isNotNull(table.deletedAt),
        ),
      )
      .returning({ id: table.id });
    const changed = rows.map((row) => row.id as number).sort((a, b) => a - b);
    await audit(
      tx,
      resource,
      deleted ? 'delete' : 'restore',
      changed.map((recordId) => ({ recordId, changes: [change] })),
      actor,
      at,
    );
    return changed;
  });
}

/** Newest first, at most HISTORY_LIMIT; null when no record (live or deleted) has that id. */
export async function recordHistory(
  db: Db,
  resource: Resource,
  id: number,
): Promise<HistoryEntry[] | null> {
  const { table, audit: log } = resource;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) return null;
  const rows = await db
    .select()
    .from(log)
    .where(eq(log.recordId, id))
    .orderBy(desc(log.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    changes: row.changes,
  }));
}
