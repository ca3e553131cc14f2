import {
  createResourceApi,
  listAllRows,
  listOptionsOf,
  prefetchList,
  resourceKeys,
  resourceListQuery,
} from '@/lib/resource';
import {
  usersList,
  type ApiUser,
  type ApiUserDetail,
  type UserHistoryField,
} from '@contract/users';
import type { UserCreateInput, UserPatchInput } from '@contract/users-schemas';

/** Cache keys: every list page under `list` (by its query), each user and its history under its id. */
export const userKeys = resourceKeys('users');

export const usersApi = createResourceApi<
  ApiUser,
  ApiUserDetail,
  UserCreateInput,
  UserPatchInput,
  UserHistoryField
>('users');

/**
 * How the Users list reads its query from the URL, the route's loader and the page alike: the
 * sort fields and rows per page the contract's `usersList` declares for the server.
 */
export const usersListOptions = listOptionsOf(usersList, { urlStatePrefix: 'users' });

/** One page of the Users list: its cache key and how it is read. */
export const usersListQuery = resourceListQuery(usersApi, userKeys);

/** The route's `data` loader: starts reading the list page the URL shows. */
export const prefetch = prefetchList(usersListOptions, usersListQuery);

/** Every user matching a sort and filter ("all matching" selections). */
export const listAllUsers = listAllRows(usersApi);
