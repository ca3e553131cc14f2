import type { AuthResponse } from '@contract/auth';

import { apiRequest } from '../api';
import type { Account } from '../session';
import { toAccount } from './probe';

/**
 * `auth.login` rejects with this when the password was right and the account asks for its second
 * factor: the sign-in waits (a short-lived cookie) for a code on the two-factor page.
 */
export class TwoFactorRequiredError extends Error {
  constructor() {
    super('A second factor is required to sign in.');
    this.name = 'TwoFactorRequiredError';
  }
}

/**
 * Completes a sign-in waiting for its second factor with an app's code or a recovery code.
 * Rejects with an `ApiError`: 401 for a wrong code, 400 `invalid_token` when the pending sign-in
 * has ended (expired, used, or too many wrong codes), 429 with a wait.
 */
export async function completeTwoFactor(code: string): Promise<Account> {
  const { account } = await apiRequest<AuthResponse>('/api/auth/two-factor', {
    method: 'POST',
    body: { code },
  });
  return toAccount(account);
}
