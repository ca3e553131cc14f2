/**
 * The query string of every resource's list (`GET /api/<resource>`): page, rows per page, sort,
 * text filter and the resource's own filters. What a list accepts is declared here, without zod,
 * so a list page and its route loader can read it; the server parses the query string with the
 * schema `list-query-schemas.ts` builds from the same declaration.
 */
import type { SortDirection } from './resource';

/**
 * A filter a list offers besides the text filter. On the wire a facet is `<id>=v1,v2` (any of
 * the values), a date range `<id>_from=YYYY-MM-DD` and/or `<id>_to=YYYY-MM-DD` (both days
 * included), a ref `<id>=12` or `<id>=12,13` (records pointing at any of these ids, at most
 * `LIST_QUERY_LIMITS.maxRefIds`).
 */
export type ListFilterField =
  | { id: string; kind: 'facet'; values: readonly string[] }
  | { id: string; kind: 'dateRange' }
  | { id: string; kind: 'ref' };

/** What a resource's list accepts. */
export type ListQuerySpec = {
  /** The names `sort` accepts (`field|asc,field2|desc`). */
  sortFields: readonly string[];
  /** More names for sort fields, e.g. `{ 'address.city': 'city' }`. */
  sortAliases?: Readonly<Record<string, string>>;
  filterFields?: readonly ListFilterField[];
  /** @default 10 */
  defaultPerPage?: number;
  /** @default 100 */
  maxPerPage?: number;
};

/** A validated list query. */
export type ListQuery = {
  page: number;
  perPage: number;
  /** Empty: the default order (id ascending). */
  sort: { field: string; direction: SortDirection }[];
  /** Empty: no text filter. */
  filter: string;
  /**
   * The filters set, by id: a facet's values (in declared order), a date range's days, or a ref's
   * ids (ascending, each once).
   */
  filters: Record<string, readonly string[] | readonly number[] | { from?: string; to?: string }>;
};

export const LIST_QUERY_LIMITS = {
  maxPage: 1_000_000_000,
  maxFilterLength: 200,
  maxSortLength: 200,
  /** Ids one ref filter may name. */
  maxRefIds: 100,
} as const;

/** Rows per page when a list does not declare its own. */
export const DEFAULT_PER_PAGE = 10;
/** The most rows per page a list allows when it does not declare its own limit. */
export const MAX_PER_PAGE = 100;

/** Declares a resource's list; the identity, so the spec's literal types are kept. */
export function defineListQuery<const S extends ListQuerySpec>(spec: S): S {
  return spec;
}
