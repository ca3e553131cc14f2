/**
 * What every resource's API answers alike: a page of a list, a bulk write's result, a record's
 * history, who may write. A resource's own module (`users.ts`, …) names its record and fields.
 * No zod here (the bulk body's schema is in `resource-schemas.ts`).
 */
import type { Role } from './auth';

export type SortDirection = 'asc' | 'desc';

/** One page of a list, in the Laravel paginator shape the data table reads. */
export type ListPage<T> = {
  data: T[];
  /** Rows matching the filter, all pages. */
  total: number;
  per_page: number;
  current_page: number;
  /** At least 1, also when nothing matches. */
  last_page: number;
  /** 1-based position of the first row on this page; null when the page is empty. */
  from: number | null;
  /** 1-based position of the last row on this page; null when the page is empty. */
  to: number | null;
};

/**
 * Answer of `POST /api/<resource>/bulk-delete` and `…/bulk-restore`: the ids the request
 * changed, ascending. Ids it could not change (unknown, or already deleted / not deleted) are
 * left out, so an Undo restores exactly what the delete removed.
 */
export type BulkResult = { ids: number[] };

/** What a write did to a record, as `GET /api/<resource>/:id/history` lists it. */
export type HistoryAction = 'create' | 'update' | 'delete' | 'restore';

export type HistoryEntry<Field extends string = string> = {
  id: number;
  action: HistoryAction;
  /** ISO 8601, UTC. */
  at: string;
  /** The signed-in account that made the change. */
  actor: { id: number; name: string; email: string };
  /** Field by field; a `create` lists every field with `from: null`; `deleted` is the soft delete. */
  changes: Array<{
    field: Field | 'deleted';
    from: string | number | boolean | null;
    to: string | number | boolean | null;
  }>;
};

/** `GET /api/<resource>/:id/history`: newest first, at most `HISTORY_LIMIT` entries. */
export type History<Field extends string = string> = { data: HistoryEntry<Field>[] };
export const HISTORY_LIMIT = 100;

/** Ids in one bulk request (5000 ten-digit ids still fit in the body limit). */
export const BULK_MAX = 5000;

/** Ids are PostgreSQL `integer`s. */
export const ID_MAX = 2_147_483_647;

/**
 * The numbers a resource's field messages name, by message key: `{ min: 0, max: 1000 }` fills
 * "Enter a score from {min} to {max}.". The form writes them in the reader's digits as they are
 * typed, without grouping (a field does not read "1,000"), so no message's text holds a number of
 * its own.
 */
export type MessageNumbers = Readonly<
  Partial<Record<string, Readonly<Partial<Record<MessageNumberName, number>>>>>
>;
/** The placeholders of numbers in field messages: a range's bounds. */
export type MessageNumberName = 'min' | 'max';

/** The writes of a resource that need a role (reading needs at most a session). */
export type ResourceAction = 'create' | 'edit' | 'delete' | 'restore' | 'history';

/** Which roles may do each write of a resource. */
export type ResourcePermissions = Readonly<Record<ResourceAction, readonly Role[]>>;
