import { readStored, removeStored, writeStored } from './storage';

/**
 * The one place a real backend plugs in. These demo implementations resolve locally: they keep
 * the signed-in user's email in localStorage and never send anything anywhere. Replace the three
 * functions with calls to your API (keep their signatures) and the login, signup and logout
 * screens keep working unchanged.
 */
export interface AuthUser {
  email: string;
}

export interface Credentials {
  email: string;
  password: string;
}

const SESSION_KEY = 'tessera.session';

const isUser = (value: unknown): value is AuthUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { email?: unknown }).email === 'string';

function startSession({ email }: Credentials): AuthUser {
  const user = { email: email.trim() };
  writeStored(SESSION_KEY, user);
  return user;
}

export const auth = {
  /** Signs in; rejects when the server refuses the credentials. */
  login(credentials: Credentials): Promise<AuthUser> {
    return Promise.resolve(startSession(credentials));
  },
  /** Creates the account and signs it in. */
  signup(credentials: Credentials): Promise<AuthUser> {
    return Promise.resolve(startSession(credentials));
  },
  /** Ends the session. */
  logout(): Promise<void> {
    removeStored(SESSION_KEY);
    return Promise.resolve();
  },
  /** The signed-in user, if any (no route guards: SPEC §2). */
  currentUser(): AuthUser | undefined {
    return readStored(SESSION_KEY, isUser);
  },
};
