import { apiRequest } from '@/lib/api';
import type { DataTableQueryState } from '@/widgets/data-table/query';
import type {
  ApiUserDetail,
  UserCreateInput,
  UserHistory,
  UserPatchInput,
  UsersBulkResult,
  UsersPage,
} from '@contract/users';

/** Cache keys: every list page under `list` (by its query), each user and its history under its id. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: DataTableQueryState) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  history: (id: number) => [...userKeys.all, 'history', id] as const,
};

const userPath = (id: number) => `/api/users/${id}`;

export const usersApi = {
  list: (query: string, signal?: AbortSignal) =>
    apiRequest<UsersPage>(`/api/users${query}`, { signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest<ApiUserDetail>(userPath(id), { signal }),
  history: (id: number, signal?: AbortSignal) =>
    apiRequest<UserHistory>(`${userPath(id)}/history`, { signal }),
  create: (body: UserCreateInput) =>
    apiRequest<ApiUserDetail>('/api/users', { method: 'POST', body }),
  update: (id: number, body: UserPatchInput) =>
    apiRequest<ApiUserDetail>(userPath(id), { method: 'PATCH', body }),
  remove: (id: number) => apiRequest<void>(userPath(id), { method: 'DELETE' }),
  restore: (id: number) => apiRequest<ApiUserDetail>(`${userPath(id)}/restore`, { method: 'POST' }),
  bulkDelete: (ids: readonly number[]) =>
    apiRequest<UsersBulkResult>('/api/users/bulk-delete', { method: 'POST', body: { ids } }),
  bulkRestore: (ids: readonly number[]) =>
    apiRequest<UsersBulkResult>('/api/users/bulk-restore', { method: 'POST', body: { ids } }),
};
