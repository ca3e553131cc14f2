import type { AuthResponse, DemoAccountsResponse, MeResponse } from '@contract/auth';
import { isTwoFactorRequired, type LoginResponse } from '@contract/two-factor';

import { ApiError, apiRequest } from '../api';
import { SignUpMailedError, type AuthBackend } from './auth-types';
import { toAccount } from './probe';
import { TwoFactorRequiredError } from './two-factor';

/** Sign-in against the API: an HttpOnly session cookie the server sets and checks. */
export const apiAuth: AuthBackend = {
  kind: 'api',
  async me() {
    const { account } = await apiRequest<MeResponse>('/api/auth/me');
    return account && toAccount(account);
  },
  async login(credentials) {
    const answer = await apiRequest<LoginResponse>('/api/auth/login', {
      method: 'POST',
      body: credentials,
    });
    if (isTwoFactorRequired(answer)) throw new TwoFactorRequiredError();
    return toAccount(answer.account);
  },
  // Sign-up answers alike whether or not the email has an account (nobody learns who has one);
  // a new account is usable at once, so the same credentials then sign in. For an email that
  // has an account they do not (unless they are its owner's): `SignUpMailedError` says to check
  // the inbox, where the mail says what happened.
  async signup(details) {
    await apiRequest<unknown>('/api/auth/signup', { method: 'POST', body: details });
    try {
      const { account } = await apiRequest<AuthResponse>('/api/auth/login', {
        method: 'POST',
        body: { email: details.email, password: details.password },
      });
      return toAccount(account);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new SignUpMailedError();
      throw error;
    }
  },
  async logout() {
    await apiRequest<void>('/api/auth/logout', { method: 'POST' });
  },
  async logoutEverywhere() {
    await apiRequest<void>('/api/auth/logout-all', { method: 'POST' });
  },
  async demoAccounts() {
    // Only the demo API has this endpoint; any other answer means "no demo accounts here".
    try {
      const { accounts } = await apiRequest<DemoAccountsResponse>('/api/auth/demo-accounts');
      return Array.isArray(accounts) ? accounts : [];
    } catch {
      return [];
    }
  },
};
