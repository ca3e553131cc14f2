import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import { clearSignInFailures, countRequest, takeSignInTry } from '../auth-limits';
import { tooMany, type AuthConfig, type SessionAuth } from '../auth-routes';
import type { ApiAccount, AuthResponse } from '../contract/auth';
import { fieldErrors } from '../contract/errors';
import {
  normaliseTwoFactorCode,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_PENDING_ATTEMPTS,
  TWO_FACTOR_PENDING_MINUTES,
  type RecoveryCodesResponse,
  type TwoFactorRequiredResponse,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../contract/two-factor';
import {
  twoFactorEnableSchema,
  twoFactorPasswordSchema,
  twoFactorSignInSchema,
} from '../contract/two-factor-schemas';
import { jsonError, methodNotAllowed, readJsonObject, validationFailed } from '../http';
import { checkOwnPassword, requireRecentSignIn } from './reauth';
import {
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpStep,
  totpUri,
  type SecretKey,
} from './two-factor-crypto';
import {
  claimStep,
  consumeChallenge,
  createChallenge,
  disableTwoFactor,
  enableTwoFactor,
  failChallenge,
  findChallenge,
  findTwoFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  startTwoFactorSetup,
  twoFactorEnabled,
  useRecoveryCode,
} from './two-factor-store';

/** The pending sign-in's cookie: sent only to the endpoint that completes it. */
export const TWO_FACTOR_COOKIE = 'tessera_two_factor';
const COOKIE_PATH = '/api/auth/two-factor';
const PENDING_TTL_MS = TWO_FACTOR_PENDING_MINUTES * 60_000;

export type TwoFactorConfig = Pick<
  AuthConfig,
  'db' | 'now' | 'limits' | 'hashQueue' | 'clientKey' | 'secureCookie'
> & {
  /** Seals the secrets; without one two-factor sign-in cannot be turned on (503). */
  key: SecretKey | undefined;
};

/**
 * The second step of a sign-in: `POST /api/auth/login` calls `challenge` once the password is
 * right; for an account with two-factor sign-in on it answers 202 and a pending sign-in instead
 * of a session.
 */
export function twoFactorChallenge(config: TwoFactorConfig) {
  const { db, now } = config;
  return async (c: Context, account: ApiAccount): Promise<Response | null> => {
    if (!(await twoFactorEnabled(db, account.id))) return null;
    const token = await createChallenge(db, account.id, { now: now(), ttlMs: PENDING_TTL_MS });
    setCookie(c, TWO_FACTOR_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      path: COOKIE_PATH,
      secure: config.secureCookie,
      maxAge: PENDING_TTL_MS / 1000,
    });
    return c.json<TwoFactorRequiredResponse>({ twoFactor: 'required' }, 202);
  };
}

/**
 * `POST /api/auth/two-factor` (the second step of a sign-in) and the signed-in account's own
 * `GET /api/account/two-factor`, `POST /api/account/two-factor/setup|enable|disable|recovery-codes`.
 */
export function twoFactorRoutes(
  app: Hono,
  config: TwoFactorConfig & {
    auth: SessionAuth;
    /** Starts the session of a sign-in whose second factor is right. */
    startSession: (c: Context, account: ApiAccount) => Promise<void>;
  },
): void {
  const { db, now, limits, clientKey, auth, key } = config;
  const cookieOptions = { path: COOKIE_PATH, secure: config.secureCookie } as const;

  /** Counts one code attempt from this client in the sign-in window: 0 or seconds to wait. */
  const countAttempt = (c: Context) =>
    countRequest(db, `two-factor:${clientKey(c)}`, { max: limits.signIn, now: now() });

  /** Wrong codes are counted per account and client, apart from wrong passwords. */
  const codePair = (c: Context, email: string) => ({
    email,
    client: `two-factor:${clientKey(c)}`,
  });

  const noKey = (c: Context) =>
    jsonError(
      c,
      503,
      'service_unavailable',
      'Two-factor sign-in needs the TWO_FACTOR_KEY setting on this server.',
    );

  app.post('/api/auth/two-factor', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = twoFactorSignInSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const entered = normaliseTwoFactorCode(parsed.data.code)!;
    const wait = await countAttempt(c);
    if (wait > 0) return tooMany(c, wait, 'Too many codes from here; try again later.');
    const dead = () => {
      deleteCookie(c, TWO_FACTOR_COOKIE, cookieOptions);
      return jsonError(c, 400, 'invalid_token', 'This sign-in has expired; sign in again.');
    };
    const token = getCookie(c, TWO_FACTOR_COOKIE) ?? '';
    const account = await findChallenge(db, token, now());
    if (!account || !key) return dead();
    const pair = codePair(c, account.email);
    const pairWait = await takeSignInTry(db, { ...pair, now: now() });
    if (pairWait > 0) return tooMany(c, pairWait, 'Too many wrong codes; try again later.');
    const found = await findTwoFactor(db, account.id);
    if (!found?.enabled) return dead();

    let right: boolean;
    if (entered.kind === 'totp') {
      const step = totpStep(openSecret(found.secret, key), entered.code, now());
      right = step !== null && (await claimStep(db, account.id, step));
    } else {
      right = await useRecoveryCode(db, account.id, { code: entered.code, now: now() });
    }
    if (!right) {
      if (!(await failChallenge(db, token, TWO_FACTOR_PENDING_ATTEMPTS)))
        deleteCookie(c, TWO_FACTOR_COOKIE, cookieOptions);
      return jsonError(c, 401, 'invalid_credentials', 'The code is not right.');
    }
    if (!(await consumeChallenge(db, token, now()))) return dead();
    await clearSignInFailures(db, pair);
    deleteCookie(c, TWO_FACTOR_COOKIE, cookieOptions);
    await config.startSession(c, account);
    return c.json<AuthResponse>({ account }, 200);
  });

  const signedIn = async (c: Context): Promise<ApiAccount | Response> =>
    (await auth.account(c)) ?? jsonError(c, 401, 'unauthenticated', 'Sign in first.');

  /** Turning the second factor on is sensitive: the password given within the last minutes. */
  const recentlySignedIn = async (c: Context): Promise<ApiAccount | Response> => {
    const session = await requireRecentSignIn(c, auth, now);
    return session instanceof Response ? session : session.account;
  };

  app.get('/api/account/two-factor', async (c) => {
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    const enabled = await twoFactorEnabled(db, account.id);
    return c.json<TwoFactorStatus>({
      enabled,
      recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, account.id) : 0,
    });
  });

  app.post('/api/account/two-factor/setup', async (c) => {
    const account = await recentlySignedIn(c);
    if (account instanceof Response) return account;
    if (!key) return noKey(c);
    const secret = newTotpSecret();
    if (
      !(await startTwoFactorSetup(db, account.id, { secret: sealSecret(secret, key), now: now() }))
    )
      return jsonError(c, 409, 'invalid_state', 'Two-factor sign-in is on already.');
    return c.json<TwoFactorSetup>({ secret, uri: totpUri(secret, account.email) });
  });

  app.post('/api/account/two-factor/enable', async (c) => {
    const account = await recentlySignedIn(c);
    if (account instanceof Response) return account;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = twoFactorEnableSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    if (!key) return noKey(c);
    const wait = await countAttempt(c);
    if (wait > 0) return tooMany(c, wait, 'Too many codes from here; try again later.');
    const found = await findTwoFactor(db, account.id);
    if (!found || found.enabled)
      return jsonError(c, 409, 'invalid_state', 'Start the setup first, or it is on already.');
    const step = totpStep(
      openSecret(found.secret, key),
      normaliseTwoFactorCode(parsed.data.code)!.code,
      now(),
    );
    const codes = newRecoveryCodes();
    if (step === null || !(await enableTwoFactor(db, account.id, { step, codes, now: now() })))
      return validationFailed(c, { code: TWO_FACTOR_MESSAGES.codeWrong });
    return c.json<RecoveryCodesResponse>({ recoveryCodes: codes });
  });

  /**
   * The account's password, checked under the sign-in limits (a wrong one counts as a failed
   * sign-in of the account from this client); the account, or the answer to send.
   */
  async function withPassword(c: Context): Promise<ApiAccount | Response> {
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = twoFactorPasswordSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const right = await checkOwnPassword(c, config, account, parsed.data.password);
    if (right instanceof Response) return right;
    if (!right) return validationFailed(c, { password: TWO_FACTOR_MESSAGES.passwordWrong });
    return account;
  }

  app.post('/api/account/two-factor/disable', async (c) => {
    const account = await withPassword(c);
    if (account instanceof Response) return account;
    await disableTwoFactor(db, account.id);
    return c.body(null, 204);
  });

  app.post('/api/account/two-factor/recovery-codes', async (c) => {
    const account = await withPassword(c);
    if (account instanceof Response) return account;
    const codes = newRecoveryCodes();
    if (!(await replaceRecoveryCodes(db, account.id, codes)))
      return jsonError(c, 409, 'invalid_state', 'Two-factor sign-in is off.');
    return c.json<RecoveryCodesResponse>({ recoveryCodes: codes });
  });

  for (const path of [
    '/api/auth/two-factor',
    '/api/account/two-factor/setup',
    '/api/account/two-factor/enable',
    '/api/account/two-factor/disable',
    '/api/account/two-factor/recovery-codes',
  ])
    app.all(path, methodNotAllowed(['POST']));
  app.all('/api/account/two-factor', methodNotAllowed(['GET', 'HEAD']));
}
