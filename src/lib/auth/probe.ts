import { appConfig } from '@/config/app-config';
import type { MeResponse } from '@contract/auth';

import { ServerUnreachableError } from '../server-unreachable';
import type { Account } from '../session';
import { sharedUntilFailure } from '../shared-until-failure';

/** The fields the app keeps of an answer's account (the `id`, say, it does not). */
const KEPT_FIELDS = [
  'email',
  'name',
  'role',
  'emailVerified',
  'avatarUrl',
  'language',
  'timeZone',
  'dateFormat',
  'preferences',
] as const satisfies ReadonlyArray<keyof Account>;

/** The account as the app keeps it: those fields, each only if the answer has it. */
export const toAccount = (answer: Account): Account =>
  Object.fromEntries(
    KEPT_FIELDS.filter((field) => answer[field] !== undefined).map((field) => [
      field,
      answer[field],
    ]),
  ) as unknown as Account;

/**
 * Whether the API answers `GET /api/auth/me` (with `{ account, signUp }`), asked once per page
 * load. A static host without the API answers 404 or its index page: `undefined`. No answer at
 * all, or a server error, rejects with `ServerUnreachableError` and is forgotten, so that the next
 * call asks again (a server that is down for a moment is not a static host, and must not make the
 * app sign people in without it). Kept out of the auth module's chunk so that a guarded page's loader
 * can ask at once, while that chunk and the page's download, instead of after them.
 */
export const probeApi = sharedUntilFailure(ask);

/** What the session check tells: who is signed in, and whether anyone may create an account. */
type ProbeAnswer = { account: Account | null; signUp: MeResponse['signUp'] };

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
      signUp: body.signUp,
    };
  } catch {
    return undefined;
  }
}
