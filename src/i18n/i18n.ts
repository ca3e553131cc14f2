import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { retryableImport } from '@/lib/retryable-import';
import { readStored, writeStored } from '@/lib/storage';

import {
  DEFAULT_LANGUAGE,
  isLanguageTag,
  LANGUAGE_STORAGE_KEY,
  languages,
  type LanguageTag,
} from './languages';
import type { Resources } from './resources';

// One chunk per language: only the active language is downloaded.
const loaders = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Resources }>('./locales/*/index.ts')).map(
    ([path, load]) => [path, retryableImport(load)],
  ),
);

export async function loadLocale(lng: LanguageTag): Promise<Resources> {
  const load = loaders[`./locales/${lng}/index.ts`];
  if (!load) throw new Error(`No locale files for "${lng}"`);
  return (await load()).default;
}

/** The stored language, or English when nothing (or something unknown) is stored. */
export function storedLanguage(): LanguageTag {
  return readStored(LANGUAGE_STORAGE_KEY, isLanguageTag) ?? DEFAULT_LANGUAGE;
}

/** `<html lang>` and `dir` follow the language (src/boot-script.js sets both before the first paint). */
export function reflectLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = i18next.dir(lng);
}

export const i18nOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [
    ...languages.map((language) => language.lng),
    // The pseudo-languages of `pseudo-locale.ts` (`?lng=pseudo`, `?lng=pseudo-rtl`), in development only.
    ...(import.meta.env.DEV ? ['en-XA', 'ar-XB'] : []),
  ],
  // Placeholders are written `{name}` ("The {name} field is required").
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  react: { useSuspense: false },
} as const;

/** Initialises i18next with the stored language already loaded, so the first render is translated. */
export async function initI18n(lng: LanguageTag = storedLanguage()): Promise<typeof i18next> {
  const resources = await loadLocale(lng);
  i18next.on('languageChanged', reflectLanguage);
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng,
    resources: { [lng]: { translation: resources } },
  });
  reflectLanguage(lng);
  if (import.meta.env.DEV) await applyPseudoLanguage();
  return i18next;
}

/**
 * Development only: `?lng=pseudo` (or `pseudo-rtl`) shows the app in a pseudo-language made from
 * English, for this visit (nothing is stored). A production build drops this and its module.
 */
async function applyPseudoLanguage() {
  if (!new URLSearchParams(window.location.search).get('lng')?.startsWith('pseudo')) return;
  const { pseudoLanguageFromSearch, pseudoResources } = await import('./pseudo-locale');
  const pseudo = pseudoLanguageFromSearch(window.location.search);
  if (!pseudo) return;
  i18next.addResourceBundle(
    pseudo.lng,
    'translation',
    pseudoResources(await loadLocale('en'), pseudo),
  );
  await i18next.changeLanguage(pseudo.lng);
  document.documentElement.dir = pseudo.dir;
}

/** Loads a language's strings into i18next once, without switching to it. */
export async function loadLanguage(lng: LanguageTag): Promise<void> {
  if (!i18next.hasResourceBundle(lng, 'translation')) {
    i18next.addResourceBundle(lng, 'translation', await loadLocale(lng));
  }
}

/** Loads the language's file when needed, switches to it and remembers the choice. */
export async function changeLanguage(lng: LanguageTag): Promise<void> {
  await loadLanguage(lng);
  await i18next.changeLanguage(lng);
  writeStored(LANGUAGE_STORAGE_KEY, lng);
}

export { i18next as i18n };
