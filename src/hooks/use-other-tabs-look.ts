import { useEffect } from 'react';

import { changeLanguage, i18n } from '@/i18n/i18n';
import { isLanguageTag, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { parsePreferences, PREFERENCES_STORAGE_KEY, usePreferences } from '@/lib/preferences';
import { isThemeChoice, THEME_STORAGE_KEY } from '@/lib/theme';
import { useAppStore } from '@/store/app-store';

/** A stored value as written by `writeStored` (JSON), or undefined for garbage. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The look chosen in another tab of this browser (theme, language, the customizer's choices)
 * becomes this tab's too, instead of waiting for a reload: each is kept in localStorage, whose
 * changes the browser tells the other tabs of (`storage` events). Values are read as on a page
 * load (garbage is no choice). Rendered by both layouts.
 */
export function useOtherTabsLook(): void {
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || event.newValue === null) return;
      const value = parsed(event.newValue);
      if (event.key === THEME_STORAGE_KEY && isThemeChoice(value)) {
        if (useAppStore.getState().themeChoice !== value) useAppStore.getState().setTheme(value);
      } else if (event.key === LANGUAGE_STORAGE_KEY && isLanguageTag(value)) {
        if (i18n.language !== value) void changeLanguage(value).catch(() => undefined);
      } else if (event.key === PREFERENCES_STORAGE_KEY) {
        const next = parsePreferences(value);
        const { choices, replaceChoices } = usePreferences.getState();
        const names = new Set([...Object.keys(next), ...Object.keys(choices)]);
        const same = [...names].every(
          (name) => next[name as keyof typeof next] === choices[name as keyof typeof choices],
        );
        if (!same) replaceChoices(next);
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
}
