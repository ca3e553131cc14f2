import type { AuthResponse, DemoAccountsResponse, MeResponse } from '../../../server/contract';
import { apiRequest } from '../api';
import type { Account } from '../session';
import type { AuthBackend } from './auth-types';

const toAccount = ({ email, name, role }: Account): Account => ({ email, name, role });

/** Sign-in against the API: an HttpOnly session cookie the server sets and checks. */
export const apiAuth: AuthBackend = {
  kind: 'api',
  async me() {
    const { account } = await apiRequest<MeResponse>('/api/auth/me');
    return account && toAccount(account);
  },
  async login(credentials) {
    const { account } = await apiRequest<AuthResponse>('/api/auth/login', {
      method: 'POST',
      body: credentials,
    });
    return toAccount(account);
  },
  async signup(credentials) {
    const { account } = await apiRequest<AuthResponse>('/api/auth/signup', {
      method: 'POST',
      body: credentials,
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

/**
 * Whether the API answers `GET /api/auth/me` (with `{ account }`). A static host without the API
 * answers 404, its index page, or nothing at all.
 */
export async function probeApi(): Promise<{ account: Account | null } | undefined> {
  try {
    const response = await fetch('/api/auth/me', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return undefined;
    const body = (await response.json()) as Partial<MeResponse> | null;
    if (!body || typeof body !== 'object' || !('account' in body)) return undefined;
    return { account: body.account ? toAccount(body.account) : null };
  } catch {
    return undefined;
  }
}
