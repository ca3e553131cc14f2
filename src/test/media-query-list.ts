/**
 * A MediaQueryList for `query` that never changes, for where there are no media queries: jsdom in
 * the tests, and the build's Node process that draws the pages (scripts/prerender.ts).
 */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}
