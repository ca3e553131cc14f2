import { vi } from 'vitest';

/** A MediaQueryList for `query` that never changes (jsdom has no media queries). */
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

/** Makes `window.matchMedia` answer each query with `matches(query)` for the current test. */
export function mockMatchMedia(matches: (query: string) => boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, matches(query)),
  );
}
