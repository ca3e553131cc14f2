import { apiRequest } from '@/lib/api';
import type { AcceptInviteInput } from '@contract/members-schemas';

/** The invite link's endpoint (an object, so a page's tests can stand in for it). */
export const acceptInviteApi = {
  /** Rejects with 400 `invalid_token` for a dead link, 422 for a refused name or password. */
  async accept(body: AcceptInviteInput) {
    await apiRequest<unknown>('/api/auth/accept-invite', { method: 'POST', body });
  },
};
