/**
 * Loads the Google Maps JavaScript API ourselves rather than through `<APIProvider>`: the library's
 * loader can load only once per page (a failed attempt, or a second key, could never be retried),
 * and it would send a request with an empty key. Once our script has run, `<APIProvider>` finds
 * `google.maps.importLibrary` and loads nothing more.
 */

const SCRIPT_ATTRIBUTE = 'data-tessera-google-maps';
const CALLBACK_PREFIX = '__tesseraGoogleMapsReady';
let attempts = 0;

/** How long the script may take before the attempt counts as failed (it may hang, not error). */
export const GOOGLE_MAPS_LOAD_TIMEOUT_MS = 20_000;

type GoogleWindow = Window & {
  google?: { maps?: { importLibrary?: unknown } };
  gm_authFailure?: () => void;
} & Record<string, unknown>;

const win = () => window as unknown as GoogleWindow;

/** The script URL: the key, the map language, the async bootstrap and our ready callback. */
export function googleMapsScriptUrl({
  key,
  language,
  callback,
}: {
  key: string;
  language?: string;
  callback: string;
}): string {
  const params = new URLSearchParams({ key, loading: 'async', callback });
  if (language) params.set('language', language);
  return `https://maps.googleapis.com/maps/api/js?${params}`;
}

/** True once the API is in the page (loaded by us, or by anyone else). */
export function isGoogleMapsLoaded(): boolean {
  return typeof win().google?.maps?.importLibrary === 'function';
}

let pending: { key: string; promise: Promise<void> } | undefined;

/**
 * Adds the API's script for `key` and resolves when it is ready; rejects when the script fails or
 * hangs past `timeoutMs`, after removing it so that a later call can try again (with any key).
 * Calls for the same key share one attempt. Once the API is in the page, resolves at once: Google
 * cannot be loaded twice, so a different key then needs a page reload.
 */
export function loadGoogleMapsApi({
  key,
  language,
  timeoutMs = GOOGLE_MAPS_LOAD_TIMEOUT_MS,
}: {
  key: string;
  language?: string;
  timeoutMs?: number;
}): Promise<void> {
  if (isGoogleMapsLoaded()) return Promise.resolve();
  if (pending?.key === key) return pending.promise;
  document.querySelectorAll(`script[${SCRIPT_ATTRIBUTE}]`).forEach((old) => old.remove());
  installAuthFailureHook();

  attempts += 1;
  const callback = `${CALLBACK_PREFIX}${attempts}`;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const finish = (error?: Error) => {
      window.clearTimeout(timer);
      script.onerror = null;
      delete win()[callback];
      if (!error) return resolve();
      script.remove();
      if (pending?.promise === promise) pending = undefined;
      reject(error);
    };
    const timer = window.setTimeout(
      () => finish(new Error('The Google Maps JavaScript API did not load in time.')),
      timeoutMs,
    );
    win()[callback] = () => finish();
    script.setAttribute(SCRIPT_ATTRIBUTE, '');
    script.async = true;
    script.src = googleMapsScriptUrl({ key, language, callback });
    script.onerror = () => finish(new Error('The Google Maps JavaScript API could not load.'));
    document.head.append(script);
  });
  pending = { key, promise };
  return promise;
}

let authFailed = false;
const authListeners = new Set<() => void>();

/** Google calls the global `gm_authFailure` when it refuses the key (InvalidKeyMapError, …). */
function installAuthFailureHook() {
  const previous = win().gm_authFailure;
  if (previous?.name === 'tesseraAuthFailure') return;
  win().gm_authFailure = function tesseraAuthFailure() {
    authFailed = true;
    authListeners.forEach((listener) => listener());
    previous?.();
  };
}

/** For `useSyncExternalStore`: has Google refused the key in this page? */
export function subscribeGoogleAuthFailure(listener: () => void): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export const googleAuthFailed = () => authFailed;

/** Forgets every attempt (tests only). */
export function resetGoogleMapsLoader() {
  pending = undefined;
  authFailed = false;
  authListeners.clear();
  document.querySelectorAll(`script[${SCRIPT_ATTRIBUTE}]`).forEach((script) => script.remove());
  delete win().google;
  delete win().gm_authFailure;
  for (const name of Object.keys(window)) if (name.startsWith(CALLBACK_PREFIX)) delete win()[name];
}
