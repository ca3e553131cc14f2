import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';

import { i18nOptions } from '@/i18n/i18n';
import en from '@/i18n/locales/en';

import { mediaQueryList } from './media-query-list';

// findBy* and waitFor give up after this long (Testing Library's default is 1 s). A lazy chunk, an
// icon set or the world geometry is a dynamic import, which can take seconds on a busy two-core
// machine; a wait that is met returns as soon as it is, so only a failing test waits this long.
configure({ asyncUtilTimeout: 10_000 });

// Tests render in English with the real strings, loaded synchronously.
void i18next.use(initReactI18next).init({
  ...i18nOptions,
  lng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
});

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

// jsdom lacks ResizeObserver, which Radix (slider, popper) needs.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Testing Library's user-event only advances fake timers it recognises as Jest's.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) };

afterEach(() => {
  cleanup();
  // A test that fails while it fakes the clock must not leave the fake one to the next test.
  vi.useRealTimers();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// The files of a worker share their modules (vite.config.ts): the next file starts in English,
// with the app's state as it is at start.
afterAll(async () => {
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  if (typeof window === 'undefined') return;
  const { useAppStore } = await import('@/store/app-store');
  useAppStore.setState(useAppStore.getInitialState(), true);
});
