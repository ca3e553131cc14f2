import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';

import { accountRoutes, signUpMail } from './accounts/account-routes';
import { membersRoutes } from './accounts/members-routes';
import { twoFactorChallenge, twoFactorRoutes } from './accounts/two-factor-routes';
import { PRODUCTION_AUTH_LIMITS, type AuthLimits } from './auth-limits';
import { authRoutes } from './auth-routes';
import { DEFAULT_MAX_SESSIONS, DEFAULT_SESSION_TTL_MINUTES } from './config';
import type { SignUpMode } from './contract/auth';
import { MAX_BODY_BYTES } from './contract/errors';
import type { Db } from './db/client';
import { ordersResource } from './demo/orders'; // demo
import { createHashQueue, type HashQueue } from './hash-queue';
import {
  clientAddress,
  csrfGuard,
  errorBody,
  hostGuard,
  jsonError,
  methodNotAllowed,
  type Site,
} from './http';
import { createMailer, type Mailer } from './mail/mailer';
import { outboxRoutes } from './mail/outbox-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './passwords';
import { loggableError, requestLog, silentLogger, type Logger } from './request-log';
import { resourceRoutes } from './resource';
import { usersResource } from './resources/users';
import { securityHeaders, webRoutes, type WebOptions } from './web';

export type AppOptions = {
  db: Db;
  /** The public origin and how requests reach it (server/http.ts). */
  site: Site;
  /** Whether the database answers, for `GET /api/health`. @default always true */
  ping?: () => Promise<boolean>;
  /** The clock (ms since the epoch) for sessions, limits and audit times. @default Date.now */
  now?: () => number;
  /** Sliding session lifetime. @default 480 (8 hours) */
  sessionTtlMinutes?: number;
  /** Live sessions per account. @default 10 */
  maxSessionsPerAccount?: number;
  /** Cost of new password hashes (tests pass a cheap one). @default DEFAULT_SCRYPT_COST */
  scryptCost?: ScryptCost;
  /** Sign-in and sign-up attempts per client per 10 minutes. @default 20 and 10 */
  authLimits?: AuthLimits;
  /** Bounds the password hashes in flight. @default 2 at once, 16 waiting */
  hashQueue?: HashQueue;
  /** Identifies the client for the limits. @default its address (server/http.ts) */
  clientKey?: (c: Context) => string;
  /**
   * The demo is seeded: `GET /api/auth/demo-accounts` lists its accounts, which sign in with the
   * demo's password only then, and the users may be read without a session (the demo's tables
   * page). @default false
   */
  demoAccounts?: boolean;
  /**
   * `open`: anyone may create an account (`POST /api/auth/signup`). `closed`: accounts come from
   * admins' invitations and the create-admin command. @default closed
   */
  signUp?: SignUpMode;
  /** Serves the built front end too (production). @default API only */
  web?: Omit<WebOptions, 'https'>;
  /** Where the request and error lines go. @default nowhere */
  logger?: Logger;
  /** How mail leaves. @default into the outbox table (server/mail/) */
  mailer?: Mailer;
  /**
   * The development routes (`GET /api/dev/outbox`): outside production only. @default false
   */
  devRoutes?: boolean;
  /**
   * 32 bytes that seal the two-factor secrets (`TWO_FACTOR_KEY`). Without it two-factor sign-in
   * cannot be turned on. @default none
   */
  twoFactorKey?: Uint8Array;
};

/** What the API answers with when it serves no pages: it has no business being framed or run. */
const API_ONLY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The server: the API (health, sign-in with cookie sessions, the users resource) and, in
 * production, the built front end on the same origin.
 */
export function createApp(options: AppOptions): Hono {
  const { db, site } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? silentLogger;
  const https = site.origin.startsWith('https:');
  const app = new Hono();

  app.use('*', ...requestLog(logger));
  app.use(
    '*',
    securityHeaders({
      contentSecurityPolicy: options.web?.contentSecurityPolicy ?? API_ONLY_POLICY,
      https,
    }),
  );
  app.use('*', hostGuard(site));
  if (site.allowLoopback) {
    // Development: pages on this machine may read the API directly (no cookies).
    app.use(
      '/api/*',
      cors({
        origin: (origin) =>
          /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin) ? origin : null,
        allowMethods: ['GET', 'HEAD'],
      }),
    );
  }
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
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
  app.use('/api/*', csrfGuard(site));

  app.get('/api/health', async (c) => {
    const database = (await (options.ping?.() ?? true)) ? 'ok' : 'unreachable';
    return c.json({ ok: database === 'ok', database }, database === 'ok' ? 200 : 503);
  });
  app.all('/api/health', methodNotAllowed(['GET', 'HEAD']));

  const passwords = {
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    limits: options.authLimits ?? PRODUCTION_AUTH_LIMITS,
    hashQueue: options.hashQueue ?? createHashQueue(),
    clientKey: options.clientKey ?? ((c: Context) => clientAddress(c, site)),
  };
  const twoFactor = { db, now, ...passwords, secureCookie: https, key: options.twoFactorKey };
  const mail = {
    db,
    now,
    mailer: options.mailer ?? createMailer({ db, settings: { kind: 'outbox' }, logger, now }),
    // In development the page may be Vite's, on another loopback port than the API: the link
    // opens the origin the request came from, which the CSRF guard has checked.
    linkOrigin: (c: Context) =>
      site.allowLoopback ? (c.req.header('origin') ?? site.origin) : site.origin,
  };
  const auth = authRoutes(app, {
    db,
    now,
    ...passwords,
    sessionTtlMs: (options.sessionTtlMinutes ?? DEFAULT_SESSION_TTL_MINUTES) * 60_000,
    maxSessionsPerAccount: options.maxSessionsPerAccount ?? DEFAULT_MAX_SESSIONS,
    secureCookie: https,
    demoAccounts: options.demoAccounts ?? false,
    signUp: options.signUp ?? 'closed',
    secondFactor: twoFactorChallenge(twoFactor),
    afterSignUp: signUpMail(mail),
  });
  twoFactorRoutes(app, { ...twoFactor, auth, startSession: auth.startSession });
  passwordResetRoutes(app, { ...mail, ...passwords });
  membersRoutes(app, { ...mail, ...passwords, auth });
  accountRoutes(app, { ...mail, ...passwords, auth });
  if (options.devRoutes) outboxRoutes(app, { db });
  // The demo's tables page lists the users to visitors who have not signed in; anywhere else they
  // are read behind sign-in, as every resource is.
  const users = { ...usersResource, publicRead: options.demoAccounts === true };
  resourceRoutes(app, users, { db, auth, now });
  resourceRoutes(app, ordersResource, { db, auth, now }); // demo

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API route.'), 404));
  if (options.web) webRoutes(app, { ...options.web, https });
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  app.onError((error, c) => {
    logger.error({
      msg: 'request failed',
      method: c.req.method,
      path: c.req.path,
      id: c.get('requestId'),
      error: loggableError(error),
    });
    return c.json(errorBody('internal_error', 'Internal server error.'), 500);
  });

  return app;
}
