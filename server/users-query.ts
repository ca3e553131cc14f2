import { and, asc, desc, ilike, isNull, or } from 'drizzle-orm';

import { type SortDirection } from './contract/resource';
import {
  USERS_QUERY_LIMITS as LIMITS,
  SORT_FIELDS,
  type ApiUser,
  type SortField,
  type UsersPage,
} from './contract/users';
import type { Db } from './db/client';
import { users } from './db/schema';
import type { DemoUserRecord } from './seed';
import { userListColumns } from './users-store';

export type SortKey = { field: SortField; direction: SortDirection };

/** A validated `GET /api/users` query. */
export type UsersQuery = {
  page: number;
  perPage: number;
  /** Empty: the default order (id ascending). */
  sort: SortKey[];
  /** Empty: no filtering. */
  filter: string;
};

export type ParameterError = { parameter: string; message: string };

export type ParseResult = { ok: true; query: UsersQuery } | { ok: false; error: ParameterError };

/** Sort field → column. A Map, so names like `__proto__` or `constructor` are simply unknown. */
const SORT_COLUMNS = new Map<string, SortField>([
  ...SORT_FIELDS.map((field) => [field, field] as const),
  ['address.city', 'city'],
]);

const INTEGER = /^[0-9]+$/;

/** Quotes user text for an error message: JSON-escaped and cut short. */
function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

function parseInteger(
  parameter: string,
  raw: string | null,
  fallback: number,
  max: number,
): number | ParameterError {
  if (raw === null) return fallback;
  const value = INTEGER.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    return {
      parameter,
      message: `${parameter} must be an integer from 1 to ${max}, got ${quote(raw)}.`,
    };
  }
  return value;
}

function parseSort(raw: string | null): SortKey[] | ParameterError {
  if (raw === null || raw === '') return [];
  if (raw.length > LIMITS.maxSortLength) {
    return {
      parameter: 'sort',
      message: `sort must be at most ${LIMITS.maxSortLength} characters.`,
    };
  }
  const keys: SortKey[] = [];
  for (const part of raw.split(',')) {
    const pieces = part.split('|');
    const [name = '', direction = ''] = pieces;
    if (pieces.length !== 2) {
      return {
        parameter: 'sort',
        message: `sort must look like "field|asc" or "field|desc" (comma-separated for several), got ${quote(part)}.`,
      };
    }
    const field = SORT_COLUMNS.get(name);
    if (!field) {
      return {
        parameter: 'sort',
        message: `Unknown sort field ${quote(name)}; allowed: ${[...SORT_COLUMNS.keys()].join(', ')}.`,
      };
    }
    if (direction !== 'asc' && direction !== 'desc') {
      return {
        parameter: 'sort',
        message: `Sort direction must be "asc" or "desc", got ${quote(direction)}.`,
      };
    }
    if (keys.some((key) => key.field === field)) {
      return { parameter: 'sort', message: `sort names ${quote(name)} more than once.` };
    }
    keys.push({ field, direction });
  }
  return keys;
}

function parseFilter(raw: string | null): string | ParameterError {
  if (raw === null) return '';
  if (raw.length > LIMITS.maxFilterLength) {
    return {
      parameter: 'filter',
      message: `filter must be at most ${LIMITS.maxFilterLength} characters.`,
    };
  }
  // PostgreSQL text cannot hold NUL: reject it here rather than fail in the database.
  if (raw.includes('\u0000'))
    return { parameter: 'filter', message: 'filter must not contain NUL characters.' };
  return raw;
}

function isError<T>(value: T | ParameterError): value is ParameterError {
  return typeof value === 'object' && value !== null && 'parameter' in value;
}

/**
 * Validates the query string. A repeated parameter counts once: its FIRST value is used.
 * Unknown parameters are ignored (clients may append their own).
 */
export function parseUsersQuery(params: URLSearchParams): ParseResult {
  const page = parseInteger('page', params.get('page'), 1, LIMITS.maxPage);
  if (isError(page)) return { ok: false, error: page };
  const perPage = parseInteger(
    'per_page',
    params.get('per_page'),
    LIMITS.defaultPerPage,
    LIMITS.maxPerPage,
  );
  if (isError(perPage)) return { ok: false, error: perPage };
  const sort = parseSort(params.get('sort'));
  if (isError(sort)) return { ok: false, error: sort };
  const filter = parseFilter(params.get('filter'));
  if (isError(filter)) return { ok: false, error: filter };
  return { ok: true, query: { page, perPage, sort, filter } };
}

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`) so they match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const SORT_COLUMN = {
  id: users.id,
  name: users.name,
  email: users.email,
  city: users.city,
  score: users.score,
} satisfies Record<SortField, unknown>;

/** Soft-deleted rows left out; `filter` matched case-insensitively in name, email and city. */
function listWhere(query: UsersQuery) {
  if (!query.filter) return isNull(users.deletedAt);
  // LIKE's escape character is the backslash unless told otherwise, as escapeLike assumes.
  const pattern = `%${escapeLike(query.filter)}%`;
  return and(
    isNull(users.deletedAt),
    or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.city, pattern)),
  );
}

/**
 * The statement behind one page. Sort columns come from a whitelist; everything from the user
 * travels as a parameter. Ties are broken by id (in the direction of the last sort key), so that
 * paging is stable.
 */
export function usersPageQuery(db: Db, query: UsersQuery) {
  const keys = query.sort.length > 0 ? query.sort : [{ field: 'id', direction: 'asc' } as const];
  const order = keys.map((key) =>
    key.direction === 'asc' ? asc(SORT_COLUMN[key.field]) : desc(SORT_COLUMN[key.field]),
  );
  if (!keys.some((key) => key.field === 'id'))
    order.push(keys[keys.length - 1]?.direction === 'desc' ? desc(users.id) : asc(users.id));
  return db
    .select(userListColumns)
    .from(users)
    .where(listWhere(query))
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
}

export function toApiUser(row: DemoUserRecord): ApiUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    score: row.score,
    address: { city: row.city, country: row.country },
  };
}

/** One page of users in the Laravel paginator shape. */
export async function listUsers(db: Db, query: UsersQuery): Promise<UsersPage> {
  const [total, rows] = await Promise.all([
    db.$count(users, listWhere(query)),
    usersPageQuery(db, query),
  ]);
  const offset = (query.page - 1) * query.perPage;
  const from = rows.length > 0 ? offset + 1 : null;
  return {
    data: rows.map(toApiUser),
    total,
    per_page: query.perPage,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    from,
    to: from === null ? null : offset + rows.length,
  };
}
