import { appConfig } from '@/config/app-config';
import type { MeResponse } from '@contract/auth';

import { ServerUnreachableError } from '../server-unreachable';
import type { Account } from '../session';
import { sharedUntilFailure } from '../shared-until-failure';

/** The fields the app keeps of an answer's account (what it does not send stays absent). */
export const toAccount = ({
  email,
  name,
  role,
  emailVerified,
  avatarUrl,
  language,
  timeZone,
  dateFormat,
  preferences,
}: Account): Account => {
  const account: Account = { email, name, role };
  if (emailVerified !== undefined) account.emailVerified = emailVerified;
  if (avatarUrl !== undefined) account.avatarUrl = avatarUrl;
  if (language !== undefined) account.language = language;
  if (timeZone !== undefined) account.timeZone = timeZone;
  if (dateFormat !== undefined) account.dateFormat = dateFormat;
  if (preferences !== undefined) account.preferences = preferences;
  return account;
};

/**
 * Whether the API answers `GET /api/auth/me` (with `{ account, signUp }`), asked once per page load. A
 * static host without the API answers 404 or its index page: `undefined`. No answer at all, or a
 * server error, rejects with `ServerUnreachableError` and is forgotten, so that the next call asks
 * again (a server that is down for a moment is not a static host, and must not make the app
 * sign people in without it). Kept out of the auth module's chunk so that a guarded page's loader
 * can ask at once, while that chunk and the page's download, instead of after them.
 */
export const probeApi = sharedUntilFailure(ask);

/** What the session check tells: who is signed in, and whether anyone may create an account. */
export type ProbeAnswer = { account: Account | null; signUpOpen: boolean };

async function ask(): Promise<ProbeAnswer | undefined> {
  // A server that hangs is a server that does not answer.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), appConfig.sessionCheckTimeoutMs);
  let response: Response;
  try {
    response = await fetch('/api/auth/me', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: timeout.signal,
    });
  } catch (error) {
    throw new ServerUnreachableError({ cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (response.status >= 500) throw new ServerUnreachableError({ cause: response.status });
  if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return undefined;
  try {
    const body = (await response.json()) as Partial<MeResponse> | null;
    if (!body || typeof body !== 'object' || !('account' in body)) return undefined;
    return {
      account: body.account ? toAccount(body.account) : null,
      signUpOpen: body.signUp !== 'closed',
    };
  } catch {
    return undefined;
  }
}
