/**
 * The interface languages. `code` is the option's short code (`in`, `es`, `br`); `lng` is the
 * BCP 47 tag used by i18next, `<html lang>` and Intl; `flag` names the flag-icons file shown.
 * flag-icons' `in` is India, so English shows the United Kingdom flag under its `in` option code.
 */
export const languages = [
  { code: 'in', lng: 'en', name: 'english', flag: 'gb' },
  { code: 'es', lng: 'es', name: 'spanish', flag: 'es' },
  { code: 'br', lng: 'pt-BR', name: 'brazilian_portuguese', flag: 'br' },
  { code: 'ar', lng: 'ar', name: 'arabic', flag: 'sa' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageTag = Language['lng'];

export const DEFAULT_LANGUAGE: LanguageTag = 'en';
export const LANGUAGE_STORAGE_KEY = 'tessera.language';

export function isLanguageTag(value: unknown): value is LanguageTag {
  return languages.some((language) => language.lng === value);
}

export function languageByTag(lng: string): Language {
  return languages.find((language) => language.lng === lng) ?? languages[0];
}
