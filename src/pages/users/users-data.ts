import { queryOptions } from '@tanstack/react-query';

import { queryClient } from '@/lib/query-client';
import {
  readDataTableQuery,
  toDataTableRequest,
  type DataTableQueryOptions,
  type DataTableQueryState,
} from '@/widgets/data-table/query';
import type { ApiUser } from '@contract/users';

import { userKeys, usersApi } from './users-api';

/** How the Users list reads its query from the URL: the route's loader and the page alike. */
export const usersListOptions = {
  sortFields: ['name', 'email', 'city', 'score'],
  urlStatePrefix: 'users',
  defaultPerPage: 10,
} satisfies DataTableQueryOptions;

/** One page of the Users list: its cache key and how it is read. */
export const usersListQuery = (state: DataTableQueryState) =>
  queryOptions({
    queryKey: userKeys.list(state),
    queryFn: ({ signal }) => usersApi.list(`?${toDataTableRequest(state)}`, signal),
  });

/**
 * Starts reading the list page a URL shows, for the route's loader: it runs beside the page's
 * code, and the page's query finds the answer in the cache or on its way. Never rejects: a
 * failure is left to the page's own query, which asks again and shows it.
 */
export function prefetch({ request }: { request: Request }): Promise<void> {
  const state = readDataTableQuery(new URL(request.url).searchParams, usersListOptions);
  return queryClient.prefetchQuery(usersListQuery(state));
}

/** The most rows the API serves in one page. */
const PAGE_MAX = 100;

/** Every user matching a sort and filter, page after page ("all matching" selections). */
export async function listAllUsers(
  query: Pick<DataTableQueryState, 'sort' | 'filter'>,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<ApiUser[]> {
  const users: ApiUser[] = [];
  for (let page = 1; ; page += 1) {
    const request = toDataTableRequest({ ...query, page, perPage: PAGE_MAX });
    const answer = await usersApi.list(`?${request}`, signal);
    users.push(...answer.data);
    onProgress(users.length, answer.total);
    if (page >= answer.last_page || answer.data.length === 0) return users;
  }
}
