// @vitest-environment jsdom
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { mockMatchMedia } from '@/test/match-media';

import { createAppStore } from './app-store';

function mockWidth(large: boolean, prefersDark = false) {
  mockMatchMedia((query) =>
    query.includes('min-width: 62rem') ? large : query.includes('dark') && prefersDark,
  );
}

describe('app store', () => {
  it('holds the config: palette, maps keys and the large-screen query', () => {
    const { config } = createAppStore().getState();
    expect(config.largeScreenQuery).toBe('(min-width: 62rem)');
    expect(config.palette).toMatchObject({
      primary: '#4ae387',
      danger: '#e34a4a',
      info: '#4ab2e3',
      success: '#db76df',
      warning: '#f7cc36',
      white: '#ffffff',
      black: '#000000',
    });
    expect(config.palette.neutral).toMatch(/^#[0-9a-f]{6}$/);
    expect(config.mapsKeys).toHaveProperty('google');
    expect(config.mapsKeys).toHaveProperty('yandex');
  });

  it('starts loading, with the sidebar open on wide screens and hidden on narrow ones', () => {
    mockWidth(true);
    expect(createAppStore().getState()).toMatchObject({
      isLoading: true,
      sidebar: { opened: true, withoutAnimation: false },
    });
    mockWidth(false);
    expect(createAppStore().getState().sidebar.opened).toBe(false);
  });

  it('toggles the sidebar and hides it without animation on request', () => {
    mockWidth(true);
    const store = createAppStore();
    store.getState().toggleSidebar();
    expect(store.getState().sidebar).toEqual({ opened: false, withoutAnimation: false });
    store.getState().setSidebarOpened(true);
    store.getState().setSidebarOpened(false, { withoutAnimation: true });
    expect(store.getState().sidebar).toEqual({ opened: false, withoutAnimation: true });
  });

  it('sets the loading flag', () => {
    const store = createAppStore();
    store.getState().setLoading(false);
    expect(store.getState().isLoading).toBe(false);
    store.getState().setLoading(true);
    expect(store.getState().isLoading).toBe(true);
  });

  it('follows the system theme on a first visit, then the stored choice', () => {
    mockWidth(true, true);
    expect(createAppStore().getState().theme).toBe('dark');
    const store = createAppStore();
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('"light"');
    expect(createAppStore().getState().theme).toBe('light');
  });

  it('ignores garbage in storage', () => {
    mockWidth(true, false);
    window.localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    expect(createAppStore().getState().theme).toBe('light');
    window.localStorage.setItem(THEME_STORAGE_KEY, '"purple"');
    expect(createAppStore().getState().theme).toBe('light');
  });
});
