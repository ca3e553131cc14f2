import type { Context, MiddlewareHandler } from 'hono';
import type { ApiError, ApiErrorCode, MessageKey } from './contract';

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
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
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

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `example.com:8080` under `protocol`, with that protocol's default port dropped. */
function normalHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether the request's `Origin` names the host it was sent to: `X-Forwarded-Host` when a proxy
 * set it, else `Host` (Vite's dev and preview proxies pass the browser's `Host` on unchanged).
 */
export function isSameOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  const forwarded = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || c.req.header('host') || new URL(c.req.url).host;
  return normalHost(host, originUrl.protocol) === originUrl.host.toLowerCase();
}

function isJsonContentType(value: string | undefined): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Cross-site request forgery guard for cookie sessions: a write must be a JSON request (a
 * cross-site form cannot send that without a CORS preflight this API never grants) from a page
 * of the same origin.
 */
export function csrfGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (!isJsonContentType(c.req.header('content-type')))
      return jsonError(
        c,
        403,
        'csrf_rejected',
        'Writes must be sent as Content-Type: application/json.',
      );
    if (!isSameOrigin(c))
      return jsonError(
        c,
        403,
        'csrf_rejected',
        'Writes must come from a page of this origin (Origin header).',
      );
    return next();
  };
}

/** Whether the client reached us over https (directly, or through a proxy that says so). */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return (forwarded || new URL(c.req.url).protocol.replace(':', '')) === 'https';
}
