import { vi } from 'vitest';

import { mediaQueryList } from './media-query-list';

/** Makes `window.matchMedia` answer each query with `matches(query)` for the current test. */
export function mockMatchMedia(matches: (query: string) => boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, matches(query)),
  );
}
