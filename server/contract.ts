/**
 * The HTTP contract of `GET /api/users` (the data table's remote mode). Types only, so the
 * front end may import them without pulling server code.
 */

/** One user as the API returns it. */
export type ApiUser = {
  id: number;
  name: string;
  email: string;
  score: number;
  address: { city: string; country: string };
};

/** Laravel paginator shape, read by the data table from the response root. */
export type UsersPage = {
  data: ApiUser[];
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

/** Every error answer: 400 invalid_parameter, 404 not_found, 405 method_not_allowed, 500 internal_error. */
export type ApiError = {
  error: {
    code: 'invalid_parameter' | 'not_found' | 'method_not_allowed' | 'internal_error';
    /** The query parameter at fault (invalid_parameter only). */
    parameter?: string;
    message: string;
  };
};

/** Fields `sort` accepts (`address.city` is an alias of `city`). */
export const SORT_FIELDS = ['id', 'name', 'email', 'city', 'score'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export const USERS_QUERY_LIMITS = {
  defaultPerPage: 10,
  maxPerPage: 100,
  maxPage: 1_000_000_000,
  maxFilterLength: 200,
  maxSortLength: 200,
} as const;
