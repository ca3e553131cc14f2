import type { AuthResponse, DemoAccountsResponse, MeResponse } from '@contract/auth';
import { isTwoFactorRequired, type LoginResponse } from '@contract/two-factor';

import { apiRequest } from '../api';
import type { AuthBackend } from './auth-types';
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
  async signup(details) {
    const { account } = await apiRequest<AuthResponse>('/api/auth/signup', {
      method: 'POST',
      body: details,
    });
    return toAccount(account);
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
