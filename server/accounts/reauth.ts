import type { Context } from 'hono';

import { clearSignInFailures, takePasswordCheck } from '../auth-limits';
import { busy, tooMany, type AuthConfig, type SessionAuth } from '../auth-routes';
import type { LiveSession } from '../auth-store';
import { REAUTH_AFTER_MINUTES } from '../contract/account';
import type { ApiAccount } from '../contract/auth';
import { BusyError } from '../hash-queue';
import { jsonError } from '../http';
import { verifyPassword } from '../passwords';
import { passwordHashOf } from './account-store';

const REAUTH_AFTER_MS = REAUTH_AFTER_MINUTES * 60_000;

/**
 * The guard of every sensitive action (password, email, second factor, deleting the account): the
 * signed-in session if its password was given (at sign-in or through `POST /api/auth/reauth`) in
 * the last 10 minutes; else the answer to send: 401 `unauthenticated` without a session, 403
 * `reauth_required` when the sign-in is older (the front end then asks for the password and
 * sends the request again).
 */
export async function requireRecentSignIn(
  c: Context,
  auth: Pick<SessionAuth, 'session'>,
  now: () => number,
): Promise<(LiveSession & { token: string }) | Response> {
  const session = await auth.session(c);
  if (!session) return jsonError(c, 401, 'unauthenticated', 'Sign in first.');
  if (now() - session.signedInAt.getTime() > REAUTH_AFTER_MS)
    return jsonError(
      c,
      403,
      'reauth_required',
      `Give the password again: this needs a sign-in within the last ${REAUTH_AFTER_MINUTES} minutes.`,
    );
  return session;
}

/**
 * The signed-in person's own password, given again (re-authentication, a password change, the
 * second factor's settings), checked as a sign-in is: in the client's window and against the
 * account and client pair (`takePasswordCheck`), through the hash queue, and a right one clears
 * the pair's count. Answers whether it is right, or the answer to send (429 with its wait, 503
 * when the queue is full).
 */
export async function checkOwnPassword(
  c: Context,
  {
    db,
    now,
    limits,
    hashQueue,
    clientKey,
  }: Pick<AuthConfig, 'db' | 'now' | 'limits' | 'hashQueue' | 'clientKey'>,
  account: Pick<ApiAccount, 'id' | 'email'>,
  password: string,
): Promise<boolean | Response> {
  const pair = { email: account.email, client: clientKey(c) };
  const wait = await takePasswordCheck(db, { ...pair, now: now(), max: limits.signIn });
  if (wait > 0) return tooMany(c, wait, 'Too many wrong passwords; try again later.');
  const stored = await passwordHashOf(db, account.id);
  let right: boolean;
  try {
    right = stored !== null && (await hashQueue.run(() => verifyPassword(password, stored)));
  } catch (error) {
    if (error instanceof BusyError) return busy(c);
    throw error;
  }
  if (right) await clearSignInFailures(db, pair);
  return right;
}
