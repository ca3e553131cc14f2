import type { Account } from '../session';
import { readStored, removeStored, writeStored } from '../storage';
import type { AuthBackend, Credentials } from './auth-types';

const SESSION_KEY = 'tessera.session';

const isStored = (value: unknown): value is { email: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { email?: unknown }).email === 'string';

/**
 * With no server there is nobody to check a password or a role: the person at this browser signs
 * in with any email and password and is the administrator of their own demo.
 */
function accountOf(email: string): Account {
  return { email, name: email.slice(0, Math.max(0, email.indexOf('@'))) || email, role: 'admin' };
}

function startSession({ email }: Credentials): Account {
  const trimmed = email.trim();
  writeStored(SESSION_KEY, { email: trimmed });
  return accountOf(trimmed);
}

/** Sign-in for a static deploy without the API: remembered in this browser's localStorage only. */
export const localAuth: AuthBackend = {
  kind: 'local',
  me() {
    const stored = readStored(SESSION_KEY, isStored);
    return Promise.resolve(stored ? accountOf(stored.email) : null);
  },
  login: (credentials) => Promise.resolve(startSession(credentials)),
  signup: (credentials) => Promise.resolve(startSession(credentials)),
  logout() {
    removeStored(SESSION_KEY);
    return Promise.resolve();
  },
  // One browser holds the only session there is.
  logoutEverywhere() {
    return localAuth.logout();
  },
  demoAccounts: () => Promise.resolve([]),
};
