/**
 * `@pbe/react-yandex-maps` starts the API's script from every map component and never catches a
 * failed load: offline, each component leaves an unhandled rejection whose reason is the script's
 * `error` event. One window listener recognises exactly those, marks them handled (no console
 * error) and tells the mounted Yandex maps, which then show the "map unavailable" card.
 */

const YANDEX_API_HOSTS = new Set(['api-maps.yandex.ru', 'enterprise.api-maps.yandex.ru']);

/** True when `reason` is the failed load of the Yandex Maps API script. */
export function isYandexLoadFailure(reason: unknown): boolean {
  if (typeof Event === 'undefined' || !(reason instanceof Event) || reason.type !== 'error') {
    return false;
  }
  const target = reason.target;
  if (!(target instanceof HTMLScriptElement)) return false;
  try {
    return YANDEX_API_HOSTS.has(new URL(target.src).hostname);
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();
let installed = false;

function onUnhandledRejection(event: PromiseRejectionEvent) {
  if (!isYandexLoadFailure(event.reason)) return;
  event.preventDefault();
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` whenever the Yandex API script fails to load; returns the unsubscribe. The
 * window listener stays once installed: rejections of an attempt may still arrive after the map
 * that started it has gone.
 */
export function onYandexLoadFailure(listener: () => void): () => void {
  if (!installed) {
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    installed = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
