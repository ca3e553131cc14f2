import type { Context } from 'hono';

import type { SessionAuth } from '../auth-routes';
import type { LiveSession } from '../auth-store';
import { REAUTH_AFTER_MINUTES } from '../contract/account';
import { jsonError } from '../http';

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
