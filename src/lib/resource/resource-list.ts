import { queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

import { queryClient } from '@/lib/query-client';
import { readAllPages } from '@/lib/read-all-pages';
import {
  readDataTableQuery,
  toDataTableRequest,
  type DataTableQueryOptions,
  type DataTableQueryState,
} from '@/widgets/data-table/query';
import type { ListQuerySpec } from '@contract/list-query';

import type { ResourceApi } from './resource-api';
import type { ResourceKeys } from './resource-keys';

/**
 * The table's query options for a list the contract declares (`defineListQuery`): the sort fields
 * and the filters the server accepts, so the URL, the request and the server's parser agree.
 */
export function listOptionsOf(
  spec: ListQuerySpec,
  options: Omit<DataTableQueryOptions, 'sortFields' | 'filterFields'> = {},
): DataTableQueryOptions {
  return {
    sortFields: spec.sortFields,
    filterFields: spec.filterFields,
    defaultPerPage: spec.defaultPerPage,
    ...options,
  };
}

/** How a list's state becomes its request (the filter parameter's name…), as the table sends it. */
type RequestOptions = Parameters<typeof toDataTableRequest>[1];

/** The query of one page of a resource's list: its cache key and how it is read. */
export function resourceListQuery<Row>(
  api: Pick<ResourceApi<Row>, 'list'>,
  keys: Pick<ResourceKeys, 'list'>,
  options?: RequestOptions,
) {
  return (state: DataTableQueryState) =>
    queryOptions({
      queryKey: keys.list(state),
      queryFn: ({ signal }) => api.list(toDataTableRequest(state, options), signal),
    });
}

/**
 * A route's `data` loader: starts reading the list page its URL shows, beside the page's code, so
 * the page's query finds the answer in the cache or on its way. Never rejects: a failure is left
 * to the page's own query, which asks again and shows it.
 */
export function prefetchList<TData, TKey extends QueryKey>(
  options: DataTableQueryOptions,
  listQuery: (state: DataTableQueryState) => FetchQueryOptions<TData, Error, TData, TKey>,
) {
  return ({ request }: { request: Request }): Promise<void> =>
    queryClient.prefetchQuery(
      listQuery(readDataTableQuery(new URL(request.url).searchParams, options)),
    );
}

/** The most rows the API serves in one page. */
const PAGE_MAX = 100;

/**
 * Every row matching a sort, filter and field filters, page after page, for "all matching" selections (the data
 * table's `getAllRows`). Rejects with the API's error, or the abort, as the page request does.
 */
export function listAllRows<Row>(api: Pick<ResourceApi<Row>, 'list'>, options?: RequestOptions) {
  return async (
    query: Pick<DataTableQueryState, 'sort' | 'filter'> &
      Partial<Pick<DataTableQueryState, 'fieldFilters'>>,
    signal: AbortSignal,
    onProgress?: (done: number, total: number) => void,
  ): Promise<Row[]> => {
    const rows = await readAllPages<Row>(async (page) => {
      const request = toDataTableRequest({ ...query, page, perPage: PAGE_MAX }, options);
      const answer = await api.list(request, signal);
      return { rows: answer.data, total: answer.total, lastPage: answer.last_page };
    }, onProgress);
    // Without a way to stop early the loop resolves to the rows.
    return rows as Row[];
  };
}
