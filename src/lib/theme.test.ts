// @vitest-environment jsdom
import { vi } from 'vitest';

import { createAppStore } from '@/store/app-store';

import { initialThemeChoice, THEME_STORAGE_KEY } from './theme';

/** A system whose colour scheme the test changes, telling the listeners as a browser does. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = (media: string) =>
    ({
      media,
      get matches() {
        return media.includes('dark') ? dark : false;
      },
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        media.includes('dark') && listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList;
  vi.spyOn(window, 'matchMedia').mockImplementation(query);
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners)
        listener({ matches: next, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
    },
  };
}

const html = () => document.documentElement.dataset.theme;

describe('theme choice', () => {
  beforeEach(() => localStorage.clear());

  it('is the system’s on a first visit, and follows it live', () => {
    const system = fakeSystem(false);
    const store = createAppStore();
    expect(store.getState()).toMatchObject({ themeChoice: 'system', theme: 'light' });
    system.set(true);
    expect(store.getState().theme).toBe('dark');
    expect(html()).toBe('dark');
    system.set(false);
    expect(store.getState().theme).toBe('light');
    expect(html()).toBe('light');
  });

  it('stores "system" and keeps following the system after a reload', () => {
    const system = fakeSystem(true);
    const store = createAppStore();
    store.getState().setTheme('light');
    store.getState().setTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"system"');
    expect(store.getState().theme).toBe('dark');
    const reloaded = createAppStore();
    expect(reloaded.getState()).toMatchObject({ themeChoice: 'system', theme: 'dark' });
    system.set(false);
    expect(reloaded.getState().theme).toBe('light');
  });

  it('stops following the system once a theme is chosen (the toggle too)', () => {
    const system = fakeSystem(false);
    const store = createAppStore();
    store.getState().toggleTheme();
    expect(store.getState()).toMatchObject({ themeChoice: 'dark', theme: 'dark' });
    system.set(false);
    system.set(true);
    system.set(false);
    expect(store.getState().theme).toBe('dark');
    expect(html()).toBe('dark');
  });

  it('ignores garbage in storage', () => {
    fakeSystem(true);
    for (const garbage of ['{not json', '"purple"', '42', '["dark"]', 'null']) {
      localStorage.setItem(THEME_STORAGE_KEY, garbage);
      expect(initialThemeChoice(), garbage).toBe('system');
      expect(createAppStore().getState().theme, garbage).toBe('dark');
    }
  });
});
