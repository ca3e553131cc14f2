import { useEffect } from 'react';

import { changeLanguage, i18n } from '@/i18n/i18n';
import { isLanguageTag, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import {
  isRecord,
  parsePreferences,
  PREFERENCES_STORAGE_KEY,
  usePreferences,
} from '@/lib/preferences';
import { parseStored, storedText } from '@/lib/storage';
import { isThemeChoice, THEME_STORAGE_KEY } from '@/lib/theme';
import { useAppStore } from '@/store/app-store';

/**
 * The look chosen in another tab of this browser (theme, language, the customizer's choices)
 * becomes this tab's too, instead of waiting for a reload: each is kept in localStorage, whose
 * changes the browser tells the other tabs of (`storage` events). Values are read as on a page
 * load (garbage is no choice). A page the browser brings back from its back/forward cache heard
 * no event while it was frozen: it reads all three again. Rendered by both layouts.
 */
export function useOtherTabsLook(): void {
  useEffect(() => {
    const follow = (key: string | null, value: string | null) => {
      if (value === null) return;
      if (key === THEME_STORAGE_KEY) {
        const choice = parseStored(value, isThemeChoice);
        const app = useAppStore.getState();
        if (choice && choice !== app.themeChoice) app.setTheme(choice);
      } else if (key === LANGUAGE_STORAGE_KEY) {
        const language = parseStored(value, isLanguageTag);
        if (language && language !== i18n.language) void changeLanguage(language).catch(() => {});
      } else if (key === PREFERENCES_STORAGE_KEY) {
        const next = parsePreferences(parseStored(value, isRecord));
        const { choices, replaceChoices } = usePreferences.getState();
        // Both in the same order of names: equal text, equal choices.
        if (JSON.stringify(next) !== JSON.stringify(parsePreferences(choices)))
          replaceChoices(next);
      }
    };
    const onStorage = ({ key, newValue, storageArea }: StorageEvent) => {
      if (storageArea === window.localStorage) follow(key, newValue);
    };
    const onPageShow = ({ persisted }: PageTransitionEvent) => {
      if (!persisted) return;
      for (const key of [THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY, PREFERENCES_STORAGE_KEY])
        follow(key, storedText(key));
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
