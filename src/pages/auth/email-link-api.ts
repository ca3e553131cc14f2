import { apiRequest } from '@/lib/api';
import type { AccountResponse } from '@contract/account';

/** The endpoints of the mailed links (an object, so a page's tests can stand in for them). */
export const emailLinkApi = {
  /** Verifies the sign-up address; rejects with 400 `invalid_token` for a dead link. */
  async verify(token: string): Promise<{ email: string }> {
    const { account } = await apiRequest<AccountResponse>('/api/auth/verify-email', {
      method: 'POST',
      body: { token },
    });
    return account;
  },
  /** Makes the link's address the account's; 422 when another account took it meanwhile. */
  async confirmChange(token: string): Promise<{ email: string }> {
    const { account } = await apiRequest<AccountResponse>('/api/account/email/confirm', {
      method: 'POST',
      body: { token },
    });
    return account;
  },
};
