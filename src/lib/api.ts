import type { ApiErrorCode } from '@contract/errors';

import { ServerUnreachableError } from './server-unreachable';
import { session } from './session';

export { ServerUnreachableError } from './server-unreachable';

/** A non-2xx answer: the status and the JSON body the API sent (or `undefined`). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Seconds to wait before trying again (429), from `Retry-After`. */
  readonly retryAfter: number | undefined;
  constructor(status: number, body: unknown, retryAfter?: number) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** The 422 answer's `fields`: field path → message key. */
  get fields(): Record<string, string> {
    const fields = (this.body as { fields?: unknown } | undefined)?.fields;
    return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
  }

  /** The `error.code` of the body, when it has one. */
  get code(): ApiErrorCode | undefined {
    const error = (this.body as { error?: { code?: unknown } } | undefined)?.error;
    return typeof error?.code === 'string' ? (error.code as ApiErrorCode) : undefined;
  }
}

/**
 * Asks the person for their password again (a dialog) and re-authenticates; resolves true when
 * that worked, false when they gave up. The admin shell registers one.
 */
export type ReauthHandler = () => Promise<boolean>;

let reauthHandler: ReauthHandler | undefined;
let pendingReauth: Promise<boolean> | undefined;

/** Registers the re-authentication dialog; returns the function that unregisters it. */
export function setReauthHandler(handler: ReauthHandler): () => void {
  reauthHandler = handler;
  return () => {
    if (reauthHandler === handler) reauthHandler = undefined;
  };
}

/** One dialog for every request that met `reauth_required` at the same time. */
function reauthenticate(): Promise<boolean> {
  if (!reauthHandler) return Promise.resolve(false);
  pendingReauth ??= reauthHandler().finally(() => (pendingReauth = undefined));
  return pendingReauth;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * One call to the app's API (same origin, with its session cookie). Writes are JSON, as the API's
 * cross-site request guard asks. A 401 `unauthenticated` means the session ended (expired, signed
 * out in another tab): the app learns at once that nobody is signed in, and the route guards send
 * the person to sign in and back. A 403 `reauth_required` (a sensitive action long after sign-in)
 * asks for the password through the registered dialog and, once given, sends the request again.
 * No answer at all rejects with `ServerUnreachableError`.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: ApiRequestOptions = {},
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal,
    });
  } catch (error) {
    // No answer at all (offline, the server down): one error for it, which forms put in words.
    // An aborted request stays an AbortError.
    if (error instanceof TypeError) throw new ServerUnreachableError({ cause: error });
    throw error;
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
    const error = new ApiError(
      response.status,
      json,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
    if (error.status === 401 && error.code === 'unauthenticated') session.set(null);
    // A sensitive action after a while: the password again, then the same request once more.
    if (
      error.status === 403 &&
      error.code === 'reauth_required' &&
      !retried &&
      (await reauthenticate())
    )
      return apiRequest<T>(path, { method, body, signal }, true);
    throw error;
  }
  return json as T;
}
