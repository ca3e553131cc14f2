import { sql } from 'drizzle-orm';

import {
  ORDER_MESSAGES,
  ORDER_PERMISSIONS,
  orderCreateSchema,
  orderPatchSchema,
  ordersBulkSchema,
  ordersList,
  type ApiOrder,
  type OrderCreate,
  type OrderPatch,
} from '../contract/demo/orders';
import { users } from '../db/schema';
import { defineResource } from '../resource';
import { demoOrders, demoOrdersAudit } from './schema';

/**
 * The orders resource: `/api/orders` lists, reads and writes them (soft delete,
 * restore, bulk, history). Reading needs a session; writes need a role of `ORDER_PERMISSIONS`.
 */
export const ordersResource = defineResource({
  name: 'orders',
  table: demoOrders,
  audit: demoOrdersAudit,
  columns: {
    id: demoOrders.id,
    reference: demoOrders.reference,
    customerId: demoOrders.customerId,
    status: demoOrders.status,
    total: demoOrders.total,
    placed: demoOrders.placed,
  },
  // The name beside the id, so the list shows it without a second request; none once deleted.
  computed: {
    customerName: sql<
      string | null
    >`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${demoOrders.customerId} AND ${users.deletedAt} IS NULL)`,
  },
  // The API row is the columns as they are; the detail adds `version`.
  toApi: (row): ApiOrder => row,
  toValues: (input: OrderCreate) => input,
  patchValues: (_before, { version: _version, ...patch }: OrderPatch) => patch,
  historyFields: [
    ['reference', 'reference'],
    ['customerId', 'customerId'],
    ['status', 'status'],
    ['total', 'total'],
    ['placed', 'placed'],
  ],
  list: ordersList,
  search: [demoOrders.reference],
  sortColumns: {
    id: demoOrders.id,
    reference: demoOrders.reference,
    status: demoOrders.status,
    total: demoOrders.total,
    placed: demoOrders.placed,
  },
  filterColumns: {
    customer: demoOrders.customerId,
    status: demoOrders.status,
    placed: demoOrders.placed,
  },
  permissions: ORDER_PERMISSIONS,
  schemas: {
    create: orderCreateSchema,
    patch: orderPatchSchema,
    bulk: ordersBulkSchema,
  },
  references: [
    { column: 'customer_id', field: 'customerId', message: ORDER_MESSAGES.customerInvalid },
  ],
  messages: { notFound: 'No such order.' },
});
