import type { DataTableFilterField, DataTableQueryState, SortState } from './data-table-types';
import { buildQuery, type DataTableRequestState } from './remote-query';
import { readUrlState, type UrlStateOptions } from './url-state';

/** Rows per page. */
export const DATA_TABLE_PER_PAGE_OPTIONS: readonly number[] = [5, 6, 10];
export const DATA_TABLE_DEFAULT_PER_PAGE = 5;

/**
 * What decides a server-mode table's query, in one object a page shares between its route's
 * loader (`readDataTableQuery`) and its table (`useDataTableQuery`), so both read the URL alike.
 */
export type DataTableQueryOptions = {
  /** The fields the API sorts by (the sortable columns' `sortField`); another sort in the URL is ignored. */
  sortFields: readonly string[];
  /** Prefix of the URL parameter names (`users` → `users_page`). @default '' */
  urlStatePrefix?: string;
  /** Choices of the per-page selector; another value in the URL is ignored. @default [5, 6, 10] */
  perPageOptions?: readonly number[];
  /** Rows per page when the URL names none (falls back to the first option when not among them). @default 5 */
  defaultPerPage?: number;
  /** The sort when the URL names none. @default null (unsorted) */
  defaultSort?: SortState | null;
  /** Name of the filter parameter of the API request (`toDataTableRequest`). @default 'filter' */
  filterQuery?: string;
  /**
   * The per-field filters: in the URL as `<prefix>_<id>=a,b` (facet), `<prefix>_<id>=12` (ref)
   * and `<prefix>_<id>_from` / `_to` (date range), in the API request without the prefix. Values
   * not declared are ignored.
   * @default []
   */
  filterFields?: readonly DataTableFilterField[];
};

/** The options `readUrlState` takes, with the defaults the table uses. */
export function urlStateOptionsOf(options: DataTableQueryOptions): UrlStateOptions {
  const perPageOptions = options.perPageOptions ?? DATA_TABLE_PER_PAGE_OPTIONS;
  const wanted = options.defaultPerPage ?? DATA_TABLE_DEFAULT_PER_PAGE;
  return {
    prefix: options.urlStatePrefix ?? '',
    perPageOptions,
    defaultPerPage: perPageOptions.includes(wanted)
      ? wanted
      : (perPageOptions[0] ?? DATA_TABLE_DEFAULT_PER_PAGE),
    sortFields: options.sortFields,
    defaultSort: options.defaultSort ?? null,
    filterFields: options.filterFields ?? [],
  };
}

/**
 * The table's query state (page, rows per page, sort, filter, field filters) written in URL search params, read
 * as the table reads it: each value validated, garbage falling back to the default. Pure, so a
 * route's loader can start the page's query before anything renders.
 */
export function readDataTableQuery(
  params: URLSearchParams,
  options: DataTableQueryOptions,
): DataTableQueryState {
  return readUrlState(params, urlStateOptionsOf(options));
}

/**
 * The search params of the API request for `state` (`sort=field|asc`, `page`, `per_page`, the
 * filter under `filterQuery`, then each field filter: `status=paid,shipped`,
 * `placed_from=2026-01-01`, `placed_to=2026-01-31`, `customer=12`), as the table's remote mode
 * sends them. With `filterFields`, only the declared fields and values are sent, in the declared
 * order.
 */
export function toDataTableRequest(
  state: DataTableRequestState,
  options: Pick<DataTableQueryOptions, 'filterQuery' | 'filterFields'> = {},
): URLSearchParams {
  return buildQuery(state, {
    filterQuery: options.filterQuery,
    filterFields: options.filterFields,
  });
}
