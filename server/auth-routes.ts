import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  AUTH_MESSAGES,
  can,
  DEMO_ACCOUNTS,
  fieldErrors,
  loginSchema,
  signupSchema,
  USER_LIMITS,
  type ApiAccount,
  type AuthResponse,
  type DemoAccountsResponse,
  type MeResponse,
  type UserAction,
} from './contract';
import type { Db } from './db';
import {
  createSession,
  deleteSession,
  findAccountForLogin,
  insertAccount,
  resumeSession,
} from './auth-store';
import { isHttps, jsonError, methodNotAllowed, readJsonObject, validationFailed } from './http';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';
import type { FailureLimiter } from './rate-limit';

export const SESSION_COOKIE = 'tessera_session';

export type AuthConfig = {
  db: Db;
  now: () => number;
  sessionTtlMs: number;
  scryptCost: ScryptCost;
  /** Failed logins, keyed `email:<address>` and `client:<id>`. */
  limiter: FailureLimiter;
  /** Who is asking, for the per-client login limit (the peer address by default). */
  clientKey: (c: Context) => string;
};

export type Auth = {
  /** The signed-in account (its session slides forward), or null. */
  account(c: Context): Promise<ApiAccount | null>;
  /** The account if it may do `action`; else the 401 or 403 answer to send. */
  require(c: Context, action: UserAction): Promise<ApiAccount | Response>;
};

/** `POST /api/auth/login|signup|logout` and `GET /api/auth/me`. */
export function authRoutes(app: Hono, config: AuthConfig): Auth {
  const { db, now, sessionTtlMs: ttlMs, scryptCost, limiter, clientKey } = config;
  // Unknown emails are checked against this, so they take as long as known ones.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'), scryptCost);
  dummyHash.catch(() => undefined);

  const cookieOptions = (c: Context) =>
    ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) }) as const;

  async function startSession(c: Context, account: ApiAccount): Promise<void> {
    // A new id at every sign-in: a session id planted before it is worth nothing after.
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(db, previous);
    const token = await createSession(db, account.id, { now: now(), ttlMs });
    setCookie(c, SESSION_COOKIE, token, cookieOptions(c));
  }

  async function account(c: Context): Promise<ApiAccount | null> {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return null;
    const found = await resumeSession(db, token, { now: now(), ttlMs });
    if (!found) deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    return found;
  }

  app.post('/api/auth/login', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = loginSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { email, password } = parsed.data;
    const keys = [`email:${email}`, `client:${clientKey(c)}`];
    const wait = Math.max(...keys.map((key) => limiter.retryAfter(key)));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return jsonError(c, 429, 'too_many_requests', 'Too many failed sign-ins; try again later.');
    }
    const found = await findAccountForLogin(db, email);
    const valid = await verifyPassword(password, found?.passwordHash ?? (await dummyHash));
    if (!found || !valid) {
      for (const key of keys) limiter.fail(key);
      return jsonError(c, 401, 'invalid_credentials', 'The email or the password is not right.');
    }
    limiter.reset(`email:${email}`);
    await startSession(c, found.account);
    return c.json<AuthResponse>({ account: found.account }, 200);
  });

  app.post('/api/auth/signup', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = signupSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { email, password, name } = parsed.data;
    const taken = () => validationFailed(c, { email: AUTH_MESSAGES.emailTaken });
    if (await findAccountForLogin(db, email)) return taken();
    const created = await insertAccount(db, {
      email,
      name: name ?? email.slice(0, email.indexOf('@')).slice(0, USER_LIMITS.nameMax),
      role: 'viewer',
      passwordHash: await hashPassword(password, scryptCost),
    });
    if (!created) return taken();
    await startSession(c, created);
    return c.json<AuthResponse>({ account: created }, 201);
  });

  app.post('/api/auth/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(db, token);
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    return c.body(null, 204);
  });

  app.get('/api/auth/me', async (c) => c.json<MeResponse>({ account: await account(c) }));

  // Tells a login page that this is the demo back end, and which accounts it seeded.
  app.get('/api/auth/demo-accounts', (c) =>
    c.json<DemoAccountsResponse>({ accounts: DEMO_ACCOUNTS.map((account) => ({ ...account })) }),
  );

  for (const path of ['/api/auth/login', '/api/auth/signup', '/api/auth/logout'])
    app.all(path, methodNotAllowed(['POST']));
  for (const path of ['/api/auth/me', '/api/auth/demo-accounts'])
    app.all(path, methodNotAllowed(['GET', 'HEAD']));

  return {
    account,
    async require(c, action) {
      const found = await account(c);
      if (!found) return jsonError(c, 401, 'unauthenticated', 'Sign in first.');
      if (!can(found.role, action))
        return jsonError(c, 403, 'forbidden', `The ${found.role} role may not ${action} users.`);
      return found;
    },
  };
}
