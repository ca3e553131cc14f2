import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { PREFERENCES_STORAGE_KEY, usePreferences } from '@/lib/preferences';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { useAppStore } from '@/store/app-store';

import { useOtherTabsLook } from './use-other-tabs-look';

/** What the browser tells this tab when another one writes `key`. */
function otherTabWrites(key: string, value: string | null) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }),
    );
  });
}

afterEach(async () => {
  useAppStore.getState().setTheme('light');
  usePreferences.getState().reset();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('useOtherTabsLook', () => {
  it('takes the theme, the language and the customizer choices another tab chose', async () => {
    renderHook(() => useOtherTabsLook());

    otherTabWrites(THEME_STORAGE_KEY, '"dark"');
    expect(useAppStore.getState().themeChoice).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    otherTabWrites(PREFERENCES_STORAGE_KEY, '{"layout":"rail"}');
    expect(usePreferences.getState().choices).toEqual({ layout: 'rail' });

    otherTabWrites(LANGUAGE_STORAGE_KEY, '"es"');
    await vi.waitFor(() => expect(i18n.language).toBe('es'));
  });

  it('reads the stored look again when the page comes back from the back/forward cache', () => {
    renderHook(() => useOtherTabsLook());
    // Written while this page was frozen: no event reached it.
    window.localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, '{"layout":"rail"}');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(useAppStore.getState().themeChoice).toBe('light');

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(useAppStore.getState().themeChoice).toBe('dark');
    expect(usePreferences.getState().choices).toEqual({ layout: 'rail' });
  });

  it('ignores garbage, a removed key and other keys', () => {
    renderHook(() => useOtherTabsLook());
    otherTabWrites(THEME_STORAGE_KEY, 'not json');
    otherTabWrites(THEME_STORAGE_KEY, '"purple"');
    otherTabWrites(THEME_STORAGE_KEY, null);
    otherTabWrites('tessera.other', '"dark"');
    expect(useAppStore.getState().themeChoice).toBe('light');
  });

  it('stops following when unmounted', () => {
    const { unmount } = renderHook(() => useOtherTabsLook());
    unmount();
    otherTabWrites(THEME_STORAGE_KEY, '"dark"');
    expect(useAppStore.getState().themeChoice).toBe('light');
  });
});
