import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { HistoryAction, HistoryEntry } from '../contract/resource';

/**
 * A resource's history: one row per write to one of its records, saying who, when, and field by
 * field what changed. Every resource has a table of this shape of its own (`<plural>_audit`), so
 * a record's history is read through one index and a resource is removed with its tables.
 */
export function auditTable<const N extends string, A extends string = HistoryAction>(
  name: N,
  recordIdColumn: string,
) {
  return pgTable(
    name,
    {
      id: integer().primaryKey().generatedByDefaultAsIdentity(),
      recordId: integer(recordIdColumn).notNull(),
      action: text().$type<A>().notNull(),
      actorId: integer('actor_id').notNull(),
      actorName: text('actor_name').notNull(),
      actorEmail: text('actor_email').notNull(),
      changes: jsonb().$type<HistoryEntry['changes']>().notNull(),
      at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    },
    (table) => [index(`${name}_${recordIdColumn}_id_idx`).on(table.recordId, table.id)],
  );
}

export type AuditTable = ReturnType<typeof auditTable<string>>;
