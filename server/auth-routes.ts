import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import { accountStatus, touchLastSeen } from './accounts/members-store';
import {
  clearSignInFailures,
  countRequest,
  sweepLimits,
  takeSignInTry,
  type AuthLimits,
} from './auth-limits';
import {
  createSession,
  deleteAccountSessions,
  deleteSession,
  findAccountForLogin,
  insertAccount,
  resumeLiveSession,
  type LiveSession,
} from './auth-store';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  accountLanguageOf,
  permits,
  type ApiAccount,
  type AuthResponse,
  type DemoAccountsResponse,
  type MeResponse,
  type Role,
  type SignUpMode,
} from './contract/auth';
import { loginSchema, signupSchema } from './contract/auth-schemas';
import { fieldErrors } from './contract/errors';
import type { Db } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDemoAccount } from './demo-accounts';
import { BusyError, type HashQueue } from './hash-queue';
import { jsonError, methodNotAllowed, readJsonObject, validationFailed } from './http';
import { checkPassword } from './password-policy';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';

export const SESSION_COOKIE = 'tessera_session';

export type AuthConfig = {
  db: Db;
  now: () => number;
  sessionTtlMs: number;
  /** Live sessions an account may have; a new one ends the oldest beyond this. */
  maxSessionsPerAccount: number;
  scryptCost: ScryptCost;
  /** Sign-in and sign-up attempts per client per 10 minutes. */
  limits: AuthLimits;
  /** Every password hash and check goes through it. */
  hashQueue: HashQueue;
  /** Who is asking, for the per-client limits (the client's address by default). */
  clientKey: (c: Context) => string;
  /** Cookies only over https (the public URL's scheme). */
  secureCookie: boolean;
  /** Whether the demo accounts are seeded here (`GET /api/auth/demo-accounts` lists them). */
  demoAccounts: boolean;
  /** Whether anyone may create an account; `GET /api/auth/me` tells the sign-in pages. */
  signUp: SignUpMode;
  /**
   * Asked once a sign-in's password is right: an answer to send instead of starting the session
   * (a second factor to come), or null. @default none
   */
  secondFactor?: (c: Context, account: ApiAccount) => Promise<Response | null>;
  /**
   * After every accepted sign-up, whether it made an account (`created`) or met one that has the
   * email: the mail that follows is the only difference (the answer is the same).
   */
  afterSignUp?: (
    c: Context,
    signUp: { email: string; created: ApiAccount | null },
  ) => Promise<void> | void;
};

export type Auth = {
  /** The signed-in account (its session slides forward), or null. */
  account(c: Context): Promise<ApiAccount | null>;
  /**
   * The account if its role may do `action` under `permissions` (a resource's, e.g.
   * `USER_PERMISSIONS`); else the 401 or 403 answer to send. `what` names the records in the
   * 403's message.
   */
  require<A extends string>(
    c: Context,
    permissions: Readonly<Record<A, readonly Role[]>>,
    action: A,
    what?: string,
  ): Promise<ApiAccount | Response>;
};

/** `Auth` with the session itself, for the routes that manage sessions. */
export type SessionAuth = Auth & {
  /** As `account`, with the session's id, sign-in time and token. */
  session(c: Context): Promise<(LiveSession & { token: string }) | null>;
  /** Clears the session cookie in this answer. */
  clearCookie(c: Context): void;
};

export function tooMany(c: Context, seconds: number, message: string) {
  c.header('Retry-After', String(seconds));
  return jsonError(c, 429, 'too_many_requests', message);
}

/** The password queue is full: try again in a moment. */
export function busy(c: Context) {
  c.header('Retry-After', '2');
  return jsonError(c, 503, 'service_unavailable', 'The server is busy; try again in a moment.');
}

/**
 * A new password checked against the policy and hashed in the bounded queue: its hash, or the
 * answer to send (422 on `field` for a weak one, 503 when the queue is full).
 */
export async function newPasswordHash(
  c: Context,
  config: Pick<AuthConfig, 'hashQueue' | 'scryptCost'>,
  { password, email, field = 'password' }: { password: string; email: string; field?: string },
): Promise<string | Response> {
  const { problem } = checkPassword(password, email);
  if (problem) return validationFailed(c, { [field]: problem });
  try {
    return await config.hashQueue.run(() => hashPassword(password, config.scryptCost));
  } catch (error) {
    if (error instanceof BusyError) return busy(c);
    throw error;
  }
}

/**
 * `POST /api/auth/login|signup|logout|logout-all`, `GET /api/auth/me` and, where the demo is
 * seeded, `GET /api/auth/demo-accounts`.
 */
export function authRoutes(
  app: Hono,
  config: AuthConfig,
): SessionAuth & {
  /** Starts a session for `account` and sets its cookie (a sign-in that is complete). */
  startSession: (c: Context, account: ApiAccount) => Promise<void>;
} {
  const { db, now, sessionTtlMs: ttlMs, scryptCost, limits, hashQueue, clientKey } = config;
  // Unknown emails are checked against this, so they take as long as known ones.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'), scryptCost);
  dummyHash.catch(() => undefined);

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: config.secureCookie,
    // The browser forgets the cookie when the server would: a session ends this long after its
    // last use, and every answer that uses it sends the cookie again with the same lifetime.
    maxAge: Math.floor(ttlMs / 1000),
  } as const;

  async function startSession(c: Context, account: ApiAccount): Promise<void> {
    // A new id at every sign-in: a session id planted before it is worth nothing after.
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(db, previous);
    const token = await createSession(db, account.id, {
      now: now(),
      ttlMs,
      maxPerAccount: config.maxSessionsPerAccount,
      userAgent: c.req.header('user-agent') ?? null,
      address: clientKey(c),
    });
    setCookie(c, SESSION_COOKIE, token, cookieOptions);
    await sweepLimits(db, now());
  }

  /** The session's account (its expiry slides forward); a dead cookie is cleared. */
  async function resume(c: Context): Promise<(LiveSession & { token: string }) | null> {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return null;
    const found = await resumeLiveSession(db, token, { now: now(), ttlMs });
    if (!found) deleteCookie(c, SESSION_COOKIE, cookieOptions);
    else await touchLastSeen(db, found.account.id, now());
    return found && { ...found, token };
  }

  /** As `resume`, sending the cookie again so the browser keeps it as long as the server. */
  async function session(c: Context): Promise<(LiveSession & { token: string }) | null> {
    const found = await resume(c);
    if (found) setCookie(c, SESSION_COOKIE, found.token, cookieOptions);
    return found;
  }

  async function account(c: Context): Promise<ApiAccount | null> {
    return (await session(c))?.account ?? null;
  }

  app.post('/api/auth/login', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = loginSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { email, password } = parsed.data;
    const client = clientKey(c);
    const clientWait = await countRequest(db, `sign-in:${client}`, {
      max: limits.signIn,
      now: now(),
    });
    if (clientWait > 0)
      return tooMany(c, clientWait, 'Too many sign-in attempts from here; try again later.');
    const pairWait = await takeSignInTry(db, { email, client, now: now() });
    if (pairWait > 0) return tooMany(c, pairWait, 'Too many failed sign-ins; try again later.');
    // The demo's password is public: it opens a demo account only on a server seeded as the demo,
    // never on a database the demo was once seeded into (a preview run against it, say).
    const found =
      !config.demoAccounts && password === DEMO_PASSWORD && isDemoAccount(email)
        ? null
        : await findAccountForLogin(db, email);
    let valid: boolean;
    try {
      // An invited account has no password yet: it is checked against the dummy like a stranger.
      const stored = found?.passwordHash.startsWith('scrypt$')
        ? found.passwordHash
        : await dummyHash;
      valid = await hashQueue.run(() => verifyPassword(password, stored));
    } catch (error) {
      if (error instanceof BusyError) return busy(c);
      throw error;
    }
    if (!found || !valid)
      return jsonError(c, 401, 'invalid_credentials', 'The email or the password is not right.');
    const status = await accountStatus(db, email);
    // An invite not yet accepted signs nobody in, even with a password set by a reset link.
    if (status === 'invited')
      return jsonError(c, 401, 'invalid_credentials', 'The email or the password is not right.');
    await clearSignInFailures(db, { email, client });
    // Told only to someone who knows the password: a deactivated account is not a secret to them.
    if (status === 'deactivated')
      return jsonError(
        c,
        403,
        'account_deactivated',
        'This account has been deactivated; ask an administrator.',
      );
    const pending = await config.secondFactor?.(c, found.account);
    if (pending) return pending;
    await startSession(c, found.account);
    await touchLastSeen(db, found.account.id, now());
    return c.json<AuthResponse>({ account: found.account }, 200);
  });

  app.post('/api/auth/signup', async (c) => {
    if (config.signUp === 'closed')
      return jsonError(c, 403, 'sign_up_closed', 'Accounts here are made by invitation.');
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = signupSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { email, password, name, language } = parsed.data;
    const wait = await countRequest(db, `sign-up:${clientKey(c)}`, {
      max: limits.signUp,
      now: now(),
    });
    if (wait > 0) return tooMany(c, wait, 'Too many sign-ups from here; try again later.');
    // The same work and the same answer whether or not the email has an account: the password is
    // hashed either way, and only the mail that follows differs (a verification link, or a note
    // to the owner), so sign-up cannot tell anyone who has an account.
    const passwordHash = await newPasswordHash(c, config, { password, email });
    if (passwordHash instanceof Response) return passwordHash;
    const created = await insertAccount(db, {
      email,
      name: name ?? email.slice(0, email.indexOf('@')).slice(0, ACCOUNT_NAME_MAX_LENGTH),
      role: 'viewer',
      passwordHash,
      language: accountLanguageOf(language),
      emailVerifiedAt: null,
    });
    await config.afterSignUp?.(c, { email, created });
    return c.json({}, 202);
  });

  app.post('/api/auth/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(db, token);
    deleteCookie(c, SESSION_COOKIE, cookieOptions);
    return c.body(null, 204);
  });

  // Ends every session of the signed-in account: this browser's and every other device's.
  app.post('/api/auth/logout-all', async (c) => {
    const found = await resume(c);
    if (!found) return jsonError(c, 401, 'unauthenticated', 'Sign in first.');
    await deleteAccountSessions(db, found.account.id);
    deleteCookie(c, SESSION_COOKIE, cookieOptions);
    return c.body(null, 204);
  });

  app.get('/api/auth/me', async (c) =>
    c.json<MeResponse>({ account: await account(c), signUp: config.signUp }),
  );

  // Tells a login page which demo accounts are seeded here, so it can offer them: none unless the
  // demo is (SEED_DEMO). Always answered, so a login page never logs a failed request.
  const demoAccounts = config.demoAccounts ? DEMO_ACCOUNTS.map((demo) => ({ ...demo })) : [];
  app.get('/api/auth/demo-accounts', (c) =>
    c.json<DemoAccountsResponse>({ accounts: demoAccounts }),
  );

  for (const path of [
    '/api/auth/login',
    '/api/auth/signup',
    '/api/auth/logout',
    '/api/auth/logout-all',
  ])
    app.all(path, methodNotAllowed(['POST']));
  for (const path of ['/api/auth/me', '/api/auth/demo-accounts'])
    app.all(path, methodNotAllowed(['GET', 'HEAD']));

  return {
    account,
    startSession,
    session,
    clearCookie: (c) => deleteCookie(c, SESSION_COOKIE, cookieOptions),
    async require(c, permissions, action, what = 'records') {
      const found = await account(c);
      if (!found) return jsonError(c, 401, 'unauthenticated', 'Sign in first.');
      if (!permits(permissions, found.role, action))
        return jsonError(c, 403, 'forbidden', `The ${found.role} role may not ${action} ${what}.`);
      return found;
    },
  };
}
