import { useEffect } from 'react';

import { changeLanguage, i18n } from '@/i18n/i18n';
import { isLanguageTag, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import {
  isRecord,
  parsePreferences,
  PREFERENCES_STORAGE_KEY,
  usePreferences,
} from '@/lib/preferences';
import { parseStored } from '@/lib/storage';
import { isThemeChoice, THEME_STORAGE_KEY } from '@/lib/theme';
import { useAppStore } from '@/store/app-store';

/**
 * The look chosen in another tab of this browser (theme, language, the customizer's choices)
 * becomes this tab's too, instead of waiting for a reload: each is kept in localStorage, whose
 * changes the browser tells the other tabs of (`storage` events). Values are read as on a page
 * load (garbage is no choice). Rendered by both layouts.
 */
export function useOtherTabsLook(): void {
  useEffect(() => {
    const follow = ({ key, newValue, storageArea }: StorageEvent) => {
      if (storageArea !== window.localStorage || newValue === null) return;
      if (key === THEME_STORAGE_KEY) {
        const choice = parseStored(newValue, isThemeChoice);
        const app = useAppStore.getState();
        if (choice && choice !== app.themeChoice) app.setTheme(choice);
      } else if (key === LANGUAGE_STORAGE_KEY) {
        const language = parseStored(newValue, isLanguageTag);
        if (language && language !== i18n.language) void changeLanguage(language).catch(() => {});
      } else if (key === PREFERENCES_STORAGE_KEY) {
        const next = parsePreferences(parseStored(newValue, isRecord));
        const { choices, replaceChoices } = usePreferences.getState();
        // Both in the same order of names: equal text, equal choices.
        if (JSON.stringify(next) !== JSON.stringify(parsePreferences(choices)))
          replaceChoices(next);
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
}
