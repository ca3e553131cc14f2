import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { authRoutes } from './auth-routes';
import { MAX_BODY_BYTES } from './contract';
import type { Db } from './db';
import { csrfGuard, errorBody, jsonError, methodNotAllowed } from './http';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './passwords';
import { createFailureLimiter, DEFAULT_LOGIN_LIMIT, type FailureLimit } from './rate-limit';
import { DEFAULT_USERS_TABLE, usersTableName } from './schema';
import { usersRoutes } from './users-routes';

/** Sessions last this long after the last request that used them. */
export const DEFAULT_SESSION_TTL_MINUTES = 8 * 60;

export type AppOptions = {
  /** Table holding the demo users. @default 'demo_users' */
  table?: string;
  /** The clock (ms since the epoch) for session expiry, rate limits and audit times. @default Date.now */
  now?: () => number;
  /** Sliding session lifetime. @default 480 (8 hours) */
  sessionTtlMinutes?: number;
  /** Cost of new password hashes (tests pass a cheap one). @default DEFAULT_SCRYPT_COST */
  scryptCost?: ScryptCost;
  /** Failed logins allowed per email and per client. @default 5 a minute */
  loginLimit?: FailureLimit;
  /** Identifies the client for the login limit. @default the TCP peer's address */
  clientKey?: (c: Context) => string;
};

/** Browsers on this machine may read the API directly (the dev server proxies it anyway). */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (e.g. app.request in tests)
  }
}

/**
 * The demo API: health, sign-in with cookie sessions, and the users resource (public reads for
 * the data table's remote mode, writes by role).
 */
export function createApp(db: Db, options: AppOptions = {}): Hono {
  const table = usersTableName(options.table ?? DEFAULT_USERS_TABLE);
  const now = options.now ?? Date.now;
  const app = new Hono();

  app.use(
    '/api/*',
    cors({
      origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
      allowMethods: ['GET', 'HEAD'],
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        jsonError(
          c,
          413,
          'payload_too_large',
          `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`,
        ),
    }),
  );
  app.use('/api/*', csrfGuard());

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.all('/api/health', methodNotAllowed(['GET', 'HEAD']));

  const auth = authRoutes(app, {
    db,
    now,
    sessionTtlMs: (options.sessionTtlMinutes ?? DEFAULT_SESSION_TTL_MINUTES) * 60_000,
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    limiter: createFailureLimiter(options.loginLimit ?? DEFAULT_LOGIN_LIMIT, now),
    clientKey: options.clientKey ?? peerAddress,
  });
  usersRoutes(app, { db, table, auth, now });

  app.notFound((c) => c.json(errorBody('not_found', 'No such API route.'), 404));

  app.onError((error, c) => {
    // The stack, not the error object: a driver's error may carry the statement's parameters.
    console.error(`[demo-api] ${c.req.method} ${c.req.path} failed:`, error.stack ?? error.message);
    return c.json(errorBody('internal_error', 'Internal server error.'), 500);
  });

  return app;
}
