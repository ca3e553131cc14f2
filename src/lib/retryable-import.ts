/**
 * The URL of the module a failed dynamic import names, without its query. Chromium says
 * "Failed to fetch dynamically imported module: <url>", Firefox "error loading dynamically imported
 * module: <url>"; Safari names none.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /dynamically imported module:?\s+(\S+)/i.exec(message);
  if (!match?.[1]) return undefined;
  try {
    const url = new URL(match[1], document.baseURI);
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * Wraps a dynamic import (`() => import('./x')`) so that calling it again after a failure really
 * fetches again. Most browsers keep a failed module fetch in their module map for the page's
 * lifetime (the HTML standard only stopped requiring that in 2025), so a second `import()` of the
 * same URL fails at once without a request. After a failure this imports the URL the error named
 * with a `?retry=<n>` query, a new entry in the module map; where the error names no URL it calls
 * `load` again. The module never ran the first time, so importing it under a second URL is safe.
 * One download at a time: calls while it is on its way share it. A success is kept: later calls
 * return the same module, and `current` holds it (for a first render that need not wait).
 */
export function retryableImport<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): RetryableImport<T> {
  let loaded: Promise<T> | undefined;
  let failedUrl: string | undefined;
  let attempt = 0;
  const request = () => {
    loaded ??= (
      failedUrl ? (importUrl(`${failedUrl}?retry=${++attempt}`) as Promise<T>) : load()
    ).then(
      (module) => (request.current = module),
      (error: unknown) => {
        loaded = undefined;
        failedUrl = failedModuleUrl(error) ?? failedUrl;
        throw error;
      },
    );
    return loaded;
  };
  request.current = undefined as T | undefined;
  return request;
}

/** A dynamic import that can be asked for again after a failure, and its module once it has come. */
export type RetryableImport<T> = (() => Promise<T>) & { current: T | undefined };
