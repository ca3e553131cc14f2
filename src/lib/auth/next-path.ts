/**
 * Where to go after signing in: only a path of this site. Anything that could leave it is refused:
 * `//host` and `/\host` (browsers read both as another host), absolute URLs, `javascript:` and
 * other schemes, and control characters (which browsers strip, turning `/\t/host` into `//host`).
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return undefined;
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return undefined;
  }
  // Dot segments can collapse into `//host` (`/a/../..//host`): check what is left, too.
  if (url.origin !== base || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's URL that comes back to `path` (a path with its query) afterwards. */
export function signInPath(loginPath: string, path: string): string {
  const next = safeNextPath(path);
  return next ? `${loginPath}?next=${encodeURIComponent(next)}` : loginPath;
}
