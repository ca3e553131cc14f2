/**
 * The orders resource: what its endpoints answer, who may do what, and the schemas of
 * its bodies. Imports nothing but `zod/mini` and its sibling contract modules.
 */
import { z } from 'zod/mini';

import { permits, type Role } from '../auth';
import { defineListQuery } from '../list-query';
import {
  BULK_MAX,
  ID_MAX,
  type BulkResult,
  type History,
  type ListPage,
  type MessageNumbers,
  type ResourcePermissions,
} from '../resource';
import { bulkIdsSchema, wholeNumberField } from '../resource-schemas';
import { textField } from '../text-schemas';

/** The values of `status`, in the order forms and filters offer them. */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The currency of every total (the demo shop sells in one). */
export const ORDER_CURRENCY = 'USD';

/** One order as `GET /api/orders` lists it. */
export type ApiOrder = {
  id: number;
  reference: string;
  /** The id of the customer, one of the users (users are listed by `GET /api/users`). */
  customerId: number;
  /** Their name, for showing: null once the user has been deleted. */
  customerName: string | null;
  status: OrderStatus;
  /** In cents: 1250 is 12.50. */
  total: number;
  /** A calendar date, `YYYY-MM-DD`. */
  placed: string;
};

/**
 * One order as `GET /api/orders/:id` and every write answer it: with the
 * `version` a `PATCH` must send back (it grows by one on every write).
 */
export type ApiOrderDetail = ApiOrder & { version: number };

export type OrdersPage = ListPage<ApiOrder>;
export type OrdersBulkResult = BulkResult;

/** What the list sorts and filters by: the server checks the query, the table offers the same. */
export const ordersList = defineListQuery({
  sortFields: ['id', 'reference', 'status', 'total', 'placed'],
  filterFields: [
    { id: 'status', kind: 'facet', values: ORDER_STATUSES },
    { id: 'placed', kind: 'dateRange' },
    { id: 'customer', kind: 'ref' },
  ],
});

/** `deleted` is the soft-delete flag (false → true on delete, true → false on restore). */
export type OrderHistoryField =
  'reference' | 'customerId' | 'status' | 'total' | 'placed' | 'deleted';
export type OrderHistory = History<OrderHistoryField>;

/** What can be done to orders, and which roles may do it (reading needs a session). */
export const ORDER_PERMISSIONS = {
  create: ['admin', 'editor'],
  edit: ['admin', 'editor'],
  delete: ['admin'],
  restore: ['admin'],
  history: ['admin', 'editor', 'viewer'],
} as const satisfies ResourcePermissions;
export type OrderAction = keyof typeof ORDER_PERMISSIONS;

/** Whether an account with `role` may do `action` to orders (false when nobody is signed in). */
export function can(role: Role | null | undefined, action: OrderAction): boolean {
  return permits(ORDER_PERMISSIONS, role, action);
}

export const ORDER_MESSAGES = {
  referenceRequired: 'orders.validation.referenceRequired',
  referenceTooLong: 'orders.validation.referenceTooLong',
  customerRequired: 'orders.validation.customerRequired',
  customerInvalid: 'orders.validation.customerInvalid',
  statusRequired: 'orders.validation.statusRequired',
  statusInvalid: 'orders.validation.statusInvalid',
  totalRequired: 'orders.validation.totalRequired',
  totalInvalid: 'orders.validation.totalInvalid',
  totalRange: 'orders.validation.totalRange',
  placedRequired: 'orders.validation.placedRequired',
  placedInvalid: 'orders.validation.placedInvalid',
  invalidCharacters: 'orders.validation.invalidCharacters',
  versionRequired: 'orders.validation.versionRequired',
  idsInvalid: 'orders.validation.idsInvalid',
} as const;
export type OrderMessageKey = (typeof ORDER_MESSAGES)[keyof typeof ORDER_MESSAGES];

/** Limits the schemas enforce, for `maxLength`/`min`/`max` attributes and hint texts. */
export const ORDER_LIMITS = {
  referenceMax: 200,
  /** In cents. */
  totalMax: 1_000_000_000,
  bulkMax: BULK_MAX,
} as const;

/** The numbers the messages name (`{min}`, `{max}`), for the form to write in the reader's format. */
export const ORDER_MESSAGE_NUMBERS = {
  // In dollars, as the total is typed.
  [ORDER_MESSAGES.totalRange]: { min: 0, max: ORDER_LIMITS.totalMax / 100 },
} as const satisfies MessageNumbers;

/** A real day of the calendar written `YYYY-MM-DD` (not 2030-02-30). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const orderReference = textField(
  {
    required: ORDER_MESSAGES.referenceRequired,
    tooLong: ORDER_MESSAGES.referenceTooLong,
    invalid: ORDER_MESSAGES.invalidCharacters,
  },
  ORDER_LIMITS.referenceMax,
);
const orderCustomer = wholeNumberField(
  {
    required: ORDER_MESSAGES.customerRequired,
    invalid: ORDER_MESSAGES.customerInvalid,
    range: ORDER_MESSAGES.customerInvalid,
  },
  1,
  ID_MAX,
);
const orderStatus = z.enum(ORDER_STATUSES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? ORDER_MESSAGES.statusRequired
      : ORDER_MESSAGES.statusInvalid,
});
const orderTotal = wholeNumberField(
  {
    required: ORDER_MESSAGES.totalRequired,
    invalid: ORDER_MESSAGES.totalInvalid,
    range: ORDER_MESSAGES.totalRange,
  },
  0,
  ORDER_LIMITS.totalMax,
);
const orderPlaced = z
  .string({ error: ORDER_MESSAGES.placedRequired })
  .check(
    z.minLength(1, { error: ORDER_MESSAGES.placedRequired }),
    z.refine(isCalendarDate, { error: ORDER_MESSAGES.placedInvalid }),
  );

/** Body of `POST /api/orders`. Text is trimmed; unknown keys are dropped. */
export const orderCreateSchema = z.object({
  reference: orderReference,
  customerId: orderCustomer,
  status: orderStatus,
  total: orderTotal,
  placed: orderPlaced,
});

/** Body of `PATCH /api/orders/:id`: the `version` last read plus any of the fields. */
export const orderPatchSchema = z.object({
  version: z
    .int({ error: ORDER_MESSAGES.versionRequired })
    .check(z.gte(1, { error: ORDER_MESSAGES.versionRequired })),
  reference: z.optional(orderReference),
  customerId: z.optional(orderCustomer),
  status: z.optional(orderStatus),
  total: z.optional(orderTotal),
  placed: z.optional(orderPlaced),
});

/**
 * Body of `POST /api/orders/bulk-delete` and `POST /api/orders/bulk-restore`: 1 to
 * `ORDER_LIMITS.bulkMax` order ids.
 */
export const ordersBulkSchema = bulkIdsSchema(ORDER_MESSAGES.idsInvalid);

/** What the form sends (before trimming) and what the server stores (after). */
export type OrderCreateInput = z.input<typeof orderCreateSchema>;
export type OrderCreate = z.output<typeof orderCreateSchema>;
export type OrderPatchInput = z.input<typeof orderPatchSchema>;
export type OrderPatch = z.output<typeof orderPatchSchema>;
