import { ApiError } from '../api';
import { session, type Account } from '../session';
import { sharedUntilFailure } from '../shared-until-failure';
import { apiAuth } from './api-auth';
import type { AuthBackend, Credentials, DemoAccount, SignupDetails } from './auth-types';
import { localAuth } from './local-auth';
import { signInPath } from './next-path';
import { probeApi, toAccount } from './probe';
import { completeTwoFactor } from './two-factor';

export type { AuthBackend, Credentials, DemoAccount, SignupDetails } from './auth-types';
export { SignUpMailedError } from './auth-types';
export { safeNextPath } from './next-path';
export { followOtherTabs } from './other-tabs';
export { TwoFactorRequiredError } from './two-factor';

/**
 * What a route loader throws for a page the account may not open (the router reads a thrown
 * Response): nobody signed in → a redirect to sign in that comes back to `url`; the wrong role →
 * a 403, which the route's error boundary shows inside the shell.
 */
export function refusal(verdict: 'sign-in' | 'forbidden', url: string, loginPath: string) {
  if (verdict === 'forbidden') return new Response(null, { status: 403 });
  const { pathname, search } = new URL(url);
  return new Response(null, {
    status: 302,
    headers: { Location: signInPath(loginPath, pathname + search) },
  });
}

/** Runs a back end's sign-out; a 401 means the session had already ended, which is as good. */
async function signOutWith(end: () => Promise<void>): Promise<void> {
  try {
    await end();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  session.set(null);
}

let knownDemoAccounts: DemoAccount[] | undefined;
let chosen: AuthBackend | undefined;
let signUpOpen: boolean | undefined;

/**
 * Picks the back end once: the API when it answers `GET /api/auth/me`, else the local one. The
 * answer also tells who is signed in. A server that does not answer picks neither: the call
 * rejects with `ServerUnreachableError`.
 */
const backend = sharedUntilFailure(async (): Promise<AuthBackend> => {
  const probe = await probeApi();
  if (probe) {
    session.set(probe.account);
    // A server that does not say is taken as open, as before the setting.
    signUpOpen = probe.signUp !== 'closed';
    return (chosen = apiAuth);
  }
  session.set(await localAuth.me());
  // This browser alone: anyone may make an account in it.
  signUpOpen = true;
  return (chosen = localAuth);
});

/** The demo seed's accounts, asked for once a page load (see `auth.demoAccounts`). */
const listDemoAccounts = sharedUntilFailure(async () => {
  const accounts = await (await backend()).demoAccounts();
  return (knownDemoAccounts = accounts);
});

/**
 * The app's one entry to sign-in: the login, signup and logout screens, the route guards and the
 * profile menu all go through it; who is signed in is published to `session` (`useAccount()`).
 */
export const auth = {
  /** Which back end is in use (`api` or `local`), once known. */
  async kind(): Promise<AuthBackend['kind']> {
    return (await backend()).kind;
  },
  /** The back end in use, once `ready()` or `kind()` has answered. */
  kindNow: (): AuthBackend['kind'] | undefined => chosen?.kind,
  /** Who is signed in, asking the back end the first time. */
  async ready(): Promise<Account | null> {
    await backend();
    return session.get() ?? null;
  },
  /** Who is signed in, as last known (`undefined` before `ready()` has answered). */
  current: (): Account | null | undefined => session.get(),
  async login(credentials: Credentials): Promise<Account> {
    const account = await (await backend()).login(credentials);
    session.set(account);
    return account;
  },
  /** The second step of a sign-in (after `login` rejected with `TwoFactorRequiredError`). */
  async completeTwoFactor(code: string): Promise<Account> {
    const account = await completeTwoFactor(code);
    session.set(account);
    return account;
  },
  async signup(details: SignupDetails): Promise<Account> {
    const account = await (await backend()).signup(details);
    session.set(account);
    return account;
  },
  /**
   * Ends the session. Only once the back end has ended it is nobody signed in here: if the server
   * does not answer, the cookie still opens the account (a reload would show it again), so this
   * rejects and the account stays.
   */
  async logout(): Promise<void> {
    await signOutWith(async () => (await backend()).logout());
  },
  /** Ends every session of the account, on every device; this one is signed out too. */
  async logoutEverywhere(): Promise<void> {
    await signOutWith(async () => (await backend()).logoutEverywhere());
  },
  /**
   * The demo seed's accounts (the sign-in form lists them; none without the seed), asked for once
   * a page load: the sign-in route's loader asks, the form then reads the same answer.
   */
  demoAccounts(): Promise<DemoAccount[]> {
    return listDemoAccounts();
  },
  /**
   * The demo accounts if their answer is already in (the sign-in route's loader asked with the
   * page's code), so the form renders them with its first paint rather than a frame after it.
   */
  demoAccountsNow: (): DemoAccount[] | undefined => knownDemoAccounts,
  /**
   * Whether anyone may create an account (the server's `SIGN_UP`), once `ready()` has answered;
   * `undefined` before. Where it is closed, accounts come by an admin's invitation.
   */
  signUpOpenNow: (): boolean | undefined => signUpOpen,
  /** Asks the back end again who is signed in (after the account changed elsewhere). */
  async refresh(): Promise<Account | null> {
    const account = await (await backend()).me();
    session.set(account);
    return account;
  },
  /** Publishes an account the API just answered with (a saved profile). */
  update(account: Account): void {
    session.set(toAccount(account));
  },
  /** Called with every change of the signed-in account; returns the unsubscribe function. */
  subscribe: (listener: () => void) => session.subscribe(listener),
};

/** Forgets the chosen back end (tests start each case afresh). */
export function resetAuthForTests() {
  backend.forget();
  chosen = undefined;
  signUpOpen = undefined;
  listDemoAccounts.forget();
  knownDemoAccounts = undefined;
  probeApi.forget();
}
