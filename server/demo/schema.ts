import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { ORDER_STATUSES, type OrderStatus } from '../contract/demo/orders';
import { auditTable } from '../db/audit-table';
import { users } from '../db/schema';

/**
 * The demo's tables: `npm run new:resource -- <name> --demo` adds them here and writes their
 * migrations into server/demo/migrations/ with ./drizzle.config.ts. They are applied after the
 * template's (server/db/migrate.ts) and go with the demo (`npm run strip-demo`).
 */

/** Text that sorts in byte order on every server, as the template's tables have it. */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The orders resource: the records the Orders pages list and edit. */
export const demoOrders = pgTable(
  'demo_orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    reference: byteText().notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    status: text().$type<OrderStatus>().notNull(),
    /** Whole cents: exact sums, no floating point. */
    total: integer().notNull(),
    placed: date({ mode: 'string' }).notNull(),
    /** Grows by one with every write; a PATCH must send the one it read. */
    version: integer().notNull().default(1),
    /** Soft delete: set while the order is deleted (a restore clears it). */
    deletedAt: instant('deleted_at'),
  },
  // Each (column, id) index serves `ORDER BY column, id` in both directions.
  (table) => [
    index('demo_orders_reference_id_idx').on(table.reference, table.id),
    index('demo_orders_customer_id_id_idx').on(table.customerId, table.id),
    index('demo_orders_status_id_idx').on(table.status, table.id),
    index('demo_orders_total_id_idx').on(table.total, table.id),
    index('demo_orders_placed_id_idx').on(table.placed, table.id),
    check(
      'demo_orders_status_check',
      sql.raw(
        `${table.status.name} IN (${ORDER_STATUSES.map((value) => `'${value}'`).join(', ')})`,
      ),
    ),
  ],
);

/** One row per write to a order: who, when, and field by field what changed. */
export const demoOrdersAudit = auditTable('demo_orders_audit', 'order_id');
