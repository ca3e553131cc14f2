import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export type WebOptions = {
  /** Folder of the built front end (absolute path to dist/). */
  root: string;
  /** The Content-Security-Policy header value (computed by the build; passed in). */
  contentSecurityPolicy: string;
  /** Whether the public URL is https: then Strict-Transport-Security is sent. */
  https: boolean;
};

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type PolicyDirectives = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

/** The header value as secureHeaders' directives (camelCase names, which it writes back as is). */
function policyDirectives(policy: string): PolicyDirectives {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!/^[a-z]+(?:-[a-z]+)*$/.test(name))
      throw new Error(`contentSecurityPolicy: "${name}" is not a directive name.`);
    // A browser obeys the first of two same-named directives.
    directives[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] ??= sources;
  }
  if (Object.keys(directives).length === 0)
    throw new Error('contentSecurityPolicy is empty: pass the policy the build computes.');
  return directives;
}

/** Security headers for EVERY answer, the API's included: a Hono middleware. */
export function securityHeaders(
  options: Pick<WebOptions, 'contentSecurityPolicy' | 'https'>,
): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: policyDirectives(options.contentSecurityPolicy),
    // Map tile servers ask for the site's origin; no-referrer (the default) would hide it.
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
  });
}

/** Hashed file names: a changed file gets a new name, so a copy is good for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is kept but checked on every use (cheap: the answer is a 304). */
const REVALIDATE = 'no-cache';
const METHODS = 'GET, HEAD';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

const isFile = (path: string) =>
  stat(path).then(
    (stats) => stats.isFile(),
    () => false, // ENOENT, and also ENOTDIR (`/favicon.svg/x`) or a name too long
  );

type Target = { file: string; cacheControl: string } | { status: 400 | 404 };

/**
 * What a path names inside `root`: a file (a hashed asset under /assets, any other file), or the
 * app (`index.html`, whose router handles the route) for a path that does not look like a file.
 */
async function resolveTarget(root: string, url: string): Promise<Target> {
  let path: string;
  try {
    // Decoded whole, so an encoded `/`, `\` or `.` is checked like a plain one.
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return { status: 400 };
  }
  const index = { file: join(root, 'index.html'), cacheControl: REVALIDATE };
  if (path === '/') return index;
  if (/[\\\0]/.test(path)) return { status: 404 };
  const segments = path.slice(1).split('/');
  const trailingSlash = segments.length > 1 && segments.at(-1) === '';
  if (trailingSlash) segments.pop();
  // `..` and `.`, dot-files and dot-folders (build metadata, `.env`), and `//`.
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return { status: 404 };

  const file = join(root, ...segments);
  if (!file.startsWith(root + sep)) return { status: 404 };
  const assets = segments[0] === 'assets';
  if (!trailingSlash && (await isFile(file)))
    return { file, cacheControl: assets ? IMMUTABLE : REVALIDATE };
  // A missing chunk must fail as a chunk (the app then offers Retry), never turn into the app.
  if (assets) return { status: 404 };
  if (extname(segments.at(-1) ?? '')) return { status: 404 };
  return index;
}

function isFresh(request: Request, etag: string, lastModified: string | null): boolean {
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch !== null) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    return (
      ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag))
    );
  }
  const ifModifiedSince = request.headers.get('If-Modified-Since');
  // The exact date only: after a rollback to an older build the files are older than the copy
  // the browser holds, and "not modified since" would keep that copy.
  return (
    ifModifiedSince !== null &&
    lastModified !== null &&
    Date.parse(ifModifiedSince) === Date.parse(lastModified)
  );
}

const plain = (c: Context, status: 400 | 404) => {
  c.header('Cache-Control', REVALIDATE);
  return c.text(status === 400 ? 'Bad Request' : 'Not Found', status);
};

/**
 * Sends a file through serveStatic (its `.br` or `.gz` copy when the client accepts one, HEAD,
 * ranges), adding the caching headers and the conditional answers (304) it does not do.
 */
async function sendFile(
  c: Context<Env, string>,
  file: string,
  cacheControl: string,
): Promise<Response> {
  let sent = file;
  const send = serveStatic({
    path: file,
    precompressed: true,
    onFound: (path) => {
      sent = path;
    },
  });
  const res = await send(c, async () => {});
  const stats = res && (await stat(sent).catch(() => undefined));
  // The file went away between the lookup and the answer (a deploy replacing dist/).
  if (!res || !stats) {
    await res?.body?.cancel();
    return plain(c, 404);
  }
  // Per variant: the .br and the plain file are different bytes.
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  res.headers.set('ETag', etag);
  res.headers.set('Cache-Control', cacheControl);
  if (!/accept-encoding/i.test(res.headers.get('Vary') ?? ''))
    res.headers.append('Vary', 'Accept-Encoding');
  if (
    (res.status === 200 || res.status === 206) &&
    isFresh(c.req.raw, etag, res.headers.get('Last-Modified'))
  ) {
    await res.body?.cancel();
    const headers = new Headers();
    for (const name of ['ETag', 'Last-Modified', 'Cache-Control', 'Vary']) {
      const value = res.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  }
  return res;
}

/** Registers GET and HEAD handlers for everything outside `/api` on `app`. */
export function webRoutes(app: Hono, options: WebOptions): void {
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${root} has no index.html: build the front end first (npm run build).`);

  app.get('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    const target = await resolveTarget(root, c.req.url);
    if ('status' in target) return plain(c, target.status);
    return sendFile(c, target.file, target.cacheControl);
  });
  app.all('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    c.header('Allow', METHODS);
    return c.text('Method Not Allowed', 405);
  });
}
