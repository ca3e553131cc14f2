import { apiRequest } from '@/lib/api';
import {
  createResourceApi,
  listOptionsOf,
  prefetchList,
  resourceKeys,
  resourceListQuery,
} from '@/lib/resource';
import type { Role } from '@contract/auth';
import {
  membersList,
  type ApiMember,
  type ApiMemberDetail,
  type MemberAudit,
} from '@contract/members';
import type { InviteInput } from '@contract/members-schemas';

/** Cache keys: every list page under `list` (by its query), each member and its log under its id. */
export const memberKeys = resourceKeys('members');

const listApi = createResourceApi<ApiMember, ApiMemberDetail>('members');

const one = (id: number) => `/api/members/${id}`;

/** The members API: the resource kit's list and record reads, and the admin's actions. */
export const membersApi = {
  list: listApi.list,
  get: listApi.get,
  audit: (id: number, signal?: AbortSignal) =>
    apiRequest<MemberAudit>(`${one(id)}/audit`, { signal }),
  invite: (body: InviteInput) =>
    apiRequest<ApiMemberDetail>('/api/members/invites', { method: 'POST', body }),
  resendInvite: (id: number) =>
    apiRequest<ApiMemberDetail>(`${one(id)}/invite/resend`, { method: 'POST' }),
  revokeInvite: (id: number) => apiRequest<void>(`${one(id)}/invite`, { method: 'DELETE' }),
  changeRole: (id: number, role: Role) =>
    apiRequest<ApiMemberDetail>(`${one(id)}/role`, { method: 'POST', body: { role } }),
  deactivate: (id: number) =>
    apiRequest<ApiMemberDetail>(`${one(id)}/deactivate`, { method: 'POST' }),
  reactivate: (id: number) =>
    apiRequest<ApiMemberDetail>(`${one(id)}/reactivate`, { method: 'POST' }),
  sendPasswordReset: (id: number) =>
    apiRequest<unknown>(`${one(id)}/password-reset`, { method: 'POST' }),
};

/** The members list's query in the URL, from the contract's `membersList`. */
export const membersListOptions = listOptionsOf(membersList, { urlStatePrefix: 'members' });

/** One page of the members list: its cache key and how it is read. */
export const membersListQuery = resourceListQuery(membersApi, memberKeys);

/** The route's `data` loader: starts reading the list page the URL shows. */
export const prefetch = prefetchList(membersListOptions, membersListQuery);
