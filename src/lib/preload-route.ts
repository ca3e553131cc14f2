declare global {
  interface Window {
    /** Defined by the start-up script (src/boot-script.js) in a build that lists the routes. */
    __tesseraPreloadRoute?: (pathname: string) => void;
  }
}

/**
 * Asks for a route's layout and page chunks, with everything they import, in one round: the
 * start-up script's route table lists them (the build leaves Vite's own lists of them out of the
 * entry). Without the table (the dev server, tests) nothing happens; the import loads them anyway.
 */
export function preloadRoute(url: string) {
  window.__tesseraPreloadRoute?.(new URL(url, window.location.href).pathname);
}
