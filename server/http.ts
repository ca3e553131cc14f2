import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

import { fieldErrors, type ApiError, type ApiErrorCode, type MessageKey } from './contract/errors';

/** The `{ error: { code, message } }` body of every error answer, plus any extra fields. */
export function errorBody(
  code: ApiErrorCode,
  message: string,
  extra: { parameter?: string } = {},
): ApiError {
  return { error: { code, ...extra, message } };
}

export function jsonError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 421 | 422 | 429 | 503,
  code: ApiErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ ...errorBody(code, message), ...extra }, status);
}

export function validationFailed(c: Context, fields: Record<string, MessageKey>) {
  return jsonError(c, 422, 'validation_failed', 'Some fields are not valid.', { fields });
}

/** A catch-all for a path's other methods: 405 naming the allowed ones. */
export function methodNotAllowed(allow: string[]): (c: Context) => Response {
  return (c) => {
    c.header('Allow', allow.join(', '));
    return c.json(
      errorBody(
        'method_not_allowed',
        `${c.req.method} is not allowed here; use ${allow.join(', ')}.`,
      ),
      405,
    );
  };
}

/** The body as a JSON object, or the 400 answer to send. */
export async function readJsonObject(
  c: Context,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const text = await c.req.text();
  const fail = (message: string) => ({
    ok: false as const,
    response: jsonError(c, 400, 'invalid_body', message),
  });
  if (text.trim() === '') return fail('A JSON object body is required.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('The body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('The body must be a JSON object.');
  return { ok: true, value: value as Record<string, unknown> };
}

/** What a schema's `safeParse` answers (zod's shape), so this module needs no schema library. */
type SafeParse<T> =
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
    };

/**
 * The body of a mailed link's form (its `token` and what the person typed), or the answer to
 * send: a malformed token gets `invalidToken()`, as an unknown one does; any other field a 422.
 */
export async function readTokenBody<T>(
  c: Context,
  schema: { safeParse(value: unknown): SafeParse<T> },
  invalidToken: () => Response,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const body = await readJsonObject(c);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return { ok: true, data: parsed.data };
  if (parsed.error.issues.some((issue) => issue.path[0] === 'token'))
    return { ok: false, response: invalidToken() };
  return { ok: false, response: validationFailed(c, fieldErrors(parsed.error)) };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who this server is, as requests must address it (from PUBLIC_URL and TRUST_PROXY). */
export type Site = {
  /** The public origin, e.g. `https://admin.example.com` (PUBLIC_URL's scheme, host and port). */
  origin: string;
  /** Development: any loopback host (localhost, 127.0.0.1, [::1]) on any port is this site too. */
  allowLoopback: boolean;
  /**
   * How many reverse proxies stand in front (0: none). Behind them the client's address, scheme
   * and host come from the `X-Forwarded-*` headers, each from the entry the outermost trusted
   * proxy wrote: what comes before it is the client's word. Never otherwise: a client could write
   * them itself.
   */
  trustProxy: number;
};

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `example.com:8080` under `scheme`, lower-cased, that scheme's default port dropped; null if not a host. */
function normalHost(host: string, scheme: string): string | null {
  try {
    const url = new URL(`${scheme}://${host}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The value of an `X-Forwarded-*` header the outermost of `site.trustProxy` proxies wrote: each
 * proxy appends to the list, so it is that many entries from the end (the first entry when the
 * list is shorter). Undefined when no proxy is trusted or the header is absent.
 */
function forwardedValue(c: Context, site: Site, header: string): string | undefined {
  if (site.trustProxy < 1) return undefined;
  const entries = c.req.header(header)?.split(',') ?? [];
  const entry = entries.at(-Math.min(site.trustProxy, entries.length));
  return entry?.trim() || undefined;
}

/** `http` or `https`, as the client reached the site. */
export function requestScheme(c: Context, site: Site): 'http' | 'https' {
  const forwarded = forwardedValue(c, site, 'x-forwarded-proto')?.toLowerCase();
  const scheme = forwarded ?? new URL(c.req.url).protocol.replace(':', '');
  return scheme === 'https' ? 'https' : 'http';
}

/** The host the client addressed (normalised), or null when it is not a host at all. */
export function requestHost(c: Context, site: Site): string | null {
  const forwarded = forwardedValue(c, site, 'x-forwarded-host');
  const host = forwarded ?? c.req.header('host') ?? new URL(c.req.url).host;
  return normalHost(host, requestScheme(c, site));
}

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTNAMES.has(new URL(`http://${host}`).hostname);
}

/** Whether `host` names this site: the public URL's host, or loopback in development. */
export function isSiteHost(host: string | null, site: Site): boolean {
  if (!host) return false;
  if (host === new URL(site.origin).host) return true;
  return site.allowLoopback && isLoopbackHost(host);
}

/**
 * Refuses requests addressed to another host (421), before anything else runs: a page on a
 * rebinding domain (`evil.example` resolving to this server) must not reach the API with the
 * site's own answers. The health check answers any host, for load balancers that probe by address.
 */
export function hostGuard(site: Site): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === '/api/health' || isSiteHost(requestHost(c, site), site)) return next();
    return c.json(
      errorBody('misdirected_request', 'This server does not answer for that host.'),
      421,
    );
  };
}

/**
 * Whether the request's `Origin` is this site: the public origin (scheme, host and port), or in
 * development the loopback origin the request itself was sent to.
 */
export function isSameOrigin(c: Context, site: Site): boolean {
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === site.origin) return true;
  const host = requestHost(c, site);
  return (
    site.allowLoopback &&
    host !== null &&
    isLoopbackHost(host) &&
    originUrl.origin === `${requestScheme(c, site)}://${host}`
  );
}

function isJsonContentType(value: string | undefined): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Cross-site request forgery guard for cookie sessions: a write must be a JSON request (a
 * cross-site form cannot send that without a CORS preflight this API never grants) from a page
 * of this site (its `Origin`, scheme included).
 */
export function csrfGuard(site: Site): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (!isJsonContentType(c.req.header('content-type')))
      return jsonError(
        c,
        403,
        'csrf_rejected',
        'Writes must be sent as Content-Type: application/json.',
      );
    if (!isSameOrigin(c, site))
      return jsonError(
        c,
        403,
        'csrf_rejected',
        'Writes must come from a page of this site (Origin header).',
      );
    return next();
  };
}

/** IPv4 clients of a dual-stack socket appear as `::ffff:1.2.3.4`: the same client as `1.2.3.4`. */
function normalAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * The client's address: the TCP peer's, or behind trusted proxies the address the outermost of
 * them saw in `X-Forwarded-For` (the entries before it are the client's word).
 */
export function clientAddress(c: Context, site: Site): string {
  const forwarded = forwardedValue(c, site, 'x-forwarded-for');
  if (forwarded) return normalAddress(forwarded);
  try {
    return normalAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown'; // not served by @hono/node-server (app.request in tests)
  }
}
