import type { Account, Role } from '../session';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupDetails extends Credentials {
  /** The interface's language (a BCP 47 tag): the account's mail is written in it. */
  language?: string;
}

/** An account the login page offers to fill in (the demo API's seeded accounts). */
export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
}

/**
 * A way to sign in. The app has two: the API one (`api-auth.ts`, cookie sessions on the server)
 * and the local one (`local-auth.ts`, for a static deploy without an API). Write another against
 * your own server with the same methods and the screens keep working.
 */
export interface AuthBackend {
  /** `api`: a server decides who is signed in; `local`: this browser alone (no server). */
  readonly kind: 'api' | 'local';
  /** Who is signed in now. */
  me(): Promise<Account | null>;
  /**
   * Signs in; rejects (an `ApiError` for the API) when the credentials are refused, and with
   * `TwoFactorRequiredError` when the account's second factor is still to come.
   */
  login(credentials: Credentials): Promise<Account>;
  /** Creates the account and signs it in. */
  signup(details: SignupDetails): Promise<Account>;
  /** Ends the session. */
  logout(): Promise<void>;
  /** Ends every session of the signed-in account, on every device (this one included). */
  logoutEverywhere(): Promise<void>;
  /** Accounts to offer on the login page: only a demo back end has any. */
  demoAccounts(): Promise<DemoAccount[]>;
}

/** Sign-up went through, but its credentials do not sign in: the inbox says what to do next. */
export class SignUpMailedError extends Error {
  constructor() {
    super('The sign-up was accepted; a mail says what to do next.');
    this.name = 'SignUpMailedError';
  }
}
