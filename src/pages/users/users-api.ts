import { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api';
import { session } from '@/lib/session';

import type {
  ApiUserDetail,
  UserCreateInput,
  UserHistory,
  UserPatchInput,
  UsersBulkResult,
  UsersPage,
} from '../../../server/contract';

/** Cache keys: every list page under `list`, each user and its history under its id. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: string) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  history: (id: number) => [...userKeys.all, 'history', id] as const,
};

/** The Users pages' server cache. Shared by the pages, emptied when the account changes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 4xx answers are answers: asking again gives the same.
      retry: (count, error) =>
        count < 2 && !(error instanceof Error && 'status' in error && Number(error.status) < 500),
    },
  },
});

// Nothing read while signed in as one account may show to the next one (or after signing out).
let lastAccount = session.get()?.email;
session.subscribe(() => {
  const email = session.get()?.email;
  if (email !== lastAccount) queryClient.clear();
  lastAccount = email;
});

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
